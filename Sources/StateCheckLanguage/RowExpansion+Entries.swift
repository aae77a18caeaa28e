// The entries of per-row state: `d[key]`, `d[key] = v`, `d[key] = nil`,
// `d.removeValue(forKey: key)`, `s.insert(key)`, `s.remove(key)`,
// `s.contains(key)`, `removeAll()`, `isEmpty` and `count`, each rewritten
// into the per-row variables; anything else on them is an error.

extension RowExpansion {
    /// The operations per-row state offers, for the diagnostics.
    static let operations = "d[key], d[key] = v, d[key] = nil, d.removeValue(forKey: key), s.insert(key), s.remove(key), s.contains(key), removeAll(), isEmpty and count"

    /// The per-row collection `e` names, if any.
    func collection(_ e: Expr) -> RowCollectionDecl? {
        guard case .identifier(let name) = e.kind, substitutions[name] == nil else { return nil }
        return collections[name]
    }

    /// The row a key names literally (`.row1`, `Row.row1`), if any.
    func literalRow(_ key: Expr) -> String? {
        switch key.kind {
        case .implicitMember(let name, nil) where rows.contains(name): return name
        case .member(let base, let name, false) where rows.contains(name):
            if case .identifier(Self.rowType) = base.kind { return name }
            return nil
        default: return nil
        }
    }

    /// Whether a key can be read several times without changing anything:
    /// a name, a member of one, a row case.
    static func isPlain(_ key: Expr) -> Bool {
        switch key.kind {
        case .identifier, .implicitMember(_, nil): return true
        case .member(let base, _, _), .forceUnwrap(let base): return isPlain(base)
        default: return false
        }
    }

    static func slot(_ c: RowCollectionDecl, _ row: String, at loc: SourceLocation) -> Expr {
        Expr(kind: .identifier(c.slotName(row)), location: loc)
    }

    /// The stand-in for an expression that has an error: the checker stays quiet about it.
    mutating func poisoned(at loc: SourceLocation) -> Expr {
        poisoned.insert(Self.poisonedName)
        return Expr(kind: .identifier(Self.poisonedName), location: loc)
    }

    /// The entry of `key` in `c` (its optional value, or whether a set holds it).
    mutating func read(_ c: RowCollectionDecl, key: Expr, at loc: SourceLocation) -> Expr {
        if let row = literalRow(key) { return Self.slot(c, row, at: loc) }
        guard Self.isPlain(key) else {
            error("the key of '\(c.name)' must be a name or a row (.row1); bind it first: 'let key = …'", at: key.location)
            return poisoned(at: loc)
        }
        let k = expression(key)
        // A per-row handler's row in its `when` is replaced by its case (`.row1`).
        if let row = literalRow(k) { return Self.slot(c, row, at: loc) }
        guard let last = rows.last else { return poisoned(at: loc) }
        var result = Self.slot(c, last, at: loc)
        for row in rows.dropLast().reversed() {
            let test = Expr(kind: .binary(.equal, k, Expr(kind: .implicitMember(name: row, arguments: nil), location: loc)), location: loc)
            result = Expr(kind: .ternary(condition: test, then: Self.slot(c, row, at: loc), else: result), location: loc)
        }
        return result
    }

    /// `body(row)` for the row `key` holds: the body itself for a row case,
    /// else a `switch` over the key with one case per row.
    mutating func dispatch(_ key: Expr, at loc: SourceLocation, _ body: (String) -> [Stmt]) -> [Stmt] {
        if let row = literalRow(key) { return body(row) }
        let cases = rows.map { row in
            SwitchCase(patterns: [Pattern(kind: .enumCase(type: nil, name: row, arguments: nil), location: loc)], body: body(row), location: loc)
        }
        return [Stmt(kind: .switchStatement(subject: expression(key), cases: cases), location: loc)]
    }

    static func assign(_ c: RowCollectionDecl, _ row: String, _ value: Expr, at loc: SourceLocation) -> Stmt {
        Stmt(kind: .assign(target: Self.slot(c, row, at: loc), op: .assign, value: value), location: loc)
    }

