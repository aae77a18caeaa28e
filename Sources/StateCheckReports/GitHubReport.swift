import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `check --format github`: GitHub Actions workflow commands that annotate
/// the model file at the `expect` line of every unmet expectation.
///
/// ```text
/// ::error file=Models/case1-before.model,line=40,col=1,title=StateCheck%3A contentKeptWhileReloading::Case1Before: expected to hold, but it is violated%0A  1. load ...
/// ```
package enum GitHubReport {
    /// Renders `report`: one annotation per diagnostic (the errors, warnings
    /// and notes of a model file that could not be checked, the `::warning`s
    /// of checked models), one `::error` per unmet expectation, one
    /// `::warning` per partial exploration, then a plain summary line
    /// (``partialAnnotations(of:)`` and ``notCheckedAnnotations(_:)`` add the
    /// annotations of unknown expectations, unexplored files and `intRange`
    /// refusals).
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        for d in report.diagnostics {
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            out += "::\(command) file=\(Escape.githubProperty(d.file)),line=\(d.line),col=\(d.column),"
            out += "title=\(Escape.githubProperty("StateCheck: model \(d.severity.rawValue)"))::\(Escape.githubMessage(d.message))\n"
        }
        for m in report.models {
            if let limit = m.limit {
                out += "::warning file=\(Escape.githubProperty(m.file)),line=1,title=\(Escape.githubProperty("StateCheck: partial result"))::\(Escape.githubMessage("\(m.name): \(limit)"))\n"
            }
            for a in partialAnnotations(of: m) { out += "::\(a.command) \(a.properties)::\(Escape.githubMessage(a.message))\n" }
            for p in m.properties where p.isFailed {
                let text = TextReport.failure(p, in: m)
                // Drop the "file:line:col: error: " prefix: the annotation carries the location.
                let body = text.components(separatedBy: "error: ").dropFirst().joined(separator: "error: ")
                out += "::error file=\(Escape.githubProperty(m.file)),line=\(p.expectLine ?? 1),col=1,title=\(Escape.githubProperty("StateCheck: \(p.name)"))::"
                out += Escape.githubMessage(body.hasSuffix("\n") ? String(body.dropLast()) : body) + "\n"
            }
        }
        for a in notCheckedAnnotations(report) { out += "::\(a.command) \(a.properties)::\(Escape.githubMessage(a.message))\n" }
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
}
