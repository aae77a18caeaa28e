import StateCheckLanguage

/// Line-based reading of a Swift file's text for the design moves: the
/// parser finds the declarations, these find the lines a move rewrites.
enum SwiftTextBlocks {
    /// The names of the stored properties declared of the type `name`
    /// (`DataState<User, any Error>`) in `types` and their members.
    static func variables(ofType name: String, in types: [SwiftTypeDecl]) -> [String] {
        types.flatMap { t in
            t.members.flatMap { m -> [String] in
                guard case .variable(let v) = m.kind else { return [] }
                return v.bindings.compactMap { b in
                    guard b.type?.simpleName == name, case .identifier(let n) = b.pattern.kind else { return nil }
                    return n
                }
            }
        }
    }

    /// Whether the property `property` is read (`.property`) on a line
    /// outside the blocks `outside`: the screen's code tests it.
    static func isGuard(_ property: String, lines: [String], outside: [ClosedRange<Int>]) -> Bool {
        lines.indices.contains { i in
            !outside.contains { $0.contains(i) } && lines[i].contains(".\(property)")
                && !lines[i].trimmed.hasPrefix("//")
        }
    }

    /// `line` with `new` written after the item `item` of a `case` list:
    /// `.success(let v)` gets `, .new(let v)`, a bare `.success` gets `, .new`;
    /// nil when `line` holds no such item.
    static func addingItem(after item: String, new: String, in line: String, keepingBinding: Bool = true) -> String? {
        var searchStart = line.startIndex
        while let r = line.range(of: item, range: searchStart..<line.endIndex) {
            searchStart = r.upperBound
            // The whole name: `.success` is not `.successful`.
            if r.upperBound < line.endIndex, line[r.upperBound].isLetter || line[r.upperBound].isNumber { continue }
            var end = r.upperBound
            var suffix = ""
            if end < line.endIndex, line[end] == "(" {
                guard keepingBinding, let close = line[end...].firstIndex(of: ")") else { continue }
                suffix = String(line[end...close])
                end = line.index(after: close)
            }
            var copy = line
            copy.insert(contentsOf: ", \(new)\(suffix)", at: end)
            return copy
        }
        return nil
    }

    /// The text inside the parentheses after `prefix` in `text`
    /// (`case success(V)` → `V`).
    static func parenthesised(after prefix: String, in text: String) -> String? {
        guard text.hasPrefix(prefix + "("), let close = text.lastIndex(of: ")") else { return nil }
        let inner = text[text.index(text.startIndex, offsetBy: prefix.count + 1)..<close]
        return inner.isEmpty ? nil : String(inner)
    }

    /// The 0-based indices of the lines of the block whose `{` is the first
    /// one at or after the 1-based line `line`, through its matching `}`
    /// (braces in strings and comments are not told apart); nil when unmatched.
    static func braceBlock(startingAt line: Int, in lines: [String]) -> ClosedRange<Int>? {
        var depth = 0
        var opened: Int?
        var i = max(line - 1, 0)
        while i < lines.count {
            for c in lines[i] {
                if c == "{" {
                    if opened == nil { opened = i }
                    depth += 1
                } else if c == "}", opened != nil {
                    depth -= 1
                    if depth == 0, let start = opened { return start...i }
                }
            }
            i += 1
        }
        return nil
    }
}

/// A Swift file's text as a move reads it: its lines, its top-level types
/// with where each starts, and the places a move on a state enum rewrites.
struct SwiftMoveText {
    /// The lines, without their line breaks.
    var lines: [String]
    /// The top-level type declarations and extensions, with their locations.
    let types: [(decl: SwiftTypeDecl, location: SourceLocation)]

    /// The places of a state enum a move rewrites.
    struct Places {
        /// The stored properties declared of the enum's type.
        var variables: [String]
        /// The lines of the screen's `body`.
        var body: ClosedRange<Int>
        /// The lines of the enum's declaration and of its extensions.
        var ownCode: [ClosedRange<Int>]

        /// The names a line `i` assigns or switches on: the variables,
        /// `self.` each, and `self` in the enum's own code.
        func subjects(at i: Int) -> [String] {
            variables.flatMap { [$0, "self.\($0)"] } + (ownCode.contains { $0.contains(i) } ? ["self"] : [])
        }
    }

    /// `text` parsed; nil when it has `\r` line ends (the parser's lines
    /// would not be these) or a syntax error.
    init?(_ text: String) {
        guard !text.contains("\r") else { return nil }
        let file = SwiftParser.parse(text, file: "suggest.swift")
        guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        types = file.items.compactMap { s in
            guard case .declaration(let d) = s.kind, case .type(let t) = d.kind else { return nil }
            return (t, s.location)
        }
    }

    /// The enums of the file: each with its cases and the lines of its declaration.
    var enums: [(decl: SwiftTypeDecl, cases: [SwiftEnumCaseElement], lines: ClosedRange<Int>)] {
        types.compactMap { t in
            guard t.decl.keyword == .enumKeyword, let block = SwiftTextBlocks.braceBlock(startingAt: t.location.line, in: lines) else { return nil }
            let cases = t.decl.members.flatMap { m -> [SwiftEnumCaseElement] in
                if case .enumCase(let elements) = m.kind { return elements }
                return []
            }
            return (t.decl, cases, block)
        }
    }

    /// The places of the enum `e` (declared on `enumLines`) for the screen
    /// `screen`; nil when no property has its type or the screen has no `body`.
    func places(of e: SwiftTypeDecl, enumLines: ClosedRange<Int>, screen: String) -> Places? {
        let variables = SwiftTextBlocks.variables(ofType: e.name, in: types.map(\.decl))
        guard !variables.isEmpty, let screenDecl = types.first(where: { $0.decl.name == screen && $0.decl.keyword != .extensionKeyword }),
              let screenLines = SwiftTextBlocks.braceBlock(startingAt: screenDecl.location.line, in: lines),
              let bodyStart = screenLines.first(where: { lines[$0].trimmed.hasPrefix("var body: some View {") }),
              let body = SwiftTextBlocks.braceBlock(startingAt: bodyStart + 1, in: lines) else { return nil }
        let extensions = types.filter { $0.decl.keyword == .extensionKeyword && $0.decl.extendedType?.simpleName == e.name }
        let ownCode = [enumLines] + extensions.compactMap { SwiftTextBlocks.braceBlock(startingAt: $0.location.line, in: lines) }
        return Places(variables: variables, body: body, ownCode: ownCode)
    }

    /// The text with each line of `edits` replaced by its lines.
    func applying(_ edits: [Int: [String]]) -> String {
        var out = lines
        for i in edits.keys.sorted(by: >) { out.replaceSubrange(i...i, with: edits[i] ?? [out[i]]) }
        return out.joined(separator: "\n")
    }
}

extension String {
    /// The line without its leading and trailing spaces and tabs.
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The spaces and tabs that start the line.
    var indentation: String { String(prefix { $0 == " " || $0 == "\t" }) }
}
