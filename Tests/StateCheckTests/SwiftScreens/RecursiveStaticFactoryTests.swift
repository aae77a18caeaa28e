import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `state = .error(error, retries: 1)` where the state enum's static
/// function `error(_:retries:)` builds the enum through itself (`return
/// .error(error, retries: retries - 1)`): translating the function read
/// the call inside it as the function again, recursing until the stack
/// ran out (a segmentation fault on a held-out app, Cork). The call inside
/// is a call of the model function being translated.
@Suite struct RecursiveStaticFactoryTests {
    static let feed = """
        import SwiftUI

        struct Post: Identifiable, Sendable {
            let id: Int
            let title: String
        }

        protocol FeedClient: Sendable {
            func posts() async throws -> [Post]
        }

        enum FeedState {
            case idle
            case loading
            case loaded([Post])
            case failed(Error)

            static func error(_ error: Error, retries: Int) -> FeedState {
                if retries > 0 {
                    return .error(error, retries: retries - 1)
                }
                return .failed(error)
            }
        }

        struct FeedScreen: View {
            let client: FeedClient
            @State private var state: FeedState = .idle

            var body: some View {
                Group {
                    switch state {
                    case .idle, .loading:
                        ProgressView()
                    case .loaded(let posts):
                        List(posts) { post in
                            Text(post.title)
                        }
                    case .failed(let error):
                        Text(error.localizedDescription)
                    }
                }
                .task { await load() }
            }

            private func load() async {
                state = .loading
                do {
                    state = .loaded(try await client.posts())
                } catch {
                    state = .error(error, retries: 1)
                }
            }
        }
        """

    /// The twin's factory answers at once (`return .failed(error)`), which
    /// is what the recursion ends with: the same states, transitions and
    /// verdicts (a function call is no step of its own).
    @Test func aFactoryCallingItselfIsTranslatedOnce() throws {
        let recursion = """
                    if retries > 0 {
                        return .error(error, retries: retries - 1)
                    }

            """
        #expect(Self.feed.contains(recursion))
        let (screens, _) = RealAppReadingsTests.translate(Self.feed)
        let text = try #require(screens.first.map { ModelPrinter.print($0.model).text })
        #expect(text.contains("return feedStateError(error, retries: retries - 1)"), "\(text)")
        let twin = Self.feed.replacingOccurrences(of: recursion, with: "")
        #expect(try RealAppReadingsTests.outcome(Self.feed) == (try RealAppReadingsTests.outcome(twin)))
    }
}
