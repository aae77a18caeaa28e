import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `self.error = API.Error(from: error)` in a `catch`: an initializer of an
/// error type of the folder given the error caught, and nothing else. It is
/// read as that error, so a cancellation stays one. It was taken for an api
/// of the environment (`API` is named as one) and refused ("api 'Error' is
/// async and must be marked with 'await'").
@Suite struct CaughtErrorWrapperTests {
    static let episodes = """
        import SwiftUI

        struct Episode: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        enum API {
            enum Error: Swift.Error {
                case failed(any Swift.Error)

                init(from error: any Swift.Error) {
                    self = .failed(error)
                }
            }
        }

        protocol EpisodesAPI: Sendable {
            func episodes() async throws -> [Episode]
        }

        struct EpisodesView: View {
            let api: any EpisodesAPI
            @State private var episodes: [Episode] = []
            @State private var error: API.Error?

            var body: some View {
                List(episodes) { episode in
                    Text(episode.title)
                }
                .overlay {
                    if let error {
                        Text(error.localizedDescription)
                    }
                }
                .task {
                    await load()
                }
            }

            private func load() async {
                do {
                    episodes = try await api.episodes()
                    error = nil
                } catch {
                    self.error = API.Error(from: error)
                }
            }
        }
        """

    /// The twin stores the caught error itself: the same states,
    /// transitions and verdicts, among them the load cancelled as the view
    /// disappears, whose CancellationError the view shows
    /// (`silentCancellation` violated, as the real screen does: its catch
    /// wraps every error, a cancellation too).
    @Test func anErrorOfTheFolderBuiltFromTheErrorCaughtIsThatError() throws {
        let twin = Self.episodes
            .replacingOccurrences(of: "    @State private var error: API.Error?", with: "    @State private var error: Error?")
            .replacingOccurrences(of: "            self.error = API.Error(from: error)", with: "            self.error = error")
        #expect(!twin.contains("API.Error(from:"))
        let read = try RealAppReadingsTests.outcome(Self.episodes)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["silentCancellation"] == .violated)
    }
}
