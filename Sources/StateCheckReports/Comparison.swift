import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// The granularity comparison: designs as rows, their cost (cases, states,
/// transitions), every standard property, dead and indistinguishable cases.
package struct Comparison: Sendable, Equatable {
    /// One design.
    public struct Row: Sendable, Equatable {
        /// The design's name.
        public var name: String
        /// Its model file.
        public var file: String
        /// The number of cases of the enums the design's state holds (``ScreenSystem/stateEnumCases``).
        public var enumCases: Int
        /// Reachable states.
        public var states: Int
        /// Transitions.
        public var transitions: Int
        /// Verdict per property name, with the trace length of a violation.
        public var verdicts: [String: (verdict: Verdict, traceLength: Int)]
        /// State enum cases that no reachable state holds.
        public var deadCases: [String]
        /// Groups of cases the user can never tell apart.
        public var indistinguishable: [[String]]
        /// Why the exploration is partial, if it is.
        public var limit: String?

        /// Creates a row.
        public init(
            name: String, file: String, enumCases: Int, states: Int, transitions: Int,
            verdicts: [String: (verdict: Verdict, traceLength: Int)], deadCases: [String] = [],
            indistinguishable: [[String]] = [], limit: String? = nil
        ) {
            self.name = name
            self.file = file
            self.enumCases = enumCases
            self.states = states
            self.transitions = transitions
            self.verdicts = verdicts
            self.deadCases = deadCases
            self.indistinguishable = indistinguishable
            self.limit = limit
        }

        /// Rows are equal when every column is.
        public static func == (a: Row, b: Row) -> Bool {
            a.name == b.name && a.file == b.file && a.enumCases == b.enumCases && a.states == b.states
                && a.transitions == b.transitions && a.deadCases == b.deadCases
                && a.indistinguishable == b.indistinguishable && a.limit == b.limit
                && a.verdicts.keys.sorted() == b.verdicts.keys.sorted()
                && a.verdicts.allSatisfy { k, v in b.verdicts[k].map { $0.verdict == v.verdict && $0.traceLength == v.traceLength } ?? false }
        }
    }

    /// The property columns, in order.
    public var properties: [String]
    /// The designs, in order.
    public var rows: [Row]

    /// Creates a comparison.
    public init(properties: [String], rows: [Row]) {
        self.properties = properties
        self.rows = rows
    }

    /// `✓`, `✗3` (violated, shortest trace of 3 events), `–` (not applicable),
    /// `?` (unknown: the exploration was partial).
    static func cell(_ v: (verdict: Verdict, traceLength: Int)?) -> String {
        switch v?.verdict {
        case .holds?: return "✓"
        case .violated?: return v.map { $0.traceLength > 0 ? "✗\($0.traceLength)" : "✗" } ?? "✗"
        case .notApplicable?: return "–"
        case .unknown?: return "?"
        case nil: return " "
        }
    }

    static func groups(_ g: [[String]]) -> String {
        g.isEmpty ? "" : g.map { $0.joined(separator: " ≡ ") }.joined(separator: "; ")
    }
}

