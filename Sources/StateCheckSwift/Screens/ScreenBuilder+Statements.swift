import StateCheckLanguage

extension ScreenBuilder {
    /// Statements of a method, a computed property or a handler.
    mutating func statements(_ stmts: [SwiftStmt]) -> [Stmt] {
        scopes.append([:])
        let savedChildResults = childResults
        let savedLocalFunctions = localFunctions
        defer { scopes.removeLast(); childResults = savedChildResults; localFunctions = savedLocalFunctions }
        let stmts = answersSwitchedInPlace(stmts)
        let sequenced = sequencedAsyncLets(stmts)
        var out: [Stmt] = []
        for (k, s) in stmts.enumerated() {
            // A local function is read at its calls; any other use of it would be read as something else.
            if !configuration.strict, case .declaration(let d) = s.kind, case .function(let f) = d.kind,
               let use = Self.localFunctionMisuse(f.name, in: Array(stmts[(k + 1)...]) + (f.body ?? [])) {
                error("the local function '\(f.name)' is used other than called in a statement of its own; it is read as its body at each call, so pass a closure ({ await \(f.name)() }) or make it a private method of the type", at: use)
                continue
            }
            guard let (name, tried) = sequenced[k] else { out += statementOrUnread(s); continue }
            abstraction("async let \(name): its call is awaited where it is declared, one after another (nothing runs before it is read, and no other async let calls that method)", at: s.location)
            out += statementOrUnread(Self.awaitedInPlace(s, tried: tried))
            childResults.insert(name)
        }
        return out
    }

    mutating func declare(_ name: String, _ kind: LocalKind = .plain) {
        if scopes.isEmpty { scopes.append([:]) }
        scopes[scopes.count - 1][name] = kind
    }

    func local(_ name: String) -> LocalKind? {
        for scope in scopes.reversed() { if let k = scope[name] { return k } }
        return nil
    }

