import StateCheckLanguage
import StateCheckScreens

extension HTMLComparison {
    /// The id of the suggestion section of property column `property` of
    /// design row `row` (both counted from 0): `fix-d1-p3`.
    static func suggestionID(row: Int, property: Int) -> String { "fix-d\(row + 1)-p\(property + 1)" }

    /// The section of checked suggestions: for each `✗` cell of a searched
    /// design that has one (row then column order), under the id its `fix`
    /// link names, the first suggestion's move, what it does, the properties
    /// that then hold, the other proved moves, and the diff of the design.
    static func suggestionSection(_ c: Comparison, suggestions: ComparisonSuggestions) -> String {
        var out = ""
        for (i, r) in c.rows.enumerated() {
            for (k, p) in c.properties.enumerated() where r.verdicts[p]?.verdict == .violated {
                guard let found = suggestions.suggestions(design: r.name, property: p), let s = found.first else { continue }
                out += "<section class=\"suggestion\" id=\"\(suggestionID(row: i, property: k))\">"
                out += "<h3>\(Escape.html("\(r.name) violates \(p)"))</h3>\n"
                out += "<p>Suggestion: <strong>\(Escape.html(s.move))</strong>: \(Escape.html(s.summary))</p>\n"
                out += "<p>Checked: \(Escape.html(p)) holds, and every property that held still holds. Then holding: "
                    + Escape.html(ComparisonSuggestions.holding(s).joined(separator: ", ")) + ".</p>\n"
                if found.count > 1 {
                    out += "<p>Also proved: \(Escape.html(found.dropFirst().map(\.move).joined(separator: ", ")))</p>\n"
                }
                out += "<pre>\(Escape.html(suggestions.diff(s, design: r.name, path: r.file)))</pre>"
                out += "</section>\n"
            }
        }
        return out.isEmpty ? "" : "<h2>Suggestions</h2>\n" + out
    }
}
