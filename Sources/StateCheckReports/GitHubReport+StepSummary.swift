import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension GitHubReport {
    /// The Markdown that `check --format github` appends to the file named
    /// by `$GITHUB_STEP_SUMMARY`: the outcome in one line, the comparison
    /// table of the checked designs, then every unmet expectation with its
    /// trace and every model file that could not be checked with its
    /// diagnostics. Model text is escaped: it cannot add markup.
    public static func stepSummary(_ report: CheckReport, comparison: Comparison) -> String {
        let failing = report.models.flatMap { m in m.properties.filter(\.isFailed).map { (m, $0) } }
        var out = "## StateCheck\n\n"
        if report.allMet {
            out += "\(report.models.count) model\(report.models.count == 1 ? "" : "s") checked, every expectation met.\n\n"
        } else {
            var parts: [String] = []
            if !failing.isEmpty {
                parts.append("\(failing.count) verdict\(failing.count == 1 ? " differs from its expectation" : "s differ from their expectations")")
            }
            if !report.unchecked.isEmpty {
                parts.append("\(report.unchecked.count) model file\(report.unchecked.count == 1 ? "" : "s") could not be checked")
            }
            let stopped = report.models.filter { !$0.runtimeErrors.isEmpty }.count
            if stopped > 0 { parts.append("\(stopped) model\(stopped == 1 ? "" : "s") stopped runs with a runtime error") }
            out += "**\(parts.joined(separator: ", "))** (\(report.models.count) model\(report.models.count == 1 ? "" : "s") checked).\n\n"
        }
        if !comparison.rows.isEmpty {
            out += MarkdownComparison.render(comparison) + "\n"
        }
        if !failing.isEmpty {
            out += "### Unmet expectations\n\n"
            for (m, p) in failing {
                out += "#### \(Escape.markdownCell(m.name)): `\(Escape.markdownCell(p.name))`\n\n"
                out += codeBlock(TextReport.failure(p, in: m))
            }
        }
        if !report.unchecked.isEmpty {
            out += "### Model files that could not be checked\n\n"
            for file in report.unchecked {
                out += "#### \(Escape.markdownCell(file))\n\n"
                out += codeBlock(report.diagnostics.filter { $0.file == file }.map { "\($0.description)\n" }.joined())
            }
        }
        for m in report.models where !m.runtimeErrors.isEmpty {
            out += "### \(Escape.markdownCell(m.name)): runs that failed\n\n"
            out += codeBlock(m.runtimeErrors.map { "\($0.description)\n" }.joined())
        }
        return out
    }

    /// `text` as a fenced code block whose fence is longer than any run of
    /// backticks inside it, so the text cannot close it early.
    static func codeBlock(_ text: String) -> String {
        var longest = 0, run = 0
        for ch in text {
            run = ch == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return "\(fence)text\n\(body)\(fence)\n\n"
    }
}