    mutating func statement(_ s: SwiftStmt) -> [Stmt] {
        let loc = s.location
        // `return if … { a } else { b }`: each branch returns its value.
        if case .returnStmt(let value?) = s.kind,
           let branched = Self.distributing(value, at: loc, { SwiftStmt(kind: .returnStmt($0), location: $0.location) }) {
            return statement(branched)
        }
        switch s.kind {
        case .expression(let e):
            return expressionStatement(e, location: loc)
        case .declaration(let d):
            if case .function(let f) = d.kind, let read = localFunctionDeclaration(f, at: loc) { return read }
            guard case .variable(let v) = d.kind else {
                error("a local declaration other than let/var is not understood here", at: loc)
                return []
            }
            var out: [Stmt] = []
            for b in v.bindings {
                if case .identifier(let name) = b.pattern.kind, let value = b.initializer, isCaughtError(value) { caughtErrorAliases.insert(name) }
                if d.modifiers.contains(where: { $0.name == "async" }), case .identifier(let name) = b.pattern.kind {
                    asyncLet(name, at: loc)
                    continue
                }
                // `let observer = NotificationCenter.default.addObserver(forName: …) { [weak self] _ in … }`: the
                // closure kept and called when the environment likes; what the call returns is a value of another module.
                if !configuration.strict, case .identifier(let name) = b.pattern.kind, let value = b.initializer, case .call = value.kind,
                   let kept = escapingCallbackStatements(value, at: loc) {
                    abstraction("\(name) holds what \(Self.brief(value)) returns, a value of another module: not read, passed to apis only", at: loc)
                    declare(name, .constant)
                    out += kept
                    continue
                }
                if case .identifier(let name) = b.pattern.kind, b.type == nil, let value = b.initializer, isForeignConstant(value), !Self.containsTry(value) {
                    abstraction("\(name) is a value of another module built from \(isLiteralForeignConstant(value) ? "literals" : "other values"): not read, passed to apis only", at: loc)
                    declare(name, .constant)
                    continue
                }
                // `let label = formatter.string(from: date)`, `let isOwner = user.id == ownerID`: computed from
                // values the screen does not decide, without effects: opaque too. A transform of api data
                // (`users.filter { $0.id != removed.id }`) is the data, whatever its closure reads.
                if case .identifier(let name) = b.pattern.kind, let value = b.initializer, isOpaqueTest(value), !isDataExpression(value),
                   !Self.containsAwait(value), !Self.containsTry(value) {
                    abstraction("\(name) is computed from values the screen does not decide: opaque (tests of it are assumptions)", at: loc)
                    declare(name, .constant)
                    continue
                }
                if case .tuple = b.pattern.kind, let answer = firstOfAnswer(b, location: loc) {
                    out += answer
                    continue
                }
                if case .tuple = b.pattern.kind, let answer = answerWithResponse(b, location: loc) {
                    out += answer
                    continue
                }
                if case .tuple(let elements) = b.pattern.kind {
                    out += destructuring(elements, b, isLet: v.keyword == "let", location: loc)
                    continue
                }
                // `let _ = imageLoader.download(from: path)`: the value discarded, as `_ = …` does.
                if case .wildcard = b.pattern.kind, let value = b.initializer {
                    out += expressionStatement(SwiftExpr(kind: .binary("=", SwiftExpr(kind: .discard, location: loc), value), location: loc), location: loc)
                    continue
                }
                guard case .identifier(let name) = b.pattern.kind else {
                    error("a destructuring 'let' is not understood: \(Self.tupleAdvice)", at: loc)
                    continue
                }
                var type: TypeRef?
                if let t = b.type {
                    guard let m = attempt({ $0.modelType(t) }) else {
                        if let value = b.initializer, opaqueLocal(name, value: value, at: loc) { continue }
                        _ = modelType(t)
                        error("the type of '\(name)' is not understood", at: t.location)
                        continue
                    }
                    type = m
                }
                var value: Expr?
                if let initializer = b.initializer {
                    if b.type == nil, let call = opaqueReturningLocal(name, value: initializer, at: loc) {
                        out += call
                        continue
                    }
                    // `let unread = notices.filter { … }`: the data itself; where the local is read as a value it
                    // may be empty (``perhapsEmpty(_:text:transform:at:)``), and its `isEmpty` is not read.
                    if filteringTransform(initializer) != nil, !configuration.strict {
                        value = attempt { $0.expression(Self.transformedData(initializer)) }
                    } else {
                        value = attempt { $0.expression(initializer) }
                    }
                    // `let n = await MainActor.run { …; return x }`: the hop, the body, then `let n = x`.
                    if value == nil, let (body, result) = mainActorValue(initializer),
                       let read = attempt({ b -> (stmts: [Stmt], value: Expr?)? in
                           b.scopes.append([:])
                           defer { b.scopes.removeLast() }
                           let stmts = b.statements(body)
                           if let v = b.attempt({ $0.expression(result) }) { return (stmts, v) }
                           // `return viewModel.activities.count` of data the screen does not decide: an opaque value.
                           guard b.isOpaqueTest(result), !Self.containsAwait(result), !Self.containsTry(result) else { return nil }
                           return (stmts, nil)
                       }) {
                        out.append(Stmt(kind: .expression(Expr(kind: .mainActorHop, location: loc)), location: loc))
                        out += read.stmts
                        guard let readValue = read.value else {
                            abstraction("let \(name) = await MainActor.run { … }: the task reaches the main actor (a step of its own), runs the body, and \(name) is what it returns, computed from values the screen does not decide: opaque (tests of it are assumptions)", at: loc)
                            declare(name, .constant)
                            continue
                        }
                        abstraction("let \(name) = await MainActor.run { … }: the task reaches the main actor (a step of its own), runs the body, and \(name) is the value it returns", at: loc)
                        let isData = isAPIAnswer(readValue) || isDataExpression(result)
                        declare(name, isData ? .data : .plain)
                        out.append(Stmt(kind: .local(isLet: v.keyword == "let", name: name, type: type, value: readValue), location: loc))
                        continue
                    }
                    // `let courses = try await service.loadAndSync(request) { cached in … }`: the helper's closure, then its answer.
                    if value == nil, let helper = attempt({ $0.closureHelperStatement(initializer, at: loc, binding: (name, type, v.keyword == "let")) }) {
                        declare(name, .data)
                        out += helper
                        continue
                    }
                    if value == nil {
                        if opaqueLocal(name, value: initializer, at: loc) { continue }
                        if closureHelperDiagnosed(initializer, at: loc, binding: (name, type, v.keyword == "let")) { continue }
                        _ = expression(initializer)
                        continue
                    }
                }
                let isData = value.map(isAPIAnswer) == true || b.initializer.map(isDataExpression) == true
                let filtered = b.initializer.flatMap(filteringTransform)
                declare(name, filtered.map { .filtered(by: $0) } ?? (isData ? .data : .plain))
                // `let trimmed = query.trimmingCharacters(in: .whitespaces)`: text, so `trimmed.isEmpty` is `trimmed == ""`.
                if value != nil, let initializer = b.initializer, isStringState(initializer) || trimmedText(initializer) != nil {
                    stringLocals.insert(name)
                } else {
                    stringLocals.remove(name)
                }
                wrapperAnswerLocals[name] = value.flatMap(Self.answeringAPI).flatMap { listWrapperFields[$0] == nil ? nil : $0 }
                // `let status: FriendshipStatus` given its value later on each path (Swift's deferred
                // initialization): a variable the code assigns, once on each path.
                out.append(Stmt(kind: .local(isLet: v.keyword == "let" && value != nil, name: name, type: type, value: value), location: loc))
            }
            return out
        case .ifStmt(let i):
            return ifStatement(i, location: loc).map { [$0] } ?? []
        case .guardStmt(let conditions, let body):
            // `guard let self else { return }` in a `[weak self]` closure: the screen is alive while its code runs (as for `self?.x`).
            if !configuration.strict, Self.isSelfUnwrap(s) { return [] }
            guard let cs = self.conditions(conditions) else { return [] }
            let elseBody = statements(body)
            return [Stmt(kind: .guardStatement(conditions: cs, elseBody: elseBody), location: loc)]
        case .switchStmt(let sw):
            if let rewritten = resultSwitch(sw, at: loc) {
                abstraction("a switch over an api's Result: .success is the answer, .failure its failure (do { try await … } catch)", at: loc)
                return statement(rewritten)
            }
            if let chain = unreadSwitch(sw, at: loc) { return ifStatement(chain, location: loc).map { [$0] } ?? [] }
            guard let subject = expression(sw.subject) else { return [] }
            var cases: [SwitchCase] = []
            for c in sw.cases {
                scopes.append([:])
                var patterns: [Pattern] = []
                for item in c.items {
                    if let p = pattern(item.pattern) { patterns.append(p) }
                }
                let clause = whereClause(of: c)
                let body = statements(c.body)
                scopes.removeLast()
                cases.append(SwitchCase(patterns: c.isDefault ? [] : patterns, whereClause: clause, body: body, location: c.location))
            }
            return [Stmt(kind: .switchStatement(subject: subject, cases: cases), location: loc)]
        case .doStmt(let body, _, let catches):
            return doStatement(body: body, catches: catches, location: loc)
        case .deferStmt(let body):
            return [Stmt(kind: .deferStatement(body: statements(body)), location: loc)]
        case .returnStmt(let value?) where returnsOpaque:
            return opaqueReturn(value, at: loc)
        case .returnStmt(let value):
            if let value {
                guard let e = attempt({ $0.expression(value) }) else {
                    // `return course.isFavorite` in a Bool function: what it returns is an assumption;
                    // `isParkAuthor && park.photos.count > 1` keeps what it reads of the screen, its opaque tests assumptions.
                    if functionResult == .bool, let test = attempt({ $0.conditionExpression(value) }) ?? unreadTest(value, at: value.location) {
                        return [Stmt(kind: .returnStatement(test), location: loc)]
                    }
                    _ = expression(value)
                    return []
                }
                return [Stmt(kind: .returnStatement(e), location: loc)]
            }
            return [Stmt(kind: .returnStatement(nil), location: loc)]
        case .throwStmt(let value):
            return throwStatement(value, location: loc)
        case .breakStmt(nil): return [Stmt(kind: .breakStatement, location: loc)]
        case .continueStmt(nil): return [Stmt(kind: .continueStatement, location: loc)]
        case .whileStmt(let conditions, let body):
            guard let cs = self.conditions(conditions) else { return [] }
            loopScopes.append(scopes.count)
            defer { loopScopes.removeLast() }
            return [Stmt(kind: .whileLoop(conditions: cs, body: statements(body)), location: loc)]
        case .forIn(let loop):
            return forIn(loop, location: loc)
        case .ifConfig(let clauses) where !configuration.strict:
            // `#if DEBUG … #endif` in code: the first clause, the configuration built by default (as for members).
            guard let first = clauses.first else { return [] }
            abstraction("#if in code: its first clause is read (the configuration built by default)", at: loc)
            var out: [Stmt] = []
            for item in first.items { out += statement(item) }
            return out
        case .repeatWhile, .breakStmt, .continueStmt, .fallthroughStmt, .labeled, .ifConfig:
            error("this statement (\(statementName(s.kind))) is not understood in a screen's code yet", at: loc)
            return []
        }
    }

