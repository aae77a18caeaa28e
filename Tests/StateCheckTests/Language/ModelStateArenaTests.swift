import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// An interpreted model whose visited states are kept as Swift values in an
/// array (the engine's default storage), to compare with the byte arena.
private struct ValueStoredModel: TransitionSystem {
    let base: ModelSystem
    var initialStates: [ModelState] { base.initialStates }
    func expand(_ state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) -> [ModelSystem.Issue] {
        base.expand(state, emit)
    }
    func forEachSuccessor(of state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) {
        base.forEachSuccessor(of: state, emit)
    }
}

@Suite("ModelState.Arena: interpreted states as flat bytes")
struct ModelStateArenaTests {
    static let models = shippedModelFiles

    @Test func everyShippedModelIsRead() {
        #expect(Self.models.count >= 14)
    }

    /// Every state every shipped model reaches, as the interpreter emits it
    /// (before any storage), decodes to itself in every field; equal states
    /// have equal identity bytes and different states different ones.
    @Test(arguments: models)
    func everyReachableStateRoundTrips(file: String) throws {
        let system = try shippedModel(file)
        let exploration = Explorer.explore(system)
        #expect(exploration.isComplete)
        let emitted = emittedStates(of: system, in: exploration)
        var byIdentity: [[UInt8]: ModelState] = [:]
        var arena = ModelState.Arena()
        for (i, state) in emitted.enumerated() {
            let key = ModelState.Arena.key(of: state)
            let decoded = key.bytes.withUnsafeBytes { ModelState.decode($0) }
            #expect(sameInEveryField(decoded, state), "\(file): state \(i) does not round-trip")
            let identity = Array(key.bytes.prefix(key.identityCount))
            if let earlier = byIdentity[identity] {
                #expect(earlier == state, "\(file): different states share identity bytes")
            } else {
                byIdentity[identity] = state
            }
            arena.append(key: key)
            #expect(sameInEveryField(arena[arena.count - 1], state))
            #expect(arena.storedKey(at: arena.count - 1, equals: key))
        }
        // As many distinct identities as distinct states: the exploration's.
        #expect(byIdentity.count == exploration.stateCount)
    }

    /// The arena changes nothing the exploration finds: the same states in
    /// the same order, parents, graph, violations and deadlocks as the same
    /// model with its states kept as values.
    @Test(arguments: models)
    func arenaAndValueStorageExploreAlike(file: String) throws {
        let system = try shippedModel(file)
        let compact = Explorer.explore(system)
        let values = Explorer.explore(ValueStoredModel(base: system))
        #expect(compact.states.elementsEqual(values.states))
        #expect(compact.parents == values.parents)
        #expect(compact.parentLabels == values.parentLabels)
        #expect(compact.levelStarts == values.levelStarts)
        #expect(compact.graph == values.graph)
        #expect(compact.transitionCount == values.transitionCount)
        #expect(compact.deadlocks == values.deadlocks)
        let parallel = Explorer.explore(system, options: ExplorationOptions(threads: 2))
        #expect(parallel.states.elementsEqual(values.states))
        #expect(parallel.graph == values.graph)
    }

    /// The bench input with concurrent tasks (a feed with paging, Retry,
    /// Like, Bookmark and comments): its first 3000 states, mostly with
    /// several tasks suspended in frames, explore alike in both storages.
    @Test func theConcurrentBenchInputExploresAlike() throws {
        let url = testTargetFolder.appendingPathComponent("Bench/Inputs/feed-with-actions.model")
        let system = try ModelSystem.compile(source: try String(contentsOf: url, encoding: .utf8), file: url.path)
        let options = ExplorationOptions(limits: ExplorationLimits(maxStates: 3000))
        let compact = Explorer.explore(system, options: options)
        let values = Explorer.explore(ValueStoredModel(base: system), options: options)
        #expect(compact.stateCount == 3000)
        #expect(compact.states.elementsEqual(values.states, by: sameInEveryField))
        #expect(compact.graph == values.graph)
        #expect(compact.states.contains { $0.tasks.count >= 3 })
    }

    /// The encoding writes every stored field of a state, a task, a frame
    /// and a handler by name: a field added to one of them must be added to
    /// `ModelState.encode(into:)` and `decode(_:)` too (and here), or the
    /// arena would merge states that differ only in it.
    @Test func theEncodingKnowsEveryStoredField() throws {
        let system = try shippedModel("case4-paging.model")
        let exploration = Explorer.explore(system)
        let state = try #require(exploration.states.first { !$0.tasks.isEmpty && !$0.tasks[0].frames.isEmpty })
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        #expect(fields(state) == ["vars", "visible", "tasks", "crashed", "footerAppeared", "pageNames", "tokenCount", "hashCache"])
        #expect(fields(state.tasks[0]) == ["frames", "kind", "role", "cancelled", "wait", "handle"])
        #expect(fields(state.tasks[0].frames[0]) == ["block", "pc", "locals", "stack", "handlers", "writeback"])
        #expect(fields(RHandler(catchPC: 0, stackDepth: 0)) == ["catchPC", "stackDepth"])
    }

