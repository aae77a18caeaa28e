import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Strings from a model reach diagram labels through the screen (`mark`,
/// `alert`, `button`): quotes, backslashes, newlines, markup and Mermaid
/// syntax must come out escaped, and Graphviz must still accept the DOT.
@Suite struct DiagramEscapingTests {
    static let source = #"""
    model Hostile
    api get() -> Value
    var shown: Bool = false
    on load .task { _ = try? await get(); shown = true }
    view {
        if shown { mark("q\"b\\s <script>alert(1)</script> | %0A : ; # {x} &amp;") } else { blank }
    }
    """#

    func diagram() throws -> Diagram {
        let system = try ModelSystem.compile(source: Self.source, file: "hostile.model")
        let e = Explorer.explore(system)
        return try #require(Diagram.build(e))
    }

    @Test func dotLabelsAreEscaped() throws {
        let dot = DOTRenderer.render(try diagram())
        // `&` is written `&amp;`: Graphviz decodes entities in quoted labels,
        // so the model's literal `&amp;` reaches it as `&amp;amp;`.
        #expect(dot.contains(#"mark(\"q\\\"b\\\\s <script>alert(1)</script> | %0A : ; # {x} &amp;amp;\")"#))
        if Graphviz.dotPath != nil, case .failure(let problem) = Graphviz.svg(dot) {
            Issue.record("Graphviz rejected the DOT: \(problem)")
        }
    }

    @Test func mermaidLabelsCannotBreakTheSyntax() throws {
        let mermaid = MermaidRenderer.render(try diagram())
        let labels = mermaid.split(separator: "\n").filter { $0.contains("mark(") }
        #expect(!labels.isEmpty)
        for line in labels {
            // Only the two quotes that delimit the description remain.
            #expect(line.filter { $0 == "\"" }.count == 2, "\(line)")
            #expect(!line.contains("<script>"))
            #expect(!line.contains(";  ") && !line.contains("{x}"))
        }
    }
}
