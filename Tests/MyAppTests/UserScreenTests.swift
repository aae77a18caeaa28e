// The README's snippet against an enum that lives in the app's module:
// `MyApp.DataState` is public, so the conformance's `mapPages` must be
// public too (a requirement of a public protocol, witnessed for a public
// type). The extension below is the snippet's, character for character
// (checked by `theConformanceIsTheSnippets`).
import Foundation
import MyApp
import StateCheck
import StateCheckTesting
import Testing

/// Where the checker finds the pages (to rename them in issue order):
/// `mapPages` is as public as the enum, as `PageCarrying` requires.
extension DataState: PageCarrying where V: PageCarrying, E: PageCarrying {
    public func mapPages(_ transform: (PageList) -> PageList) -> DataState {
        switch self {
        case .idle, .initialLoading: return self
        case .reLoading(let v): return .reLoading(v.mapPages(transform))
        case .success(let v): return .success(v.mapPages(transform))
        case .failure(let e): return .failure(e.mapPages(transform))
        }
    }
}

/// The snippet's screen, over the app's enum.
struct UserScreen: ScreenDesign {
    typealias State = DataState<PageList, ErrorValue>
    enum Intent: CaseIterable { case appear, pullToRefresh }
    enum Pending: Hashable, PageFree { case fetchUser }

    var initialState: State { .idle }

    func handler(for intent: Intent) -> Handler {
        switch intent {
        case .appear: return Handler(.load, .task)
        case .pullToRefresh: return Handler(.refresh, .refreshable)
        }
    }

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

@Suite("The README snippet with the enum in the app's module")
struct UserScreenTests {
    /// The snippet's own expectations hold for the app's enum too.
    @Test func userScreenKeepsContentWhileReloading() {
        assertScreen(UserScreen(), expect: [
            .contentKeptWhileReloading: .holds,
            .singleFlight: .holds,
            .errorKeptWhileRetrying: .violated,
        ])
    }

    @Test func theConformanceIsTheSnippets() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let snippet = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("StateCheckTestingTests/ReadmeSnippet.swift"),
            encoding: .utf8)
        let this = try String(contentsOf: here.appendingPathComponent("UserScreenTests.swift"), encoding: .utf8)
        let conformance = try #require(Self.conformance(in: snippet))
        #expect(conformance.contains("public func mapPages"))
        #expect(Self.conformance(in: this) == conformance)
    }

    /// The `PageCarrying` extension of `text`, from its doc comment to its closing brace.
    static func conformance(in text: String) -> Substring? {
        guard let start = text.range(of: "/// Where the checker finds the pages"),
              let end = text.range(of: "\n}\n", range: start.upperBound..<text.endIndex) else { return nil }
        return text[start.lowerBound..<end.upperBound]
    }
}
