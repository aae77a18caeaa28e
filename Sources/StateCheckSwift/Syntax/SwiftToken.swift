// The tokens of a Swift source file, as produced by `SwiftLexer`.
import StateCheckLanguage

/// What a Swift token is. The spelling is in `SwiftToken.text`.
package enum SwiftTokenKind: Hashable, Sendable {
    /// A name, a contextual keyword (`get`, `some`, `async`), `$0`, `$name`, or a backticked name.
    case identifier
    /// A reserved word (`func`, `if`, `self`, `true`, `is`).
    case keyword
    /// An integer literal as written (`1_000`, `0xFF`).
    case integer
    /// A floating-point literal as written (`1.5e-3`, `0x1p4`).
    case float
    /// A string literal; its parts are in `SwiftToken.segments`.
    case string
    /// A regex literal as written, delimiters included (`/a+/`, `#/a+/#`).
    case regex
    /// An operator with whitespace on its left only, or at the start of an expression (`-x`, `!flag`, `&x`).
    case prefixOperator
    /// An operator with no whitespace on its left and whitespace on its right (`x!`, `x?`).
    case postfixOperator
    /// An operator with whitespace on both sides or neither (`a + b`, `a+b`, `=`, ternary `?`).
    case binaryOperator
    /// `(` `)` `{` `}` `[` `]` `,` `:` `;` `.` `->` `\`.
    case punctuation
    /// `@name`; the text is the name without `@`.
    case attribute
    /// `#name` (`#if`, `#available`, `#Preview`, `#selector`); the text is the name without `#`.
    case pound
    /// The end of the input (also of an interpolation's tokens).
    case endOfFile
}

/// A part of a string literal: literal text, or an interpolation `\( … )`.
package enum SwiftStringSegment: Hashable, Sendable {
    /// Text with its escapes resolved.
    case text(String)
    /// The tokens between `\(` and its `)`, closed by an `.endOfFile` token.
    case interpolation([SwiftToken])
}

/// One token with the layout facts the parser needs: Swift tells prefix,
/// postfix and infix operators apart by the whitespace around them, and ends
/// statements at line breaks.
package struct SwiftToken: Hashable, Sendable {
    /// What the token is.
    package var kind: SwiftTokenKind
    /// The spelling (without backticks, `@` or `#`; a string's raw source).
    package var text: String
    /// Where the token starts.
    package var location: SourceLocation
    /// Whitespace, a comment or a line break precedes the token.
    package var spaceBefore: Bool
    /// A line break precedes the token.
    package var newlineBefore: Bool
    /// A backticked identifier (`` `default` ``): never a keyword.
    package var escaped: Bool = false
    /// The parts of a string literal (empty for other tokens).
    package var segments: [SwiftStringSegment] = []
    /// A multi-line (`"""`) string literal.
    package var multiline: Bool = false
    /// The `///` lines directly above the token (without the slashes).
    package var documentation: [String] = []

    /// Creates a token.
    package init(kind: SwiftTokenKind, text: String, location: SourceLocation, spaceBefore: Bool, newlineBefore: Bool) {
        self.kind = kind
        self.text = text
        self.location = location
        self.spaceBefore = spaceBefore
        self.newlineBefore = newlineBefore
    }

    /// The token is the keyword `word`.
    package func isKeyword(_ word: String) -> Bool { kind == .keyword && text == word }

    /// The token is the punctuation `symbol`.
    package func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }

    /// The token is an unescaped identifier spelled `word` (a contextual keyword).
    package func isContextual(_ word: String) -> Bool { kind == .identifier && !escaped && text == word }

    /// The token is an operator of any fixity spelled `symbol`.
    package func isOperator(_ symbol: String) -> Bool {
        switch kind {
        case .prefixOperator, .postfixOperator, .binaryOperator: return text == symbol
        case .identifier, .keyword, .integer, .float, .string, .regex, .punctuation, .attribute, .pound, .endOfFile:
            return false
        }
    }

    /// The token is an operator of any fixity.
    package var isOperator: Bool {
        switch kind {
        case .prefixOperator, .postfixOperator, .binaryOperator: return true
        case .identifier, .keyword, .integer, .float, .string, .regex, .punctuation, .attribute, .pound, .endOfFile:
            return false
        }
    }

    /// How the token reads in a diagnostic (`'{'`, `'foo'`, `string literal`, `end of file`).
    package var quoted: String {
        switch kind {
        case .identifier, .keyword, .integer, .float, .prefixOperator, .postfixOperator, .binaryOperator, .punctuation:
            return "'\(text)'"
        case .attribute: return "'@\(text)'"
        case .pound: return "'#\(text)'"
        case .string: return "string literal"
        case .regex: return "regex literal"
        case .endOfFile: return "end of file"
        }
    }
}

/// Reserved words: never identifiers unless backticked. Contextual keywords
/// (`get`, `set`, `async`, `await`, `some`, `any`, `mutating`, …) stay identifiers.
package let swiftReservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
]
