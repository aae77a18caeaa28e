/// `check --format github`: GitHub Actions workflow commands that annotate
/// the model file at the `expect` line of every unmet expectation.
///
/// ```text
/// ::error file=Models/case1-before.model,line=40,col=1,title=StateCheck%3A contentKeptWhileReloading::Case1Before: expected to hold, but it is violated%0A  1. load ...
/// ```
public enum GitHubReport {
    /// Renders `report`: one `::error` per unmet expectation, one `::warning`
    /// per partial exploration, then a plain summary line.
    public static func render(_ report: CheckReport) -> String {
        var out = ""
        for m in report.models {
            if let limit = m.limit {
                out += "::warning file=\(Escape.githubProperty(m.file)),line=1,title=\(Escape.githubProperty("StateCheck: partial result"))::\(Escape.githubMessage("\(m.name): \(limit)"))\n"
            }
            for p in m.properties where !p.isMet {
                let text = TextReport.failure(p, in: m)
                // Drop the "file:line:col: error: " prefix: the annotation carries the location.
                let body = text.components(separatedBy: "error: ").dropFirst().joined(separator: "error: ")
                out += "::error file=\(Escape.githubProperty(m.file)),line=\(p.expectLine ?? 1),col=1,title=\(Escape.githubProperty("StateCheck: \(p.name)"))::"
                out += Escape.githubMessage(body.hasSuffix("\n") ? String(body.dropLast()) : body) + "\n"
            }
        }
        let failures = report.models.reduce(0) { $0 + $1.properties.filter { !$0.isMet }.count }
        out += failures == 0
            ? "statecheck: \(report.models.count) models, every expectation met\n"
            : "statecheck: \(failures) verdict\(failures == 1 ? " differs from its expectation" : "s differ from their expectations")\n"
        return out
    }
}
