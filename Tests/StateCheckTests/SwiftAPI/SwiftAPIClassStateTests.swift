import Testing
@testable import StateCheck
@testable import StateCheckScreens

/// Case 0 Before with its three variables in a class, as a view model
/// holds them: each event's code changes the one instance every explored
/// state shares, so the exploration cannot be sound and is refused.
struct Case0BeforeClassState: ScreenDesign {
    final class State: PageCarrying {
        var data: PageList? = nil
        var error: (any Error)? = nil
        var isLoading = false

        func mapPages(_ transform: (PageList) -> PageList) -> State {
            data = data.map(transform)
            return self
        }
    }
    enum Intent: CaseIterable { case load, tapRetry }
    enum Pending: Hashable, PageFree { case fetchUser }

    var name: String { "Case0BeforeClass" }
    var initialState: State { State() }

    func key(of state: State) -> StateFingerprint { StateFingerprint(state) }

    func handler(for intent: Intent) -> Handler {
        switch intent {
        case .load: return Handler(.load, .task)
        case .tapRetry: return Handler(.custom("tapRetry"), .unstructured)
        }
    }

    func isEnabled(_ intent: Intent, in state: State) -> Bool {
        switch intent {
        case .load: return true
        case .tapRetry: return state.error != nil
        }
    }

    func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        if state.isLoading { return .done }
        state.isLoading = true
        state.data = nil
        state.error = nil
        return .call("getUser", then: .fetchUser)
    }

    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        switch result {
        case .success(let user): state.data = user
        case .failure(let error): state.error = error
        }
        state.isLoading = false
        return .done
    }

    func screen(of state: State) -> [ScreenElement] {
        if state.isLoading { return [.blank, .spinner] }
        if let data = state.data { return [.content(data)] }
        if let error = state.error { return [.errorView(error as? ErrorValue)] }
        return []
    }
}

@Suite("Swift API: a class as the state")
struct SwiftAPIClassStateTests {
    static let message = "Case0BeforeClass: its State 'State' is a class; the checker explores every event from a copy of the state, "
        + "and copies of a class instance share it, so one branch's changes would leak into the others. "
        + "Make 'State' a struct or an enum (an `@Observable` view model: check a struct of its stored properties)"

    @Test func checkRefusesAClassStateBeforeExploring() {
        #expect(throws: CheckError.unsupportedDesign(Self.message)) {
            try check(SwiftScreenSystem(Case0BeforeClassState()))
        }
    }

    @Test func randomWalksRefuseItToo() {
        #expect(throws: CheckError.unsupportedDesign(Self.message)) {
            try randomCheck(SwiftScreenSystem(Case0BeforeClassState()))
        }
    }

    /// The same design with a struct state (its `.model` twin's counts,
    /// checked in `SwiftAPINonHashableTests`) is accepted.
    @Test func aStructStateIsAccepted() {
        #expect(SwiftScreenSystem(Case0BeforeSwift()).unsupportedDesign == nil)
        #expect(SwiftScreenSystem(Case1AfterSwift.Design()).unsupportedDesign == nil)
    }
}
