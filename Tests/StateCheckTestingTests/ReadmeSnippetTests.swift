import Foundation
import Testing

@Suite("The README snippet")
struct ReadmeSnippetTests {
    @Test func theArticleShowsExactlyTheCompiledSnippet() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let snippet = try String(contentsOf: here.appendingPathComponent("ReadmeSnippet.swift"), encoding: .utf8)
        let article = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/StateCheck/StateCheck.docc/CheckYourOwnEnum.md"),
            encoding: .utf8)
        #expect(article.contains("```swift\n" + snippet + "```"))
    }

    @Test func theReadmeShowsExactlyTheCompiledSnippet() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let snippet = try String(contentsOf: here.appendingPathComponent("ReadmeSnippet.swift"), encoding: .utf8)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        #expect(readme.contains("```swift\n" + snippet + "```"))
    }
}
