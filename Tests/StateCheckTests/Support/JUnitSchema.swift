import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The rules of the JUnit dialect CI servers validate against (the
/// Jenkins/xunit `junit-10.xsd` schema), written out as data: for each
/// element, the attributes it may carry, those it must carry, the child
/// elements it may hold and whether it may hold text. `.ci/run` also runs
/// `xmllint --schema` with the published schema when it can fetch it; this
/// copy of its rules keeps the check offline and in `swift test`.
struct JUnitSchema {
    /// What one element may be.
    struct Rule {
        /// Attributes it may carry.
        var attributes: Set<String>
        /// Attributes it must carry.
        var required: Set<String> = []
        /// Elements it may contain.
        var children: Set<String> = []
        /// Whether it may contain text (other than blank space between children).
        var text = false
    }

    /// `failure`, `error` and `skipped`: a message, a type and text.
    private static let result = Rule(attributes: ["type", "message"], text: true)
    /// `rerunFailure` and the other rerun elements (`rerunType`).
    private static let rerun = Rule(attributes: ["message", "type"], required: ["type"], children: ["stackTrace", "system-out", "system-err"], text: true)
    /// `system-out`, `system-err`, `stackTrace`: text only.
    private static let textOnly = Rule(attributes: [], text: true)

    /// Every element the schema declares.
    static let rules: [String: Rule] = [
        "testsuites": Rule(attributes: ["name", "time", "tests", "failures", "errors"], children: ["testsuite"]),
        "testsuite": Rule(
            attributes: ["name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"],
            required: ["name", "tests", "failures", "errors"],
            children: ["testsuite", "properties", "testcase", "system-out", "system-err"]
        ),
        "properties": Rule(attributes: [], children: ["property"]),
        "property": Rule(attributes: ["name", "value"], required: ["name", "value"]),
        "testcase": Rule(
            attributes: ["name", "time", "classname", "group"], required: ["name"],
            children: ["skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError", "system-out", "system-err"]
        ),
        "failure": result, "error": result, "skipped": result,
        "rerunFailure": rerun, "rerunError": rerun, "flakyFailure": rerun, "flakyError": rerun,
        "system-out": textOnly, "system-err": textOnly, "stackTrace": textOnly,
    ]

    /// The `SUREFIRE_TIME` pattern that `time` on suites must match.
    static let timePattern = #"^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$"#

    /// Every way `xml` breaks the rules (empty when it is valid), each as
    /// `path: problem`; an XML syntax error is one problem.
    static func violations(of xml: String) -> [String] {
        // On Linux XMLDocument recovers from some syntax errors, and XMLParser
        // reports a premature end only in parserError: both must agree.
        let parser = XMLParser(data: Data(xml.utf8))
        guard parser.parse(), parser.parserError == nil else { return ["not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")"] }
        let document: XMLDocument
        do {
            document = try XMLDocument(data: Data(xml.utf8), options: [])
        } catch {
            return ["not well-formed XML: \(error)"]
        }
        guard let root = document.rootElement() else { return ["no root element"] }
        var problems: [String] = []
        if root.name != "testsuites" && root.name != "testsuite" {
            problems.append("root <\(root.name ?? "?")> is neither <testsuites> nor <testsuite>")
        }
        check(root, path: root.name ?? "?", into: &problems)
        return problems
    }

    private static func check(_ element: XMLElement, path: String, into problems: inout [String]) {
        let name = element.name ?? "?"
        guard let rule = rules[name] else {
            problems.append("\(path): <\(name)> is not a JUnit element")
            return
        }
        let attributes = Dictionary((element.attributes ?? []).compactMap { a in a.name.map { ($0, a.stringValue ?? "") } }, uniquingKeysWith: { a, _ in a })
        for attribute in attributes.keys.sorted() where !rule.attributes.contains(attribute) {
            problems.append("\(path): attribute '\(attribute)' is not allowed on <\(name)>")
        }
        for attribute in rule.required.sorted() where attributes[attribute] == nil {
            problems.append("\(path): <\(name)> lacks the required attribute '\(attribute)'")
        }
        if (name == "testsuite" || name == "testsuites"), let time = attributes["time"],
           time.range(of: timePattern, options: .regularExpression) == nil {
            problems.append("\(path): time '\(time)' is not a SUREFIRE_TIME")
        }
        // Paths number an element among its parent's elements, from 1.
        var position = 0
        for child in element.children ?? [] {
            switch child.kind {
            case .element:
                guard let e = child as? XMLElement else { continue }
                position += 1
                let childName = e.name ?? "?"
                if !rule.children.contains(childName) {
                    problems.append("\(path): <\(childName)> is not allowed inside <\(name)>")
                }
                check(e, path: "\(path)/\(childName)[\(position)]", into: &problems)
            case .text:
                let text = child.stringValue ?? ""
                if !rule.text && !text.allSatisfy(\.isWhitespace) {
                    problems.append("\(path): <\(name)> may not contain text (\(text.prefix(40)))")
                }
            default:
                continue
            }
        }
    }
}
