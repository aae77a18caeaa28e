import StateCheckLanguage

extension ScreenBuilder {
    /// The `String?` stored properties of `decl` that hold an error's
    /// description: assigned `error.localizedDescription`,
    /// `String(describing: error)`, `"\(error)"` or a string literal inside a
    /// `catch` (`errorMessage = "Something went wrong"`) somewhere in the
    /// type's code, and otherwise only `nil`. Such a property is read as the
    /// error itself (`Error?`): the screen shows an error while it is set.
    static func errorMessageProperties(of decl: SwiftTypeDecl) -> Set<String> {
        var optionalStrings: Set<String> = []
        for m in decl.members.flatMap(flatten) {
            guard case .variable(let v) = m.kind else { continue }
            for b in v.bindings {
                if b.accessors == nil, case .identifier(let name) = b.pattern.kind, let t = b.type,
                   case .optional(let inner) = t.kind, inner.simpleName == "String" {
                    optionalStrings.insert(name)
                }
            }
        }
        let statements = codeStatements(of: decl)
        guard !optionalStrings.isEmpty else { return [] }
        let caught = caughtLiterals(in: statements)
        var described: Set<String> = []
        var otherwise: Set<String> = []
        for s in statements {
            s.forEachExpression { e in
                guard case .binary(let op, let target, let value) = e.kind, op == "=" || op == "+=" else { return }
                let name: String
                switch target.kind {
                case .identifier(let n): name = n
                case .member(let base, let n):
                    guard case .identifier("self") = base.kind else { return }
                    name = n
                default: return
                }
                guard optionalStrings.contains(name) else { return }
                if op == "=", describedError(value) != nil || caught[value] != nil {
                    described.insert(name)
                } else if op == "=", case .nilLiteral = value.kind {
                    return
                } else {
                    otherwise.insert(name)
                }
            }
        }
        return described.subtracting(otherwise)
    }

    /// Every statement of a type's code: its methods, accessors and
    /// property initializers.
    static func codeStatements(of decl: SwiftTypeDecl) -> [SwiftStmt] {
        codeStatements(ofMembers: decl.members.flatMap(flatten))
    }

    /// Every statement of the code of `members` (flattened declarations):
    /// methods, accessors and property initializers.
    static func codeStatements(ofMembers members: [SwiftDecl]) -> [SwiftStmt] {
        var statements: [SwiftStmt] = []
        for m in members {
            switch m.kind {
            case .variable(let v):
                for b in v.bindings {
                    if let initializer = b.initializer { statements.append(SwiftStmt(kind: .expression(initializer), location: m.location)) }
                    switch b.accessors {
                    case .getter(let body)?: statements += body
                    case .accessors(let list)?: for a in list { statements += a.body ?? [] }
                    case nil: break
                    }
                }
            case .function(let f):
                statements += f.body ?? []
            default:
                continue
            }
        }
        return statements
    }

    /// Whether the module's code builds case `name` (whose one payload is a
    /// `String`) only from an error's description: `.error(error.localizedDescription)`,
    /// or `.failed("Could not load")` inside a `catch`.
    func isErrorMessageCase(_ name: String) -> Bool {
        describedErrorCases.contains(name)
    }

    /// The names of the cases the module's code builds with one argument
    /// (`.failed(x)`, `State.failed(x)`) only from an error's description,
    /// read once for a module: its code is walked once, not once per case
    /// (an app of 700 files has many).
    static func describedErrorCases(in module: SwiftModule) -> Set<String> {
        var described: Set<String> = []
        var otherwise: Set<String> = []
        for t in module.types {
            let statements = Self.codeStatements(of: t.decl)
            let caught = Self.caughtLiterals(in: statements)
            for s in statements {
                s.forEachExpression { e in
                    guard case .call(let callee, let args, _) = e.kind, args.count == 1 else { return }
                    let name: String
                    switch callee.kind {
                    case .implicitMember(let n): name = n
                    case .member(_, let n): name = n
                    default: return
                    }
                    if Self.describedError(args[0].value) != nil || caught[args[0].value] != nil { described.insert(name) } else { otherwise.insert(name) }
                }
            }
        }
        return described.subtracting(otherwise)
    }

