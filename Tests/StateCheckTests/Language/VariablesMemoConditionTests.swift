import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Handler `h`'s `when` evaluated from `vars` by a machine of its own, without the memo.
private func freshOutcome(_ system: ModelSystem, handler h: Int, _ vars: [RValue]) -> ConditionOutcome<Diagnostic> {
    let handler = system.program.handlers[h]
    guard let c = handler.condition else { return .holds }
    var m = Machine(program: system.compiled, limits: system.limits, vars: vars)
    do {
        return try m.evaluate(block: c) == .bool(true) ? .holds : .fails
    } catch {
        return .failed(error.diagnostic(file: system.file, fallback: handler.line))
    }
}

/// Two outcomes alike: the same case, and the same diagnostic for a failure.
private func same(_ a: ConditionOutcome<Diagnostic>, _ b: ConditionOutcome<Diagnostic>) -> Bool {
    switch (a, b) {
    case (.holds, .holds), (.fails, .fails): return true
    case (.failed(let x), .failed(let y)): return x == y
    default: return false
    }
}

@Suite("VariablesMemo: when outcomes evaluated once per distinct variables")
struct VariablesMemoConditionTests {
    static let models = shippedModelFiles

    /// In every state every shipped model reaches, each handler's condition
    /// read through the memo (twice, in two expansions: the second from the
    /// memo) is the outcome a fresh machine evaluates.
    @Test(arguments: models)
    func memoizedOutcomesEqualFreshOnes(file: String) throws {
        let system = try shippedModel(file)
        let exploration = Explorer.explore(system)
        #expect(exploration.isComplete)
        for (i, state) in exploration.states.enumerated() {
            for round in 0 ..< 2 {
                let adapter = ModelRuntimeAdapter(system: system, shownElements: [])
                for h in system.program.handlers.indices where system.program.handlers[h].whileShown == nil {
                    let memoized = adapter.condition(of: h, holdsIn: state)
                    #expect(same(memoized, freshOutcome(system, handler: h, state.vars)), "\(file): state \(i), handler \(h), round \(round + 1)")
                }
            }
        }
    }

    /// The memo answers only for the key it filed an outcome under.
    @Test func answersOnlyForEqualKeys() {
        let memo = VariablesMemo<ConditionOutcome<Diagnostic>>(slotCount: 100)
        #expect(memo.slotCount == 128)
        let key: [RValue] = [.int(0), .int(1), .bool(true)]
        let hash = VariablesMemo<ConditionOutcome<Diagnostic>>.hash(of: key)
        #expect(memo.value(for: key, hash: hash) == nil)
        memo.store(.failed(Diagnostic(file: "m.model", line: 4, column: 9, message: "index out of range")), for: key, hash: hash)
        if case .failed(let d)? = memo.value(for: key, hash: hash) {
            #expect(d.message == "index out of range" && d.line == 4)
        } else {
            Issue.record("the filed outcome is not found")
        }
        // Same slot and hash, another key: a collision is no answer.
        #expect(memo.value(for: [.int(1), .int(1), .bool(true)], hash: hash) == nil)
    }

    /// A condition is keyed by the globals it reads, through the functions
    /// and computed properties it calls: `phase` and `count` (through
    /// `room()` and `Phase.busy`) for `load`, `flag` for `tapA`; not
    /// `other`, which no condition reads. A handler without a condition
    /// reads nothing.
    @Test func conditionsAreKeyedByTheGlobalsTheyRead() throws {
        let system = try ModelSystem.compile(source: Self.readsModel, file: "Reads.model")
        let names = system.program.globalNames
        func reads(_ event: String) -> [String] {
            guard let h = system.program.handlers.firstIndex(where: { $0.event == event }) else { return ["no handler"] }
            return system.conditionReads[h].map { names[$0] }
        }
        #expect(reads("load") == ["phase", "count"])
        #expect(reads("tapA") == ["flag"])
        #expect(reads("tapB") == [])
        let load = try #require(system.program.handlers.firstIndex(where: { $0.event == "load" }))
        let vars = system.initial.vars
        var changed = vars
        changed[try #require(names.firstIndex(of: "other"))] = .int(5)
        #expect(system.conditionKey(ofHandler: load, in: vars) == system.conditionKey(ofHandler: load, in: changed))
        changed[try #require(names.firstIndex(of: "count"))] = .int(2)
        #expect(system.conditionKey(ofHandler: load, in: vars) != system.conditionKey(ofHandler: load, in: changed))
        // The lookup hashes and compares the key without building it: it
        // finds an outcome exactly for a key filed before (`tapA` reads
        // neither `other` nor `count`, so its second key is its first).
        var filed: [[RValue]] = []
        for h in system.program.handlers.indices {
            for v in [vars, changed] {
                let key = system.conditionKey(ofHandler: h, in: v)
                let hash = system.conditionKeyHash(ofHandler: h, in: v)
                #expect(hash == VariablesMemo<ConditionOutcome<Diagnostic>>.hash(of: key), "handler \(h)")
                #expect((system.rememberedCondition(ofHandler: h, in: v, hash: hash) != nil) == filed.contains(key), "handler \(h)")
                filed.append(key)
                system.conditions.store(.fails, for: key, hash: hash)
                if case .fails? = system.rememberedCondition(ofHandler: h, in: v, hash: hash) {} else {
                    Issue.record("handler \(h): the filed outcome is not found")
                }
            }
        }
    }

    static let readsModel = """
        model Reads

        enum Phase {
            case idle, loading, done
        }

        extension Phase {
            var busy: Bool {
                if case .loading = self { return true }
                return false
            }
        }

        var phase: Phase = .idle
        var count: Int = 0
        var other: Int = 0
        var flag: Bool = false

        func room() -> Int {
            return count + 1
        }

        on load sync when !phase.busy && room() < 3 { phase = .loading; other = other + 1 }
        on tapA sync when flag { flag = false }
        on tapB sync { flag = true }

        view {
            if phase.busy { spinner } else { errorView }
        }
        """
}
