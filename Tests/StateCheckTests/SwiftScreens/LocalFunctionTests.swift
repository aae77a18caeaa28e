import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A local function (`func perform(clearing:) async { … }` declared inside
/// a method, then `Task { await perform(clearing: true) }`) was refused as
/// "a local declaration other than let/var". It is a named block of its
/// caller: each call statement reads its body where the call is, its
/// parameters locals given the call's arguments, its `return` leaving the
/// body only. That is what Swift runs, so the reading is exact.
@Suite struct LocalFunctionTests {
    static let screen = """
        import SwiftUI

        struct Article: Identifiable {
            let id: String
            let title: String
        }

        protocol ArticleClient {
            func articles() async throws -> [Article]
        }

        struct ArticlesView: View {
            let client: ArticleClient
            @State private var articles: [Article] = []
            @State private var isLoading = false
            @State private var failed = false

            var body: some View {
                List(articles) { article in
                    Text(article.title)
                }
                .overlay {
                    if isLoading {
                        ProgressView()
                    } else if failed {
                        Text("Could not load articles")
                    }
                }
                .toolbar {
                    Button("Reload") { reload() }
                }
                .task { await load() }
            }

            private func reload() {
        // LOCAL
            }

            private func load() async {
                isLoading = true
                articles = (try? await client.articles()) ?? []
                isLoading = false
            }
        }
        """

    static let local = """
                func perform(clearing: Bool) async {
                    guard !isLoading else { return }
                    isLoading = true
                    if clearing {
                        articles = []
                    }
                    do {
                        articles = try await client.articles()
                        failed = false
                    } catch {
                        failed = true
                    }
                    isLoading = false
                }
                Task { await perform(clearing: true) }
        """

    static let precise = """
                Task {
                    let clearing = true
                    guard !isLoading else { return }
                    isLoading = true
                    if clearing {
                        articles = []
                    }
                    do {
                        articles = try await client.articles()
                        failed = false
                    } catch {
                        failed = true
                    }
                    isLoading = false
                }
        """

    /// The twin writes the body inside the Task, the parameter a `let`:
    /// the same verdicts, states and transitions.
    @Test func aLocalFunctionIsItsBodyReadWhereItIsCalled() throws {
        let withLocal = Self.screen.replacingOccurrences(of: "// LOCAL\n", with: Self.local)
        let twin = Self.screen.replacingOccurrences(of: "// LOCAL\n", with: Self.precise)
        #expect(withLocal != Self.screen && twin != Self.screen)
        let read = try RealAppReadingsTests.outcome(withLocal)
        let exact = try RealAppReadingsTests.outcome(twin)
        #expect(read.verdicts == exact.verdicts)
        #expect(read.states == exact.states && read.transitions == exact.transitions, "\(read) against \(exact)")
        let (screens, _) = RealAppReadingsTests.translate(withLocal)
        #expect(screens.first?.summary.abstractions.map(\.rule).contains { $0.hasPrefix("perform(…) is a local function") } == true)
    }

    /// Two calls of one local function in a block each read its body in a
    /// block of its own: its parameter declared once per call.
    @Test func aLocalFunctionCalledTwiceIsReadAtEachCall() throws {
        let twice = Self.local.replacingOccurrences(of: "Task { await perform(clearing: true) }", with: "Task {\n    await perform(clearing: true)\n    await perform(clearing: false)\n}")
        #expect(twice != Self.local)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.screen.replacingOccurrences(of: "// LOCAL\n", with: twice))
        #expect(diagnostics == [])
        #expect(screens.count == 1)
    }

    /// A local function that calls itself is refused by name: its body is
    /// read at each call, which a recursion would never end.
    @Test func aLocalFunctionCallingItselfIsRefused() {
        let recursive = Self.local.replacingOccurrences(of: "isLoading = false\n", with: "isLoading = false\n            await perform(clearing: false)\n")
        let source = Self.screen.replacingOccurrences(of: "// LOCAL\n", with: recursive)
        let (_, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(diagnostics.contains { $0.contains("the local function 'perform' calls itself") }, "\(diagnostics)")
    }

    /// A local function named rather than called (`Task(operation: …)`
    /// given it) is refused: only its calls are read as its body.
    @Test func aLocalFunctionPassedOnIsRefused() {
        let passed = Self.local.replacingOccurrences(of: "Task { await perform(clearing: true) }", with: "let run = perform\nTask { await run(true) }")
        #expect(passed != Self.local)
        let (_, diagnostics) = RealAppReadingsTests.translate(Self.screen.replacingOccurrences(of: "// LOCAL\n", with: passed))
        #expect(diagnostics.contains { $0.contains("the local function 'perform' is used other than called in a statement of its own") }, "\(diagnostics)")
    }
}