    /// The error whose description `e` is: `x.localizedDescription`,
    /// `String(describing: x)` or `"\(x)"`.
    static func describedError(_ e: SwiftExpr) -> SwiftExpr? {
        switch e.kind {
        case .member(let base, "localizedDescription"):
            return castError(base) ?? base
        // `failure.errorDescription`, `error.getErrorMessage()`: text an error of the code's own type gives.
        case .member(let base, _) where isErrorName(base):
            return base
        // `(error as? NetworkError)?.errorMessage`: text the error gives, seen as the code's own type.
        case .member(let base, _) where castError(base) != nil:
            return castError(base)
        // `(error as? NetworkError)?.errorMessage ?? error.localizedDescription`: text of one error either way.
        case .binary("??", let l, let r):
            guard let a = describedError(l), let b = describedError(r), a.kind == b.kind else { return nil }
            return a
        case .call(let callee, let args, let trailing) where args.isEmpty && trailing.isEmpty:
            guard case .member(let base, _) = callee.kind, isErrorName(base) else { return nil }
            return base
        case .call(let callee, let args, let trailing) where trailing.isEmpty && args.count == 1 && args[0].label == "describing":
            guard case .identifier("String") = callee.kind else { return nil }
            return args[0].value
        case .string(let parts, _) where parts.count == 1:
            guard case .interpolation(let args) = parts[0], args.count == 1, args[0].label == nil else { return nil }
            return args[0].value
        default:
            return nil
        }
    }

    /// The string literals written inside a `catch` clause that names the
    /// error it catches (`catch`, `catch let e`, `catch let e as T`), in
    /// `statements` and the closures they hold, each with that error's name:
    /// a fixed message set where an error is caught describes that error, as
    /// `error.localizedDescription` does. The innermost clause names it.
    static func caughtLiterals(in statements: [SwiftStmt]) -> [SwiftExpr: String] {
        var found: [SwiftExpr: String] = [:]
        // The do statements of one block (not of its closures), outer ones first.
        func mark(_ block: [SwiftStmt]) {
            forEachStatement(block) { s in
                guard case .doStmt(_, _, let catches) = s.kind else { return }
                for c in catches {
                    guard let name = caughtName(c) else { continue }
                    for b in c.body { b.forEachExpression { e in if case .string = e.kind { found[e] = name } } }
                }
            }
        }
        mark(statements)
        // Each closure once, outermost first (a walk of the top-level statements reaches every one), trailing
        // closures too (`Task { do { … } catch { message = "…" } }`).
        for s in statements {
            s.forEachExpression { e in
                for closure in closures(at: e) { mark(closure.body) }
            }
        }
        return found
    }

    /// The name a `catch` clause gives the error it catches: `error` for a
    /// bare `catch`, `e` for `catch let e` and `catch let e as T`; nil for
    /// patterns that name none (`catch is T`, `catch T.name`).
    static func caughtName(_ c: SwiftCatchClause) -> String? {
        guard let item = c.items.first else { return "error" }
        guard c.items.count == 1, item.guardExpression == nil, case .binding(_, let inner) = item.pattern.kind else { return nil }
        switch inner.kind {
        case .identifier(let name): return name
        case .cast(let bound, _):
            guard case .identifier(let name) = bound.kind else { return nil }
            return name
        default: return nil
        }
    }

    /// The error `value` describes where it is written: its description
    /// (``describedError(_:)``), or the error the enclosing `catch` names
    /// when `value` is a string literal (`errorMessage = "Could not load"`).
    func describedErrorHere(_ value: SwiftExpr) -> SwiftExpr? {
        if let described = Self.describedError(value) { return described }
        guard case .string = value.kind, let caughtError else { return nil }
        return SwiftExpr(kind: .identifier(caughtError), location: value.location)
    }

    /// The caught error `e` reads through a cast and optional chaining
    /// (`(error as? NetworkError)?`, `(error as! APIError)`); nil otherwise.
    static func castError(_ e: SwiftExpr) -> SwiftExpr? {
        switch e.kind {
        case .optionalChain(let inner), .forceUnwrap(let inner): return castError(inner)
        case .tuple(let items) where items.count == 1 && items[0].label == nil: return castError(items[0].value)
        case .cast(let inner, _, _): return isErrorName(inner) ? inner : nil
        default: return nil
        }
    }

