import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `@State private var queue = DownloadQueue.shared`, a `@State` property
/// holding an object the app shares (`static let shared = DownloadQueue()` of
/// a class of the folder): the screen does not own it, and other code (its
/// own polling, other screens) may change it at any time. It is read as
/// `@Environment(DownloadQueue.self)` is, an input of the screen whose tests
/// are assumptions. Before, the initializer was refused ("'DownloadQueue.shared'
/// is a value the screen does not decide").
@Suite struct SharedObjectStateTests {
    static let movies = """
        import SwiftUI

        struct QueueItem: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol QueueAPI: Sendable {
            func items() async throws -> [QueueItem]
        }

        @MainActor
        @Observable
        final class DownloadQueue {
            static let shared = DownloadQueue()

            var active: [QueueItem] = []
            var isPolling = false

            private init() {}
        }

        struct MoviesScreen: View {
            let api: any QueueAPI
            @State private var queue = DownloadQueue.shared
            @State private var movies: [QueueItem] = []
            @State private var isLoading = false

            var body: some View {
                List(movies) { movie in
                    Text(movie.title)
                }
                .overlay {
                    if isLoading {
                        ProgressView()
                    } else if queue.active.isEmpty {
                        Text("Nothing downloading")
                    }
                }
                .task {
                    isLoading = true
                    movies = (try? await api.items()) ?? []
                    isLoading = false
                }
            }
        }
        """

    /// The twin takes the object from the environment: the same states,
    /// transitions and verdicts; `queue.active.isEmpty` is an assumption in
    /// both.
    @Test func aStatePropertyHoldingASharedObjectIsAnInputOfTheScreen() throws {
        let twin = Self.movies.replacingOccurrences(of: "    @State private var queue = DownloadQueue.shared", with: "    @Environment(DownloadQueue.self) private var queue")
        #expect(twin != Self.movies)
        let rules = RealAppReadingsTests.translate(Self.movies).screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the @State property queue holds DownloadQueue.shared, an object the app shares and other code may change at any time: an input of the screen, opaque, its async calls apis"), "\(rules)")
        let read = try RealAppReadingsTests.outcome(Self.movies)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["noStaleOverwrite"] == .violated)
    }
}
