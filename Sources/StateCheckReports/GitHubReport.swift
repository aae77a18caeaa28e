import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `check --format github`: GitHub Actions workflow commands that annotate
/// the model file at the `expect` line of every unmet expectation.
///
/// ```text
/// ::error file=Models/case1-before.model,line=40,col=1,title=StateCheck%3A contentKeptWhileReloading::Case1Before: expected to hold, but it is violated%0A  1. load ...
/// ```
///
/// GitHub shows at most ``annotationLimit`` annotations of each kind per
/// step: the ones past the limit are written as plain log lines, and one
/// `::notice` counts them. No line other than an annotation starts with
/// `::` (``neutralizingCommands(_:)``).
///
/// ```text
/// Models/many.model:21:1: error: [p11] Many: expected to hold, but it is violated
/// ::notice title=StateCheck%3A more findings::1 more error not annotated: GitHub shows at most 10 annotations of each kind per step; they are in the log above
/// ```
package enum GitHubReport {
    /// The most annotations of one kind (error, warning, notice) GitHub
    /// shows for one step; it drops the others.
    public static let annotationLimit = 10

    /// One workflow command, and its plain log line when it is past the limit.
    struct Annotation {
        /// `error`, `warning` or `notice`.
        var command: String
        /// `file=...,line=...,title=...` (already escaped).
        var properties: String
        /// The message (not yet escaped).
        var message: String
        /// The same as a plain log line (`file:line:col: error: ...`).
        var plain: String
    }

    /// Renders `report`: one annotation per diagnostic (the errors, warnings
    /// and notes of a model file that could not be checked, the `::warning`s
    /// of checked models), one `::error` per unmet expectation, one
    /// `::warning` per partial exploration, each kind up to
    /// ``annotationLimit``, then a plain summary line (``partialAnnotations(of:)``
    /// and ``notCheckedAnnotations(_:)`` add the annotations of unknown
    /// expectations, unexplored files and `intRange` refusals).
    public static func render(_ report: CheckReport) -> String {
        var out = limited(annotations(report))
        let failures = report.models.reduce(0) { $0 + $1.failures.count }
        let verdicts = "\(failures) verdict\(failures == 1 ? " differs from its expectation" : "s differ from their expectations")"
        if let summary = incompleteSummary(report) {
            out += summary
        } else if !report.unchecked.isEmpty {
            let n = report.unchecked.count
            out += "statecheck: \(n) model file\(n == 1 ? "" : "s") could not be checked, \(report.models.count) checked"
            out += failures == 0 ? "\n" : ", \(verdicts)\n"
        } else if case let stopped = report.models.filter({ !$0.runtimeErrors.isEmpty }).count, stopped > 0 {
            out += "statecheck: \(stopped) of \(report.models.count) models stopped runs with a runtime error"
            out += failures == 0 ? "\n" : ", \(verdicts)\n"
        } else {
            out += failures == 0 ? "statecheck: \(report.models.count) models, every expectation met\n" : "statecheck: \(verdicts)\n"
        }
        return out
    }

    /// Every annotation of `report`, in order.
    static func annotations(_ report: CheckReport) -> [Annotation] {
        var all: [Annotation] = []
        for d in report.diagnostics {
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            all.append(Annotation(
                command: command,
                properties: "file=\(Escape.githubProperty(d.file)),line=\(d.line),col=\(d.column),title=\(Escape.githubProperty("StateCheck: model \(d.severity.rawValue)"))",
                message: d.message, plain: d.description + "\n"
            ))
        }
        for m in report.models {
            if let limit = m.limit {
                all.append(Annotation(
                    command: "warning",
                    properties: "file=\(Escape.githubProperty(m.file)),line=1,title=\(Escape.githubProperty("StateCheck: partial result"))",
                    message: "\(m.name): \(limit)", plain: "\(m.file):1:1: warning: \(m.name): \(limit)\n"
                ))
            }
            all += partialAnnotations(of: m)
            for p in m.properties where p.isFailed {
                let text = TextReport.failure(p, in: m)
                // Drop the "file:line:col: error: " prefix: the annotation carries the location.
                let body = text.components(separatedBy: "error: ").dropFirst().joined(separator: "error: ")
                all.append(Annotation(
                    command: "error",
                    properties: "file=\(Escape.githubProperty(m.file)),line=\(p.expectLine ?? 1),col=1,title=\(Escape.githubProperty("StateCheck: \(p.name)"))",
                    message: body.hasSuffix("\n") ? String(body.dropLast()) : body, plain: text
                ))
            }
        }
        all += notCheckedAnnotations(report)
        return all
    }

    /// The annotations as workflow commands, each kind up to the limit; the
    /// others as plain log lines, counted by one last `::notice` (for which
    /// the notices keep one place free).
    static func limited(_ all: [Annotation]) -> String {
        let totals = Dictionary(all.map { ($0.command, 1) }, uniquingKeysWith: +)
        let overflows = totals.values.contains { $0 > annotationLimit }
        var shown: [String: Int] = [:]
        var hidden: [String: Int] = [:]
        var out = ""
        for a in all {
            let limit = a.command == "notice" && overflows ? annotationLimit - 1 : annotationLimit
            if shown[a.command, default: 0] < limit {
                shown[a.command, default: 0] += 1
                out += "::\(a.command) \(a.properties)::\(Escape.githubMessage(a.message))\n"
            } else {
                hidden[a.command, default: 0] += 1
                out += neutralizingCommands(a.plain)
            }
        }
        guard !hidden.isEmpty else { return out }
        let counts = [("error", "error"), ("warning", "warning"), ("notice", "note")].compactMap { command, noun -> String? in
            guard let n = hidden[command] else { return nil }
            return "\(n) more \(noun)\(n == 1 ? "" : "s")"
        }
        let message = counts.joined(separator: ", ")
            + " not annotated: GitHub shows at most \(annotationLimit) annotations of each kind per step; they are in the log above"
        out += "::notice title=\(Escape.githubProperty("StateCheck: more findings"))::\(Escape.githubMessage(message))\n"
        return out
    }

    /// `text` with every line that the Actions runner would read as a
    /// workflow command (a line starting with `::` after its leading
    /// white space) broken by a zero-width space between the two colons: the
    /// line reads the same, and the runner leaves it alone. Used for model
    /// source lines echoed to standard error and plain log lines.
    public static func neutralizingCommands(_ text: String) -> String {
        guard text.contains("::") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let blanks = line.prefix(while: \.isWhitespace)
            let rest = line.dropFirst(blanks.count)
            guard rest.hasPrefix("::") else { return String(line) }
            return blanks + ":\u{200B}" + rest.dropFirst()
        }.joined(separator: "\n")
    }
}
