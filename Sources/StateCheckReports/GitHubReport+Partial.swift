import StateCheckEngine
import StateCheckScreens

extension GitHubReport {
    /// The annotations of model `m` beyond its verdicts: a `::notice` per
    /// event an `intRange` bound refused, a `::warning` per expectation a
    /// partial exploration left unknown, at its `expect` line.
    static func partialAnnotations(of m: ModelReport) -> [Annotation] {
        var all: [Annotation] = []
        for hit in m.boundsHit where hit.bound == "intRange" {
            let note = "\(m.name): \(TextReport.boundNote(hit, in: m))"
            all.append(Annotation(
                command: "notice",
                properties: "file=\(Escape.githubProperty(m.file)),line=\(m.line ?? 1),title=\(Escape.githubProperty("StateCheck: bound intRange"))",
                message: note, plain: "\(m.file):\(m.line ?? 1):\(m.column ?? 1): note: \(note)\n"))
        }
        for p in m.unknowns {
            let line = p.expectLine ?? 1
            let message = JUnitReport.unknownMessage(p, in: m)
            all.append(Annotation(
                command: "warning",
                properties: "file=\(Escape.githubProperty(m.file)),line=\(line),col=1,title=\(Escape.githubProperty("StateCheck: \(p.name) unknown"))",
                message: message, plain: "\(m.file):\(line):1: warning: \(message)\n"))
        }
        return all
    }

    /// One `::warning` per model file an interrupt left unexplored.
    static func notCheckedAnnotations(_ report: CheckReport) -> [Annotation] {
        report.notChecked.map { file in
            let message = "not checked: " + TextReport.notCheckedReason
            return Annotation(
                command: "warning",
                properties: "file=\(Escape.githubProperty(file)),line=1,title=\(Escape.githubProperty("StateCheck: not checked"))",
                message: message, plain: "\(file):1:1: warning: \(message)\n")
        }
    }

    /// The summary line of a run that decided less than asked, or `nil`
    /// when every model was explored completely.
    static func incompleteSummary(_ report: CheckReport) -> String? {
        guard report.isIncomplete || report.models.contains(where: { $0.limit != nil }) else { return nil }
        let failures = report.models.reduce(0) { $0 + $1.failures.count }
        return "statecheck: " + TextReport.incompleteSummary(report, failures: failures, unknowns: report.unknownCount)
    }
}
