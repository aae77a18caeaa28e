import StateCheckLanguage

/// Error handling in a screen's code: `do` with its `catch` clauses, `throw`
/// of the folder's error enums, `defer`, `Task.checkCancellation()`.
extension ScreenBuilder {
    /// `do { } catch … { } …`: one bare `catch` is the language's `do/catch`;
    /// typed and several clauses keep their patterns.
    mutating func doStatement(body: [SwiftStmt], catches: [SwiftCatchClause], location loc: SourceLocation) -> [Stmt] {
        let b = statements(body)
        guard !catches.isEmpty else {
            error("a 'do' without 'catch' is not understood; write its statements without 'do'", at: loc)
            return []
        }
        var clauses: [CatchClause] = []
        for c in catches {
            guard let pattern = catchPattern(c) else { return [] }
            var scope: [String: LocalKind] = [:]
            switch pattern {
            case .any: scope["error"] = .plain
            case .binding(let name), .cast(let name, _): scope[name] = .plain
            case .isType, .enumCase: break
            }
            scopes.append(scope)
            let outerCaught = caughtError, outerUntyped = untypedCaughtError
            caughtError = Self.caughtName(c)
            // `catch let e as APIError` binds a value of the enum, whose cases the model tells apart.
            switch pattern {
            case .any: untypedCaughtError = "error"
            case .binding(let name): untypedCaughtError = name
            case .cast, .isType, .enumCase: untypedCaughtError = nil
            }
            let cb = statements(c.body)
            caughtError = outerCaught
            untypedCaughtError = outerUntyped
            scopes.removeLast()
            clauses.append(CatchClause(pattern: pattern, body: cb, location: c.location))
        }
        if clauses.count == 1, case .any = clauses[0].pattern {
            return [Stmt(kind: .doCatch(body: b, catchBody: clauses[0].body), location: loc)]
        }
        let enums = Self.caughtEnums(clauses)
        let failing = !configuration.strict && !enums.isEmpty && Self.mayFail(body)
            ? apiFailuresAsCaughtEnums(b, types: enums, inspected: Self.inspectedEnums(catches, types: enums, clauses: clauses), at: loc) : b
        return [Stmt(kind: .doCatchClauses(body: failing, clauses: clauses), location: loc)]
    }

    /// The pattern of one `catch` clause; nil after a diagnostic.
    mutating func catchPattern(_ c: SwiftCatchClause) -> CatchPattern? {
        guard !c.items.isEmpty else { return .any }
        guard c.items.count == 1, let item = c.items.first else {
            error("a 'catch' with several patterns is not understood; write one 'catch' clause per pattern", at: c.location)
            return nil
        }
        if item.guardExpression != nil {
            error("'catch … where' is not understood; test the condition with 'if' inside the clause", at: c.location)
            return nil
        }
        let p = item.pattern
        switch p.kind {
        case .isType(let t):
            guard let name = errorTypeName(t) else { return nil }
            return .isType(name)
        case .binding(_, let inner):
            switch inner.kind {
            case .identifier(let name):
                return .binding(name)
            case .cast(let bound, let t):
                guard case .identifier(let name) = bound.kind else { break }
                guard let type = errorTypeName(t) else { return nil }
                return .cast(name: name, type: type)
            default:
                break
            }
        case .expression(let e):
            if case .member(let base, let name) = e.kind, case .identifier(let typeName) = base.kind,
               let type = errorTypeName(SwiftType(kind: .identifier(name: typeName, genericArguments: []), location: base.location)) {
                return .enumCase(type: type, name: name)
            }
        case .enumCase(let type, let name, let arguments):
            if let type, let typeName = type.simpleName {
                if arguments != nil {
                    error("catching '\(typeName).\(name)(…)' with a payload pattern is not understood; write 'catch let e as \(typeName)' and switch on 'e'", at: p.location)
                    return nil
                }
                guard let t = errorTypeName(type) else { return nil }
                return .enumCase(type: t, name: name)
            }
        default:
            break
        }
        error("this 'catch' pattern is not understood; the forms read are 'catch', 'catch let e', 'catch is T', 'catch let e as T' and 'catch T.name' (T is CancellationError, URLError or an error enum of the folder)", at: p.location)
        return nil
    }

