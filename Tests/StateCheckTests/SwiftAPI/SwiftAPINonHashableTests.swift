import Testing
@testable import StateCheck
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Case 0 Before (Models/case0-before.model) as the talk's view writes it: three
/// `@State` variables, one of them `(any Error)?`, so the state is not
/// `Hashable`. It is checked through a reflection fingerprint.
struct Case0BeforeSwift: ScreenDesign {
    struct State: PageCarrying {
        var data: PageList? = nil
        var error: (any Error)? = nil
        var isLoading = false

        func mapPages(_ transform: (PageList) -> PageList) -> State {
            State(data: data.map(transform), error: error, isLoading: isLoading)
        }
    }
    enum Intent: CaseIterable { case load, tapRetry }
    enum Pending: Hashable, PageFree { case fetchUser }

    var name: String { "Case0Before" }
    var initialState: State { State() }

    func key(of state: State) -> StateFingerprint { StateFingerprint(state) }

    func handler(for intent: Intent) -> Handler {
        switch intent {
        case .load: return Handler(.load, .task)                           // .task { await fetchUser() }
        case .tapRetry: return Handler(.custom("tapRetry"), .unstructured)  // ErrorStateView { Task { await fetchUser() } }
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
        var elements: [ScreenElement] = []
        if state.isLoading {
            elements.append(.blank)
        } else if let data = state.data {
            elements.append(.content(data))
        } else if let error = state.error {
            elements.append(.errorView(error as? ErrorValue))
        }
        if state.isLoading { elements.append(.spinner) }
        return elements
    }
}

@Suite("Swift API: states that are not Hashable")
struct SwiftAPINonHashableTests {
    @Test func aFingerprintedStateMatchesItsModelTwin() throws {
        let model = try shippedModel("case0-before.model")
        let modelResult = try check(model, customInvariants: model.customInvariants, customSteps: model.customSteps)
        let system = SwiftScreenSystem(Case0BeforeSwift())
        let invariants = [
            StateInvariant<SwiftScreenState<Case0BeforeSwift>>("loadingClearsDataAndError") { s in
                !s.value.isLoading || (s.value.data == nil && s.value.error == nil)
            },
            StateInvariant("neverDataAndError") { s in !(s.value.data != nil && s.value.error != nil) },
        ]
        let swiftResult = try check(system, customInvariants: invariants)
        #expect(swiftResult.stateCount == modelResult.stateCount)
        #expect(swiftResult.transitionCount == modelResult.transitionCount)
        for m in modelResult.properties {
            let s = try #require(swiftResult[m.name])
            if m.name == "allCasesReachable" {
                // The model's view branches are checked; a Swift view is a
                // function the checker cannot see into, and there is no enum.
                #expect(m.verdict == .holds && s.verdict == .notApplicable)
                continue
            }
            #expect(s.verdict == m.verdict, "\(m.name): Swift \(s.verdict), .model \(m.verdict)")
        }
        let trace = try #require(swiftResult[.silentCancellation]?.trace)
        #expect(trace.labels == ["load", "cancel", "load", "fail getUser"])
        #expect(trace.steps.last?.variablesAfter.map(\.description) == ["data = nil", "error = CancellationError", "isLoading = false"])
    }

    @Test func theFingerprintSeesStoredPropertiesAndPayloads() {
        let a = Case0BeforeSwift.State(data: PageList([1]), error: nil, isLoading: false)
        let b = Case0BeforeSwift.State(data: PageList([1]), error: ErrorValue.urlError, isLoading: false)
        let c = Case0BeforeSwift.State(data: PageList([1]), error: ErrorValue.cancellationError, isLoading: false)
        #expect(StateFingerprint(a) == StateFingerprint(a))
        #expect(Set([StateFingerprint(a), StateFingerprint(b), StateFingerprint(c)]).count == 3)
    }
}