/// The comparison as a GitHub-flavoured Markdown table with a legend.
package enum MarkdownComparison {
    /// The Markdown text; `link` gives, for a design's name and a property,
    /// the path its `✗` cell links to (a filmstrip of the shortest trace), or
    /// `nil` for a plain cell; `suggestions` adds, under the table, the first
    /// checked suggestion of each searched `✗` cell (``suggestionList(_:suggestions:)``).
    public static func render(_ c: Comparison, suggestions: ComparisonSuggestions = ComparisonSuggestions(),
                              link: (_ design: String, _ property: String) -> String? = { _, _ in nil }) -> String {
        var out = "| Design | Cases | States | Transitions |"
        for (i, _) in c.properties.enumerated() { out += " P\(i + 1) |" }
        out += " Dead cases | Indistinguishable |\n"
        out += "|---|--:|--:|--:|" + String(repeating: ":-:|", count: c.properties.count) + "---|---|\n"
        for r in c.rows {
            out += "| \(Escape.markdownCell(r.name))\(r.limit == nil ? "" : " (partial)") | \(r.enumCases) | \(r.states) | \(r.transitions) |"
            for p in c.properties {
                let cell = Comparison.cell(r.verdicts[p])
                if r.verdicts[p]?.verdict == .violated, let path = link(r.name, p) {
                    out += " [\(cell)](\(path)) |"
                } else {
                    out += " \(cell) |"
                }
            }
            out += " \(Escape.markdownCell(r.deadCases.joined(separator: ", "))) | \(Escape.markdownCell(Comparison.groups(r.indistinguishable))) |\n"
        }
        out += "\n✓ holds · ✗n violated (shortest trace: n events) · – not applicable (the design never does what the property is about)"
        if c.rows.contains(where: { $0.limit != nil }) { out += " · ? unknown (the exploration was partial)" }
        out += "\n\n"
        for (i, p) in c.properties.enumerated() { out += "- P\(i + 1): `\(Escape.markdownCell(p))`\n" }
        out += suggestionList(c, suggestions: suggestions)
        return out
    }

    /// The list under the table naming, for each `✗` cell of a searched
    /// design (row then column order), its first checked suggestion's move,
    /// or that no move of the catalogue fixes it; empty when nothing was searched.
    static func suggestionList(_ c: Comparison, suggestions: ComparisonSuggestions) -> String {
        func oneLine(_ s: String) -> String { s.split(whereSeparator: \.isNewline).joined(separator: " ") }
        var out = ""
        for r in c.rows {
            for (i, p) in c.properties.enumerated() where r.verdicts[p]?.verdict == .violated {
                guard let found = suggestions.suggestions(design: r.name, property: p) else { continue }
                out += "- \(Escape.markdownCell(r.name)) ✗ P\(i + 1) `\(Escape.markdownCell(p))`: "
                if let s = found.first {
                    // The move's name and summary are the catalogue's own Markdown (code in backticks), on one line.
                    out += "**\(oneLine(s.move))**: \(oneLine(s.summary))"
                    if found.count > 1 { out += " (also: " + found.dropFirst().map { oneLine($0.move) }.joined(separator: ", ") + ")" }
                    out += "\n"
                } else {
                    out += "no move of the catalogue fixes it\n"
                }
            }
        }
        guard !out.isEmpty else { return "" }
        return "\nSuggestions, each checked (the property then holds and every property that held still holds; "
            + "`statecheck suggest FILE PROPERTY` shows the verdicts and the diff):\n\n" + out
    }
}

