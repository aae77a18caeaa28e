import Foundation
import Testing
@testable import StateCheckCommands

/// A view showing the error a branch holds is an error view, however the
/// error is written in it: `Text(error.localizedDescription)`,
/// `Text("\(error.localizedDescription)")`, `Text("Failed: \(error)")`. Read
/// as `mark("text")` before, the screen showed no error to the error
/// properties: `silentCancellation` was n/a where a CancellationError is shown.
@Suite struct SwiftScreensErrorTextTests {
    /// A temporary folder holding FeedView, whose `.failed(let error)` case
    /// shows `text` (a Swift expression).
    static func feedFolder(showing text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-errortext-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try """
        import SwiftUI

        struct Post: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        enum LoadState {
            case idle
            case loading
            case loaded([Post])
            case failed(Error)
        }

        final class PostService {
            func fetchPosts() async throws -> [Post] {
                let url = URL(string: "https://example.com/posts")!
                let (data, _) = try await URLSession.shared.data(from: url)
                return try JSONDecoder().decode([Post].self, from: data)
            }
        }

        struct FeedView: View {
            @State private var state: LoadState = .idle
            private let service = PostService()

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
                        Text(\(text))
                    }
                }
                .task {
                    state = .loading
                    do {
                        state = .loaded(try await service.fetchPosts())
                    } catch {
                        state = .failed(error)
                    }
                }
            }
        }

        """.write(toFile: dir + "/FeedView.swift", atomically: true, encoding: .utf8)
        return dir
    }

    /// Each way of showing the error: `inspect` lists an error view at line
    /// 37 and says why; `check` finds the CancellationError shown.
    @Test(arguments: [#"error.localizedDescription"#, #""\(error.localizedDescription)""#, #""Failed: \(error)""#, #"String(describing: error)"#])
    func textShowingTheErrorIsAnErrorView(_ text: String) throws {
        let dir = try Self.feedFolder(showing: text)
        let inspect = runCLI(["inspect", dir])
        #expect(inspect.status == .success, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("      case .failed(let error):\n        errorView(error)  (line 37)\n"), "\(inspect.stdout)")
        #expect(inspect.stdout.contains("    line 37: Text(\(text)) shows an error's description: errorView(error)\n"), "\(inspect.stdout)")
        let check = runCLI(["check", dir])
        #expect(check.status == .expectationFailed)
        #expect(check.stdout.contains("FeedView          61 states      298 transitions   holds 6  violated 5  n/a 3   FAILED\n"), "\(check.stdout)")
        #expect(check.stdout.contains("\(dir)/FeedView.swift:23:1: error: [silentCancellation] FeedView: expected to hold, but it is violated (the screen shows errorView(CancellationError): a CancellationError is shown to the user)\n"), "\(check.stdout)")
    }

    /// A `Text` of something else in that branch stays a mark: the error
    /// properties find no error shown.
    @Test func textNotShowingTheErrorStaysAMark() throws {
        let dir = try Self.feedFolder(showing: #""Something went wrong""#)
        let inspect = runCLI(["inspect", dir])
        #expect(inspect.status == .success, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("      case .failed(let error):\n        mark(\"text\")  (line 37)\n"), "\(inspect.stdout)")
        let check = runCLI(["check", dir])
        #expect(check.stdout.contains("FeedView "), "\(check.stdout)")
        #expect(!check.stdout.contains("[silentCancellation]"), "\(check.stdout)")
    }
}
