import StateCheck
import StateCheckTesting
import Testing

/// The snippet's screen with its state in a view model class: refused.
struct UserModelScreen: ScreenDesign {
    final class UserModel: PageCarrying {
        var user: PageList? = nil
        var isLoading = false

        func mapPages(_ transform: (PageList) -> PageList) -> UserModel {
            user = user.map(transform)
            return self
        }
    }
    enum Intent: CaseIterable { case appear }
    enum Pending: Hashable, PageFree { case fetchUser }

    var initialState: UserModel { UserModel() }

    func key(of state: UserModel) -> StateFingerprint { StateFingerprint(state) }

    func handler(for intent: Intent) -> Handler { Handler(.load, .task) }

    func start(_ intent: Intent, state: inout UserModel, task: TaskContext) -> TaskStep<Pending> {
        if state.isLoading { return .done }
        state.isLoading = true
        return .call("getUser", then: .fetchUser)
    }

    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout UserModel, task: TaskContext) -> TaskStep<Pending> {
        if case .success(let user) = result { state.user = user }
        state.isLoading = false
        return .done
    }

    func screen(of state: UserModel) -> [ScreenElement] {
        if let user = state.user { return [.content(user)] }
        return state.isLoading ? [.blank, .spinner] : [.blank]
    }
}

@Suite("A class as the state, in a test")
struct ClassStateTests {
    @Test func assertScreenFailsOnceWithWhatToChange() throws {
        let expectedLine = #line + 2
        let failures = FailureCapture.collect {
            assertScreen(UserModelScreen(), expect: [.singleFlight: .holds])
        }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        #expect(failure.line == expectedLine)
        #expect(failure.message == "StateCheck: UserModelScreen: its State 'UserModel' is a class; "
            + "the checker explores every event from a copy of the state, and copies of a class instance share it, "
            + "so one branch's changes would leak into the others. "
            + "Make 'UserModel' a struct or an enum (an `@Observable` view model: check a struct of its stored properties)")
    }
}
