// Turns model text into tokens. Every input, however malformed, ends in a
// token list (closed by `.endOfFile`) and diagnostics: never a crash or hang.
import StateCheckEngine
import StateCheckScreens


/// Splits a model file into Swift-like tokens.
///
/// Lines and columns count characters (grapheme clusters), 1-based; `\n`,
/// `\r\n` and a lone `\r` (classic Mac text) end lines. Comments (`//`, nested `/* */`) are skipped; `///` lines
/// are kept as the documentation of the next token.
struct Lexer {
    private var cursor: SourceCursor
    private let file: String
    private(set) var diagnostics: [Diagnostic] = []

    /// Operators and punctuation, longest first (maximal munch).
    private static let symbols: [String] = [
        "...", "..<",
        "->", "==", "!=", "<=", ">=", "&&", "||", "??", "+=", "-=", "*=", "/=", "%=",
        "+", "-", "*", "/", "%", "<", ">", "!", "?", "=", ".", ",", ":", ";",
        "(", ")", "{", "}", "[", "]", "@", "#", "&", "|", "^", "~",
    ]

    /// `symbols` by first character, as character arrays (longest first).
    private static let symbolsByFirst: [Character: [[Character]]] = {
        var table: [Character: [[Character]]] = [:]
        for symbol in symbols {
            guard let first = symbol.first else { continue }
            table[first, default: []].append(Array(symbol))
        }
        return table
    }()

    init(source: String, file: String) {
        self.cursor = SourceCursor(source)
        self.file = file
    }

    /// Lexes `source` completely.
    static func tokenize(_ source: String, file: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(source: source, file: file)
        let tokens = lexer.run()
        return (tokens, lexer.diagnostics)
    }