    /// What a statement on per-row state becomes; nil for every other statement.
    mutating func entryStatement(_ s: Stmt) -> [Stmt]? {
        let loc = s.location
        switch s.kind {
        case .assign(let target, let op, let value):
            guard case .subscript(let base, let key) = target.kind, let c = collection(base) else { return nil }
            guard case .dictionary = c.kind else {
                error("a set of rows has no subscript; write '\(c.name).insert(key)' or '\(c.name).remove(key)'", at: target.location)
                return []
            }
            guard op == .assign else {
                error("'\(op.rawValue)' on an entry of '\(c.name)' is not modelled; write '\(c.name)[key] = …'", at: loc)
                return []
            }
            let v = expression(value)
            return dispatch(key, at: loc) { row in [Self.assign(c, row, v, at: loc)] }
        case .expression(let e):
            guard case .call(let callee, let args) = e.kind, case .member(let base, let name, false) = callee.kind,
                  let c = collection(base) else { return nil }
            let isSet = c.kind == .set
            switch (name, args.map(\.label), isSet) {
            case ("insert", [nil], true), ("remove", [nil], true):
                let flag = Expr(kind: .boolLiteral(name == "insert"), location: loc)
                return dispatch(args[0].value, at: loc) { row in [Self.assign(c, row, flag, at: loc)] }
            case ("removeValue", ["forKey"], false):
                let none = Expr(kind: .nilLiteral, location: loc)
                return dispatch(args[0].value, at: loc) { row in [Self.assign(c, row, none, at: loc)] }
            case ("updateValue", [nil, "forKey"], false):
                let v = expression(args[0].value)
                return dispatch(args[1].value, at: loc) { row in [Self.assign(c, row, v, at: loc)] }
            case ("removeAll", [], _):
                let empty = Expr(kind: isSet ? .boolLiteral(false) : .nilLiteral, location: loc)
                return rows.map { Self.assign(c, $0, empty, at: loc) }
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// What an expression on per-row state becomes; nil for every other expression.
    mutating func entryExpression(_ e: Expr) -> Expr? {
        let loc = e.location
        switch e.kind {
        case .subscript(let base, let key):
            guard let c = collection(base) else {
                error("subscripts are not supported in models; 'Value' offers 'isEmpty', 'count' and '+'", at: loc)
                return poisoned(at: loc)
            }
            guard case .dictionary = c.kind else {
                error("a set of rows has no subscript; write '\(c.name).contains(key)'", at: loc)
                return poisoned(at: loc)
            }
            return read(c, key: key, at: loc)
        case .call(let callee, let args):
            guard case .member(let base, let name, false) = callee.kind, let c = collection(base) else { return nil }
            if name == "contains", c.kind == .set, args.count == 1, args[0].label == nil {
                return read(c, key: args[0].value, at: loc)
            }
            if ["insert", "remove", "removeValue", "updateValue", "removeAll"].contains(name) {
                error("'\(c.name).\(name)(…)' changes per-row state: call it as a statement (its result is not modelled)", at: loc)
            } else {
                error("'\(c.name).\(name)(…)' is not modelled on per-row state ('\(c.spelling)'); the operations are \(Self.operations)", at: loc)
            }
            return poisoned(at: loc)
        case .member(let base, let name, _):
            guard let c = collection(base) else { return nil }
            let isSet = c.kind == .set
            func present(_ row: String) -> Expr {
                isSet ? Self.slot(c, row, at: loc)
                    : Expr(kind: .binary(.notEqual, Self.slot(c, row, at: loc), Expr(kind: .nilLiteral, location: loc)), location: loc)
            }
            switch name {
            case "isEmpty":
                let absent = rows.map { Expr(kind: .unary(.not, present($0)), location: loc) }
                return absent.dropFirst().reduce(absent[0]) { Expr(kind: .binary(.and, $0, $1), location: loc) }
            case "count":
                let ones = rows.map { row in
                    Expr(kind: .ternary(condition: present(row), then: Expr(kind: .intLiteral(1), location: loc),
                                        else: Expr(kind: .intLiteral(0), location: loc)), location: loc)
                }
                return ones.dropFirst().reduce(ones[0]) { Expr(kind: .binary(.plus, $0, $1), location: loc) }
            default:
                error("'\(c.name).\(name)' is not modelled on per-row state ('\(c.spelling)'); the operations are \(Self.operations)", at: loc)
                return poisoned(at: loc)
            }
        case .identifier(let name):
            guard let c = collection(e) else { return nil }
            error("'\(name)' is per-row state ('\(c.spelling)'): read one row's entry ('\(name)[key]'), or \(c.kind == .set ? "contains, " : "")isEmpty or count", at: loc)
            return poisoned(at: loc)
        default:
            return nil
        }
    }
}
