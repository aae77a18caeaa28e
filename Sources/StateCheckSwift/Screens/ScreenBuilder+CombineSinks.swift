import StateCheckLanguage

// A request written with Combine: a client's method returns a publisher, the
// screen subscribes to it and keeps the subscription:
//
//     client.fetchMovies(page: 1)
//         .receive(on: DispatchQueue.main)
//         .sink { completion in
//             guard case let .failure(error) = completion else { return }
//             self.state = .failed(error)
//         } receiveValue: { movies in
//             self.state = .loaded(movies)
//         }
//         .store(in: &cancellables)
//
// A publisher a call returns is read as a request: it delivers one value
// and finishes, or fails. That is a task started where the subscription
// is, awaiting the api and running the value's closure then the
// completion's with `.finished`, or the completion's with `.failure(error)`:
//
//     Task {
//         do { let movies = try await client.fetchMovies(page: 1); <value>; <finished> }
//         catch { <failure(error)> }
//     }
//
// Operators between the call and `sink` (`receive(on:)`, `map { … }`,
// `eraseToAnyPublisher()`) change no state. Publishers that are no call
// (`$query`, a subject, `NotificationCenter`'s) may deliver many values and
// are not read here. Keeping or cancelling the subscription is not read: an
// answer may arrive whatever the screen did to it, which keeps every
// behaviour. The completion's closure is read for both outcomes when it
// tests the outcome with `guard case let .failure(e) = completion else {
// return }`, `if case let .failure(e) = completion { … } else { … }` or a
// `switch` over it (statements before the test run for both), or does not
// read it.

extension ScreenBuilder {
    /// The task a Combine subscription to a request is read as (see above),
    /// or nil when `e` is none.
    func combineSinkTask(_ e: SwiftExpr, at loc: SourceLocation, cancelledAs handle: Bool = false) -> SwiftStmt? {
        guard !configuration.strict else { return nil }
        var chain = e
        // `.store(in: &cancellables)`
        if case .call(let callee, _, let trailing) = chain.kind, trailing.isEmpty, case .member(let inner, "store") = callee.kind { chain = inner }
        guard case .call(let sinkCallee, let args, let trailing) = chain.kind, case .member(var publisher, "sink") = sinkCallee.kind else { return nil }
        var completion: SwiftClosure?
        var value: SwiftClosure?
        for a in args {
            guard case .closure(let c) = a.value.kind else { return nil }
            if a.label == "receiveCompletion" { completion = c } else if a.label == "receiveValue" { value = c } else { return nil }
        }
        for t in trailing {
            switch t.label {
            case nil where args.isEmpty && trailing.count == 2: completion = t.closure
            case nil: value = t.closure
            case "receiveValue"?: value = t.closure
            case "receiveCompletion"?: completion = t.closure
            default: return nil
            }
        }
        guard completion != nil || value != nil else { return nil }
        // Operators that change nothing, down to the call that makes the publisher.
        while case .call(let callee, let operands, let closures) = publisher.kind, case .member(let inner, let op) = callee.kind,
              Self.publisherOperators.contains(op) {
            guard operands.allSatisfy({ changesNothing($0.value) }), closures.allSatisfy({ !hasEffects($0.closure.body) }) else { return nil }
            publisher = inner
        }
        guard let request = requestCall(publisher) else { return nil }
        var body: [SwiftStmt] = []
        var failure: [SwiftStmt] = []
        let answer = value.flatMap { $0.parameters?.first.flatMap { $0.name ?? $0.label } } ?? "_"
        let awaited = SwiftExpr(kind: .tryExpr("try", SwiftExpr(kind: .awaitExpr(request), location: request.location)), location: request.location)
        if answer == "_" {
            body.append(SwiftStmt(kind: .expression(awaited), location: loc))
        } else {
            body.append(Self.letStatement(answer, awaited, at: loc))
        }
        // A subscription cancelled through its handle delivers nothing (neither a value nor a completion),
        // even an answer that came before it noticed; its cancellation is caught silently below.
        let delivered = handle ? [Self.returnIfCancelled(at: loc)] : []
        body += delivered
        body += (value?.body ?? []).filter { !Self.isSelfUnwrap($0) }
        failure += delivered
        if let completion {
            guard let outcomes = Self.completionOutcomes(completion) else { return nil }
            body += outcomes.finished
            if let name = outcomes.errorName, name != "error", name != "_" {
                failure.append(Self.letStatement(name, SwiftExpr(kind: .identifier("error"), location: loc), at: loc))
            }
            failure += outcomes.failed
        }
        var catches = [SwiftCatchClause(items: [], body: failure, location: loc)]
        if handle {
            let cancellation = SwiftType(kind: .identifier(name: "CancellationError", genericArguments: []), location: loc)
            catches.insert(SwiftCatchClause(items: [SwiftCaseItem(pattern: SwiftPattern(kind: .isType(cancellation), location: loc), guardExpression: nil)],
                                            body: [], location: loc), at: 0)
        }
        let doStmt = SwiftStmt(kind: .doStmt(body: body, thrownType: nil, catches: catches), location: loc)
        return Self.taskStatement([doStmt], closureAt: loc, at: loc)
    }

