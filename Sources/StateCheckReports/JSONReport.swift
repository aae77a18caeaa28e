import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `check --format json`: the pinned schema (fields may be added, never removed):
///
/// ```text
/// {"schemaVersion":1,"command":"check",
///  "models":[{"name","file","documentation","states","transitions","boundsHit":[...],"partial",
///   "runtimeErrors":[{"line","column","severity","message"}] (only when a run failed),
///   "expectationsUnknown":["name"] (only when the exploration is partial),
///   "properties":[{"name","verdict":"holds|violated|notApplicable|unknown",
///   "expected":"holds|violated|null","expectLine":N|null,"met","reason",
///   "trace":[{"event","line","screen","changes"}]}]}],
///   (a Swift screen's trace step and runtime error add "file" when its line is in another file of the module;
///   a step's "event" carries the replay line's "@k" when it took the k-th (k > 0) transition carrying
///   the event: "success getUser@1" when the answer went to the second of two pending calls of getUser)
///  "unchecked":[{"file","diagnostics":[{"line","column","severity","message"}]}],
///  "notChecked":["file"] (only when an interrupt left files unexplored),
///  "summary":{"screens":{"found","checked","readWithAbstractions","refused":["name"]},
///   "verdicts":{"holds","violated","unknown"},"refusalReasons":[{"count","message"}]}
///   (only when several SwiftUI screens were read: the text format's closing figures),
///  "warnings":[{"file","line","column","message"}]}
/// ```
///
/// A partial exploration's verdicts other than `violated` are `unknown`
/// (`"met": false`); its `partial` says which limit stopped it.
///
/// `warnings` holds the warnings of the checked models and is written only
/// when there is one; an unchecked file's warnings are among its diagnostics.
///
/// `Resources/schemas/check.schema.json` in the DocC catalog is the schema
/// as JSON Schema; the tests validate outputs against it.
///
/// Keys are written in a fixed order and no timing is included, so the
/// output is byte-for-byte repeatable.
package enum JSONReport {
    /// Renders `report` as one JSON document (pretty-printed, two spaces).
    public static func render(_ report: CheckReport) -> String {
        let w = JSONWriter()
        w.object {
            w.header(command: "check")
            w.key("models")
            w.array(report.models) { m in
                w.object {
                    w.field("name", m.name)
                    w.field("file", m.file)
                    w.field("documentation", m.documentation)
                    w.field("states", m.states)
                    w.field("transitions", m.transitions)
                    w.key("boundsHit")
                    w.array(m.boundsHit) { b in
                        w.object {
                            w.field("bound", b.bound)
                            w.field("event", b.event)
                            w.field("count", b.count)
                        }
                    }
                    w.key("partial"); w.raw(m.limit.map(Escape.json) ?? "null")
                    if !m.runtimeErrors.isEmpty {
                        w.key("runtimeErrors")
                        w.array(m.runtimeErrors) { d in
                            w.object {
                                if d.file != m.file { w.field("file", d.file) }
                                w.field("line", d.line)
                                w.field("column", d.column)
                                w.field("severity", d.severity.rawValue)
                                w.field("message", d.message)
                            }
                        }
                    }
                    w.field("expectationsMet", m.allMet)
                    if m.limit != nil {
                        w.key("expectationsUnknown")
                        w.array(m.unknowns) { w.raw(Escape.json($0.name)) }
                    }
                    w.key("properties")
                    w.array(m.properties) { p in
                        w.object {
                            w.field("name", p.name)
                            w.field("verdict", p.verdict.rawValue)
                            w.key("expected"); w.raw(p.expected.map { Escape.json($0.rawValue) } ?? "null")
                            w.key("expectLine"); w.raw(p.expectLine.map(String.init) ?? "null")
                            w.field("met", p.isMet)
                            w.key("reason"); w.raw(p.reason.map(Escape.json) ?? "null")
                            w.key("trace")
                            w.array(p.trace) { s in
                                w.object {
                                    w.field("event", s.answeredEvent)
                                    w.key("line"); w.raw(s.lines.first.map(String.init) ?? "null")
                                    if let file = s.firstLineFile { w.field("file", file) }
                                    w.field("screen", s.screenAfter)
                                    if let assumed = s.assumption(designFile: m.file) { w.field("assumed", assumed) }
                                    w.key("changes")
                                    w.array(s.changes) { c in
                                        w.object {
                                            w.field("variable", c.name)
                                            w.field("before", c.before)
                                            w.field("after", c.after)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            w.key("unchecked")
            w.array(report.unchecked) { file in
                w.object {
                    w.field("file", file)
                    w.key("diagnostics")
                    w.array(report.diagnostics.filter { $0.file == file }) { d in
                        w.object {
                            w.field("line", d.line)
                            w.field("column", d.column)
                            w.field("severity", d.severity.rawValue)
                            w.field("message", d.message)
                        }
                    }
                }
            }
            if !report.notChecked.isEmpty {
                w.key("notChecked")
                w.array(report.notChecked) { w.raw(Escape.json($0)) }
            }
            w.screenSummary(report.screens)
            w.warnings(report.warnings)
        }
        return w.text + "\n"
    }
}

/// A tiny deterministic JSON writer (fields in call order, two-space indent).
/// A class, so nested builder closures can write to it while it is open.
final class JSONWriter {
    private(set) var text = ""
    private var indent = 0
    private var needsComma = [false]

    func object(_ body: () -> Void) {
        text += "{"
        indent += 1
        needsComma.append(false)
        body()
        let hadFields = needsComma.removeLast()
        indent -= 1
        if hadFields { newline() }
        text += "}"
    }

    func array<T>(_ items: [T], _ body: (T) -> Void) {
        text += "["
        indent += 1
        needsComma.append(false)
        for item in items {
            newlineBeforeElement()
            body(item)
        }
        let hadItems = needsComma.removeLast()
        indent -= 1
        if hadItems { newline() }
        text += "]"
    }

    func key(_ k: String) {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        newline()
        text += Escape.json(k) + ": "
    }

    func field(_ k: String, _ v: String) { key(k); raw(Escape.json(v)) }
    func field(_ k: String, _ v: Int) { key(k); raw(String(v)) }
    func field(_ k: String, _ v: Bool) { key(k); raw(v ? "true" : "false") }

    func raw(_ s: String) { text += s }

    private func newlineBeforeElement() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        newline()
    }

    private func newline() {
        text += "\n" + String(repeating: "  ", count: indent)
    }
}
