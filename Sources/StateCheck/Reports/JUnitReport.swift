/// `check --format junit`: one `<testsuite>` per model and one `<testcase>`
/// per property; a verdict that differs from its expectation is a
/// `<failure>` whose body is the trace.
public enum JUnitReport {
    /// Renders `report` as JUnit XML (no timestamps: repeatable output).
    public static func render(_ report: CheckReport) -> String {
        let tests = report.models.reduce(0) { $0 + $1.properties.count }
        let failures = report.models.reduce(0) { $0 + $1.properties.filter { !$0.isMet }.count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"statecheck\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
        for m in report.models {
            let f = m.properties.filter { !$0.isMet }.count
            out += "  <testsuite name=\"\(Escape.xml(m.name))\" tests=\"\(m.properties.count)\" failures=\"\(f)\" file=\"\(Escape.xml(m.file))\">\n"
            out += "    <properties>\n"
            out += "      <property name=\"states\" value=\"\(m.states)\"/>\n"
            out += "      <property name=\"transitions\" value=\"\(m.transitions)\"/>\n"
            if let limit = m.limit { out += "      <property name=\"partial\" value=\"\(Escape.xml(limit))\"/>\n" }
            out += "    </properties>\n"
            for p in m.properties {
                out += "    <testcase classname=\"\(Escape.xml(m.name))\" name=\"\(Escape.xml(p.name))\" file=\"\(Escape.xml(m.file))\""
                if let line = p.expectLine { out += " line=\"\(line)\"" }
                if p.isMet {
                    out += "/>\n"
                } else {
                    let message = TextReport.failure(p, in: m)
                    let first = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                    out += ">\n      <failure message=\"\(Escape.xml(first))\" type=\"\(p.verdict.rawValue)\">"
                    out += Escape.xml(message)
                    out += "</failure>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }
}