    func statementName(_ k: SwiftStmtKind) -> String {
        switch k {
        case .repeatWhile: return "repeat-while"
        case .breakStmt: return "labelled break"
        case .continueStmt: return "labelled continue"
        case .fallthroughStmt: return "fallthrough"
        case .labeled: return "a labelled statement"
        case .ifConfig: return "#if"
        default: return "statement"
        }
    }

    mutating func ifStatement(_ i: SwiftIf, location: SourceLocation) -> Stmt? {
        if let property = unsetClosureTest(i.conditions) {
            // `if let action = onAction { … }` of a closure the caller does not give: nil, so the `else`.
            abstraction("if let … = \(property): the closure \(property) is not given (nil), so only the else branch runs", at: location)
            var elseBody: [Stmt] = []
            switch i.elseBranch {
            case nil: break
            case .block(let stmts, _):
                scopes.append([:])
                elseBody = statements(stmts)
                scopes.removeLast()
            case .elseIf(let inner, let loc): elseBody = ifStatement(inner, location: loc).map { [$0] } ?? []
            }
            return Stmt(kind: .ifStatement(conditions: [.boolean(Expr(kind: .boolLiteral(false), location: location))], then: [], elseBody: elseBody, elseIsIf: false),
                        location: location)
        }
        scopes.append([:])
        defer { scopes.removeLast() }
        guard let cs = conditions(i.conditions) else { return nil }
        let then = statements(i.body)
        scopes.removeLast()
        scopes.append([:])
        var elseBody: [Stmt]?
        var elseIsIf = false
        switch i.elseBranch {
        case nil: break
        case .block(let stmts, _): elseBody = statements(stmts)
        case .elseIf(let inner, let loc):
            elseIsIf = true
            elseBody = ifStatement(inner, location: loc).map { [$0] } ?? []
        }
        return Stmt(kind: .ifStatement(conditions: cs, then: then, elseBody: elseBody, elseIsIf: elseIsIf), location: location)
    }

