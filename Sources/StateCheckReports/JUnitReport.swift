import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `check --format junit`: one `<testsuite>` per model and one `<testcase>`
/// per property, in the JUnit dialect CI servers read (the Jenkins/xunit
/// `junit-10.xsd` schema: every suite counts its tests, failures, errors
/// and skips; a test case carries only its name and class name).
///
/// A verdict that differs from its expectation is a `<failure>` whose body
/// starts with the `file:line:col:` of the `expect` line and goes on with
/// the trace; a property that is not applicable (as expected) is
/// `<skipped>` with the reason, and so is an expectation a partial
/// exploration left unknown (``unknownMessage(_:in:)``; a file an interrupt
/// left unexplored is ``notCheckedSuite(_:)``). A model file that could not be checked is a
/// `<testsuite>` whose one `compile` test case is an `<error>` holding its
/// diagnostics; a model whose runs failed has a `run` test case that is an
/// `<error>` holding its runtime errors. A checked model's warnings are its
/// testsuite's `<system-err>`, one `path:line:col: warning: message` line
/// each. Two models of the same name are told apart by their files
/// (``suiteNames(_:)``).
///
/// ```text
/// <testsuite name="Case1Before" tests="13" failures="1" errors="0" skipped="3" file="Models/case1-before.model">
///   <testcase classname="Case1Before" name="contentKeptWhileReloading">
///     <failure message="Models/case1-before.model:52:1: error: [contentKeptWhileReloading] ..." type="violated">...
///   <testcase classname="Case1Before" name="pagesKeptOnPagingFailure">
///     <skipped message="no fail ever answers a paging task"/>
/// ```
package enum JUnitReport {
    /// How one property's test case ends.
    enum Outcome: Equatable {
        /// The verdict meets its expectation.
        case passed
        /// Nothing to test (the reason is the `<skipped>` message).
        case skipped(reason: String)
        /// The verdict differs from its expectation: the `<failure>` type,
        /// its one-line message and its body.
        case failed(type: String, message: String, text: String)
    }

    /// The outcome of property `p` of model `m`.
    static func outcome(_ p: PropertyReport, in m: ModelReport) -> Outcome {
        if p.isUnknown { return .skipped(reason: unknownMessage(p, in: m)) }
        guard p.isMet else {
            let text = TextReport.failure(p, in: m)
            let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            return .failed(type: p.verdict.rawValue, message: first, text: text)
        }
        switch p.verdict {
        case .holds, .violated: return .passed
        case .notApplicable: return .skipped(reason: p.reason ?? "not applicable")
        case .unknown: return .skipped(reason: p.reason ?? "unknown")
        }
    }

    /// Renders `report` as JUnit XML (no timestamps: repeatable output).
    public static func render(_ report: CheckReport) -> String {
        let names = suiteNames(report)
        var suites = ""
        var tests = 0, failures = 0, errors = 0
        for file in report.unchecked {
            suites += uncheckedSuite(file, diagnostics: report.diagnostics.filter { $0.file == file })
            tests += 1
            errors += 1
        }
        for (m, name) in zip(report.models, names) {
            let outcomes = m.properties.map { outcome($0, in: m) }
            let f = outcomes.filter { if case .failed = $0 { return true } else { return false } }.count
            let s = outcomes.filter { if case .skipped = $0 { return true } else { return false } }.count
            let e = m.runtimeErrors.isEmpty ? 0 : 1
            tests += m.properties.count + e
            failures += f
            errors += e
            suites += "  <testsuite" + attributes([
                ("name", name), ("tests", "\(m.properties.count + e)"), ("failures", "\(f)"),
                ("errors", "\(e)"), ("skipped", "\(s)"), ("file", m.file),
            ]) + ">\n"
            suites += "    <properties>\n"
            suites += "      <property name=\"states\" value=\"\(m.states)\"/>\n"
            suites += "      <property name=\"transitions\" value=\"\(m.transitions)\"/>\n"
            if let limit = m.limit { suites += "      <property name=\"partial\" value=\"\(Escape.xml(limit))\"/>\n" }
            suites += "    </properties>\n"
            if let first = m.runtimeErrors.first {
                suites += "    <testcase" + attributes([("classname", name), ("name", "run")]) + ">\n"
                suites += "      <error" + attributes([("message", first.message), ("type", "runtimeError")]) + ">"
                suites += Escape.xml(m.runtimeErrors.map { "\($0.description)\n" }.joined())
                suites += "</error>\n    </testcase>\n"
            }
            for (p, result) in zip(m.properties, outcomes) {
                suites += "    <testcase" + attributes([("classname", name), ("name", p.name)])
                switch result {
                case .passed:
                    suites += "/>\n"
                case .skipped(let reason):
                    suites += ">\n      <skipped" + attributes([("message", reason)]) + "/>\n    </testcase>\n"
                case .failed(let type, let message, let text):
                    suites += ">\n      <failure" + attributes([("message", message), ("type", type)]) + ">"
                    suites += Escape.xml(text)
                    suites += "</failure>\n    </testcase>\n"
                }
            }
            let warnings = report.warnings(of: m.file)
            if !warnings.isEmpty {
                suites += "    <system-err>" + Escape.xml(warnings.map { "\($0.description)\n" }.joined()) + "</system-err>\n"
            }
            suites += "  </testsuite>\n"
        }
        for file in report.notChecked {
            suites += notCheckedSuite(file)
            tests += 1
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites" + attributes([("name", "statecheck"), ("tests", "\(tests)"), ("failures", "\(failures)"), ("errors", "\(errors)")]) + ">\n"
        out += suites
        out += "</testsuites>\n"
        return out
    }

    /// The suite of a model file that could not be checked: one `compile`
    /// test case in error, whose body lists the file's diagnostics.
    private static func uncheckedSuite(_ file: String, diagnostics: [Diagnostic]) -> String {
        let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
        var out = "  <testsuite" + attributes([
            ("name", file), ("tests", "1"), ("failures", "0"), ("errors", "1"), ("skipped", "0"), ("file", file),
        ]) + ">\n"
        out += "    <testcase" + attributes([("classname", file), ("name", "compile")]) + ">\n"
        out += "      <error" + attributes([("message", first?.message ?? "the model file could not be checked"), ("type", "modelError")]) + ">"
        out += Escape.xml(diagnostics.map { "\($0.description)\n" }.joined())
        out += "</error>\n    </testcase>\n  </testsuite>\n"
        return out
    }

    /// ` name="value"` for each pair, values escaped.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(Escape.xml($0.1))\"" }.joined()
    }

    /// The suite name (and test class name) of each checked model, in
    /// order: its design name, or `Name (file)` when another model of the
    /// run has the same name, so that CI servers keep their results apart.
    public static func suiteNames(_ report: CheckReport) -> [String] {
        let counts = Dictionary(report.models.map { ($0.name, 1) }, uniquingKeysWith: +)
        return report.models.map { (counts[$0.name] ?? 0) > 1 ? "\($0.name) (\($0.file))" : $0.name }
    }

    /// One warning per design name that several models of the run share,
    /// naming their files and the distinct names the JUnit report gives
    /// them (`warning: 2 models are named 'Case1' ...`).
    public static func duplicateNameWarnings(_ report: CheckReport) -> [String] {
        var order: [String] = []
        var files: [String: [String]] = [:]
        for m in report.models {
            if files[m.name] == nil { order.append(m.name) }
            files[m.name, default: []].append(m.file)
        }
        return order.compactMap { name in
            guard let shared = files[name], shared.count > 1 else { return nil }
            let distinct = shared.map { "'\(name) (\($0))'" }.joined(separator: ", ")
            return "warning: \(shared.count) models are named '\(name)' (\(shared.joined(separator: ", "))); "
                + "the JUnit report names them \(distinct) so that their results stay apart"
        }
    }
}
