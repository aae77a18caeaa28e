import StateCheckEngine
import StateCheckScreens

extension JUnitReport {
    /// The `<skipped>` message of an expectation a partial exploration left
    /// unknown: the expectation, what was explored, and which limit stopped
    /// it (`Counter: expected to hold, but it is unknown: no violation in the
    /// 8 states explored before the exploration stopped; stopped at the state
    /// limit (--max-states 8): the result is partial`).
    static func unknownMessage(_ p: PropertyReport, in m: ModelReport) -> String {
        var message = "\(m.name): " + ViolationText.mismatch(expected: p.expected, verdict: p.verdict)
        if let reason = p.reason { message += ": \(reason)" }
        if let limit = m.limit { message += "; \(limit)" }
        return message
    }

    /// The suite of a model file an interrupt left unexplored: one `check`
    /// test case, skipped (neither met nor failed).
    static func notCheckedSuite(_ file: String) -> String {
        var out = "  <testsuite" + attributes([
            ("name", file), ("tests", "1"), ("failures", "0"), ("errors", "0"), ("skipped", "1"), ("file", file),
        ]) + ">\n"
        out += "    <testcase" + attributes([("classname", file), ("name", "check")]) + ">\n"
        out += "      <skipped" + attributes([("message", "not checked: " + TextReport.notCheckedReason)]) + "/>\n"
        out += "    </testcase>\n  </testsuite>\n"
        return out
    }
}
