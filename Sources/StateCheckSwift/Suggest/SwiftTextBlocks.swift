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

extension String {
    /// The line without its leading and trailing spaces and tabs.
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The spaces and tabs that start the line.
    var indentation: String { String(prefix { $0 == " " || $0 == "\t" }) }
}
