import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// Everything `statecheck reports` writes into `Reports/`, as relative paths
/// and contents: a pure function of the checked models, so `reports --check`
/// can compare it with the committed files byte for byte.
package struct ReportSet: Sendable, Equatable {
    /// File contents by path relative to the reports folder, in a stable order.
    public var files: [(path: String, contents: String)]

    /// Equal when the same paths hold the same bytes.
    public static func == (a: ReportSet, b: ReportSet) -> Bool {
        a.files.map(\.path) == b.files.map(\.path) && a.files.map(\.contents) == b.files.map(\.contents)
    }

    /// One design's inputs.
    public struct Design: Sendable {
        /// The design's name.
        public var name: String
        /// The model file (`Models/case1-after.model`).
        public var file: String
        /// Its `///` documentation.
        public var documentation: String
        /// The reachable-state diagram.
        public var diagram: Diagram
        /// Extra Markdown sections for the design (coverage matrix, minimization).
        public var sections: [(title: String, markdown: String)]
        /// The filmstrip (SVG) of each violated property's shortest trace, in
        /// property order.
        public var filmstrips: [(property: String, svg: String)]

        /// Creates a design's inputs.
        public init(name: String, file: String, documentation: String, diagram: Diagram, sections: [(title: String, markdown: String)] = [],
                    filmstrips: [(property: String, svg: String)] = []) {
            self.name = name
            self.file = file
            self.documentation = documentation
            self.diagram = diagram
            self.sections = sections
            self.filmstrips = filmstrips
        }

        /// Where the filmstrip of `property` is written, relative to the reports folder.
        func filmstripPath(_ property: String) -> String { "filmstrips/\(stem)-\(property).svg" }

        /// The file name without folder and extension (`case1-after`); a
        /// screen read from Swift is named after its type (`Feed`), as one
        /// file may declare several.
        var stem: String {
            let last = file.split(separator: "/").last.map(String.init) ?? file
            if last.hasSuffix(".swift") { return name }
            return last.hasSuffix(".model") ? String(last.dropLast(6)) : last
        }
    }

    /// Builds the report set.
    public init(comparison: Comparison, designs: [Design]) {
        var files: [(path: String, contents: String)] = []
        var readme = """
        # StateCheck reports

        Generated from `Models/` by `swift run statecheck reports`; do not edit by hand
        (`swift run statecheck reports --check` fails when these files are stale).

        ## Comparison of the designs

        \(MarkdownComparison.render(comparison) { name, property in
            designs.first { $0.name == name && $0.filmstrips.contains { $0.property == property } }?.filmstripPath(property)
        })
        ## Designs

        """
        for d in designs {
            readme += "\n### \(Escape.markdownCell(d.name))\n\n"
            if !d.documentation.isEmpty {
                readme += d.documentation.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "> " + Escape.markdownCell(String($0)) }.joined(separator: "\n") + "\n\n"
            }
            readme += "Model: [`\(d.file)`](../\(d.file)) · diagram: [Mermaid](diagrams/\(d.stem).md), [DOT](diagrams/\(d.stem).dot)\n"
            if !d.filmstrips.isEmpty {
                readme += "\nShortest traces as pictures: " + d.filmstrips.map { "[\($0.property)](\(d.filmstripPath($0.property)))" }.joined(separator: " · ") + "\n"
            }
            for s in d.sections {
                readme += "\n#### \(s.title)\n\n\(s.markdown)"
                if !s.markdown.hasSuffix("\n") { readme += "\n" }
            }
            files.append(("diagrams/\(d.stem).dot", DOTRenderer.render(d.diagram)))
            var mermaid = "# \(Escape.markdownCell(d.name))\n\n"
            if let caption = d.diagram.caption { mermaid += "\(Escape.markdownCell(caption))\n\n" }
            mermaid += "```mermaid\n" + MermaidRenderer.render(d.diagram) + "```\n"
            files.append(("diagrams/\(d.stem).md", mermaid))
            for f in d.filmstrips { files.append((d.filmstripPath(f.property), f.svg)) }
        }
        files.insert(("README.md", readme), at: 0)
        self.files = files
    }
}
