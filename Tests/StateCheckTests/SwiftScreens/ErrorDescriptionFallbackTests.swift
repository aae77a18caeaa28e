import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An error's message with a fallback (`errorMessage = (error as?
/// NetworkError)?.errorMessage ?? error.localizedDescription`) describes
/// that one error, as `error.localizedDescription` does: the property is
/// read as the error itself. It was read opaque, an assumption flipping at
/// any time, which made spurious violations (`recoverable`: the message
/// assumed there for ever; the list replaced by an error no load made).
/// And `ContentUnavailableView(…, description: Text(error))` shows that
/// error (`errorView(error)`), as `Text(error)` does; it was a mark, so a
/// CancellationError shown there was not seen.
@Suite struct ErrorDescriptionFallbackTests {
    static let followers = """
        import SwiftUI

        struct Follower: Identifiable, Decodable {
            let id: Int
            let login: String
        }

        enum NetworkError: Error {
            case invalidResponse
            case decoding

            var errorMessage: String {
                switch self {
                case .invalidResponse: return "The server did not answer."
                case .decoding: return "The answer could not be read."
                }
            }
        }

        protocol NetworkServiceProtocol {
            func fetchFollowers(for username: String) async throws -> [Follower]
        }

        @MainActor
        @Observable
        final class FollowersViewModel {
            var followers: [Follower] = []
            var isLoading = false
            var errorMessage: String?

            private let networkService: NetworkServiceProtocol

            init(networkService: NetworkServiceProtocol) {
                self.networkService = networkService
            }

            func fetchFollowers(for username: String) async {
                isLoading = true
                errorMessage = nil
                do {
                    followers = try await networkService.fetchFollowers(for: username)
                } catch {
                    errorMessage = (error as? NetworkError)?.errorMessage ?? error.localizedDescription
                }
                isLoading = false
            }
        }

        struct FollowersView: View {
            let username: String
            @State var viewModel: FollowersViewModel

            var body: some View {
                Group {
                    if viewModel.isLoading {
                        ProgressView("Loading followers…")
                    } else if let error = viewModel.errorMessage {
                        ContentUnavailableView("Could not load followers", systemImage: "exclamationmark.triangle", description: Text(error))
                    } else if viewModel.followers.isEmpty {
                        ContentUnavailableView("No followers", systemImage: "person.2")
                    } else {
                        List(viewModel.followers) { follower in
                            Text(follower.login)
                        }
                    }
                }
                .navigationTitle("Followers")
                .task {
                    await viewModel.fetchFollowers(for: username)
                }
            }
        }
        """

    /// Both twins (the plain description; a `Text(error)` instead of the
    /// ContentUnavailableView) read the same: 122 states, 666 transitions,
    /// `recoverable` holds, and the `.task` cancelled as the view leaves
    /// shows its CancellationError (`silentCancellation`).
    @Test func aDescriptionWithAFallbackIsTheError() throws {
        let plain = Self.followers.replacingOccurrences(of: "errorMessage = (error as? NetworkError)?.errorMessage ?? error.localizedDescription",
                                                        with: "errorMessage = error.localizedDescription")
        let text = Self.followers.replacingOccurrences(of: "ContentUnavailableView(\"Could not load followers\", systemImage: \"exclamationmark.triangle\", description: Text(error))",
                                                       with: "Text(error)")
        #expect(plain != Self.followers && text != Self.followers)
        let read = try RealAppReadingsTests.outcome(Self.followers)
        #expect(read == (try RealAppReadingsTests.outcome(plain)))
        #expect(read == (try RealAppReadingsTests.outcome(text)))
        #expect(read.states == 122 && read.transitions == 666, "\(read)")
        #expect(read.verdicts["recoverable"] == .holds && read.verdicts["silentCancellation"] == .violated)
        #expect(RealAppReadingsTests.modelText(Self.followers).contains("} else if let error = errorMessage {\n        errorView(error)\n"))
    }
}