    /// A condition list; `let id = v.last?.id` (or `first`) is read as `!v.isEmpty`.
    mutating func conditions(_ cs: [SwiftCondition]) -> [Condition]? {
        var out: [Condition] = []
        var castLocation: SourceLocation?
        for c in cs {
            switch c {
            case .expression(let e):
                guard let x = attempt({ $0.conditionExpression(e) }) ?? unreadTest(e, at: e.location) ?? conditionExpression(e) else { return nil }
                out.append(.boolean(conditionAnswer(x)))
            case .optionalBinding(let keyword, let pattern, _, let value, let loc):
                guard case .identifier(let name) = pattern.kind else {
                    if !configuration.strict, let value, case .wildcard = pattern.kind {
                        // `if let _ = await store.create(…)`: whether it has a value, `value != nil`.
                        let test = SwiftExpr(kind: .binary("!=", value, SwiftExpr(kind: .nilLiteral, location: loc)), location: loc)
                        guard let tested = conditions([.expression(test)]) else { return nil }
                        out += tested
                        continue
                    }
                    if !configuration.strict, let value, case .tuple = pattern.kind, isOpaqueTest(value) {
                        // `if let (when, body) = parser.parse(text)`: whether it has one is assumed; the values are opaque.
                        out.append(.boolean(assumption(SwiftSyntaxDump.describe(value) + " != nil", at: loc)))
                        for n in Self.boundNames(pattern) { declare(n, .constant) }
                        continue
                    }
                    error("only 'let name = value' is understood in a condition", at: loc)
                    return nil
                }
                // `guard let id = item.courseID`, `if let data` of an opaque property: whether it has one is assumed; the value is opaque.
                let tested = value ?? SwiftExpr(kind: .identifier(name), location: loc)
                if let given = givenClosureTest(name, value: tested, at: loc) {
                    out.append(.boolean(given))
                    continue
                }
                if isOpaqueTest(tested) {
                    out.append(.boolean(assumption(SwiftSyntaxDump.describe(tested) + " != nil", at: loc)))
                    declare(name, .constant)
                    continue
                }
                if responseCast(name, value: value) {
                    castLocation = castLocation ?? loc
                    continue
                }
                if let c = endElementCondition(name, value: value, at: loc) {
                    out.append(c)
                    continue
                }
                if let value, let base = endIdentifierBase(value) {
                    abstraction("\(base).\(endName(value)) in a condition: read as !\(base).isEmpty (the id flows only into api arguments)", at: loc)
                    let b = Expr(kind: .identifier(base), location: value.location)
                    out.append(.boolean(Expr(kind: .unary(.not, Expr(kind: .member(base: b, name: "isEmpty", optional: false), location: value.location)), location: value.location)))
                    declare(name, .apiDerived)
                    continue
                }
                let v: Expr
                if let value {
                    guard let x = attempt({ $0.expression(value) }) else {
                        // `if let file = picked as? File`: whether it has one is assumed; the value is opaque.
                        if let test = unreadTest(value, suffix: " != nil", at: loc) {
                            out.append(.boolean(test))
                            declare(name, .constant)
                            continue
                        }
                        _ = expression(value)
                        return nil
                    }
                    v = x
                } else {
                    // `if let character` is `if let character = character`: the name read as any other
                    // (a computed property called, a component's property renamed).
                    guard let x = expression(SwiftExpr(kind: .identifier(name), location: loc)) else { return nil }
                    v = x
                }
                declare(name, isOptionalValueVariable(value ?? SwiftExpr(kind: .identifier(name), location: loc)) ? .data : .plain)
                out.append(.optionalBinding(name: name, value: someValue(v, text: SwiftSyntaxDump.describe(value ?? SwiftExpr(kind: .identifier(name), location: loc)), at: loc),
                                            isLet: keyword == "let"))
            case .matching(let pattern, _, let value, let loc):
                // `if case .offline = error`: which case a caught error is, is assumed.
                if isErrorCasePattern(pattern, value: value), let test = unreadMatch(pattern, value: value, at: loc) {
                    out.append(.boolean(test))
                    continue
                }
                guard let p = attempt({ $0.pattern(pattern) }), let x = attempt({ $0.expression(value) }) else {
                    // `if case .activityCreation = tutorial.state`: whether it matches is assumed.
                    if let test = unreadMatch(pattern, value: value, at: loc) {
                        out.append(.boolean(test))
                        continue
                    }
                    guard let p = self.pattern(pattern), let x = expression(value) else { return nil }
                    out.append(.matches(p, x))
                    continue
                }
                out.append(.matches(p, x))
            case .availability(let keyword, let arguments, let loc):
                // `if #available(iOS 17, *)`: which OS runs the app is not the screen's to decide: both ways.
                guard configuration.strict else {
                    out.append(.boolean(assumption("\(keyword)(\(arguments))".replacingOccurrences(of: "#", with: ""), at: loc)))
                    continue
                }
                error("#available in a screen's code is not understood", at: loc)
                return nil
            }
        }
        // `guard let http = response as? HTTPURLResponse else { … }`: the cast always succeeds.
        if out.isEmpty, let castLocation { out.append(.boolean(Expr(kind: .boolLiteral(true), location: castLocation))) }
        return out
    }

