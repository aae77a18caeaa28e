import StateCheckEngine
import StateCheckScreens

/// A problem found in a model file, in the Swift compiler's format so Xcode,
/// editors and CI problem matchers read it:
///
/// ```text
/// Models/case1-after.model:14:9: error: switch must be exhaustive (missing .reLoading)
///     switch dataState {
///     ^
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The model cannot be checked.
        case error
        /// The model can be checked, but something looks wrong.
        case warning
        /// Extra information attached to the previous diagnostic.
        case note
    }

    /// The model file's path as the user gave it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// Error, warning or note.
    public var severity: Severity
    /// What is wrong and, where possible, what to write instead.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:col: severity: message`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// The one-line form followed by the source line and a caret under the
    /// column, when the source is available.
    public func rendered(source: String?) -> String {
        guard let source else { return description }
        // Lines end where the lexer ends them ("\r\n" is one Character).
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.endsModelLine)
        guard line >= 1, line <= lines.count else { return description }
        let full = Array(String(lines[line - 1]).replacingTabs())
        // A very long line (generated or minified text) is shown as a window
        // around the column, so a thousand diagnostics stay readable and small.
        let width = 160
        var start = 0, end = full.count
        if full.count > width {
            start = max(0, min(column - 1 - width / 2, full.count - width))
            end = min(full.count, start + width)
        }
        let text = (start > 0 ? "…" : "") + String(full[start..<end]) + (end < full.count ? "…" : "")
        let caret = String(repeating: " ", count: max(0, column - 1 - start + (start > 0 ? 1 : 0))) + "^"
        return "\(description)\n\(text)\n\(caret)"
    }

    /// The first `limit` diagnostics rendered, then one note counting the
    /// rest, as compilers do: a file with ten thousand errors prints twenty
    /// (its output stays small, and the first errors are the ones to fix).
    public static func rendered(_ diagnostics: [Diagnostic], source: String?, limit: Int = 20) -> String {
        var out = ""
        for d in diagnostics.prefix(limit) { out += d.rendered(source: source) + "\n" }
        let errors = diagnostics.dropFirst(limit).filter { $0.severity == .error }.count
        let others = diagnostics.count - limit - errors
        if diagnostics.count > limit, let first = diagnostics.first {
            var counts: [String] = []
            if errors > 0 { counts.append("\(errors) more error\(errors == 1 ? "" : "s")") }
            if others > 0 { counts.append("\(others) more warning\(others == 1 ? "" : "s") or note\(others == 1 ? "" : "s")") }
            out += "\(first.file): note: \(counts.joined(separator: " and ")) not shown; fix the ones above first\n"
        }
        return out
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        String(map { $0 == "\t" ? " " : $0 })
    }
}

/// Every diagnostic of a model that cannot be checked (parse, check or run
/// errors), in source order.
public struct ModelError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, errors first within a line.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Each diagnostic on its own line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