/// The comparison as one self-contained HTML page (no external resources),
/// optionally with each design's SVG diagram.
package enum HTMLComparison {
    /// The HTML text; `svgs` maps design names to SVG markup produced by
    /// Graphviz (inlined by ``inlineSVG(_:idPrefix:)``, ids prefixed with the
    /// design's row, `d1-`, `d2-`, ...; Graphviz escapes its own labels);
    /// `filmstrips` maps design names to property names to the filmstrip of
    /// the violation's shortest trace, which its `✗` cell links to;
    /// `suggestions` gives a `✗` cell a `fix` link to its checked suggestion's section.
    public static func render(
        _ c: Comparison, title: String = "StateCheck: design comparison", svgs: [String: String] = [:],
        filmstrips: [String: [String: String]] = [:], suggestions: ComparisonSuggestions = ComparisonSuggestions()
    ) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(Escape.html(title))</title>
        <style>
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
        table { border-collapse: collapse; font-size: 13px; }
        th, td { border: 1px solid #ccc; padding: 4px 8px; text-align: center; }
        th.prop { writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; }
        td.name { text-align: left; font-weight: 600; }
        td.holds { background: #e6f4ea; } td.violated { background: #fce8e6; } td.na { color: #888; }
        figure { margin: 2em 0; } figure svg { max-width: 100%; height: auto; }
        section.filmstrip img { max-width: 100%; height: auto; }
        section.suggestion pre { background: #f6f8fa; padding: 8px; overflow-x: auto; font-size: 12px; }
        </style>
        </head>
        <body>
        <h1>\(Escape.html(title))</h1>
        <table>
        <tr><th>Design</th><th>Cases</th><th>States</th><th>Transitions</th>
        """
        for p in c.properties { out += "<th class=\"prop\">\(Escape.html(p))</th>" }
        out += "<th>Dead cases</th><th>Indistinguishable</th></tr>\n"
        for (i, r) in c.rows.enumerated() {
            out += "<tr><td class=\"name\">\(Escape.html(r.name))\(r.limit == nil ? "" : " (partial)")</td><td>\(r.enumCases)</td><td>\(r.states)</td><td>\(r.transitions)</td>"
            for (k, p) in c.properties.enumerated() {
                let v = r.verdicts[p]
                let cls: String
                switch v?.verdict {
                case .holds?: cls = "holds"
                case .violated?: cls = "violated"
                case .notApplicable?, .unknown?, nil: cls = "na"
                }
                var cell = Escape.html(Comparison.cell(v))
                if v?.verdict == .violated, filmstrips[r.name]?[p] != nil {
                    cell = "<a href=\"#\(filmstripID(row: i, property: k))\">\(cell)</a>"
                }
                if v?.verdict == .violated, let first = suggestions.suggestions(design: r.name, property: p)?.first {
                    cell += " <a class=\"fix\" href=\"#\(suggestionID(row: i, property: k))\" title=\"checked suggestion: \(Escape.html(first.move))\">fix</a>"
                }
                out += "<td class=\"\(cls)\">\(cell)</td>"
            }
            out += "<td>\(Escape.html(r.deadCases.joined(separator: ", ")))</td><td>\(Escape.html(Comparison.groups(r.indistinguishable)))</td></tr>\n"
        }
        out += "</table>\n<p>✓ holds · ✗n violated (shortest trace: n events) · – not applicable</p>\n"
        out += filmstripSection(c, filmstrips: filmstrips)
        out += suggestionSection(c, suggestions: suggestions)
        for (i, r) in c.rows.enumerated() {
            if let svg = svgs[r.name] {
                out += "<figure><figcaption>\(Escape.html(r.name))</figcaption>\n\(inlineSVG(svg, idPrefix: "d\(i + 1)-"))\n</figure>\n"
            }
        }
        out += "</body>\n</html>\n"
        return out
    }
}

/// The comparison as JSON (fixed key order):
///
/// ```text
/// {"schemaVersion":1,"command":"compare","properties":[...],
///  "designs":[{"name","file","enumCases","states","transitions","partial",
///   "verdicts":{"PROPERTY":{"verdict","traceLength",
///     "suggestions":[{"move","summary","holds":[...],"diff"}]}},"deadCases":[...],
///   "indistinguishable":[[...]]}],
///  "warnings":[{"file","line","column","message"}]}
/// ```
package enum JSONComparison {
    /// The JSON text; a `warnings` array (`{"file","line","column",
    /// "message"}`) follows the designs when `warnings` holds one; a
    /// violated cell of a design `suggestions` searched carries a
    /// `suggestions` array (`{"move","summary","holds","diff"}`).
    public static func render(_ c: Comparison, warnings: [Diagnostic] = [], suggestions: ComparisonSuggestions = ComparisonSuggestions()) -> String {
        let w = JSONWriter()
        w.object {
            w.header(command: "compare")
            w.key("properties")
            w.array(c.properties) { w.raw(Escape.json($0)) }
            w.key("designs")
            w.array(c.rows) { r in
                w.object {
                    w.field("name", r.name)
                    w.field("file", r.file)
                    w.field("enumCases", r.enumCases)
                    w.field("states", r.states)
                    w.field("transitions", r.transitions)
                    w.key("partial"); w.raw(r.limit.map(Escape.json) ?? "null")
                    w.key("verdicts")
                    w.object {
                        for p in c.properties {
                            guard let v = r.verdicts[p] else { continue }
                            w.key(p)
                            w.object {
                                w.field("verdict", v.verdict.rawValue)
                                w.field("traceLength", v.traceLength)
                                // A violated property of a searched design carries its checked suggestions, smallest first.
                                if v.verdict == .violated, let found = suggestions.suggestions(design: r.name, property: p) {
                                    w.key("suggestions")
                                    w.array(found) { s in
                                        w.object {
                                            w.field("move", s.move)
                                            w.field("summary", s.summary)
                                            w.key("holds")
                                            w.array(ComparisonSuggestions.holding(s)) { w.raw(Escape.json($0)) }
                                            w.field("diff", suggestions.diff(s, design: r.name, path: r.file))
                                        }
                                    }
                                }
                            }
                        }
                    }
                    w.key("deadCases")
                    w.array(r.deadCases) { w.raw(Escape.json($0)) }
                    w.key("indistinguishable")
                    w.array(r.indistinguishable) { g in w.array(g) { w.raw(Escape.json($0)) } }
                }
            }
            w.warnings(warnings)
        }
        return w.text + "\n"
    }
}
