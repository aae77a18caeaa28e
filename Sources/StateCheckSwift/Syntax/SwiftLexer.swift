// Turns Swift source text into tokens. Every input, however malformed, ends in
// a token list (closed by `.endOfFile`) and diagnostics: never a crash or hang.
import StateCheckLanguage

/// Splits a Swift source file into tokens.
///
/// Lines and columns count characters (grapheme clusters), 1-based, as the
/// `.model` lexer does; `\n`, `\r\n` and a lone `\r` end lines. Comments
/// (`//`, nested `/* */`) are trivia; `///` lines are kept as the
/// documentation of the next token.
///
/// Operators take their fixity from the whitespace around them, as in Swift:
/// whitespace (or an opening bracket, `,`, `;`, `:`) on the left only makes a
/// prefix operator, on the right only (or a following `.`) a postfix one, and
/// both or neither a binary one. A `?` or `!` with nothing on its left is a
/// single-character postfix token (`a?.b`, `x!`), so `?`-chains split.
///
/// A bare `/…/` is a regex literal only where an operator could not be
/// binary (at the start, after an opening bracket, `,`, `:`, `=`, an operator
/// or a keyword such as `return`), when the `/` is not followed by a space and
/// the literal closes on the same line with no space before the closing `/`
/// and no unbalanced `)` inside; everywhere else `/` is division. `#/…/#` is
/// always a regex literal.
package struct SwiftLexer {
    private var cursor: SourceCursor
    private let file: String
    private var previous: SwiftToken?
    /// The token before ``previous`` (`try` of `try?`).
    private var beforePrevious: SwiftToken?
    private var interpolationDepth = 0
    private(set) var diagnostics: [Diagnostic] = []

    /// How deep string interpolations may nest (`"\("\("…")")"`); deeper
    /// `\(` are diagnosed and kept as text.
    package static let maxInterpolationDepth = 32

    private static let operatorCharacters: Set<Character> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?"]

    /// Keywords after which a bare `/` starts a regex literal.
    private static let regexKeywords: Set<String> = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else", "is", "as",
    ]

    private init(source: String, file: String) {
        self.cursor = SourceCursor(source)
        self.file = file
    }

    /// Lexes `source` completely.
    ///
    /// - Parameters:
    ///   - source: the file's text.
    ///   - file: the path diagnostics name.
    /// - Returns: the tokens, ending in `.endOfFile`, and the lexical diagnostics.
    package static func tokenize(_ source: String, file: String) -> (tokens: [SwiftToken], diagnostics: [Diagnostic]) {
        var lexer = SwiftLexer(source: source, file: file)
        lexer.skipShebang()
        let tokens = lexer.lexTokens(interpolation: false, singleLine: false)
        return (tokens, lexer.diagnostics)
    }

    private mutating func skipShebang() {
        guard chars.first == "#", peek(1) == "!" else { return }
        while index < chars.count, !isNewline(chars[index]) { advance() }
    }

    /// Lexes tokens up to the end of the input or, in an interpolation, up
    /// to the `)` that closes it (consumed); ends with `.endOfFile`. In a
    /// single-line string, a line break outside the interpolation's own
    /// brackets ends it as unterminated, so one typo does not swallow the
    /// rest of the file.
    private mutating func lexTokens(interpolation: Bool, singleLine: Bool) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var documentation: [String] = []
        var parenDepth = 0
        var otherDepth = 0 // `{` and `[` open inside the interpolation
        let outerPrevious = previous
        let outerBeforePrevious = beforePrevious
        previous = nil
        beforePrevious = nil
        defer { previous = outerPrevious; beforePrevious = outerBeforePrevious }
        while true {
            var spaceBefore = false
            var newlineBefore = tokens.isEmpty && !interpolation
            while index < chars.count {
                let c = chars[index]
                if isNewline(c), interpolation, singleLine, parenDepth == 0, otherDepth == 0 {
                    error("unterminated string interpolation", at: here)
                    tokens.append(SwiftToken(kind: .endOfFile, text: "", location: here, spaceBefore: true, newlineBefore: true))
                    return tokens
                }
                if isNewline(c) {
                    advance(); spaceBefore = true; newlineBefore = true
                } else if c.isWhitespace {
                    advance(); spaceBefore = true
                } else if c == "/", peek(1) == "/" {
                    let isDoc = peek(2) == "/" && peek(3) != "/"
                    advance(); advance()
                    if isDoc { advance() }
                    var text = ""
                    while index < chars.count, !isNewline(chars[index]) { text.append(chars[index]); advance() }
                    if isDoc {
                        if text.hasPrefix(" ") { text.removeFirst() }
                        documentation.append(text)
                    }
                    spaceBefore = true
                } else if c == "/", peek(1) == "*" {
                    let startLine = line
                    skipBlockComment()
                    if line != startLine { newlineBefore = true }
                    spaceBefore = true
                } else {
                    break
                }
            }
            let location = here
            guard index < chars.count else {
                if interpolation { error("unterminated string interpolation", at: location) }
                tokens.append(SwiftToken(kind: .endOfFile, text: "", location: location, spaceBefore: true, newlineBefore: true))
                return tokens
            }
            if interpolation, parenDepth == 0, chars[index] == ")" {
                advance()
                tokens.append(SwiftToken(kind: .endOfFile, text: "", location: location, spaceBefore: true, newlineBefore: false))
                return tokens
            }
            guard var token = lexToken(spaceBefore: spaceBefore, newlineBefore: newlineBefore, location: location) else {
                continue // an unknown character: diagnosed and skipped
            }
            if token.isPunctuation("(") { parenDepth += 1 }
            if token.isPunctuation(")") { parenDepth = max(0, parenDepth - 1) }
            if token.isPunctuation("{") || token.isPunctuation("[") { otherDepth += 1 }
            if token.isPunctuation("}") || token.isPunctuation("]") { otherDepth = max(0, otherDepth - 1) }
            token.documentation = documentation
            documentation = []
            tokens.append(token)
            beforePrevious = previous
            previous = token
        }
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

    private static func isIdentifierStart(_ c: Character) -> Bool {
        c == "_" || (c.isLetter && !c.isNumber) || (!c.isASCII && !c.isWhitespace && !c.isNumber)
    }

    private static func isIdentifierContinue(_ c: Character) -> Bool {
        c == "_" || c.isLetter || c.isNumber || (!c.isASCII && !c.isWhitespace)
    }

    private static func isDigit(_ c: Character, radix: Int) -> Bool {
        guard c.isASCII, let value = c.hexDigitValue else { return false }
        return value < radix
    }

    // MARK: - Tokens

    private func make(_ kind: SwiftTokenKind, _ text: String, _ location: SourceLocation, _ spaceBefore: Bool, _ newlineBefore: Bool) -> SwiftToken {
        SwiftToken(kind: kind, text: text, location: location, spaceBefore: spaceBefore, newlineBefore: newlineBefore)
    }

    /// Lexes one token at `index` (not trivia), or diagnoses and skips one character.
    private mutating func lexToken(spaceBefore: Bool, newlineBefore: Bool, location: SourceLocation) -> SwiftToken? {
        let c = chars[index]
        if Self.isIdentifierStart(c) || (c == "$" && peek(1).map(Self.isIdentifierContinue) == true) {
            var name = String(c)
            advance()
            while index < chars.count, Self.isIdentifierContinue(chars[index]) { name.append(chars[index]); advance() }
            let kind: SwiftTokenKind = swiftReservedWords.contains(name) ? .keyword : .identifier
            return make(kind, name, location, spaceBefore, newlineBefore)
        }
        if c == "`" {
            advance()
            var name = ""
            while index < chars.count, chars[index] != "`", !isNewline(chars[index]) { name.append(chars[index]); advance() }
            if index < chars.count, chars[index] == "`", !name.isEmpty {
                advance()
            } else {
                error("unterminated '`' in identifier", at: location)
                if name.isEmpty { return nil }
            }
            var token = make(.identifier, name, location, spaceBefore, newlineBefore)
            token.escaped = true
            return token
        }
        if c.isASCII, c.isNumber {
            return lexNumber(location, spaceBefore, newlineBefore)
        }
        if c == "\"" {
            return lexString(pounds: 0, location, spaceBefore, newlineBefore)
        }
        if c == "#" {
            var pounds = 0
            while peek(pounds) == "#" { pounds += 1 }
            if peek(pounds) == "\"" {
                for _ in 0..<pounds { advance() }
                return lexString(pounds: pounds, location, spaceBefore, newlineBefore)
            }
            if peek(pounds) == "/" {
                return lexExtendedRegex(pounds: pounds, location, spaceBefore, newlineBefore)
            }
            if pounds == 1, let next = peek(1), Self.isIdentifierStart(next) {
                advance()
                var name = ""
                while index < chars.count, Self.isIdentifierContinue(chars[index]) { name.append(chars[index]); advance() }
                return make(.pound, name, location, spaceBefore, newlineBefore)
            }
            advance()
            error("unexpected '#'", at: location)
            return nil
        }
        if c == "@" {
            if let next = peek(1), Self.isIdentifierStart(next) {
                advance()
                var name = ""
                while index < chars.count, Self.isIdentifierContinue(chars[index]) { name.append(chars[index]); advance() }
                return make(.attribute, name, location, spaceBefore, newlineBefore)
            }
            advance()
            error("expected an attribute name after '@'", at: location)
            return nil
        }
        if "(){}[],:;\\".contains(c) {
            advance()
            return make(.punctuation, String(c), location, spaceBefore, newlineBefore)
        }
        if c == "/", let regex = lexBareRegex(location, spaceBefore, newlineBefore) {
            return regex
        }
        if c == "." || Self.operatorCharacters.contains(c) {
            return lexOperator(location, spaceBefore, newlineBefore)
        }
        advance()
        error("unexpected character '\(c.unicodeScalars.map { $0.isASCII && $0.value >= 32 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined())'", at: location)
        return nil
    }

    /// The previous token does not end an operand: an operator here is not binary.
    private var atOperandStart: Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .punctuation: return ["(", "[", "{", ",", ":", ";", "->"].contains(previous.text)
        case .prefixOperator, .binaryOperator: return true
        case .keyword: return Self.regexKeywords.contains(previous.text)
        case .identifier: return previous.text == "await" && !previous.escaped
        case .postfixOperator:
            // `try? /^[0-9]*$/.wholeMatch(in: code)`: `try?` and `try!` begin an operand.
            return (previous.text == "?" || previous.text == "!") && beforePrevious?.kind == .keyword && beforePrevious?.text == "try"
        case .integer, .float, .string, .regex, .attribute, .pound, .endOfFile:
            return false
        }
    }

    private mutating func lexOperator(_ location: SourceLocation, _ spaceBefore: Bool, _ newlineBefore: Bool) -> SwiftToken {
        let leftBound = !spaceBefore && !atOperandStartForBinding
        let first = chars[index]
        var text = ""
        if first == "." {
            guard peek(1) == "." else {
                advance()
                return make(.punctuation, ".", location, spaceBefore, newlineBefore)
            }
            while index < chars.count, chars[index] == "." || Self.operatorCharacters.contains(chars[index]), !startsComment {
                text.append(chars[index]); advance()
            }
        } else if leftBound, first == "?" || first == "!", peek(1) != "=", !(first == "?" && peek(1) == "?") {
            advance()
            return make(.postfixOperator, String(first), location, spaceBefore, newlineBefore)
        } else {
            while index < chars.count, Self.operatorCharacters.contains(chars[index]), !startsComment {
                text.append(chars[index]); advance()
            }
        }
        if text == "->" { return make(.punctuation, "->", location, spaceBefore, newlineBefore) }
        if text == "=" { return make(.binaryOperator, "=", location, spaceBefore, newlineBefore) }
        var rightBound = false
        if index < chars.count {
            let next = chars[index]
            rightBound = !next.isWhitespace && !")]},;:".contains(next) && !startsComment && !(leftBound && next == ".")
        }
        let kind: SwiftTokenKind
        if text == "?" && !leftBound {
            kind = .binaryOperator
        } else if leftBound == rightBound {
            kind = .binaryOperator
        } else {
            kind = leftBound ? .postfixOperator : .prefixOperator
        }
        return make(kind, text, location, spaceBefore, newlineBefore)
    }

    /// The previous token is an opening bracket, separator or nothing: an
    /// operator right after it is not bound on its left.
    private var atOperandStartForBinding: Bool {
        guard let previous else { return true }
        return previous.kind == .punctuation && ["(", "[", "{", ",", ":", ";"].contains(previous.text)
    }

    private var startsComment: Bool {
        chars[index] == "/" && (peek(1) == "/" || peek(1) == "*")
    }

    private mutating func lexNumber(_ location: SourceLocation, _ spaceBefore: Bool, _ newlineBefore: Bool) -> SwiftToken {
        // After a member-access `.` (`tuple.0.1`) only digits: no fraction.
        let afterDot = previous?.isPunctuation(".") == true && !spaceBefore
        var text = ""
        var isFloat = false
        func take(_ lexer: inout SwiftLexer, _ text: inout String) {
            text.append(lexer.chars[lexer.index]); lexer.advance()
        }
        var radix = 10
        if chars[index] == "0", let p = peek(1), p == "x" || p == "o" || p == "b" {
            radix = p == "x" ? 16 : p == "o" ? 8 : 2
            take(&self, &text); take(&self, &text)
        }
        while index < chars.count, Self.isDigit(chars[index], radix: radix) || chars[index] == "_" { take(&self, &text) }
        if !afterDot, index < chars.count, chars[index] == ".", let next = peek(1), Self.isDigit(next, radix: radix) {
            isFloat = true
            take(&self, &text)
            while index < chars.count, Self.isDigit(chars[index], radix: radix) || chars[index] == "_" { take(&self, &text) }
        }
        if !afterDot, index < chars.count {
            let e = chars[index]
            let isExponent = radix == 16 ? (e == "p" || e == "P") : radix == 10 && (e == "e" || e == "E")
            let next = peek(1)
            let signed = (next == "+" || next == "-") && peek(2).map { Self.isDigit($0, radix: 10) } == true
            if isExponent, signed || next.map({ Self.isDigit($0, radix: 10) }) == true {
                isFloat = true
                take(&self, &text)
                if signed { take(&self, &text) }
                while index < chars.count, Self.isDigit(chars[index], radix: 10) || chars[index] == "_" { take(&self, &text) }
            }
        }
        if index < chars.count, Self.isIdentifierContinue(chars[index]) {
            let bad = here
            while index < chars.count, Self.isIdentifierContinue(chars[index]) { take(&self, &text) }
            error("'\(text)' is not a valid number literal", at: bad)
        }
        return make(isFloat ? .float : .integer, text, location, spaceBefore, newlineBefore)
    }

    // MARK: - Strings

    /// Lexes a string literal; `index` is at the opening `"` (after any `#`).
    private mutating func lexString(pounds: Int, _ location: SourceLocation, _ spaceBefore: Bool, _ newlineBefore: Bool) -> SwiftToken {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        let start = index - pounds
        let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: pounds)
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        var segments: [SwiftStringSegment] = []
        var text = ""
        var terminated = false
        // Multi-line: the text starts on the line after the opening delimiter.
        if multiline {
            while index < chars.count, chars[index] != "\n", chars[index] != "\r\n", chars[index] != "\r", chars[index].isWhitespace { advance() }
            if index < chars.count, isNewline(chars[index]) { advance() } else { error("multi-line string literal content must begin on a new line", at: here) }
        }
        while index < chars.count {
            let c = chars[index]
            if matches(closing) {
                for _ in 0..<closing.count { advance() }
                terminated = true
                break
            }
            if !multiline, isNewline(c) { break }
            if c == "\\", matches("\\" + String(repeating: "#", count: pounds)) {
                let escapeLocation = here
                for _ in 0...pounds { advance() }
                guard index < chars.count else { break }
                let e = chars[index]
                switch e {
                case "n": text.append("\n"); advance()
                case "t": text.append("\t"); advance()
                case "r": text.append("\r"); advance()
                case "0": text.append("\0"); advance()
                case "\\", "\"", "'": text.append(e); advance()
                case "u":
                    advance()
                    text.append(lexUnicodeEscape(at: escapeLocation))
                case "(":
                    advance()
                    if interpolationDepth >= Self.maxInterpolationDepth {
                        error("string interpolation is nested too deeply (more than \(Self.maxInterpolationDepth) levels)", at: escapeLocation)
                        text.append("\\(")
                        continue
                    }
                    if !text.isEmpty { segments.append(.text(text)); text = "" }
                    interpolationDepth += 1
                    let inner = lexTokens(interpolation: true, singleLine: !multiline)
                    interpolationDepth -= 1
                    segments.append(.interpolation(inner))
                default:
                    if multiline, isNewline(e) {
                        advance() // a line continuation: the line break is not part of the text
                    } else {
                        error("invalid escape sequence in string literal", at: escapeLocation)
                        text.append(e); advance()
                    }
                }
                continue
            }
            text.append(c)
            advance()
        }
        if !terminated { error("unterminated string literal", at: location) }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        if multiline { segments = Self.strippingIndentation(segments) }
        var token = make(.string, String(chars[start..<index]), location, spaceBefore, newlineBefore)
        token.segments = segments
        token.multiline = multiline
        return token
    }

    /// `\u{…}` after the `u`: one to eight hex digits in braces.
    private mutating func lexUnicodeEscape(at location: SourceLocation) -> String {
        guard index < chars.count, chars[index] == "{" else {
            error("expected '{' in \\u{…} escape", at: location)
            return ""
        }
        advance()
        var digits = ""
        while index < chars.count, Self.isDigit(chars[index], radix: 16), digits.count < 8 { digits.append(chars[index]); advance() }
        guard index < chars.count, chars[index] == "}", let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            error("invalid \\u{…} escape", at: location)
            return ""
        }
        advance()
        return String(Character(scalar))
    }

    /// Removes the closing delimiter's indentation from every line of a
    /// multi-line string, and the line break before the delimiter.
    private static func strippingIndentation(_ segments: [SwiftStringSegment]) -> [SwiftStringSegment] {
        guard case .text(let last)? = segments.last else { return segments }
        let lastLine = last.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard lastLine.allSatisfy({ $0 == " " || $0 == "\t" }) else { return segments }
        let indent = lastLine
        var out: [SwiftStringSegment] = []
        var atLineStart = true
        for (i, segment) in segments.enumerated() {
            switch segment {
            case .interpolation:
                out.append(segment)
                atLineStart = false
            case .text(let text):
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for j in lines.indices where (j > 0 || atLineStart) && lines[j].hasPrefix(indent) {
                    lines[j].removeFirst(indent.count)
                }
                if i == segments.count - 1 {
                    lines.removeLast() // the delimiter's own line
                    out.append(.text(lines.joined(separator: "\n")))
                    if case .text("")? = out.last, out.count > 1 { out.removeLast() }
                } else {
                    out.append(.text(lines.joined(separator: "\n")))
                }
                atLineStart = text.hasSuffix("\n")
            }
        }
        return out
    }

    private func matches(_ text: String) -> Bool {
        var i = index
        for c in text {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
        }
        return true
    }

    // MARK: - Regex literals

    /// `#/…/#` (any number of `#`); `index` is at the first `#`.
    private mutating func lexExtendedRegex(pounds: Int, _ location: SourceLocation, _ spaceBefore: Bool, _ newlineBefore: Bool) -> SwiftToken {
        let start = index
        for _ in 0...pounds { advance() }
        let closing = "/" + String(repeating: "#", count: pounds)
        while index < chars.count {
            if matches(closing) {
                for _ in 0..<closing.count { advance() }
                return make(.regex, String(chars[start..<index]), location, spaceBefore, newlineBefore)
            }
            if chars[index] == "\\" { advance() }
            advance()
        }
        error("unterminated regex literal", at: location)
        return make(.regex, String(chars[start..<index]), location, spaceBefore, newlineBefore)
    }

    /// A bare `/…/` regex literal at `index`, if Swift's heuristic accepts one here.
    private mutating func lexBareRegex(_ location: SourceLocation, _ spaceBefore: Bool, _ newlineBefore: Bool) -> SwiftToken? {
        guard atOperandStart, let next = peek(1), !next.isWhitespace, next != "/", next != "*" else { return nil }
        var i = index + 1
        var parens = 0
        var inClass = false
        while i < chars.count, !isNewline(chars[i]) {
            let c = chars[i]
            if c == "\\" {
                if i + 1 < chars.count, isNewline(chars[i + 1]) { return nil }
                i += 2
                continue
            }
            if inClass {
                if c == "]" { inClass = false }
            } else if c == "[" {
                inClass = true
            } else if c == "(" {
                parens += 1
            } else if c == ")" {
                if parens == 0 { return nil }
                parens -= 1
            } else if c == "/" {
                guard !chars[i - 1].isWhitespace else { return nil }
                let start = index
                while index <= i { advance() }
                return make(.regex, String(chars[start..<index]), location, spaceBefore, newlineBefore)
            }
            i += 1
        }
        return nil
    }
}
