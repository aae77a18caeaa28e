import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `ErrorView(error: error) { state = .loading; await loadData() }` of an
/// error view of the folder whose code runs the closure it is given in a
/// task of its own (`Button { Task { await refreshAction() } }`) and
/// cancels nothing: a tap starts that task. The action awaits, and it was
/// refused ("the action of tapRetry awaits: the view it is given runs it in
/// a task of its own … which is not read here").
@Suite struct ActionInTaskOfItsOwnTests {
    static let timeline = """
        import SwiftUI

        struct Post: Identifiable, Sendable {
            let id: Int
            let title: String
        }

        protocol TimelineClient: Sendable {
            func posts() async throws -> [Post]
        }

        struct ErrorView: View {
            var error: Error
            var refreshAction: (() async -> Void)?

            init(error: Error, refreshAction: (() async -> Void)? = nil) {
                self.error = error
                self.refreshAction = refreshAction
            }

            var body: some View {
                VStack {
                    Text(error.localizedDescription)
                    if let refreshAction {
                        Button {
                            Task {
                                await refreshAction()
                            }
                        } label: {
                            Text("Refresh")
                        }
                    }
                }
            }
        }

        enum LoadState {
            case loading
            case loaded
            case error(Error)
        }

        struct TimelineScreen: View {
            let client: TimelineClient
            @State private var state: LoadState = .loading
            @State private var posts: [Post] = []

            var body: some View {
                switch state {
                case .loading:
                    ProgressView()
                        .task { await loadData() }
                case .loaded:
                    List(posts) { post in
                        Text(post.title)
                    }
                case .error(let error):
                    ErrorView(error: error) {
                        state = .loading
                        await loadData()
                    }
                }
            }

            private func loadData() async {
                do {
                    posts = try await client.posts()
                    state = .loaded
                } catch {
                    state = .error(error)
                }
            }
        }
        """

    static let retry = """
                    ErrorView(error: error) {
                        state = .loading
                        await loadData()
                    }
        """

    /// The twin gives the view the closure that starts the task itself
    /// (`{ Task { state = .loading; await loadData() } }`): the same
    /// states, transitions and verdicts. The retry shows the spinner,
    /// whose `.task` loads too, while the retry's own load is in flight:
    /// two requests at once (`singleFlight` violated).
    @Test func anAwaitingActionTheViewRunsInATaskOfItsOwnIsThatTask() throws {
        #expect(Self.timeline.contains(Self.retry))
        let twin = Self.timeline.replacingOccurrences(of: Self.retry, with: """
                    ErrorView(error: error) {
                        Task {
                            state = .loading
                            await loadData()
                        }
                    }
            """)
        let read = try RealAppReadingsTests.outcome(Self.timeline)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }

    /// A view that runs the closure in its own `.task` (cancelled as it
    /// leaves) is not a task of the action's own: still refused.
    @Test func aViewRunningTheClosureInItsTaskKeepsTheRefusal() {
        let structured = Self.timeline.replacingOccurrences(of: """
                        if let refreshAction {
                            Button {
                                Task {
                                    await refreshAction()
                                }
                            } label: {
                                Text("Refresh")
                            }
                        }
            """, with: """
                        if let refreshAction {
                            Text("Refreshing")
                                .task { await refreshAction() }
                        }
            """)
        #expect(structured != Self.timeline)
        let (screens, diagnostics) = RealAppReadingsTests.translate(structured)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.hasSuffix("the action of tapRetry awaits: the view it is given runs it in a task of its own, started and cancelled as that view's code says, which is not read here; give it a closure that starts one itself ({ Task { await … } })") })
    }
}
