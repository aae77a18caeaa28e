// The Swift parser's entry point, token access, statement and member lists,
// and error recovery. The grammar lives in the `SwiftParser+…` files.
import StateCheckLanguage

/// A syntax error thrown inside the parser and caught by the nearest
/// statement, member or case list, which records it and skips ahead.
struct SwiftParseFailure: Error {
    /// What was expected, naming the construct.
    var message: String
    /// The token the error is about.
    var position: Int
}

/// Parses Swift source text into a `SwiftSourceFile`.
///
/// Every input ends in a tree and diagnostics: an error is reported once
/// (`path:line:col: error: expected '{' in 'if' statement, found ')'`), the
/// tokens up to the next statement or declaration boundary are skipped
/// (brackets balanced), and parsing goes on. Nesting deeper than
/// `maxDepth` is diagnosed; work is linear in the input apart from bounded
/// lookahead for generic arguments and closure signatures.
package struct SwiftParser {
    /// How deep expressions, statements, types and patterns may nest.
    package static let maxDepth = 200

    var tokens: [SwiftToken]
    var position = 0
    let file: String
    var diagnostics: [Diagnostic] = []
    var depth = 0
    /// False in the head of `if`, `guard`, `while`, `switch`, `for` and
    /// `catch`, where `{` opens the body rather than a trailing closure.
    var allowsTrailingClosure = true
    /// Tokens split in two (`>>` in `A<B<C>>`), as (position, original), so
    /// a failed speculation can undo them.
    var splits: [(Int, SwiftToken)] = []

    init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens.isEmpty
            ? [SwiftToken(kind: .endOfFile, text: "", location: SourceLocation(line: 1, column: 1), spaceBefore: true, newlineBefore: true)]
            : tokens
        self.file = file
    }

    /// Lexes and parses `source`.
    ///
    /// - Parameters:
    ///   - source: the file's text.
    ///   - file: the path diagnostics name.
    ///   - respelling: the module's overloaded methods, spelt apart by their labels.
    /// - Returns: the tree and every lexical and syntax diagnostic, in source order.
    package static func parse(_ source: String, file: String, respelling: OverloadedMethods? = nil) -> SwiftSourceFile {
        runWithLargeStack {
            var (tokens, lexical) = SwiftLexer.tokenize(source, file: file)
            if let respelling { tokens = respelling.respell(tokens) }
            // Every node's location names its file: a module's screen reads
            // declarations of several files, and what it cites must say which.
            for i in tokens.indices { tokens[i].location.file = file }
            var parser = SwiftParser(tokens: tokens, file: file)
            let items = parser.parseStatementList(topLevel: true) { $0.kind == .endOfFile }
            let diagnostics = (lexical + parser.diagnostics).enumerated().sorted {
                ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
            }.map(\.element)
            return SwiftSourceFile(path: file, items: items, diagnostics: diagnostics)
        }
    }

    // MARK: - Tokens

    /// The current token (the last token is always `.endOfFile`).
    var current: SwiftToken { tokens[position] }

    /// The token `offset` after the current one (clamped to the end).
    func peek(_ offset: Int = 1) -> SwiftToken {
        tokens[min(max(position + offset, 0), tokens.count - 1)]
    }

    /// Moves past the current token and returns it.
    @discardableResult
    mutating func advance() -> SwiftToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    /// Consumes the punctuation `symbol` if it is next.
    mutating func consume(_ symbol: String) -> Bool {
        guard current.isPunctuation(symbol) else { return false }
        advance()
        return true
    }

    /// Consumes the keyword `word` if it is next.
    mutating func consumeKeyword(_ word: String) -> Bool {
        guard current.isKeyword(word) else { return false }
        advance()
        return true
    }

    /// Consumes the punctuation `symbol` or fails naming `construct`.
    @discardableResult
    mutating func expect(_ symbol: String, in construct: String) throws(SwiftParseFailure) -> SwiftToken {
        guard current.isPunctuation(symbol) else { throw failure("expected '\(symbol)' in \(construct)") }
        return advance()
    }

    /// A failure at the current token: `message, found 'x'`.
    func failure(_ message: String) -> SwiftParseFailure {
        SwiftParseFailure(message: "\(message), found \(current.quoted)", position: position)
    }

    /// A name: an identifier, or a keyword where Swift allows one (labels, members).
    mutating func expectName(in construct: String) throws(SwiftParseFailure) -> String {
        guard current.kind == .identifier else { throw failure("expected a name in \(construct)") }
        return advance().text
    }

    /// One nesting level deeper; call `depth -= 1` when done (not when it throws).
    ///
    /// Every level of the tree being built counts, so the tree's height (and
    /// the stack of every later walk over it) is bounded: brackets, closures,
    /// statements, generic argument lists, and also each operator of one chain
    /// (`a + b + c` leans left), each `?` or `.Member` after a type and each
    /// step of a postfix chain.
    mutating func nest() throws(SwiftParseFailure) {
        guard depth < Self.maxDepth else { throw SwiftParseFailure(message: Self.tooDeep, position: position) }
        depth += 1
    }

    /// The error of input nested deeper than `maxDepth`, with what counts and what to do.
    static let tooDeep = "nesting is too deep (more than \(maxDepth) levels): brackets, closures, generic arguments, "
        + "type suffixes ('?', '.Member') and the operators of one chain each count a level; this statement is not read "
        + "(split it into shorter ones)"

    /// The current token is a `<` right after the previous token: generic arguments may follow.
    var atGenericOpen: Bool { current.isOperator && current.text == "<" && !current.spaceBefore }

    /// The current token starts with `>`: splits `>>`, `>?` and `>=` so the first `>` can close a generic list.
    mutating func consumeGenericClose() -> Bool {
        guard current.isOperator, current.text.hasPrefix(">") else { return false }
        if current.text == ">" {
            advance()
            return true
        }
        splits.append((position, current))
        var rest = current
        rest.text.removeFirst()
        rest.location.column += 1
        rest.spaceBefore = false
        rest.newlineBefore = false
        if rest.text == "?" || rest.text == "!" { rest.kind = .postfixOperator }
        tokens[position] = rest
        return true
    }

    /// Runs `body` from the current position; on failure restores the
    /// position, diagnostics and token splits and returns nil.
    mutating func speculate<T>(_ body: (inout SwiftParser) throws(SwiftParseFailure) -> T?) -> T? {
        let saved = (position, diagnostics.count, splits.count, depth, allowsTrailingClosure)
        if let result = try? body(&self) { return result }
        while splits.count > saved.2, let (index, token) = splits.popLast() { tokens[index] = token }
        position = saved.0
        diagnostics.removeSubrange(saved.1...)
        depth = saved.3
        allowsTrailingClosure = saved.4
        return nil
    }

    // MARK: - Lists and recovery

    /// Parses statements until `stop` holds for the current token (not consumed) or the input ends;
    /// `topLevel` for a file's items (a `#macro` there is a declaration).
    mutating func parseStatementList(topLevel: Bool = false, stop: (SwiftToken) -> Bool) -> [SwiftStmt] {
        var items: [SwiftStmt] = []
        let baseDepth = depth
        while current.kind != .endOfFile, !stop(current) {
            if consume(";") { continue }
            let start = position
            do throws(SwiftParseFailure) {
                items.append(try parseStatement(topLevel: topLevel))
                if !current.newlineBefore, current.kind != .endOfFile, !current.isPunctuation(";"),
                   !current.isPunctuation("}"), !stop(current) {
                    throw failure("consecutive statements on a line must be separated by ';'")
                }
            } catch {
                record(error)
                recover(from: start, past: error.position, stop: stop)
                depth = baseDepth
            }
        }
        return items
    }

    /// Parses the members of a type body up to its `}` (not consumed).
    mutating func parseMemberList(in construct: String) -> [SwiftDecl] {
        var members: [SwiftDecl] = []
        let baseDepth = depth
        let stop: (SwiftToken) -> Bool = { $0.isPunctuation("}") }
        while current.kind != .endOfFile, !stop(current) {
            if consume(";") { continue }
            let start = position
            do throws(SwiftParseFailure) {
                if current.kind == .pound, current.text == "if" {
                    members.append(try parseIfConfigDecl(members: true))
                } else {
                    guard let decl = try parseDeclaration() else {
                        throw failure("expected a declaration in \(construct)")
                    }
                    members.append(decl)
                }
            } catch {
                record(error)
                recover(from: start, past: error.position, stop: stop)
                depth = baseDepth
            }
        }
        return members
    }

    /// Records a failure as a diagnostic.
    mutating func record(_ error: SwiftParseFailure) {
        let token = tokens[min(error.position, tokens.count - 1)]
        diagnostics.append(Diagnostic(file: file, line: token.location.line, column: token.location.column, message: error.message))
    }

    /// Skips from `start` past the failing token to the next boundary and
    /// leaves the boundary token to the caller: a `}` closing an enclosing
    /// block, a `;` or a line break outside brackets, a line that starts a
    /// statement or declaration (even inside an unclosed `(` or `[`), or a
    /// token `stop` accepts. Without `atLines` only brackets and `stop`
    /// count (a `switch` resumes at the next `case`). Always consumes at
    /// least one token. The caller restores `depth` to its own level: a
    /// list nested 150 levels deep stays 150 levels deep after an error.
    mutating func recover(from start: Int, past errorPosition: Int, atLines: Bool = true, stop: (SwiftToken) -> Bool) {
        splits = [] // the scan below only counts brackets
        allowsTrailingClosure = true
        position = start
        var open: [String] = []
        var counts: [String: Int] = [:] // open brackets by kind, so each check is O(1)
        var first = true
        while current.kind != .endOfFile {
            let token = current
            if !first {
                let braceOpen = counts["{", default: 0] > 0
                if token.isPunctuation("}"), !braceOpen { return }
                if position >= errorPosition, open.isEmpty {
                    if stop(token) { return }
                    if atLines, token.isPunctuation(";") { advance(); return }
                    if atLines, token.newlineBefore { return }
                }
                if atLines, position >= errorPosition, token.newlineBefore, !braceOpen, startsStatement(token) { return }
            }
            first = false
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{":
                    open.append(token.text)
                    counts[token.text, default: 0] += 1
                case ")", "]", "}":
                    let opener = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                    if counts[opener, default: 0] > 0 {
                        while let last = open.popLast() {
                            counts[last, default: 0] -= 1
                            if last == opener { break }
                        }
                    }
                default:
                    break
                }
            }
            advance()
        }
    }

    /// `token` can only start a statement or declaration (a keyword such as `let` or `func`, an attribute, `#if`).
    func startsStatement(_ token: SwiftToken) -> Bool {
        switch token.kind {
        case .attribute, .pound: return true
        case .keyword:
            return ["let", "var", "func", "if", "guard", "for", "while", "switch", "return", "struct", "class", "enum",
                    "protocol", "extension", "import", "init", "do", "defer", "throw", "case", "default", "repeat",
                    "private", "fileprivate", "public", "internal", "static", "typealias", "deinit", "subscript"].contains(token.text)
        case .identifier, .integer, .float, .string, .regex, .prefixOperator, .postfixOperator, .binaryOperator,
             .punctuation, .endOfFile:
            return false
        }
    }
}
