import Foundation
import StateCheck
import StateCheckTesting
import Testing

/// UserScreen with the kind of task its `load` runs in as an argument: with
/// `.task` (the default) the view's disappearing cancels the load, and
/// `load, cancel, load, fail getUser` shows the cancelled request's
/// CancellationError (the guard drops the second load), violating
/// silentCancellation; built with `.unstructured`, nothing cancels the
/// load and the failure is a URLError, so the same walk breaks nothing.
struct ProfileScreen: ScreenDesign {
    typealias State = DataState<PageList, ErrorValue>
    enum Intent: CaseIterable { case appear }
    enum Pending: Hashable, PageFree { case fetchUser }

    var appearTask: TaskKind = .task

    var initialState: State { .idle }

    func handler(for intent: Intent) -> Handler { Handler(.load, appearTask) }

    func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        if state.isLoading { return .done }
        state.startLoading()
        return .call("getUser", then: .fetchUser)
    }

    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        switch result {
        case .success(let user): state = .success(user)
        case .failure(let error): state = .failure(error)
        }
        return .done
    }

    func screen(of state: State) -> [ScreenElement] {
        switch state {
        case .idle: return [.blank]
        case .initialLoading: return [.blank, .spinner]
        case .reLoading(let user), .success(let user): return [.content(user)]
        case .failure(let error): return [.errorView(error)]
        }
    }
}

/// The same screen, printing the expression that builds it: the hook
/// replay lines use for a design built with arguments.
struct DescribedProfileScreen: ScreenDesign, CustomStringConvertible {
    typealias State = ProfileScreen.State
    typealias Intent = ProfileScreen.Intent
    typealias Pending = ProfileScreen.Pending

    var appearTask: TaskKind = .task
    var base: ProfileScreen { ProfileScreen(appearTask: appearTask) }

    var description: String { "DescribedProfileScreen(appearTask: .\(appearTask))" }

    var initialState: State { base.initialState }
    func handler(for intent: Intent) -> Handler { base.handler(for: intent) }
    func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        base.start(intent, state: &state, task: task)
    }
    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        base.finish(pending, with: result, state: &state, task: task)
    }
    func screen(of state: State) -> [ScreenElement] { base.screen(of: state) }
}

@Suite("Replay lines of a design built with arguments")
struct DesignArgumentsTests {
    let property = StandardProperty.silentCancellation.rawValue

    /// The line after `Replay:` in a failure message.
    func replayLine(_ message: String) throws -> String {
        try #require(message.split(separator: "\n").first { $0.hasPrefix("Replay: ") }.map { String($0.dropFirst("Replay: ".count)) })
    }

    /// The events of a printed `assertRandomWalks(…, replay: "EVENTS")`.
    func events(_ call: String) throws -> String {
        let marker = ", replay: \""
        let start = try #require(call.range(of: marker)?.upperBound)
        return String(call[start...].dropLast(2))
    }

    /// Without a way to print the design, the line does not compile until the
    /// arguments are given: `ProfileScreen()` would replay the default.
    @Test func aDesignWithArgumentsGetsAPlaceholderAndANote() throws {
        // The non-default argument: nothing cancels the load, so silentCancellation does not apply...
        let quiet = FailureCapture.collect { assertScreen(ProfileScreen(appearTask: .unstructured), expect: [.silentCancellation: .notApplicable]) }
        #expect(quiet.isEmpty)
        // ...and the default breaks it (the guard drops the second load; the first's cancellation shows).
        let failures = FailureCapture.collect { assertScreen(ProfileScreen(), expect: [.silentCancellation: .holds]) }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        #expect(try replayLine(failure.message) == "assertRandomWalks(<#ProfileScreen(appearTask: .task)#>, properties: [\"silentCancellation\"], replay: \"load, cancel, load, fail getUser\")")
        #expect(failure.message.hasSuffix("Note: ProfileScreen was built with arguments (ProfileScreen(appearTask: .task)): give the same ones in place of the placeholder, or make ProfileScreen CustomStringConvertible with the expression that builds it as its description so that replay lines print it.\n"))
    }

    /// Random walks print the same placeholder.
    @Test func randomWalksPrintThePlaceholderToo() throws {
        let failures = FailureCapture.collect {
            assertRandomWalks(ProfileScreen(appearTask: .task), properties: [property], seed: 1, walks: 200, maxSteps: 10)
        }
        let failure = try #require(failures.first)
        #expect(try replayLine(failure.message).hasPrefix("assertRandomWalks(<#ProfileScreen(appearTask: .task)#>, properties: [\"silentCancellation\"], seed: 1, replay: \""))
        #expect(failure.message.contains("\nNote: ProfileScreen was built with arguments"))
    }

    /// A design that describes itself prints its description, and the pasted
    /// line (built from that expression) fails the same way; the default-built
    /// design would not have.
    @Test func aDescribedDesignPrintsTheExpressionThatBuildsIt() throws {
        let failures = FailureCapture.collect { assertScreen(DescribedProfileScreen(appearTask: .task), expect: [.silentCancellation: .holds]) }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        let line = try replayLine(failure.message)
        #expect(line == "assertRandomWalks(DescribedProfileScreen(appearTask: .task), properties: [\"silentCancellation\"], replay: \"load, cancel, load, fail getUser\")")
        #expect(!failure.message.contains("Note:"))
        let walk = try events(line)
        // Pasted: the expression in the line, as the compiler would build it.
        let again = FailureCapture.collect { assertRandomWalks(DescribedProfileScreen(appearTask: .task), properties: ["silentCancellation"], replay: walk) }
        #expect(again.count == 1)
        #expect(again.first?.message.hasPrefix("silentCancellation: violated by a replayed walk\n") == true)
        // The other design accepts every step of the walk and breaks nothing: why the argument must be printed.
        let other = FailureCapture.collect { assertRandomWalks(DescribedProfileScreen(appearTask: .unstructured), properties: ["silentCancellation"], replay: walk) }
        #expect(other.isEmpty)
    }

    /// A design without stored properties keeps the short form.
    @Test func aDesignWithoutArgumentsIsBuiltWithEmptyParentheses() throws {
        let failures = FailureCapture.collect { assertScreen(UserScreen(), expect: [.noDoubleSpinner: .violated, .errorKeptWhileRetrying: .holds]) }
        let failure = try #require(failures.first)
        #expect(try replayLine(failure.message).hasPrefix("assertRandomWalks(UserScreen(), "))
        #expect(!failure.message.contains("Note:"))
    }
}