    /// `v.last?.id` / `v.first?.id`: the `v`.
    func endIdentifierBase(_ e: SwiftExpr) -> String? {
        guard case .member(let chained, _) = e.kind, case .optionalChain(let inner) = chained.kind,
              case .member(let base, let end) = inner.kind, end == "last" || end == "first",
              case .identifier(let name) = base.kind else { return nil }
        return name
    }

    func endName(_ e: SwiftExpr) -> String {
        guard case .member(let chained, let field) = e.kind, case .optionalChain(let inner) = chained.kind,
              case .member(_, let end) = inner.kind else { return "" }
        return "\(end)?.\(field)"
    }

    mutating func pattern(_ p: SwiftPattern) -> Pattern? {
        guard let k = patternKind(p) else { return nil }
        return Pattern(kind: k, location: p.location)
    }

    mutating func patternKind(_ p: SwiftPattern) -> PatternKind? {
        switch p.kind {
        case .wildcard: return .wildcard
        case .identifier(let name):
            declare(name)
            return .binding(name)
        case .binding(_, let inner):
            return patternKind(inner)
        case .enumCase(let type, let name, let arguments):
            var args: [PatternArgument]?
            let dropped = droppedPayload(ofCase: name) ?? []
            if let arguments {
                args = []
                let payload = valuePayloadSlots(ofCase: name)
                for (index, a) in arguments.enumerated() {
                    if dropped.contains(index) {
                        // A payload the model does not keep: what the pattern binds there is opaque.
                        for n in Self.boundNames(a.pattern) { declare(n, .constant) }
                        continue
                    }
                    guard let x = pattern(a.pattern) else { return nil }
                    // A name bound to a payload of api data (`case let .ready(users)`) holds api data.
                    if payload.contains(index), case .binding(let n) = x.kind { declare(n, .data) }
                    args?.append(PatternArgument(label: a.label, pattern: x))
                }
                if args?.isEmpty == true, !dropped.isEmpty { args = nil }
            }
            return .enumCase(type: type?.simpleName, name: name, arguments: args)
        case .optional(let inner):
            guard let k = patternKind(inner) else { return nil }
            return .optionalSome(k)
        case .expression(let e):
            guard let x = expression(e) else { return nil }
            return .expression(x)
        case .tuple(let elements):
            // `(true, let error?)`: a tuple's elements (``TupleType``); `(p)` is p.
            var args: [PatternArgument] = []
            for element in elements {
                guard let x = pattern(element.pattern) else { return nil }
                args.append(PatternArgument(label: nil, pattern: x))
            }
            if args.count == 1 { return args[0].pattern.kind }
            return .enumCase(type: nil, name: TupleType.caseName, arguments: args)
        case .isType, .cast:
            error("this pattern is not understood in a screen's code", at: p.location)
            return nil
        }
    }

