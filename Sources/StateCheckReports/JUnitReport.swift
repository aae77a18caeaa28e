import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `check --format junit`: one `<testsuite>` per model and one `<testcase>`
/// per property; a verdict that differs from its expectation is a
/// `<failure>` whose body is the trace (an expectation a partial
/// exploration left unknown is `<skipped>`: ``unknownMessage(_:in:)``,
/// ``notCheckedSuite(_:)``). A model file that could not be
/// checked is a `<testsuite>` whose one `compile` test case is an `<error>`
/// holding its diagnostics; a model whose runs failed has a `run` test case
/// that is an `<error>` holding its runtime errors. A checked model's
/// warnings are its testsuite's `<system-err>`, one
/// `path:line:col: warning: message` line each.
package enum JUnitReport {
    /// Renders `report` as JUnit XML (no timestamps: repeatable output).
    public static func render(_ report: CheckReport) -> String {
        let stopped = report.models.filter { !$0.runtimeErrors.isEmpty }.count
        let tests = report.models.reduce(0) { $0 + $1.properties.count } + report.unchecked.count + stopped
        let failures = report.models.reduce(0) { $0 + $1.failures.count }
        let errors = report.unchecked.count + stopped
        let skipped = report.unknownCount + report.notChecked.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"statecheck\" tests=\"\(tests + report.notChecked.count)\" failures=\"\(failures)\""
        out += errors == 0 ? "" : " errors=\"\(errors)\""
        out += skipped == 0 ? ">\n" : " skipped=\"\(skipped)\">\n"
        for file in report.unchecked {
            let diagnostics = report.diagnostics.filter { $0.file == file }
            let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            let name = Escape.xml(file)
            out += "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\" file=\"\(name)\">\n"
            out += "    <testcase classname=\"\(name)\" name=\"compile\" file=\"\(name)\" line=\"\(first?.line ?? 1)\">\n"
            out += "      <error message=\"\(Escape.xml(first?.message ?? "the model file could not be checked"))\" type=\"modelError\">"
            out += Escape.xml(diagnostics.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)\n" }.joined())
            out += "</error>\n    </testcase>\n  </testsuite>\n"
        }
        for m in report.models {
            let f = m.failures.count
            let e = m.runtimeErrors.isEmpty ? 0 : 1
            out += "  <testsuite name=\"\(Escape.xml(m.name))\" tests=\"\(m.properties.count + e)\" failures=\"\(f)\""
            out += e == 0 ? "" : " errors=\"1\""
            out += m.unknowns.isEmpty ? "" : " skipped=\"\(m.unknowns.count)\""
            out += " file=\"\(Escape.xml(m.file))\">\n"
            out += "    <properties>\n"
            out += "      <property name=\"states\" value=\"\(m.states)\"/>\n"
            out += "      <property name=\"transitions\" value=\"\(m.transitions)\"/>\n"
            if let limit = m.limit { out += "      <property name=\"partial\" value=\"\(Escape.xml(limit))\"/>\n" }
            out += "    </properties>\n"
            if let first = m.runtimeErrors.first {
                out += "    <testcase classname=\"\(Escape.xml(m.name))\" name=\"run\" file=\"\(Escape.xml(m.file))\" line=\"\(first.line)\">\n"
                out += "      <error message=\"\(Escape.xml(first.message))\" type=\"runtimeError\">"
                out += Escape.xml(m.runtimeErrors.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)\n" }.joined())
                out += "</error>\n    </testcase>\n"
            }
            for p in m.properties {
                out += "    <testcase classname=\"\(Escape.xml(m.name))\" name=\"\(Escape.xml(p.name))\" file=\"\(Escape.xml(m.file))\""
                if let line = p.expectLine { out += " line=\"\(line)\"" }
                if p.isMet {
                    out += "/>\n"
                } else if p.isUnknown {
                    out += ">\n      <skipped message=\"\(Escape.xml(unknownMessage(p, in: m)))\"/>\n    </testcase>\n"
                } else {
                    let message = TextReport.failure(p, in: m)
                    let first = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                    out += ">\n      <failure message=\"\(Escape.xml(first))\" type=\"\(p.verdict.rawValue)\">"
                    out += Escape.xml(message)
                    out += "</failure>\n    </testcase>\n"
                }
            }
            let warnings = report.warnings(of: m.file)
            if !warnings.isEmpty {
                out += "    <system-err>" + Escape.xml(warnings.map { "\($0.description)\n" }.joined()) + "</system-err>\n"
            }
            out += "  </testsuite>\n"
        }
        for file in report.notChecked { out += notCheckedSuite(file) }
        out += "</testsuites>\n"
        return out
    }
}
