import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `statecheck coverage`: ``CoverageMatrix`` values as aligned text, a
/// GitHub-flavoured Markdown table, or JSON. Pure and deterministic.
///
/// ```text
/// Case1After: dataState (DataState) × events, 19 states
///
///                 load     cancel   refresh  success getUser  fail getUser
/// idle            handled  -        -        -                -
/// initialLoading  ignored  handled  ignored  handled          handled
///
/// handled: changes a model variable, issues a request or cancels a task · ignored:
/// enabled, does none of these (a guard drops it) · -: not enabled · unreached: …
/// ```
package enum CoverageReport {
    /// The word a cell shows.
    static func word(_ cell: CoverageMatrix.Cell) -> String {
        switch cell {
        case .handled: return "handled"
        case .ignored: return "ignored"
        case .notEnabled: return "-"
        case .unreached: return "unreached"
        }
    }

    static let legend = "handled: changes a model variable, issues a request or cancels a task · ignored: enabled, but changes no model variable, issues no request and cancels no task (a guard drops it) · -: not enabled · unreached: no reachable state holds the case"

    /// `Case1After: dataState (DataState) × events`.
    static func title(_ m: CoverageMatrix) -> String {
        let rows = m.variable.map { v in v + (m.typeName.map { " (\($0))" } ?? "") } ?? "every state (no enum-typed variable)"
        return "\(m.name): \(rows) × events" + (m.isComplete ? "" : " (partial exploration)")
    }

    /// The closing lines: dead cases and never-enabled events.
    static func findings(_ m: CoverageMatrix) -> [String] {
        var out: [String] = []
        if m.variable != nil {
            out.append("Dead cases: " + (m.deadCases.isEmpty ? "none" : m.deadCases.joined(separator: ", ")) + ".")
        }
        out.append("Never-enabled events: " + (m.neverEnabledEvents.isEmpty ? "none" : m.neverEnabledEvents.joined(separator: ", ")) + ".")
        return out
    }

    /// Aligned text, one block per matrix.
    public static func text(_ matrices: [CoverageMatrix]) -> String {
        matrices.map { m in
            var out = title(m) + "\n\n"
            let header = [""] + m.events
            let rows = zip(m.cases, m.cells).map { [$0] + $1.map(word) }
            let all = [header] + rows
            let widths = (0..<header.count).map { i in all.map { $0[i].count }.max() ?? 0 }
            for r in all {
                let line = r.enumerated().map { i, s in
                    i == r.count - 1 ? s : s.padding(toLength: widths[i] + 2, withPad: " ", startingAt: 0)
                }.joined()
                out += line.trimmingTrailingSpaces() + "\n"
            }
            out += "\n" + findings(m).joined(separator: "\n") + "\n"
            return out
        }.joined(separator: "\n") + (matrices.isEmpty ? "" : "\n" + legend + "\n")
    }

    /// A Markdown section per matrix: a heading, the table, the findings.
    public static func markdown(_ matrices: [CoverageMatrix]) -> String {
        matrices.map { m in
            var out = "### " + Escape.markdownCell(title(m)) + "\n\n"
            out += "| " + Escape.markdownCell(m.variable ?? "state") + " |"
            for e in m.events { out += " " + Escape.markdownCell(e) + " |" }
            out += "\n|---|" + String(repeating: ":-:|", count: m.events.count) + "\n"
            for (c, row) in zip(m.cases, m.cells) {
                out += "| `" + Escape.markdownCell(c) + "` |"
                for cell in row { out += " " + word(cell) + " |" }
                out += "\n"
            }
            out += "\n" + findings(m).map { "- " + Escape.markdownCell($0) }.joined(separator: "\n") + "\n"
            return out
        }.joined(separator: "\n") + (matrices.isEmpty ? "" : "\n" + legend + "\n")
    }

    /// JSON (fixed key order):
    ///
    /// ```text
    /// {"schemaVersion":1,"command":"coverage",
    ///  "matrices":[{"name","variable","type","complete","events":[...],
    ///   "rows":[{"case","cells":["handled|ignored|notEnabled|unreached",...]}],
    ///   "deadCases":[...],"neverEnabledEvents":[...]}],
    ///  "warnings":[{"file","line","column","message"}]}
    /// ```
    ///
    /// `warnings` is written only when `warnings` holds one.
    public static func json(_ matrices: [CoverageMatrix], warnings: [Diagnostic] = []) -> String {
        let w = JSONWriter()
        func strings(_ a: [String]) { w.array(a) { w.raw(Escape.json($0)) } }
        w.object {
            w.header(command: "coverage")
            w.key("matrices")
            w.array(matrices) { m in
                w.object {
                    w.field("name", m.name)
                    w.key("variable"); w.raw(m.variable.map(Escape.json) ?? "null")
                    w.key("type"); w.raw(m.typeName.map(Escape.json) ?? "null")
                    w.field("complete", m.isComplete)
                    w.key("events"); strings(m.events)
                    w.key("rows")
                    w.array(Array(zip(m.cases, m.cells))) { c, row in
                        w.object {
                            w.field("case", c)
                            w.key("cells"); strings(row.map(\.rawValue))
                        }
                    }
                    w.key("deadCases"); strings(m.deadCases)
                    w.key("neverEnabledEvents"); strings(m.neverEnabledEvents)
                }
            }
            w.warnings(warnings)
        }
        return w.text + "\n"
    }
}

extension String {
    /// The string without trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
