import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// A real model whose name, doc comment, event names and strings are
/// hostile (quotes, newlines, `<script>`, `|`, `%0A`, control characters),
/// checked through `check --format json|junit|github`: every output stays
/// well-formed and nothing escapes its field.
@Suite struct HostileModelTests {
    static let source = #"""
    /// A "design" with <script>alert(1)</script> | %0A and a bell \#u{7} and
    /// a second line: ::error file=x::injected
    model `Evil"<script>|%0A,:Name`

    var flag: Bool = false

    on `tap"<b>|%0A::x` sync { flag = true }

    view {
        mark("a\"b\\c\n<script>|%0A\u{1}")
        if flag { button("</testcase><x a='1'>", disabled: false) }
    }

    invariant `never"<i>|%0A`: !flag
    expect holds `never"<i>|%0A`
    expect holds noOrphanSpinner
    """#

    static func check(_ format: String) throws -> (StateCheckCommands.ExitCode, String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-hostile-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("evil \"name\" <x>.model").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let out = CapturedOutput()
        let status = StateCheckCLI.main(["check", path, "--format", format], context: out.context())
        #expect(out.stderr.isEmpty, "\(out.stderr)")
        return (status, out.stdout)
    }

    @Test func theModelChecksAndBreaksItsInvariant() throws {
        let (status, text) = try Self.check("text")
        #expect(status == .expectationFailed)
        #expect(text.contains("tap\"<b>|%0A::x"))
    }

    @Test func jsonParses() throws {
        let (_, json) = try Self.check("json")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let text = String(describing: object)
        #expect(text.contains("script"))
        // The hostile names come back intact after decoding.
        #expect(json.contains(#"Evil\"<script>|%0A,:Name"#))
    }

    @Test func junitIsWellFormedXML() throws {
        let (_, xml) = try Self.check("junit")
        #expect(!xml.contains("<script>"))
        #expect(!xml.contains("<x a='1'>"))
        let parser = XMLParser(data: Data(xml.utf8))
        let ok = parser.parse()
        #expect(ok, "XML error: \(String(describing: parser.parserError))")
    }

    @Test func githubAnnotationsCannotBeInjected() throws {
        let (_, out) = try Self.check("github")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // One annotation per line: no hostile newline or "::" starts a command of its own.
        for line in lines.dropLast() {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning "), "\(line)")
        }
        #expect(lines.last?.hasPrefix("statecheck: ") == true)
        #expect(!out.contains("\n::error file=x::injected"))
        #expect(out.contains("%250A"))
    }
}
