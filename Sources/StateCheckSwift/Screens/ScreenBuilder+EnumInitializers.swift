import StateCheckLanguage

// `init(from tab: TabType) { switch tab { case .home: self = .home … } }`
// and `init?(_ code: Int) { … default: return nil }`: an enum's initializer
// that ends each path by choosing a case. Models have no initializers, so
// it is read as a static factory (``StaticFactory``) whose `self = .home`
// are `return .home`, and `Tabs(from: .map)` calls it: the same value on
// every path. An initializer that goes on after choosing, or chooses
// twice, is left as it is and refused where it is read.

extension ScreenBuilder {
    /// Registers the initializer `f` of `enumName` as the static factory
    /// `init` when each of its paths ends by choosing a case; false (nothing
    /// registered) otherwise, in strict mode, and when an initializer of the
    /// enum is registered already (a call is matched to that one by its labels).
    mutating func registerEnumInitializer(_ f: SwiftFunctionDecl, enumName: String, location: SourceLocation, bindings: [String: TypeRef]) -> Bool {
        guard !configuration.strict, f.name == "init" || f.name == "init?", let body = f.body,
              let returning = Self.choosingReturns(body, failable: f.name == "init?"),
              !(staticFactories["init"] ?? []).contains(where: { $0.enumName == enumName }) else { return false }
        var factory = f
        factory.body = returning
        let named = SwiftType(kind: .identifier(name: enumName, genericArguments: []), location: location)
        factory.result = f.name == "init?" ? SwiftType(kind: .optional(named), location: location) : named
        staticFactories["init", default: []].append(StaticFactory(enumName: enumName, function: factory, location: location, bindings: bindings))
        return true
    }

    /// `TypeName(arguments)` of an enum whose initializer is a factory
    /// (``registerEnumInitializer(_:enumName:location:bindings:)``): the
    /// factory's call; nil otherwise.
    mutating func enumInitializerCall(_ typeName: String, _ args: [SwiftArgument], at loc: SourceLocation) -> Expr? {
        guard let factory = staticFactories["init"]?.first(where: { $0.enumName == typeName }),
              model.enums.contains(where: { $0.name == typeName }),
              args.map(\.label) == factory.function.parameters.map({ $0.label == "_" ? nil : $0.label }),
              let xs = arguments(args) else { return nil }
        return staticFactoryCall("init", arguments: xs, expected: typeName, at: loc)
    }

    /// `body` with each `self = value` that ends a path read as `return
    /// value`; nil when a path goes on after one, reads `self` otherwise, or
    /// ends without choosing (`return nil` ends a failable one's path).
    static func choosingReturns(_ body: [SwiftStmt], failable: Bool) -> [SwiftStmt]? {
        guard let last = body.last else { return nil }
        let head = body.dropLast()
        guard head.allSatisfy({ !mentionsSelf($0) && !endsPath($0) }) else { return nil }
        let loc = last.location
        switch last.kind {
        case .expression(let e):
            guard case .binary("=", let target, let value) = e.kind, case .identifier("self") = target.kind,
                  !mentionsSelf(SwiftStmt(kind: .expression(value), location: loc)) else { return nil }
            return head + [SwiftStmt(kind: .returnStmt(value), location: loc)]
        case .returnStmt(let value):
            guard failable, case .nilLiteral? = value?.kind else { return nil }
            return Array(body)
        case .switchStmt(var s):
            guard !mentionsSelf(SwiftStmt(kind: .expression(s.subject), location: loc)) else { return nil }
            for i in s.cases.indices {
                guard let b = choosingReturns(s.cases[i].body, failable: failable) else { return nil }
                s.cases[i].body = b
            }
            return head + [SwiftStmt(kind: .switchStmt(s), location: loc)]
        case .ifStmt(let i):
            guard let chosen = choosingReturns(i, failable: failable) else { return nil }
            return head + [SwiftStmt(kind: .ifStmt(chosen), location: loc)]
        default:
            return nil
        }
    }

    /// `if` with each branch read by ``choosingReturns(_:failable:)``; an `else` is required.
    static func choosingReturns(_ i: SwiftIf, failable: Bool) -> SwiftIf? {
        guard i.conditions.allSatisfy({ c in !mentionsSelf(SwiftStmt(kind: .guardStmt(conditions: [c], body: []), location: SourceLocation(line: 0, column: 0))) }),
              let body = choosingReturns(i.body, failable: failable) else { return nil }
        var out = i
        out.body = body
        switch i.elseBranch {
        case .block(let stmts, let loc)?:
            guard let b = choosingReturns(stmts, failable: failable) else { return nil }
            out.elseBranch = .block(b, location: loc)
        case .elseIf(let inner, let loc)?:
            guard let b = choosingReturns(inner, failable: failable) else { return nil }
            out.elseBranch = .elseIf(b, location: loc)
        case nil:
            return nil
        }
        return out
    }

    /// Whether `s` reads or writes `self` anywhere.
    static func mentionsSelf(_ s: SwiftStmt) -> Bool {
        var found = false
        s.forEachExpression { if case .identifier("self") = $0.kind { found = true } }
        return found
    }

    /// Whether `s` leaves the code around it (`return`, `throw`, `break`, `continue`).
    static func endsPath(_ s: SwiftStmt) -> Bool {
        switch s.kind {
        case .returnStmt, .throwStmt, .breakStmt, .continueStmt: return true
        default: return false
        }
    }
}
