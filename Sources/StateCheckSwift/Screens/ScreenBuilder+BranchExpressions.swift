import StateCheckLanguage

// `selectedSeason = if isLoggedIn { seasons.first } else { nil }`,
// `return switch filter { case .all: items; case .unread: unread }`: an
// `if` or `switch` expression (Swift 5.9) is the statement of the same
// shape whose every branch does, with its value, what the code around the
// expression does (assigns it, returns it). Nothing is abstracted: the
// statement form is what Swift runs.

extension ScreenBuilder {
    /// The statement form of `value`, an `if` or `switch` expression, each
    /// branch's value handed to `use`; nil when `value` is neither, or a
    /// branch does not end in a value (or a `throw`).
    static func distributing(_ value: SwiftExpr, at loc: SourceLocation, _ use: (SwiftExpr) -> SwiftStmt) -> SwiftStmt? {
        switch value.kind {
        case .ifExpr(let i):
            guard let branched = distributing(i, use) else { return nil }
            return SwiftStmt(kind: .ifStmt(branched), location: loc)
        case .switchExpr(var sw):
            for (k, c) in sw.cases.enumerated() {
                guard let body = distributing(c.body, use) else { return nil }
                sw.cases[k].body = body
            }
            return SwiftStmt(kind: .switchStmt(sw), location: loc)
        default:
            return nil
        }
    }

    private static func distributing(_ i: SwiftIf, _ use: (SwiftExpr) -> SwiftStmt) -> SwiftIf? {
        var i = i
        guard let body = distributing(i.body, use) else { return nil }
        i.body = body
        switch i.elseBranch {
        case nil:
            return nil
        case .block(let stmts, let location)?:
            guard let body = distributing(stmts, use) else { return nil }
            i.elseBranch = .block(body, location: location)
        case .elseIf(let inner, let location)?:
            guard let branched = distributing(inner, use) else { return nil }
            i.elseBranch = .elseIf(branched, location: location)
        }
        return i
    }

    /// A branch's statements with its value, the last one, handed to `use`.
    private static func distributing(_ stmts: [SwiftStmt], _ use: (SwiftExpr) -> SwiftStmt) -> [SwiftStmt]? {
        guard let last = stmts.last else { return nil }
        switch last.kind {
        case .throwStmt:
            return stmts
        case .expression(let e):
            let inner = distributing(e, at: last.location, use) ?? use(e)
            return stmts.dropLast() + [inner]
        default:
            return nil
        }
    }
}
