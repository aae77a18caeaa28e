import StateCheckLanguage

// An api that is `async` and still answers through a completion handler,
// whose type is often a typealias declared in the client's protocol:
//
//     protocol GamesAPIProtocol {
//         typealias GameListResults = (Result<[Game], NetworkError>) -> Void
//         func fetchGameList(page: Int, completion: (GameListResults)) async throws
//     }
//
//     Task {
//         try await GamesAPI.shared.fetchGameList(page: page) { [weak self] results in
//             switch results { case .success(let games): … case .failure(let error): … }
//         }
//     }
//
// The call is awaited where it is written, and the handler runs during it
// with the answer: the statement is read as `switch await
// fetchGameList(page: page) { … }` in place (``handlerSwitch(_:answering:)``,
// then ``resultSwitch(_:at:)``), the answer the `Result`'s success. The code
// behind the api is not read: it is taken to call the handler once. A
// method that also `throws` may throw instead of calling it: an api failure
// is then, under an assumption, the error thrown on from the call (nothing
// of the handler runs, nor what follows the call), else the handler's
// `.failure`.

extension ScreenBuilder {
    /// The statements `try await client.method(args) { result in switch
    /// result { … } }` is read as (see above); nil when `e` is no such call:
    /// an awaited call of a client's method, declared `async` in the folder
    /// (on the type, an extension or a protocol it adopts) with a completion
    /// of `(Result<T, E>) -> Void` (through typealiases), given a closure
    /// (trailing, or its last argument) whose body is a switch over its parameter.
    mutating func asyncCompletionStatements(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict else { return nil }
        var inner = e
        var tried = false
        if case .tryExpr("try", let x) = inner.kind { tried = true; inner = x }
        guard case .awaitExpr(let awaited) = inner.kind, case .call(let callee, var args, let trailing) = awaited.kind,
              case .member(let base, let method) = callee.kind, isClient(base), let typeName = clientTypeName(base) else { return nil }
        let closure: SwiftClosure
        if trailing.count == 1, !args.contains(where: { if case .closure = $0.value.kind { return true } else { return false } }) {
            closure = trailing[0].closure
        } else if trailing.isEmpty, let last = args.last, case .closure(let c) = last.value.kind {
            closure = c
            args.removeLast()
        } else {
            return nil
        }
        guard let f = asyncCompletionMethod(method, of: typeName) else { return nil }
        let call = SwiftExpr(kind: .call(callee, arguments: args, trailingClosures: []), location: awaited.location)
        guard let handled = Self.handlerSwitch(closure, answering: call), case .switchStmt(let sw) = handled[0].kind,
              let read = resultSwitch(sw, at: handled[0].location) else { return nil }
        let throwsInstead = tried && f.effects.throwsKeyword != nil
        abstraction("\(Self.brief(e)): an async api given a completion handler is awaited in place, and the handler runs once with its Result"
                    + (throwsInstead ? "; as the method throws, a failure may instead be thrown on (assumed), the handler not run" : ""), at: loc)
        var out = statement(read)
        for s in handled.dropFirst() { out += statement(s) }
        guard throwsInstead else { return out }
        // The api's failure thrown on instead of handed to the handler: before the handler's `.failure`.
        guard case .doCatch(let body, let caught)? = out.first?.kind else {
            error("\(Self.brief(e)) may throw instead of calling its completion, and its handler's failure is not read as one catch", at: loc)
            return []
        }
        let assumed = assumption("\(typeName).\(method) throws instead of calling its completion", at: loc)
        let thrown = Stmt(kind: .throwStatement(Expr(kind: .identifier("error"), location: loc)), location: loc)
        let instead = Stmt(kind: .ifStatement(conditions: [.boolean(assumed)], then: [thrown], elseBody: nil, elseIsIf: false), location: loc)
        out[0] = Stmt(kind: .doCatch(body: body, catchBody: [instead] + caught), location: out[0].location)
        return out
    }

    /// The type a client expression names: the type of an environment
    /// property (`api`, `self.api`), `GamesAPI` of `GamesAPI.shared` or of
    /// `GamesAPI` itself; nil otherwise.
    func clientTypeName(_ base: SwiftExpr) -> String? {
        if let t = environmentBase(base) { return t }
        switch base.kind {
        case .identifier(let t) where t.first?.isUppercase == true: return t
        case .member(let inner, _):
            if case .identifier(let t) = inner.kind, t.first?.isUppercase == true { return t }
            return nil
        default: return nil
        }
    }

    /// The folder's declaration of `method` on the type `typeName` (the type,
    /// its extensions, or a protocol either adopts) that is `async`, returns
    /// nothing, and takes a completion handler of a `Result`
    /// (``resolvedCompletionAnswer(of:in:)``); nil when there is none.
    func asyncCompletionMethod(_ method: String, of typeName: String) -> SwiftFunctionDecl? {
        for scope in declarationScopes(of: typeName) {
            for m in scope.decl.members.flatMap(Self.flatten) {
                guard case .function(let f) = m.kind, f.name == method, f.effects.isAsync,
                      resolvedCompletionAnswer(of: f, in: typeName) != nil else { continue }
                return f
            }
        }
        return nil
    }

    /// The declarations of the type `typeName` in the folder: the type, its
    /// extensions, and the protocols they adopt.
    func declarationScopes(of typeName: String) -> [SwiftModule.Located] {
        let own = module.types.filter { $0.decl.name == typeName }
        let adopted = Set(own.flatMap { $0.decl.inheritance.compactMap(\.simpleName) })
        return own + module.types.filter { adopted.contains($0.decl.name) && $0.decl.keyword == .protocolKeyword }
    }

    /// ``completionAnswer(of:)`` with each parameter's type seen through
    /// parentheses and typealiases (declared by the type `typeName`, its
    /// extensions or protocols, or at the top level of a file):
    /// `completion: (GameListResults)` of `typealias GameListResults =
    /// (Result<[Game], NetworkError>) -> Void` answers `[Game]`.
    func resolvedCompletionAnswer(of f: SwiftFunctionDecl, in typeName: String) -> SwiftType? {
        if let plain = Self.completionAnswer(of: f) { return plain }
        guard f.result == nil else { return nil }
        var aliases: [String: SwiftType] = [:]
        for scope in declarationScopes(of: typeName) {
            for m in scope.decl.members { if case .typeAlias(let n, let g, let t) = m.kind, g.isEmpty, aliases[n] == nil { aliases[n] = t } }
        }
        aliases.merge(module.topLevelTypeAliases) { declared, _ in declared }
        for p in f.parameters.reversed() {
            guard let declared = p.type, let t = Self.seenThrough(declared, aliases: aliases),
                  case .function(let inputs, _, _) = t.kind, inputs.count == 1,
                  case .identifier("Result", let arguments) = inputs[0].type.kind, arguments.count == 2 else { continue }
            return arguments[0]
        }
        return nil
    }

    /// `t` without attributes (`@escaping`), one-element parentheses, and
    /// the typealiases `aliases` names, followed at most eight times; nil
    /// when they do not end.
    static func seenThrough(_ t: SwiftType, aliases: [String: SwiftType]) -> SwiftType? {
        var t = t
        for _ in 0..<8 {
            switch t.kind {
            case .attributed(_, _, let inner): t = inner
            case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: t = elements[0].type
            case .identifier(let name, let arguments) where arguments.isEmpty && aliases[name] != nil:
                guard let aliased = aliases[name] else { return nil }
                t = aliased
            default: return t
            }
        }
        return nil
    }
}
