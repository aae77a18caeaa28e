/// A position in source text, one `Character` at a time, with the line and
/// column diagnostics cite: the part every lexer of the package shares (the
/// `.model` lexer and the Swift lexer).
///
/// `\n`, `\r\n` and a lone `\r` (classic Mac text) end lines; a leading
/// byte-order mark is not text.
package struct SourceCursor {
    /// The text, as characters.
    package let chars: [Character]
    /// The position of the next character.
    package var index = 0
    /// The 1-based line of `index`.
    package var line = 1
    /// The 1-based column of `index`, in characters.
    package var column = 1

    /// A cursor at the start of `source`.
    package init(_ source: String) {
        var chars = Array(source)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        self.chars = chars
    }

    /// Where the cursor is.
    package var here: SourceLocation { SourceLocation(line: line, column: column) }

    /// The character `offset` places from the cursor, if there is one.
    package func peek(_ offset: Int) -> Character? {
        let i = index + offset
        return i >= 0 && i < chars.count ? chars[i] : nil
    }

    /// Moves past one character, counting lines.
    package mutating func advance() {
        guard index < chars.count else { return }
        if chars[index].endsModelLine {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Skips `/* ... */`, nested, from its opening `/*`; `false` when the
    /// text ends before the comment does.
    package mutating func skipBlockComment() -> Bool {
        var nesting = 0
        while index < chars.count {
            if chars[index] == "/", peek(1) == "*" {
                nesting += 1; advance(); advance()
            } else if chars[index] == "*", peek(1) == "/" {
                nesting -= 1; advance(); advance()
                if nesting == 0 { return true }
            } else {
                advance()
            }
        }
        return false
    }
}
