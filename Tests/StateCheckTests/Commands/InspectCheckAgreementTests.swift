import Foundation
import Testing
@testable import StateCheckCommands

/// `inspect` shows what `check` reads: on the same folder both understand a
/// screen, or both refuse it with the same diagnostic at the same
/// `file:line:col` and exit 2.
@Suite struct InspectCheckAgreementTests {
    /// A temporary folder holding ArticlesView (which keeps `let api =
    /// ArticleAPI()` and loads in a `.task`) and ArticleAPI, the view's
    /// text edited by `edit`.
    static func articlesFolder(_ edit: (String) -> String = { $0 }) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-agree-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try """
        import Foundation

        struct Article: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        final class ArticleAPI {
            func fetchArticles() async throws -> [Article] {
                let url = URL(string: "https://example.com/articles")!
                let (data, _) = try await URLSession.shared.data(from: url)
                return try JSONDecoder().decode([Article].self, from: data)
            }
        }

        """.write(toFile: dir + "/ArticleAPI.swift", atomically: true, encoding: .utf8)
        try edit("""
        import SwiftUI

        struct ArticlesView: View {
            @State private var articles: [Article] = []
            @State private var isLoading = false
            @State private var errorMessage: String?
            let api = ArticleAPI()

            var body: some View {
                Group {
                    if isLoading {
                        ProgressView()
                    } else if let errorMessage {
                        Text(errorMessage)
                    } else {
                        List(articles) { article in
                            Text(article.title)
                        }
                    }
                }
                .task {
                    isLoading = true
                    do {
                        articles = try await api.fetchArticles()
                    } catch {
                        errorMessage = error.localizedDescription
                    }
                    isLoading = false
                }
            }
        }

        """).write(toFile: dir + "/ArticlesView.swift", atomically: true, encoding: .utf8)
        return dir
    }

    /// The screen of the issue is understood by both: `check` reaches its
    /// verdicts (exit 1, no error about `api`), `inspect` exits 0 and lists
    /// the api called on line 24.
    @Test func aScreenHoldingItsAPIIsUnderstoodByBoth() throws {
        let dir = try Self.articlesFolder()
        let check = runCLI(["check", dir])
        #expect(check.status == .expectationFailed, "\(check.stderr)")
        #expect(check.stdout.contains("ArticlesView "), "\(check.stdout)")
        #expect(!check.stderr.contains("in scope"), "\(check.stderr)")
        let inspect = runCLI(["inspect", dir])
        #expect(inspect.status == .success, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("  apis:\n    fetchArticles() -> Value  (line 24)\n"), "\(inspect.stdout)")
        #expect(!inspect.stderr.contains("error:"), "\(inspect.stderr)")
    }

    /// A name `check` cannot find when it compiles the screen fails
    /// `inspect` too, with the same line, in strict mode (before, `inspect`
    /// exited 0). By default the name is one of code the folder does not
    /// hold (another module's), so both read the screen again with it not
    /// found: `check` reaches verdicts and `inspect` exits 0, as they agree.
    @Test func aNameCheckCannotFindFailsInspectWithTheSameDiagnostic() throws {
        let dir = try Self.articlesFolder { $0.replacingOccurrences(of: "try await api.fetchArticles()", with: "try await apj.fetchArticles()") }
        let error = "\(dir)/ArticlesView.swift:24:38: error: cannot find 'apj' in scope\n"
            + "                articles = try await apj.fetchArticles()\n"
            + "                                     ^\n"
        let check = runCLI(["check", dir, "--strict"])
        #expect(check.status == .usageOrModelError)
        #expect(check.stderr.contains(error), "\(check.stderr)")
        let inspect = runCLI(["inspect", dir, "--strict"])
        #expect(inspect.status == .usageOrModelError)
        #expect(inspect.stderr == error, "\(inspect.stderr)")
        let lenient = runCLI(["check", dir])
        #expect(lenient.status == .expectationFailed || lenient.status == .success, "\(lenient.stderr)")
        #expect(!lenient.stderr.contains("error: cannot find 'apj'"), "\(lenient.stderr)")
        #expect(runCLI(["inspect", dir]).status == .success)
    }
}