    @Test func removingStatesKeepsTheOthers() throws {
        let system = try shippedModel("case3-paging.model")
        let states = Array(Explorer.explore(system).states.prefix(20))
        var arena = ModelState.Arena(states)
        arena.removeLast(5)
        #expect(arena.count == 15)
        #expect(arena.elementsEqual(states.prefix(15)))
        arena.append(key: ModelState.Arena.key(of: states[19]))
        #expect(arena[15] == states[19])
    }
}

@Suite("ModelState.Arena: pages")
struct ModelStateArenaPageTests {
    /// Byte strings of every length up to 299 fill several 64 KiB pages; one
    /// of 200,000 bytes (larger than a page) gets pages of its own; every
    /// string reads back across the page boundaries, and removing strings
    /// back across them leaves the list as if they were never added.
    @Test func stringsSpanPagesAndLargeOnesGetTheirOwn() {
        func string(_ i: Int) -> [UInt8] { (0 ..< (i * 37 % 300)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ i) } }
        func strings(_ range: Range<Int>) -> ModelState.Arena.Strings {
            var list = ModelState.Arena.Strings()
            for i in range { string(i).withUnsafeBytes { list.append($0) } }
            return list
        }
        var list = strings(0 ..< 2000)
        #expect(list.pages.count >= 2)
        let large = (0 ..< 200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        large.withUnsafeBytes { list.append($0) }
        for i in 2000 ..< 3000 { string(i).withUnsafeBytes { list.append($0) } }
        #expect(list.count == 3001)
        #expect(list.withBytes(2000) { Array($0) } == large)
        for i in 0 ..< 3000 {
            #expect(list.withBytes(i < 2000 ? i : i + 1) { Array($0) } == string(i))
        }
        list.removeLast(1001)
        #expect(list.count == 2000)
        #expect(list.usedBytes == strings(0 ..< 2000).usedBytes)
        #expect(list.pages == strings(0 ..< 2000).pages)
        string(2500).withUnsafeBytes { list.append($0) }
        #expect(list.withBytes(2000) { Array($0) } == string(2500))
    }

    /// The bench input's first 3000 states share their components: far
    /// fewer distinct components than states, each stored once. A state
    /// whose variables take 200,000 bytes (a component larger than a page)
    /// is stored and read back among them, and removing states removes the
    /// components only they held.
    @Test func statesShareTheirComponentsAndLargeOnesGetPagesOfTheirOwn() throws {
        let url = testTargetFolder.appendingPathComponent("Bench/Inputs/feed-with-actions.model")
        let system = try ModelSystem.compile(source: try String(contentsOf: url, encoding: .utf8), file: url.path)
        let states = Array(Explorer.explore(system, options: ExplorationOptions(limits: ExplorationLimits(maxStates: 3000))).states)
        var arena = ModelState.Arena(states.prefix(2000))
        // Each state holds at least two components (its variables and the rest).
        #expect(arena.components.count < 2000)
        let componentsOf2000 = arena.components.count
        let large = ModelState(vars: [.value(Array(0 ..< 100_000))], visible: true, tasks: [], crashed: false)
        arena.append(key: ModelState.Arena.key(of: large))
        #expect(arena.components.strings.pages.count >= 2)
        for s in states[2000...] { arena.append(key: ModelState.Arena.key(of: s)) }
        #expect(arena.count == 3001)
        #expect(arena[2000] == large)
        #expect(arena.storedKey(at: 2000, equals: ModelState.Arena.key(of: large)))
        for (i, s) in states.enumerated() {
            let position = i < 2000 ? i : i + 1
            #expect(arena[position] == s)
            #expect(arena.storedKey(at: position, equals: ModelState.Arena.key(of: s)))
            #expect(!arena.storedKey(at: position, equals: ModelState.Arena.key(of: large)))
        }
        arena.removeLast(1001)
        #expect(arena.count == 2000)
        #expect(arena.components.count == componentsOf2000)
        #expect(arena.elementsEqual(states.prefix(2000)))
        #expect(arena.usedBytes == ModelState.Arena(states.prefix(2000)).usedBytes)
        arena.append(key: ModelState.Arena.key(of: states[2500]))
        #expect(arena[2000] == states[2500])
        #expect(arena.storedKey(at: 2000, equals: ModelState.Arena.key(of: states[2500])))
    }

    /// Two threads store the same states in the arena as one, also when a
    /// state limit hands the search over to one thread mid-level.
    @Test func twoThreadsStoreTheSameBytesAtALimit() throws {
        let url = testTargetFolder.appendingPathComponent("Bench/Inputs/feed-with-actions.model")
        let system = try ModelSystem.compile(source: try String(contentsOf: url, encoding: .utf8), file: url.path)
        let limits = ExplorationLimits(maxStates: 3000)
        let one = Explorer.explore(system, options: ExplorationOptions(limits: limits))
        let two = Explorer.explore(system, options: ExplorationOptions(limits: limits, threads: 2))
        #expect(two.stateCount == 3000 && two.limitHit == one.limitHit)
        #expect(two.digest == one.digest)
        #expect(two.states.elementsEqual(one.states))
        #expect(two.graph == one.graph)
    }
}