    /// Whether `e` names a caught error by the names code gives one: `error`,
    /// `err`, `failure`, `…Error` (`apiError`); not a type's name
    /// (`AppError.unknown` is a case of an error enum, no description).
    static func isErrorName(_ e: SwiftExpr) -> Bool {
        guard case .identifier(let n) = e.kind, n.first?.isUppercase != true else { return false }
        return n == "error" || n == "err" || n == "failure" || n.hasSuffix("Error")
    }

    /// A state variable holding an error's description, read as `Error?`
    /// starting at `nil`.
    mutating func errorMessageVariable(_ variable: String, property: String, location: SourceLocation) {
        stateVars[variable] = .optional(.error)
        errorMessageVariables.insert(variable)
        model.variables.append(VariableDecl(name: variable, type: .optional(.error), initial: Expr(kind: .nilLiteral, location: location), location: location))
        abstraction("the property \(property): String? holds an error's description: read as the error itself (Error?), shown while it is set", at: location)
    }

    /// `message = error.localizedDescription` (also `String(describing:)`,
    /// `"\(error)"`) on an error-message variable: `message = error`.
    mutating func errorMessageAssignment(target: Expr, value: SwiftExpr, location: SourceLocation) -> [Stmt]? {
        var isMessage = false
        if case .identifier(let name) = target.kind { isMessage = errorMessageVariables.contains(name) }
        // A literal in a catch describes the caught error only where the property holds nothing else.
        guard let described = isMessage ? describedErrorHere(value) : Self.describedError(value) else { return nil }
        guard isMessage else {
            error("an error's description is read only in a String? property given nothing but error descriptions and nil (read as the error itself); keep the error in an '(any Error)?' property, or give this one no other strings", at: value.location)
            return []
        }
        guard let v = expression(described) else { return [] }
        return [Stmt(kind: .assign(target: target, op: .assign, value: v), location: location)]
    }

    /// The error a `Text` shows when its string is the error this branch
    /// binds (`if let message = model.errorMessage { Text(message) }`,
    /// `case .error(let message): Text(message)`), or shows that error's
    /// value: its description (`Text(error.localizedDescription)`,
    /// `Text("\(error)")`, `Text("Failed: \(error.localizedDescription)")`)
    /// or a property of an error payload (`Text(error.message)`). A view
    /// showing the error is an error view, whatever part of it is written.
    func shownErrorMessage(_ e: SwiftExpr, place: ViewPlace) -> String? {
        switch e.kind {
        case .identifier(let name):
            return place.errors.contains(where: { if case .name(name) = $0 { true } else { false } }) ? name : nil
        case .member(let base, _):
            return shownErrorMessage(base, place: place)
        case .call(let callee, let args, let trailing) where trailing.isEmpty && args.count == 1 && args[0].label == "describing":
            guard case .identifier("String") = callee.kind else { return nil }
            return shownErrorMessage(args[0].value, place: place)
        case .string(let parts, _):
            for part in parts {
                switch part {
                case .interpolation(let args):
                    if let first = args.first, first.label == nil, let shown = shownErrorMessage(first.value, place: place) { return shown }
                case .text:
                    continue
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// `ErrorMessageView(errorMessage: errorMessage)` of an error the branch
    /// binds: a view (of the folder or a helper) whose first argument is the
    /// error, or its description, shows that error: `errorView(e)`, or
    /// `footerError(e)` after content, as `Text(errorMessage)` is read.
    /// Nil when the first argument is no error the branch holds.
    mutating func shownError(_ name: String, _ args: [SwiftArgument], place: ViewPlace, hasContent: Bool, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, let first = args.first else { return nil }
        var message = shownErrorMessage(first.value, place: place)
        // `ContentUnavailableView("Could not load", systemImage: "…", description: Text(error))`: its description, or a Text of it.
        for a in args where message == nil && (a.label == "description" || a.label == "message") {
            message = shownErrorMessage(a.value, place: place)
            if message == nil, case .call(let callee, let inner, _) = a.value.kind, case .identifier("Text") = callee.kind, let text = inner.first {
                message = shownErrorMessage(text.value, place: place)
            }
        }
        guard let message else { return nil }
        abstraction("\(name)(…) is given an error's description: errorView(\(message))", at: loc)
        return [element(hasContent ? "footerError" : "errorView", [Expr(kind: .identifier(message), location: loc)], at: loc)]
    }
}
