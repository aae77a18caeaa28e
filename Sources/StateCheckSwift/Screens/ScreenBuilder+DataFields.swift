import StateCheckLanguage

// Data an api answered is a `Value`: a list of opaque pages, of which the
// model knows only `isEmpty`, `count`, `first`, `last` and `+`. A field of
// it (`movie.genres`, `response.items`, `details?.cast`) is a value the
// screen does not decide: opaque, as an input is. A test of it is an
// assumption, a property given it is opaque, an api may be given it.
// (Before, such a read passed the translation and failed later, when the
// model was compiled, with "'Value' has no member …".)

extension ScreenBuilder {
    /// What the model knows of a `Value`.
    static let valueMembers: Set<String> = ["isEmpty", "count", "first", "last"]

    /// Methods that change a collection: calls, read where calls are, not fields.
    static let collectionMutations: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange", "sort", "shuffle",
        "reverse", "swapAt", "popLast", "formUnion", "formIntersection", "subtract", "update", "forEach", "indices", "startIndex", "endIndex",
    ]

    /// Whether `e` is data an api answered: a local bound to an answer, a
    /// `Value` state variable (or view model property), optional or not.
    func isValueTyped(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .identifier(let n):
            if let kind = local(n) { return kind == .data }
            return Self.isValue(stateVars[ownMember(n) ?? n])
        case .member(let base, let n):
            if case .identifier("self") = base.kind { return Self.isValue(stateVars[ownMember(n) ?? n]) }
            if let holder = viewModelHolder(base) { return Self.isValue(stateVars[member(n, of: holder)]) }
            return false
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return isValueTyped(inner)
        default:
            return false
        }
    }

    /// Whether `t` is `Value` or `Value?`.
    static func isValue(_ t: TypeRef?) -> Bool {
        switch t {
        case .value?, .optional(.value)?: return true
        default: return false
        }
    }

    /// The data whose field `e` reads (`character` in `character.name`,
    /// `viewModel.character?.origin.name`): a local or state variable holding
    /// data an api answered, nil for any other expression. Not in strict mode.
    func shownDataRoot(_ e: SwiftExpr) -> SwiftExpr? {
        guard !configuration.strict, case .member(var base, _) = e.kind else { return nil }
        while true {
            switch base.kind {
            case .member(let inner, _) where !(inner.kind == .identifier("self")) && viewModelHolder(inner) == nil: base = inner; continue
            case .optionalChain(let inner): base = inner; continue
            default: break
            }
            break
        }
        guard isValueTyped(base) else { return nil }
        return base
    }

    /// The field `e` reads of api data (`genres` in `movie.genres`), nil
    /// when `e` reads none. Not in strict mode.
    func dataField(_ e: SwiftExpr) -> String? {
        guard !configuration.strict, case .member(let base, let n) = e.kind, !Self.valueMembers.contains(n), !Self.readingMethods.contains(n),
              !Self.collectionMutations.contains(n), isValueTyped(base) else { return nil }
        if case .identifier("self") = base.kind { return nil }
        return n
    }
}

extension ScreenBuilder {
    /// `isExpanded.toggle()` on a Bool variable is `isExpanded = !isExpanded`;
    /// `items.removeAll()` on a Value variable is `items = []`. Nil for
    /// other calls.
    mutating func mutatingCall(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        guard case .call(let callee, let args, let trailing) = e.kind, args.isEmpty, trailing.isEmpty,
              case .member(let base, let method) = callee.kind, method == "toggle" || method == "removeAll",
              let target = attempt({ $0.assignTarget(base) }), case .identifier(let name) = target.kind else { return nil }
        switch (method, stateVars[name]) {
        case ("toggle", .bool?):
            return [Stmt(kind: .assign(target: target, op: .assign, value: Expr(kind: .unary(.not, target), location: loc)), location: loc)]
        case ("removeAll", .value?):
            return [Stmt(kind: .assign(target: target, op: .assign, value: Expr(kind: .emptyValueLiteral, location: loc)), location: loc)]
        default:
            return nil
        }
    }
}