    private mutating func run() -> [Token] {
        var tokens: [Token] = []
        var depth = 0
        var documentation: [String] = []
        var spaceBefore = true
        var newlineBefore = true
        while true {
            // Trivia: whitespace and comments.
            var sawTrivia = false
            while index < chars.count {
                let c = chars[index]
                if isNewline(c) {
                    advance(); sawTrivia = true; newlineBefore = true
                } else if c.isWhitespace {
                    advance(); sawTrivia = true
                } else if c == "/", peek(1) == "/" {
                    let isDoc = peek(2) == "/" && peek(3) != "/"
                    var text = ""
                    advance(); advance()
                    if isDoc { advance() }
                    while index < chars.count, !isNewline(chars[index]) {
                        text.append(chars[index]); advance()
                    }
                    if isDoc {
                        if text.hasPrefix(" ") { text.removeFirst() }
                        documentation.append(text)
                    }
                    sawTrivia = true
                } else if c == "/", peek(1) == "*" {
                    let startLine = line
                    skipBlockComment()
                    if line != startLine { newlineBefore = true }
                    sawTrivia = true
                } else {
                    break
                }
            }
            if sawTrivia { spaceBefore = true }
            let location = SourceLocation(line: line, column: column)
            guard index < chars.count else {
                tokens.append(Token(kind: .endOfFile, location: location, spaceBefore: true,
                                    newlineBefore: true, spaceAfter: true, braceDepth: 0))
                break
            }
            guard let kind = lexToken() else {
                // An unknown character: diagnosed and skipped like whitespace.
                spaceBefore = true
                continue
            }
            if case .symbol("}") = kind { depth = max(0, depth - 1) }
            if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = spaceBefore }
            tokens.append(Token(kind: kind, location: location, spaceBefore: spaceBefore,
                                newlineBefore: newlineBefore, braceDepth: depth,
                                documentation: documentation))
            if case .symbol("{") = kind { depth += 1 }
            documentation = []
            spaceBefore = false
            newlineBefore = false
        }
        if tokens.count >= 2 { tokens[tokens.count - 2].spaceAfter = true }
        return tokens
    }

    // MARK: - Characters

    // The cursor's position, read and moved by the lexing code below.
    private var chars: [Character] { cursor.chars }
    private var index: Int {
        get { cursor.index }
        set { cursor.index = newValue }
    }
    private var line: Int { cursor.line }
    private var column: Int { cursor.column }
    private var here: SourceLocation { cursor.here }

    private func isNewline(_ c: Character) -> Bool { c.endsModelLine }

    private func peek(_ offset: Int) -> Character? { cursor.peek(offset) }

    private mutating func advance() { cursor.advance() }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(file: file, line: location.line, column: location.column, message: message))
    }

    /// Skips `/* ... */`, nested; diagnoses an unterminated comment.
    private mutating func skipBlockComment() {
        let start = here
        if !cursor.skipBlockComment() { error("unterminated '/*' comment", at: start) }
    }

    // MARK: - Tokens

    private static func isIdentifierStart(_ c: Character) -> Bool {
        c == "_" || c == "$" || (c.isLetter && !c.isNumber)
    }

    private static func isIdentifierContinue(_ c: Character) -> Bool {
        c == "_" || c.isLetter || c.isNumber || c.unicodeScalars.allSatisfy { $0.properties.isGraphemeExtend }
    }

    /// Lexes one token at `index` (not trivia), or diagnoses and skips one character.
    private mutating func lexToken() -> TokenKind? {
        let start = here
        let c = chars[index]
        if Self.isIdentifierStart(c) {
            var name = ""
            while index < chars.count, Self.isIdentifierContinue(chars[index]) || (name.isEmpty && chars[index] == "$") {
                name.append(chars[index]); advance()
            }
            return .identifier(name, escaped: false)
        }
        if c == "`" {
            advance()
            var name = ""
            while index < chars.count, chars[index] != "`", !isNewline(chars[index]) {
                name.append(chars[index]); advance()
            }
            if index < chars.count, chars[index] == "`", !name.isEmpty {
                advance()
                return .identifier(name, escaped: true)
            }
            error("unterminated '`' in identifier", at: start)
            return name.isEmpty ? nil : .identifier(name, escaped: true)
        }
        if c.isASCII, c.isNumber {
            return lexNumber(start: start)
        }
        if c == "\"" {
            return lexString(start: start)
        }
        for symbol in Self.symbolsByFirst[c] ?? [] where matches(symbol) {
            for _ in 0..<symbol.count { advance() }
            return .symbol(String(symbol))
        }
        advance()
        let shown = c.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
        error("unexpected character '\(shown)' in model", at: start)
        return nil
    }

    private func matches(_ symbol: [Character]) -> Bool {
        guard index + symbol.count <= chars.count else { return false }
        for (offset, ch) in symbol.enumerated() where chars[index + offset] != ch { return false }
        return true
    }

    private func matches(_ symbol: String) -> Bool {
        var i = index
        for ch in symbol {
            guard i < chars.count, chars[i] == ch else { return false }
            i += 1
        }
        return true
    }

    private mutating func lexNumber(start: SourceLocation) -> TokenKind {
        var radix = 10
        if chars[index] == "0", let p = peek(1), p == "x" || p == "b" || p == "o" {
            radix = p == "x" ? 16 : p == "b" ? 2 : 8
            advance(); advance()
        }
        var digits = ""
        var bad = false
        while index < chars.count {
            let d = chars[index]
            if d == "_" { advance(); continue }
            if d.isLetter || d.isNumber {
                if d.hexDigitValue.map({ $0 < radix }) != true || !d.isASCII { bad = true }
                digits.append(d); advance()
            } else {
                break
            }
        }
        // `1.5`: a fraction (but not `0...3` or `0..<3`).
        if index < chars.count, chars[index] == ".", let next = peek(1), next.isASCII, next.isNumber {
            advance()
            while index < chars.count, chars[index].isNumber || chars[index] == "_" { advance() }
            error("floating-point numbers are not supported in models; use Int", at: start)
            return .integer(0)
        }
        if bad || digits.isEmpty {
            error("'\(digits)' is not a valid integer literal", at: start)
            return .integer(0)
        }
        guard let value = Int(digits, radix: radix) else {
            error("integer literal '\(digits)' overflows Int", at: start)
            return .integer(0)
        }
        return .integer(value)
    }

    private mutating func lexString(start: SourceLocation) -> TokenKind {
        if peek(1) == "\"", peek(2) == "\"" {
            advance(); advance(); advance()
            error("multi-line string literals are not supported in models; use a one-line \"string\"", at: start)
            // Skip to the closing delimiter so the rest still lexes.
            while index < chars.count, !matches("\"\"\"") { advance() }
            if index < chars.count { advance(); advance(); advance() }
            return .string("")
        }
        advance()
        var text = ""
        while index < chars.count {
            let c = chars[index]
            if isNewline(c) { break }
            if c == "\"" {
                advance()
                return .string(text)
            }
            if c == "\\" {
                let escapeStart = here
                advance()
                guard index < chars.count, !isNewline(chars[index]) else { break }
                let e = chars[index]
                advance()
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "\\": text.append("\\")
                case "\"": text.append("\"")
                case "'": text.append("'")
                case "u":
                    text.append(lexUnicodeEscape(start: escapeStart))
                case "(":
                    error("string interpolation is not supported in models", at: escapeStart)
                default:
                    error("invalid escape sequence '\\\(e)' in string literal", at: escapeStart)
                }
                continue
            }
            text.append(c)
            advance()
        }
        error("unterminated string literal", at: start)
        return .string(text)
    }

    private mutating func lexUnicodeEscape(start: SourceLocation) -> String {
        guard index < chars.count, chars[index] == "{" else {
            error("expected '{' in '\\u{...}' escape", at: start)
            return ""
        }
        advance()
        var hex = ""
        while index < chars.count, chars[index] != "}", !isNewline(chars[index]), chars[index] != "\"", hex.count < 9 {
            hex.append(chars[index]); advance()
        }
        if index < chars.count, chars[index] == "}" { advance() }
        if hex.count <= 8, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        error("invalid unicode scalar '\\u{\(hex)}'", at: start)
        return ""
    }
}

extension Character {
    /// Whether this character ends a line of model text: `\n`, `\r\n` (one
    /// Character in Swift) or a lone `\r`. The lexer and the diagnostic
    /// renderer count lines with it, so carets land on the right line.
    package var endsModelLine: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
