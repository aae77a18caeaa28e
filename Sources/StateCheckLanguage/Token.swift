// The tokens of a `.model` file, as produced by `Lexer`.
import StateCheckEngine
import StateCheckScreens


/// What a token is.
enum TokenKind: Hashable, Sendable {
    /// A name or keyword (`model`, `dataState`, `self`); `escaped` for `` `default` ``.
    case identifier(String, escaped: Bool)
    case integer(Int)
    /// A string literal with its escapes resolved.
    case string(String)
    /// An operator or punctuation (`..<`, `?.` is two tokens `?` `.`, `{`, `->`).
    case symbol(String)
    case endOfFile
}

/// One token with the layout facts the parser needs: Swift tells prefix,
/// postfix and infix operators apart by the whitespace around them, and ends
/// statements at line breaks.
struct Token: Hashable, Sendable {
    var kind: TokenKind
    var location: SourceLocation
    /// Whitespace, a comment or a line break precedes the token.
    var spaceBefore: Bool
    /// A line break (or a comment containing one) precedes the token.
    var newlineBefore: Bool
    /// Whitespace follows the token (set by the lexer after the next token).
    var spaceAfter: Bool = false
    /// Number of `{` open before this token (a `}` counts as already closed).
    var braceDepth: Int = 0
    /// The `///` lines directly above the token (without the slashes).
    var documentation: [String] = []

    /// The identifier's text, if this is an unescaped identifier or keyword.
    var keyword: String? {
        if case .identifier(let name, escaped: false) = kind { return name }
        return nil
    }

    /// The identifier's text, escaped or not.
    var identifier: String? {
        if case .identifier(let name, _) = kind { return name }
        return nil
    }

    /// The symbol's text, if this is an operator or punctuation.
    var symbol: String? {
        if case .symbol(let text) = kind { return text }
        return nil
    }

    var isEndOfFile: Bool { kind == .endOfFile }

    /// How the token reads in a diagnostic (`'{'`, `identifier 'x'`, `end of file`).
    var quoted: String {
        switch kind {
        case .identifier(let name, _): return "'\(name)'"
        case .integer(let value): return "'\(value)'"
        case .string: return "string literal"
        case .symbol(let text): return "'\(text)'"
        case .endOfFile: return "end of file"
        }
    }
}
