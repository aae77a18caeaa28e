import StateCheckLanguage

/// The cancellation move on an app's Swift file, as the `.model` move
/// `ignoreCancellation` makes it: a load whose task was cancelled puts back
/// the state its start mutation replaced instead of showing the
/// `CancellationError` as a failure.
///
/// Recognised shape, found with the parser's source locations: a function
/// whose body holds, at its top level, a start mutation `x = …`,
/// `self.x = …` or a method called on `x` (`x.startLoading()`) on a line of its own and after it a `do { … } catch { … }`
/// whose bare `catch` assigns the same `x`. The rewrite
///
/// 1. inserts `let previous = x` on the line before the start mutation;
/// 2. inserts the clause `catch is CancellationError { x = previous }` before
///    the bare `catch`, so `} catch {` becomes
///    `} catch is CancellationError { … } catch {` — the Swift spelling of
///    the `.model` move's `if error is CancellationError { x = previous } else { … }`.
///
/// A function that already names `previous`, or whose `do` already has a
/// `catch is CancellationError`, is left alone; the move applies when some
/// function changed. Whether the result is better is decided by checking it.
package enum SwiftRestoreOnCancellation {
    /// The move on the methods of the type `screen` (its declaration and
    /// its extensions), named as the `.model` one so that both front ends'
    /// reports agree. Only the screen's own code changes: a file's other
    /// screens are not what the search checks.
    package static func ignore(in screen: String) -> DesignMove {
        DesignMove(
            name: "ignoreCancellation",
            summary: "ignore `CancellationError`: a cancelled load puts back the state it replaced (`catch is CancellationError`) instead of showing a failure"
        ) { apply(to: $0, in: screen) }
    }

    /// One insertion of text at a 1-based line and column of the original.
    struct Insertion {
        /// The 1-based line of the original text.
        var line: Int
        /// The 1-based column (in characters) the text goes before.
        var column: Int
        /// The text inserted, line breaks included.
        var text: String
    }

    /// The rewritten Swift text, or nil when `text` lacks the shape: the
    /// functions of the type `screen` when given, else every function.
    package static func apply(to text: String, in screen: String? = nil) -> String? {
        // Lines are split at "\n", and "\r\n" is one Character: a CRLF file is left alone.
        guard !text.contains("\r\n"), !text.contains("\r") else { return nil }
        let file = SwiftParser.parse(text, file: "suggest.swift")
        guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        var insertions: [Insertion] = []
        for body in functionBodies(file.items, in: screen) {
            insertions += rewrite(body, lines: lines)
        }
        guard !insertions.isEmpty else { return nil }
        // Later positions first, so earlier locations stay valid.
        for ins in insertions.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) }) {
            guard lines.indices.contains(ins.line - 1), ins.column - 1 <= lines[ins.line - 1].count else { return nil }
            lines[ins.line - 1].insert(contentsOf: ins.text, at: ins.column - 1)
        }
        return lines.map { String($0) }.joined(separator: "\n")
    }

    /// The insertions for one function body, empty when it lacks the shape.
    static func rewrite(_ body: [SwiftStmt], lines: [[Character]]) -> [Insertion] {
        var usesPrevious = false
        for s in body {
            s.forEachExpression { e in if case .identifier("previous") = e.kind { usesPrevious = true } }
            if case .declaration(let d) = s.kind, case .variable(let v) = d.kind,
               v.bindings.contains(where: { if case .identifier("previous") = $0.pattern.kind { true } else { false } }) { usesPrevious = true }
        }
        guard !usesPrevious else { return [] }
        for (index, statement) in body.enumerated() {
            guard case .doStmt(_, _, let catches) = statement.kind,
                  !catches.contains(where: isCancellationClause),
                  let bare = catches.first(where: { $0.items.isEmpty }),
                  let x = bare.body.lazy.compactMap(assignedVariable).first,
                  let start = body[..<index].first(where: { assignedVariable($0) == x || calledOn($0) == x }),
                  let startLine = line(start.location.line, in: lines),
                  let catchLine = line(bare.location.line, in: lines) else { continue }
            let pad = indentation(startLine)
            // The start mutation begins its line: the new line goes before it.
            guard start.location.column == pad.count + 1 else { continue }
            let catchPad = String(indentation(catchLine))
            return [
                Insertion(line: start.location.line, column: 1, text: "\(String(pad))let previous = \(x)\n"),
                Insertion(line: bare.location.line, column: bare.location.column,
                          text: "catch is CancellationError {\n\(catchPad)    \(x) = previous\n\(catchPad)} "),
            ]
        }
        return []
    }

    /// `x` of a statement `x.method(…)` or `self.x.method(…)`, spelled as
    /// written: a method called for its effect on the state, such as the
    /// talk's mutating `startLoading()`.
    static func calledOn(_ s: SwiftStmt) -> String? {
        guard case .expression(let e) = s.kind, case .call(let callee, _, _) = e.kind,
              case .member(let base, _) = callee.kind else { return nil }
        switch base.kind {
        case .identifier(let name): return name
        case .member(let inner, let name):
            if case .identifier("self") = inner.kind { return "self.\(name)" }
            return nil
        default: return nil
        }
    }

    /// `catch is CancellationError`.
    static func isCancellationClause(_ clause: SwiftCatchClause) -> Bool {
        clause.items.contains { item in
            if case .isType(let t) = item.pattern.kind { return t.simpleName == "CancellationError" }
            return false
        }
    }

    /// `x` of a statement `x = …` or `self.x = …`, spelled as written.
    static func assignedVariable(_ s: SwiftStmt) -> String? {
        guard case .expression(let e) = s.kind, case .binary("=", let target, _) = e.kind else { return nil }
        switch target.kind {
        case .identifier(let name): return name
        case .member(let base, let name):
            if case .identifier("self") = base.kind { return "self.\(name)" }
            return nil
        default: return nil
        }
    }

    /// The bodies of the functions of `items`: with `screen`, the methods of
    /// the top-level type of that name and of its extensions; without it,
    /// top-level functions and the methods of every type and extension.
    static func functionBodies(_ items: [SwiftStmt], in screen: String?) -> [[SwiftStmt]] {
        func bodies(_ d: SwiftDecl) -> [[SwiftStmt]] {
            switch d.kind {
            case .function(let f): return f.body.map { [$0] } ?? []
            case .type(let t): return t.members.flatMap(bodies)
            default: return []
            }
        }
        return items.flatMap { s -> [[SwiftStmt]] in
            guard case .declaration(let d) = s.kind else { return [] }
            guard let screen else { return bodies(d) }
            guard case .type(let t) = d.kind else { return [] }
            let name = t.keyword == .extensionKeyword ? t.extendedType?.simpleName : t.name
            return name == screen ? bodies(d) : []
        }
    }

    /// The 1-based line `number` of `lines`, nil past the end.
    static func line(_ number: Int, in lines: [[Character]]) -> [Character]? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// The spaces and tabs that start `line`.
    static func indentation(_ line: [Character]) -> [Character] {
        Array(line.prefix { $0 == " " || $0 == "\t" })
    }
}
