import StateCheckLanguage

extension ScreenBuilder {
    /// `switch await repository.fetch() { case .success(let data): … case .failure(let error): … }`
    /// on an api that returns a `Result`: the same as `do { let data = try await
    /// repository.fetch(); … } catch { let error = error; … }`, since the answer's
    /// success is the `.success` case and its failure (an error, or the
    /// cancellation the api turns into one) the `.failure` case. Nil when `sw`
    /// is no such switch.
    func resultSwitch(_ sw: SwiftSwitch, at loc: SourceLocation) -> SwiftStmt? {
        guard case .awaitExpr(let call) = sw.subject.kind, case .call = call.kind, sw.cases.count == 2 else { return nil }
        var success: (name: String?, body: [SwiftStmt])?
        var failure: (name: String?, body: [SwiftStmt])?
        for c in sw.cases {
            guard !c.isDefault, c.items.count == 1, c.items[0].guardExpression == nil,
                  let (caseName, bound) = Self.resultCase(c.items[0].pattern) else { return nil }
            switch caseName {
            case "success" where success == nil: success = (bound, c.body)
            case "failure" where failure == nil: failure = (bound, c.body)
            default: return nil
            }
        }
        guard let success, let failure else { return nil }
        let answer = SwiftExpr(kind: .tryExpr("try", sw.subject), location: sw.subject.location)
        let first: SwiftStmt
        if let name = success.name {
            first = Self.letStatement(name, answer, at: sw.subject.location)
        } else {
            first = SwiftStmt(kind: .expression(SwiftExpr(kind: .binary("=", SwiftExpr(kind: .discard, location: loc), answer), location: loc)), location: loc)
        }
        var caught = failure.body
        if let name = failure.name, name != "error" {
            caught.insert(Self.letStatement(name, SwiftExpr(kind: .identifier("error"), location: loc), at: loc), at: 0)
        }
        return SwiftStmt(kind: .doStmt(body: [first] + success.body, thrownType: nil, catches: [SwiftCatchClause(items: [], body: caught, location: loc)]), location: loc)
    }

    /// `.success(let x)`, `let .success(x)`, `.success(_)`, `.success` → (`success`, `x` or nil).
    static func resultCase(_ p: SwiftPattern) -> (String, String?)? {
        switch p.kind {
        case .enumCase(nil, let name, let arguments):
            guard let arguments else { return (name, nil) }
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            switch arguments[0].pattern.kind {
            case .binding("let", let inner):
                if case .identifier(let n) = inner.kind { return (name, n) }
                return nil
            case .wildcard:
                return (name, nil)
            default:
                return nil
            }
        case .binding("let", let inner):
            guard case .enumCase(nil, let name, let arguments?) = inner.kind, arguments.count == 1, arguments[0].label == nil else { return nil }
            switch arguments[0].pattern.kind {
            case .identifier(let n): return (name, n)
            case .wildcard: return (name, nil)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `let name = value`.
    static func letStatement(_ name: String, _ value: SwiftExpr, at loc: SourceLocation) -> SwiftStmt {
        let binding = SwiftPatternBinding(pattern: SwiftPattern(kind: .identifier(name), location: loc), type: nil, initializer: value, accessors: nil)
        let decl = SwiftDecl(kind: .variable(SwiftVariableDecl(keyword: "let", bindings: [binding])), attributes: [], modifiers: [], documentation: [], location: loc)
        return SwiftStmt(kind: .declaration(decl), location: loc)
    }
}