    /// An expression statement: an assignment, `Task { }`, a call.
    mutating func expressionStatement(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt] {
        if let loop = forEachLoop(e, at: loc), let read = attempt({ $0.statement(loop) }) { return read }
        if let called = closureArgumentCall(e, at: loc) { return called }
        if let inlined = closureMethodCall(e, at: loc) { return inlined }
        if let inlined = localFunctionCall(e, at: loc) { return inlined }
        if let dismiss = dismissStatement(e, location: loc) { return dismiss }
        if let inlined = closureCallStatement(e) { return inlined }
        if let discarded = discardedValue(e, location: loc) { return discarded }
        if let item = workItemStatement(e, at: loc) { return item }
        if let setUp = foreignValueSetUp(e, location: loc) { return setUp }
        if let call = parentClosureCall(e, at: loc) { return call }
        if let kept = subscriptionAssignment(e, at: loc) {
            abstraction("\(Self.brief(e)): a subscription kept in a property of its own is a task whose handle the property holds; giving the property the next one cancels it", at: loc)
            return kept.flatMap { statement($0) }
        }
        if let task = combineSinkTask(e, at: loc) {
            abstraction("\(Self.brief(e)): a subscription to a publisher a call returns is a request, a task that awaits the api and then runs receiveValue and the completion", at: loc)
            return statement(task)
        }
        if let awaited = asyncCompletionStatements(e, at: loc) { return awaited }
        if let task = completionHandlerTask(e, at: loc) {
            abstraction("\(Self.brief(e)): a completion-handler call is a task that awaits the api and then runs the handler's switch over its Result", at: loc)
            return statement(task)
        }
        if case .binary("=", let target, let value) = e.kind,
           let branched = Self.distributing(value, at: loc, { SwiftStmt(kind: .expression(SwiftExpr(kind: .binary("=", target, $0), location: $0.location)), location: $0.location) }) {
            return statement(branched)
        }
        if let callbacks = escapingCallbackStatements(e, at: loc) { return callbacks }
        if case .binary("=", let target, let value) = e.kind, let kept = keptCallbackStatements(target: target, value: value, at: loc) { return kept }
        if case .binary(let op, let target, let value) = e.kind, ["=", "+=", "-="].contains(op) {
            // `x = opt.map { .c($0, e) } ?? .d(e)`: the `if let` form.
            if op == "=", case .binary("??", let mapped, let fallback) = value.kind,
               case .call(let callee, let args, let trailing) = mapped.kind, args.isEmpty, trailing.count == 1,
               case .member(let optional, "map") = callee.kind,
               let closure = trailing.first?.closure, closure.body.count == 1,
               case .expression(let body) = closure.body[0].kind {
                abstraction("opt.map { … } ?? fallback: read as if let", at: value.location)
                guard let t = assignTarget(target), let opt = expression(optional) else { return [] }
                scopes.append(["mapped": .plain])
                let then = expression(substituting: "$0", with: "mapped", in: body)
                scopes.removeLast()
                guard let then, let other = expression(fallback) else { return [] }
                let thenStmt = Stmt(kind: .assign(target: t, op: .assign, value: then), location: loc)
                let elseStmt = Stmt(kind: .assign(target: t, op: .assign, value: other), location: loc)
                return [Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: "mapped", value: opt, isLet: true)],
                                                then: [thenStmt], elseBody: [elseStmt], elseIsIf: false), location: loc)]
            }
            // `self.x = e` where a local `x` shadows the property: a setter.
            if !selfIsEnum, let name = Self.selfMember(target), local(name) != nil, let type = stateVars[name] {
                setters[name] = type
                // `self.mode = mode` of a parameter the screen does not decide: any case, through the setter.
                if op == "=", local(name) == .constant,
                   let chosen = anyCaseAssignment(to: Expr(kind: .identifier(name), location: target.location), value: value, at: loc, setter: "set_\(name)") {
                    return chosen
                }
                // `self.error = error.localizedDescription` of a property read as the error it describes: the error.
                let given = op == "=" && errorMessageVariables.contains(name) ? describedErrorHere(value) ?? value : value
                guard var v = expression(given) else { return [] }
                // `self.items += items`: the property's value, through a getter, and the local's.
                if op != "=" { v = Expr(kind: .binary(op == "+=" ? .plus : .minus, shadowedProperty(name, type, at: target.location), v), location: loc) }
                return [Stmt(kind: .expression(Expr(kind: .call(callee: Expr(kind: .identifier("set_\(name)"), location: target.location),
                                                                  arguments: [Argument(label: nil, value: v)]), location: loc)), location: loc)]
            }
            // `focusedField = .name`, `isPresented = false`: the parent's or the system's state, not the screen's.
            if let root = opaqueRoot(target), local(root) == nil, !hasEffects(value) || !configuration.strict && readsOnly(value, visiting: []) {
                abstraction("the assignment to \(root) writes an input of the screen (its parent's or the system's state): not read", at: loc)
                return []
            }
            // `self?.todos = todos` (a local `todos` shadowing it) of a property read opaque: a write that is not read.
            if !configuration.strict, !selfIsEnum, let name = Self.selfMember(target), stateVars[name] == nil,
               assignedOpaque[name] != nil || screenInputs.contains(name), !hasEffects(value) {
                abstraction("the assignment to \(SwiftSyntaxDump.describe(target)) writes a property read opaque: not read", at: loc)
                return []
            }
            // `binding.wrappedValue = model.toggled(…)` through an opaque local (a payload of an input, a closure's
            // parameter): a copy or the parent's state, never the screen's; a value computed without effects is not read.
            if !configuration.strict, let root = opaqueRoot(target), local(root) == .constant, changesNothing(value) {
                abstraction("the assignment through \(root), a value the screen does not decide, writes no state of the screen: not read", at: loc)
                return []
            }
            // `updatedList[index] = journal`: a row of api data replaced. The model counts a Value's pages and whether it is
            // empty, not what a row holds: the data keeps its rows, and the row written is not read.
            if !configuration.strict, op == "=", case .subscriptCall(let base, let args, let trailing) = target.kind, args.count == 1,
               trailing.isEmpty, isValueExpression(base), changesNothing(args[0].value), changesNothing(value) {
                abstraction("\(Self.brief(target)) = \(Self.brief(value)): a row of api data replaced; the data keeps its rows, and the row is not read", at: loc)
                return []
            }
            // `announcement.summary = try? await service.summary(for: announcement)`: the call runs, the store is the parent's.
            if !configuration.strict, op == "=", let root = opaqueRoot(target), local(root) == nil,
               let call = attempt({ Optional($0.expressionStatement(value, location: loc)) }) {
                abstraction("the assignment to \(root) writes an input of the screen (its parent's or the system's state): the value is computed, the store not read", at: loc)
                return call
            }
            noteFieldWrite(to: target, value: value, at: loc)
            guard let t = assignTarget(target) else { return [] }
            if op == "=", let assigned = errorMessageAssignment(target: t, value: value, location: loc) { return assigned }
            // `paginationState = .error(e)`: the property's enum decides which enum's static `error(_:)` builds it.
            if case .identifier(let n) = t.kind, case .call(let callee, _, _) = value.kind, case .implicitMember = callee.kind {
                switch stateVars[n] {
                case .named(let e)?, .optional(.named(let e))?: expectedEnum = e
                default: expectedEnum = nil
                }
            }
            defer { expectedEnum = nil }
            // `title = .init(localized: …)` of a String property: `String(localized: …)`, as Swift reads it.
            var value = value
            if case .identifier(let n) = t.kind, let written = Self.typeNames[stateVars[n] ?? .void] { value = typedInitializer(value, type: written) }
            guard let v = attempt({ $0.expression(value) }) else {
                // `isFavorite = course.isFavorite`: a Bool the model cannot compute is an assumption.
                if op == "=", case .identifier(let n) = t.kind, stateVars[n] == .bool, let test = unreadTest(value, at: value.location) {
                    return [Stmt(kind: .assign(target: t, op: .assign, value: test), location: loc)]
                }
                // `mode = pref.mode`: any case of an enum that is no loading state.
                if op == "=", let chosen = anyCaseAssignment(to: t, value: value, at: loc) { return chosen }
                opaqueAssignment(to: t, value: value, at: loc)
                _ = expression(value)
                return []
            }
            // `summary = try await service.summarize(…)` of a String or Int property: the api answers text or a
            // number, which the model does not hold (its answers are data): the property is read opaque from the
            // next pass on, where the call still runs and its answer is not kept.
            if !configuration.strict, op == "=", case .identifier(let n) = t.kind, let type = stateVars[n], Self.isTextOrNumber(type),
               isAPIAnswer(v) {
                noteOpaque(n, at: loc)
            }
            let aop: AssignOperator = op == "=" ? .assign : op == "+=" ? .add : .subtract
            return [Stmt(kind: .assign(target: t, op: aop, value: v), location: loc)]
        }
        if let closure = Self.spawnedTask(e) {
            notePriority(of: e)
            return [Stmt(kind: .spawnTask(body: droppingThrownErrors(asyncStatements(closure.body), thrownBy: closure.body, at: loc)), location: loc)]
        }
        if let call = noEffectCall(e) ?? ignoredCall(e) {
            abstraction("\(call) has no effect on the screen's state", at: loc)
            return []
        }
        if let dropped = foreignCallStatement(e, location: loc) { return dropped }
        // `tags.append(tag)`, `formatter.dateStyle = .short`: a change of an opaque value, not read.
        // Not when it is handed the screen (`center.addObserver(self, selector: …)` may call it back).
        if !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty, case .member(let base, _) = callee.kind,
           let root = opaqueRoot(base), local(root) == nil, args.allSatisfy({ !hasEffects($0.value) && handsOutNothing($0.value) }) {
            abstraction("\(SwiftSyntaxDump.describe(callee)) changes \(root), a value the screen does not decide: not read", at: loc)
            return []
        }
        if let (body, hops) = mainActorBody(e) {
            if hops {
                abstraction("MainActor.run { … }: the task reaches the main actor (a step of its own), then runs the body", at: loc)
                return [Stmt(kind: .expression(Expr(kind: .mainActorHop, location: loc)), location: loc)] + statements(body)
            }
            abstraction("DispatchQueue.main.async { … }: the body runs later on the main actor, as a Task", at: loc)
            return [Stmt(kind: .spawnTask(body: statements(body)), location: loc)]
        }
        if let animated = animationWithCompletionStatement(e, at: loc) { return animated }
        if let body = animationBody(e) {
            abstraction("withAnimation { … }: its body runs; the animation has no effect on the screen's state", at: loc)
            return statements(body)
        }
        if let guarded = cancellationHandlerStatements(e, at: loc) { return guarded }
        if let appended = appendContentsOf(e, location: loc) { return appended }
        if let mutated = mutatingCall(e, location: loc) { return mutated }
        if let edited = dataEdit(e, location: loc) { return edited }
        if let group = taskGroupStatements(e, at: loc) { return group }
        if let child = taskGroupCall(e, at: loc) { return child }
        guard let x = attempt({ $0.expression(e) }) else {
            if unreadStatement(e, at: loc) { return [] }
            if let helper = attempt({ $0.closureHelperStatement(e, at: loc) }) { return helper }
            if closureHelperDiagnosed(e, at: loc) { return [] }
            _ = expression(e)
            return []
        }
        return [Stmt(kind: .expression(x), location: loc)]
    }

    /// `x` of `self.x`, or of `self?.x` in a closure holding `[weak self]`; nil for any other expression.
    static func selfMember(_ e: SwiftExpr) -> String? {
        guard case .member(let base, let name) = e.kind else { return nil }
        switch base.kind {
        case .identifier("self"): return name
        case .optionalChain(let inner): if case .identifier("self") = inner.kind { return name } else { return nil }
        default: return nil
        }
    }

    mutating func assignTarget(_ e: SwiftExpr) -> Expr? {
        if case .discard = e.kind {
            error("'_ = value' is not understood; call the function as a statement", at: e.location)
            return nil
        }
        return expression(e)
    }
}

extension ScreenBuilder {
    /// The `where` clause of a case (`case .loaded(let books) where
    /// books.isEmpty:`), read after its patterns bound their names: the
    /// condition, or an assumption (both outcomes) where the model cannot
    /// compute it. Nil for a case without one; a diagnostic for a case of
    /// several patterns with one (each would need its own condition).
    mutating func whereClause(of c: SwiftSwitchCase) -> Expr? {
        guard c.items.contains(where: { $0.guardExpression != nil }) else { return nil }
        guard c.items.count == 1, let condition = c.items.first?.guardExpression else {
            error("a 'where' clause in a case of several patterns is not understood; give each pattern a case of its own", at: c.location)
            return nil
        }
        if let read = attempt({ $0.expression(condition) }) { return read }
        if let assumed = unreadTest(condition, at: condition.location) { return assumed }
        _ = expression(condition)
        return nil
    }
}
