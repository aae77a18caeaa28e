import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StateCheckCommands
@testable import StateCheckReports

/// A highlighted trace numbers each step beside the event it took, also
/// when one drawn edge stands for several events (collapsed diagrams, and
/// parallel transitions drawn as one edge); labels with `&` show literally.
@Suite struct DiagramHighlightTests {
    /// The red (highlighted) edge labels of a DOT text.
    static func redLabels(_ dot: String) -> [String] {
        dot.split(separator: "\n").filter { $0.contains(" -> ") && $0.contains("color=\"red\"") }.compactMap { line in
            line.components(separatedBy: "label=\"").dropFirst().first?.components(separatedBy: "\"").first
        }
    }

    /// `case1-before`'s `contentKeptWhileReloading` trace is load, success
    /// getUser, refresh (its `explain` golden). Collapsed, `refresh` goes
    /// from `.success` back to `.loading`, where `load` also leads: step 3
    /// is labelled with refresh alone, and the other event keeps a plain edge.
    @Test func aCollapsedStepNamesTheEventItTook() {
        let run = runCLI(["diagram", "--collapse", "--highlight", "contentKeptWhileReloading", "Models/case1-before.model"])
        #expect(run.status == .success)
        let red = Self.redLabels(run.stdout)
        #expect(red == ["1. load", "2. success getUser", "3. refresh"])
        #expect(!run.stdout.contains("3. load"))
        expectGolden(run.stdout, "CLI/case1-before-collapsed-highlight.dot")
    }

    /// Every highlighted edge of every shipped model, full or collapsed,
    /// carries one event after its step numbers.
    @Test func everyHighlightedEdgeCarriesOneEvent() throws {
        for file in try ModelFiles.collect(["Models"]) {
            for extra in [[], ["--collapse"]] {
                let run = runCLI(["diagram"] + extra + ["--highlight", "contentKeptWhileReloading", file])
                for label in Self.redLabels(run.stdout) {
                    let event = label.drop { $0.isNumber || $0 == "." || $0 == " " }
                    #expect(!event.isEmpty && !event.contains("\\n") && !event.contains(" / "), "\(file) \(extra): \(label)")
                }
            }
        }
    }

    /// Graphviz decodes entities in quoted labels; escaped, a label shows
    /// exactly as typed (the SVG's text, XML-decoded, is the original).
    @Test(.enabled(if: Graphviz.dotPath != nil, "Graphviz is not installed"))
    func ampersandsRenderLiterally() throws {
        let label = "a & b &amp; c &lt;d&gt; &#38; \\N"
        let diagram = Diagram(name: "Amp & Co", nodes: [Diagram.Node(id: "s0", cluster: "x & y", lines: [label])], edges: [
            Diagram.Edge(from: "s0", to: "s0", label: "tap & hold"),
        ])
        let svg = try Graphviz.svg(DOTRenderer.render(diagram)).get()
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        let texts = try document.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains(label), "\(texts)")
        #expect(texts.contains("tap & hold"))
        #expect(texts.contains("x & y"))
    }
}
