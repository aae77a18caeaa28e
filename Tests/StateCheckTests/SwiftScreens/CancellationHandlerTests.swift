import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `await withTaskCancellationHandler { reload() } onCancel: { … }` in a
/// `.refreshable`: the handler runs at once when the task is already
/// cancelled as the call starts, and later only while the operation runs.
/// An operation that does not suspend runs from start to end on the main
/// actor with nothing in between, so the call is exactly `if
/// Task.isCancelled { handler }` then the operation. It was refused ("not
/// modelled yet").
@Suite struct CancellationHandlerTests {
    static let albums = """
        import SwiftUI

        struct Album: Identifiable, Sendable {
            let id: String
            let name: String
        }

        protocol LibraryClient: Sendable {
            func albums() async throws -> [Album]
        }

        struct AlbumsView: View {
            let client: LibraryClient
            @State private var albums: [Album] = []
            @State private var failed = false
            @State private var loadTask: Task<Void, Never>?

            var body: some View {
                List(albums) { album in
                    Text(album.name)
                }
                .overlay {
                    if failed {
                        Text("Could not load the albums")
                    }
                }
                .onAppear {
                    if albums.isEmpty {
                        reload()
                    }
                }
                .onDisappear {
                    loadTask?.cancel()
                }
                .refreshable {
                    await withTaskCancellationHandler {
                        reload()
                    } onCancel: {
                        Task {
                            loadTask?.cancel()
                        }
                    }
                }
            }

            private func reload() {
                loadTask?.cancel()
                loadTask = Task {
                    do {
                        albums = try await client.albums()
                        failed = false
                    } catch {
                        failed = true
                    }
                }
            }
        }
        """

    static let call = """
                    await withTaskCancellationHandler {
                        reload()
                    } onCancel: {
                        Task {
                            loadTask?.cancel()
                        }
                    }

        """

    /// The twin writes what Swift does: the same states, transitions and
    /// verdicts, among them the answer of the load that `reload()` cancelled
    /// replacing the newer one (`noStaleOverwrite` violated: the task does not
    /// check for cancellation after its await).
    @Test func aCancellationHandlerAroundCodeThatDoesNotSuspendRunsFirstIfCancelled() throws {
        #expect(Self.albums.contains(Self.call))
        let twin = Self.albums.replacingOccurrences(of: Self.call, with: """
                        if Task.isCancelled {
                            Task {
                                loadTask?.cancel()
                            }
                        }
                        reload()

            """)
        let read = try RealAppReadingsTests.outcome(Self.albums)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["noStaleOverwrite"] == .violated)
    }

    /// An operation that awaits can be cancelled at its suspension, where
    /// the handler would run on another thread: still refused, at the call.
    @Test func aCancellationHandlerAroundCodeThatSuspendsIsStillRefused() {
        let suspending = Self.albums
            .replacingOccurrences(of: "                reload()\n            } onCancel", with: "                await reloadNow()\n            } onCancel")
            .replacingOccurrences(of: "    private func reload() {", with: "    private func reloadNow() async {\n        reload()\n    }\n\n    private func reload() {")
        #expect(suspending.contains("await reloadNow()"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(suspending)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.contains("36:19") && $0.contains("'withTaskCancellationHandler' is not modelled yet (cancellation handlers run on another thread)") })
    }
}