    /// Combine operators that only carry the value on, read through.
    static let publisherOperators: Set<String> = [
        "receive", "subscribe", "eraseToAnyPublisher", "map", "compactMap", "tryMap", "decode", "mapError", "retry", "share",
        "delay", "debounce", "throttle", "removeDuplicates", "replaceNil", "first", "timeout", "print",
    ]

    /// Methods of another module's objects whose publisher delivers any
    /// number of values, never one answer: `NotificationCenter`'s
    /// `publisher(for:)`, a key path's `publisher(for: \.status)`,
    /// `Timer.publish(every:on:in:)`. A subscription to one is no request.
    static let streamPublishers: Set<String> = ["publisher", "publish"]

    /// The call a publisher comes from, as an api call: a method of a client
    /// (`client.fetchMovies(page: 1)`), or a client property called as a
    /// function (`categoriesUseCase()`, read as `categoriesUseCase.categoriesUseCase()`).
    func requestCall(_ publisher: SwiftExpr) -> SwiftExpr? {
        guard case .call(let callee, let args, let trailing) = publisher.kind, trailing.isEmpty else { return nil }
        switch callee.kind {
        case .member(_, let name) where Self.streamPublishers.contains(name):
            return nil
        case .member(let base, let name) where Self.isOwnInstance(base) && namedMethod(callee) == nil:
            // `self.getTrailerUseCase(movieId: id)`: the client property called as a function, as without `self.`.
            let unqualified = SwiftExpr(kind: .identifier(name), location: callee.location)
            return requestCall(SwiftExpr(kind: .call(unqualified, arguments: args, trailingClosures: []), location: publisher.location))
        case .member(let base, _):
            return isClient(base) ? publisher : nil
        case .identifier where publisherMethodOwner(callee) != nil:
            // `getPublisher(category: category)`: the code's own method choosing a request (``publisherMethodOwner(_:)``).
            return publisher
        case .identifier(let name):
            guard local(name) == nil, isClient(callee) else { return nil }
            let member = SwiftExpr(kind: .member(callee, name), location: callee.location)
            return SwiftExpr(kind: .call(member, arguments: args, trailingClosures: []), location: publisher.location)
        default:
            return nil
        }
    }

    /// What a `sink`'s completion closure runs when the publisher finishes
    /// and when it fails (with the name it binds the error to); nil when it
    /// reads its parameter some other way.
    static func completionOutcomes(_ closure: SwiftClosure) -> (finished: [SwiftStmt], failed: [SwiftStmt], errorName: String?)? {
        let body = closure.body.filter { !isSelfUnwrap($0) }
        guard let p = closure.parameters?.first.flatMap({ $0.name ?? $0.label }), p != "_" else { return (body, body, nil) }
        func mentions(_ stmts: [SwiftStmt]) -> Bool {
            var found = false
            for s in stmts { s.forEachExpression { if case .identifier(p) = $0.kind { found = true } } }
            return found
        }
        // Statements before the test of the outcome (`self?.isLoading = false`) run for both outcomes.
        guard let at = body.firstIndex(where: { mentions([$0]) }) else { return (body, body, nil) }
        let before = Array(body[..<at])
        let first = body[at]
        let rest = Array(body[(at + 1)...])
        guard !mentions(rest) else { return nil }
        switch first.kind {
        case .guardStmt(let conditions, let elseBody):
            guard conditions.count == 1, case .matching(let pattern, _, let subject, _) = conditions[0], case .identifier(p) = subject.kind,
                  let bound = failureBinding(pattern), elseBody.count == 1, case .returnStmt(nil) = elseBody[0].kind else { return nil }
            return (before, before + rest, bound)
        case .ifStmt(let i):
            guard i.conditions.count == 1, case .matching(let pattern, _, let subject, _) = i.conditions[0], case .identifier(p) = subject.kind,
                  let bound = failureBinding(pattern) else { return nil }
            var otherwise: [SwiftStmt] = []
            switch i.elseBranch {
            case .block(let stmts, _)?: otherwise = stmts
            case .elseIf?: return nil
            case nil: break
            }
            return (before + otherwise + rest, before + i.body + rest, bound)
        case .switchStmt(let sw):
            guard case .identifier(p) = sw.subject.kind else { return nil }
            var finished: [SwiftStmt]?
            var failed: [SwiftStmt]?
            var bound: String?
            for c in sw.cases {
                if c.isDefault { finished = finished ?? c.body; failed = failed ?? c.body; continue }
                guard c.items.count == 1 else { return nil }
                let pattern = c.items[0].pattern
                if case .enumCase(_, "finished", nil) = pattern.kind { finished = c.body; continue }
                guard let b = failureBinding(pattern) else { return nil }
                failed = c.body
                bound = b
            }
            guard let finished, let failed else { return nil }
            return (before + finished + rest, before + failed + rest, bound)
        default:
            return nil
        }
    }