    /// `CancellationError`, `URLError`, `Error`, or an enum of the folder
    /// declared `: Error` (translated on first use); nil after a diagnostic.
    mutating func errorTypeName(_ t: SwiftType) -> String? {
        guard let name = t.simpleName else {
            error("this error type is not understood", at: t.location)
            return nil
        }
        switch name {
        case "CancellationError", "URLError", "Error": return name
        default: break
        }
        guard let decl = module.type(named: name, from: file), decl.decl.keyword == .enumKeyword,
              decl.decl.inheritance.contains(where: { Self.errorProtocols.contains($0.simpleName ?? "") }) else {
            error("the error type '\(name)' is not understood; errors read are CancellationError, URLError and enums of the folder declared ': Error'", at: t.location)
            return nil
        }
        guard enumType(decl, arguments: []) != nil else { return nil }
        return name
    }

    /// `API.Error(from: error)`, `AppError(error)`: an initializer of an
    /// error type of the folder (an enum or struct declared `: Error` or
    /// `: LocalizedError`, nested or not) given the error a `catch` caught
    /// and nothing else. What it builds is read as that error itself: a
    /// cancellation stays one, so a screen that shows it is not taken to
    /// hide it (when the real initializer maps a cancellation to a case the
    /// screen ignores, a violation found through it is spurious, never a
    /// hidden one). Nil for any other call and in strict mode.
    mutating func caughtErrorWrapped(_ callee: SwiftExpr, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], at loc: SourceLocation) -> Expr? {
        guard !configuration.strict, trailing.isEmpty, args.count == 1, isCaughtError(args[0].value) else { return nil }
        var type = callee
        if case .member(let inner, "init") = type.kind { type = inner }
        let name: String
        let parent: String?
        switch type.kind {
        case .identifier(let n): (name, parent) = (n, nil)
        case .member(let base, let n):
            guard case .identifier(let p) = base.kind, local(p) == nil else { return nil }
            (name, parent) = (n, p)
        default: return nil
        }
        guard name.first?.isUppercase == true, local(name) == nil else { return nil }
        let declared = (module.declarationsByName[name] ?? []).map { module.types[$0] }.filter { parent == nil || $0.parent == parent }
        guard let decl = declared.first, decl.decl.keyword == .enumKeyword || decl.decl.keyword == .structKeyword,
              decl.decl.inheritance.contains(where: { Self.errorProtocols.contains($0.simpleName ?? "") }) else { return nil }
        abstraction("\(SwiftSyntaxDump.describe(callee))(…) builds an error of the folder from the error caught: read as that error (a cancellation stays one)", at: loc)
        return expression(args[0].value)
    }

    /// The protocols that make an enum of the folder an error type.
    static let errorProtocols: Set<String> = ["Error", "LocalizedError"]

    /// `throw FeedError.empty` / `throw error`: the folder's error enum is translated on first use.
    mutating func throwStatement(_ value: SwiftExpr, location loc: SourceLocation) -> [Stmt] {
        var root = value
        if case .call(let callee, _, _) = root.kind { root = callee }
        if case .member(let base, _) = root.kind, case .identifier(let typeName) = base.kind, local(typeName) == nil,
           module.type(named: typeName, from: file) != nil {
            guard errorTypeName(SwiftType(kind: .identifier(name: typeName, genericArguments: []), location: base.location)) != nil else { return [] }
        }
        // `throw NetworkError.underlying("No data")` of an error type of another module: one error of its own, never a
        // cancellation (its cases are not the model's to tell apart).
        if !configuration.strict, case .member(let base, _) = root.kind, case .identifier(let typeName) = base.kind, local(typeName) == nil,
           stateVars[typeName] == nil, typeName.first?.isUppercase == true, module.type(named: typeName, from: file) == nil,
           typeName != "CancellationError", Self.wrappedErrorArguments(value).isEmpty {
            abstraction("throw \(Self.brief(value)): an error of \(typeName), a type of another module: one error of its own (Thrown\(typeName).\(Self.errorStructCase)), never a cancellation", at: loc)
            return [Stmt(kind: .throwStatement(foreignError(typeName, at: loc)), location: loc)]
        }
        guard let e = expression(value) else { return [] }
        return [Stmt(kind: .throwStatement(e), location: loc)]
    }

    /// The arguments of a call that carry a caught error (``wrappedError(_:)``).
    static func wrappedErrorArguments(_ e: SwiftExpr) -> [SwiftExpr] {
        guard case .call(_, let args, _) = e.kind else { return [] }
        return wrappedErrorArguments(args)
    }

    /// The arguments among `args` that carry a caught error (``wrappedError(_:)``).
    static func wrappedErrorArguments(_ args: [SwiftArgument]) -> [SwiftExpr] {
        args.compactMap { wrappedError($0.value) ?? (mentionsCaughtError($0.value) ? $0.value : nil) }
    }
}