    /// The name `.failure(let e)` / `let .failure(e)` binds (`_` when it
    /// binds none); nil for any other pattern.
    static func failureBinding(_ pattern: SwiftPattern) -> String? {
        var p = pattern
        if case .binding(_, let inner) = p.kind { p = inner }
        guard case .enumCase(_, "failure", let arguments) = p.kind else { return nil }
        guard let arguments, arguments.count == 1 else { return arguments == nil ? "_" : nil }
        var a = arguments[0].pattern
        if case .binding(_, let inner) = a.kind { a = inner }
        switch a.kind {
        case .identifier(let n): return n
        case .wildcard: return "_"
        default: return nil
        }
    }

    /// The type declaring `callee` when it names a method of the code's own
    /// type (the screen's or its view model's) that returns a publisher and
    /// has no effects of its own: `private func getPublisher(category:
    /// Categories) -> AnyPublisher<[Movie], Error> { switch category { case
    /// .hot: hotMovies(page: 1) … } }`. Awaited as a request, it is an api
    /// named after it: one answer or a failure, whichever request its body
    /// chooses. Nil for any other callee.
    func publisherMethodOwner(_ callee: SwiftExpr) -> String? {
        guard !configuration.strict, case .identifier(let name) = callee.kind, local(name) == nil else { return nil }
        let declared = methodDeclarations(name)
        guard declared.count == 1, let f = declared.first, let body = f.body, !hasEffects(body),
              let r = f.result, case .identifier(let publisher, let arguments) = r.kind, publisher.hasSuffix("Publisher"), arguments.count == 2 else { return nil }
        if screenFunctions(named: name).count == 1 { return screen.decl.name }
        return viewModelTypes.sorted().first { t in
            module.type(named: t, from: file)?.decl.members.contains { if case .function(let g) = $0.kind { return g.name == name } else { return false } } == true
        }
    }
}

// A subscription kept in a property of its own (`cancellable =
// client.photos().sink { … }` of `private var cancellable: AnyCancellable?`)
// is cancelled when the property is given the next one: releasing an
// `AnyCancellable` cancels its subscription, which then delivers nothing.
// The property is read as the handle of the subscription's task, and the
// assignment as `cancellable?.cancel(); cancellable = Task { do { let v =
// try await …; guard !Task.isCancelled else { return }; … } catch is
// CancellationError { } catch { guard !Task.isCancelled else { return }; … } }`;
// `cancellable?.cancel()` written in the code cancels it too. A bag (`Set<AnyCancellable>`) keeps every
// subscription it is given, so its requests are read as never cancelled.
extension ScreenBuilder {
    /// Combine's handle of a subscription.
    static let subscriptionType = "AnyCancellable"

    /// `guard !Task.isCancelled else { return }`.
    static func returnIfCancelled(at loc: SourceLocation) -> SwiftStmt {
        let cancelled = SwiftExpr(kind: .member(SwiftExpr(kind: .identifier("Task"), location: loc), "isCancelled"), location: loc)
        return SwiftStmt(kind: .guardStmt(conditions: [.expression(SwiftExpr(kind: .prefixOperator("!", cancelled), location: loc))],
                                          body: [SwiftStmt(kind: .returnStmt(nil), location: loc)]), location: loc)
    }

    /// `cancellable = <subscription to a request>` of a property read as a
    /// task's handle: the earlier subscription cancelled, then this one kept
    /// (see above); nil for any other statement.
    func subscriptionAssignment(_ e: SwiftExpr, at loc: SourceLocation) -> [SwiftStmt]? {
        guard !configuration.strict, case .binary("=", let target, let value) = e.kind, let name = stateVariableName(target),
              stateVars[name] == .optional(.task) || stateVars[name] == .task,
              let task = combineSinkTask(value, at: loc, cancelledAs: true), case .expression(let spawn) = task.kind else { return nil }
        let handle = stateVars[name] == .task ? target : SwiftExpr(kind: .optionalChain(target), location: target.location)
        let cancel = SwiftExpr(kind: .call(SwiftExpr(kind: .member(handle, "cancel"), location: target.location), arguments: [], trailingClosures: []),
                               location: target.location)
        return [SwiftStmt(kind: .expression(cancel), location: loc),
                SwiftStmt(kind: .expression(SwiftExpr(kind: .binary("=", target, spawn), location: loc)), location: loc)]
    }
}
