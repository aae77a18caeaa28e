import StateCheckLanguage

// `timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in … }`,
// `listenerId = provider.addEventListener { [weak self] event in … }`,
// `geocoder.reverseGeocodeLocation(location) { [weak self] placemarks, error in … }`:
// code the folder cannot see keeps a closure (it captures `self` weakly, or
// it only hands its work to the main actor, as one called from another
// thread does, so it outlives the call) and calls it when it likes: later, as often as it
// likes, and perhaps at once, before the call returns. The closure is read
// so that every such schedule is explored:
//
// - at once: its body under an assumption (`assume_…RunsAtOnce`), where
//   the call is (a Timer's block never runs at once);
// - later: an event of its own (`scheduledTimerCallback`), enabled once the
//   call has been made, whose handler is the closure's body: the
//   environment may call it any number of times, whenever the screen is
//   shown. Invalidating or removing it (`timer?.invalidate()`) is not read:
//   the event stays enabled, behaviours added, none dropped.
//
// The call's own arguments must change nothing; what it returns (a Timer, a
// listener's id) is a value of another module: a property it is assigned
// to is not read. The closure's parameters are values the screen does not
// decide; it may capture no local of the code around it the model reads
// (the event runs outside that code). A body that returns early (other
// than `guard let self`, `guard let id = … else { return }`) is a function
// of its own, which the call runs at once (assumed) and the event later.

extension ScreenBuilder {
    /// The statements a call handing an escaping closure to code the folder
    /// cannot see is read as (see above); nil when `e` is no such call.
    mutating func escapingCallbackStatements(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        // `publisher.sink { [weak self] … }.store(in: &cancellables)`: the subscription, kept in a bag of another module.
        if case .call(let callee, let args, let trailing) = e.kind, case .member(let inner, "store") = callee.kind, trailing.isEmpty,
           args.count == 1, args[0].label == "in" {
            return escapingCallbackStatements(inner, at: loc)
        }
        if let sink = Self.assignSubscription(e) { return escapingCallbackStatements(sink, at: loc) }
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind,
              let name = callbackTaker(callee), namedMethod(callee) == nil else { return nil }
        let closures = Self.closuresGiven(args, trailing)
        let others = args.filter { if case .closure = $0.value.kind { return false } else { return true } }
        let isTimer = name == "Timer.scheduledTimer"
        guard !closures.isEmpty, others.allSatisfy({ changesNothing($0.value) && handsOutNothing($0.value) }) else { return nil }
        // Closures that change nothing of the screen: whoever runs them, whenever, the screen does not see it.
        if closures.allSatisfy({ changesNothing($0.body) && !Self.mayThrow($0) && !handsOutScreen(inBody: $0.body) }) {
            abstraction("\(name)(…) is handed closures that change nothing of the screen's state: not read", at: loc)
            return []
        }
        // A subscription keeps its closures: `sink`'s are escaping, whatever they capture.
        let isSink = Self.sinkRoot(callee, changesNothing: { changesNothing($0) && handsOutNothing($0) }) != nil
        // `PersistanceManager.update(movie:) { error in … }` of a folder method declaring `completion: @escaping (…) -> Void`.
        let declaredEscaping = !trailing.isEmpty && trailing.count == closures.count && escapingParameters(of: callee) >= trailing.count
        guard closures.allSatisfy({ isTimer || isSink || declaredEscaping || Self.capturesWeakly($0) || Self.hopsToMainActor($0) }) else { return nil }
        let method = name.split(separator: ".").last.map(String.init) ?? name
        var out: [Stmt] = []
        var events: [String] = []
        for closure in closures {
            let body = closure.body.filter { !Self.isSelfUnwrap($0) }
            // `guard let id = … else { return }`: a body that returns early is a function of its own, run at once and later.
            let returnsEarly = !isTimer && body.contains(where: Self.returns)
            var atOnce: Expr?
            if !isTimer {
                atOnce = assumption("\(method) calls back at once", at: loc)
                if let atOnce, !returnsEarly {
                    out.append(Stmt(kind: .ifStatement(conditions: [.boolean(atOnce)], then: closureBody(closure, body: body), elseBody: nil, elseIsIf: false), location: loc))
                }
            }
            // Later: the event's handler, read outside the code around the call.
            let saved = scopes
            scopes = [[:]]
            var handlerBody = closureBody(closure, body: body)
            scopes = saved
            let event = Self.freshName("\(method)Callback", taken: Set(model.handlers.map(\.event)).union(model.variables.map(\.name)))
            if returnsEarly {
                let function = Self.freshName("\(event)Body", taken: Set(model.functions.map(\.name)).union(methodNames))
                model.functions.append(FunctionDecl(name: function, parameters: [], isAsync: false, isThrows: false, isMutating: false, body: handlerBody, location: closure.location))
                handlerBody = [Stmt(kind: .expression(Expr(kind: .call(callee: Expr(kind: .identifier(function), location: loc), arguments: []), location: loc)), location: loc)]
                if let atOnce { out.append(Stmt(kind: .ifStatement(conditions: [.boolean(atOnce)], then: handlerBody, elseBody: nil, elseIsIf: false), location: loc)) }
            }
            let kept = "\(event)Kept"
            let flag = Expr(kind: .identifier(kept), location: loc)
            model.variables.append(VariableDecl(name: kept, type: .bool, initial: Expr(kind: .boolLiteral(false), location: loc), location: loc))
            model.handlers.append(HandlerDecl(event: event, kind: .sync, role: nil, condition: flag, body: handlerBody, location: closure.location))
            out.append(Stmt(kind: .assign(target: flag, op: .assign, value: Expr(kind: .boolLiteral(true), location: loc)), location: loc))
            events.append(event)
        }
        abstraction("\(name)(…) keeps its closure and calls it when it likes: "
                    + (isTimer ? "" : "at once (assumed) and ") + "later, as the event\(events.count == 1 ? "" : "s") \(events.joined(separator: ", ")), "
                    + "any number of times once the call is made", at: loc)
        return out
    }

    /// `publisher.assign(to: &$isConnected)` (or `&self.$isConnected`): a
    /// subscription writing the property with each value, read as
    /// `publisher.sink { newIsConnected in self.isConnected = newIsConnected }`; nil for any
    /// other expression.
    static func assignSubscription(_ e: SwiftExpr) -> SwiftExpr? {
        guard case .call(let callee, let args, let trailing) = e.kind, case .member(let publisher, "assign") = callee.kind, trailing.isEmpty,
              args.count == 1, args[0].label == "to", case .inoutExpr(let projected) = args[0].value.kind else { return nil }
        let name: String
        switch projected.kind {
        case .identifier(let n) where n.hasPrefix("$"): name = String(n.dropFirst())
        case .member(let base, let n) where n.hasPrefix("$") && base.kind == .identifier("self"): name = String(n.dropFirst())
        default: return nil
        }
        let loc = e.location
        func expr(_ kind: SwiftExprKind) -> SwiftExpr { SwiftExpr(kind: kind, location: loc) }
        let value = "new" + name.prefix(1).uppercased() + name.dropFirst()
        let write = expr(.binary("=", expr(.member(expr(.identifier("self")), name)), expr(.identifier(value))))
        let parameter = SwiftParameter(label: value, name: nil, type: nil, isVariadic: false, defaultValue: nil, attributes: [], location: loc)
        let closure = SwiftClosure(attributes: [], captures: [], parameters: [parameter], effects: SwiftEffects(), result: nil,
                                   body: [SwiftStmt(kind: .expression(write), location: loc)], location: loc)
        let sink = expr(.member(publisher, "sink"))
        return expr(.call(sink, arguments: [], trailingClosures: [SwiftTrailingClosure(label: nil, closure: closure, location: loc)]))
    }

    /// Whether a call in `stmts` is given the screen (`center.register(self)`,
    /// a view model of the screen): code it calls may call the screen back.
    func handsOutScreen(inBody stmts: [SwiftStmt]) -> Bool {
        var found = false
        for s in stmts where !found {
            s.forEachExpression { x in
                if !found, case .call(_, let args, _) = x.kind, args.contains(where: { handsOutScreen($0.value) }) { found = true }
            }
        }
        return found
    }

    /// `base`, or `base2`, `base3`, … : the first not in `taken`.
    static func freshName(_ base: String, taken: Set<String>) -> String {
        var name = base
        var k = 2
        while taken.contains(name) || taken.contains(name + "Kept") { name = base + "\(k)"; k += 1 }
        return name
    }

    /// `timer = Timer.scheduledTimer(…) { [weak self] _ in … }`,
    /// `provider.onEvent = { [weak self] event in … }`: the escaping closure
    /// read as above, the assignment, to a value the screen does not decide
    /// (a property of a type of another module, a member of one), not read.
    mutating func keptCallbackStatements(target: SwiftExpr, value: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        // `bookmarksObservation = NotificationCenter.default.publisher(for: …).sink { … }` of a property holding
        // the subscription (`AnyCancellable?`, read as a task's handle): a publisher of many values, no request.
        // Cancelling it (releasing it, `cancel()`) is not read: its callback stays an event, behaviours added, none dropped.
        if !configuration.strict, let name = stateVariableName(target), stateVars[name] == .optional(.task) || stateVars[name] == .task,
           case .call(let callee, _, _) = value.kind, sinkRoot(callee) != nil, let read = escapingCallbackStatements(value, at: loc) {
            abstraction("the subscription kept in \(name) is a publisher of many values: its closure is an event; cancelling it is not read", at: loc)
            return read
        }
        guard !configuration.strict, opaqueRoot(target) != nil || Self.selfMember(target).map({ screenInputs.contains($0) && stateVars[$0] == nil }) == true else {
            return nil
        }
        if case .closure(let closure) = value.kind {
            // `provider.onEvent = { … }`: the closure kept by what the member belongs to.
            guard case .member = target.kind, Self.capturesWeakly(closure) else { return nil }
            let call = SwiftExpr(kind: .call(target, arguments: [], trailingClosures: [SwiftTrailingClosure(label: nil, closure: closure, location: closure.location)]),
                                 location: value.location)
            return escapingCallbackStatements(call, at: loc)
        }
        guard let read = escapingCallbackStatements(value, at: loc) else { return nil }
        abstraction("the assignment to \(SwiftSyntaxDump.describe(target)) keeps what \(Self.brief(value)) returns, a value of another module: not read", at: loc)
        return read
    }

    /// The name of code the folder cannot see that a call with closures
    /// names: a helper (``helperName(_:)``), or a method of what a local or
    /// parameter holds (`searchViewModel.textPublisher.sink`); nil otherwise.
    func callbackTaker(_ callee: SwiftExpr) -> String? {
        if let name = helperName(callee) { return name }
        if let root = sinkRoot(callee) { return "\(root).sink" }
        // A local of api data takes no callback: `users.filter { … }` is a transform of it (``collectionCall(_:_:_:location:)``).
        guard case .member(let base, let method) = callee.kind, let root = Self.rootName(base), local(root) != nil,
              stateVars[ownMember(root) ?? root] == nil, changesNothing(base), !isDataExpression(base) else { return nil }
        return "\(root).\(method)"
    }

    /// Whether the closure captures something weakly or unowned (`[weak self]`):
    /// it outlives the call it is handed to.
    static func capturesWeakly(_ closure: SwiftClosure) -> Bool {
        closure.captures.contains { $0.specifier == "weak" || $0.specifier?.hasPrefix("unowned") == true }
    }

    /// Whether the closure's body only hands its work to the main actor
    /// (`Task { @MainActor in … }`, `DispatchQueue.main.async { … }`, after
    /// `guard let self`): it is called from another thread, after the call
    /// that takes it has returned.
    static func hopsToMainActor(_ closure: SwiftClosure) -> Bool {
        let body = closure.body.filter { !isSelfUnwrap($0) }
        return !body.isEmpty && body.allSatisfy { s in
            guard case .expression(let e) = s.kind, case .call(let callee, _, let trailing) = e.kind, trailing.count == 1 else { return false }
            switch callee.kind {
            case .identifier("Task"): return true
            case .member(let base, let name):
                guard name == "async" || name == "asyncAfter", case .member(let queue, "main") = base.kind,
                      case .identifier("DispatchQueue") = queue.kind else { return false }
                return true
            default: return false
            }
        }
    }

    /// Whether `s` returns from the code around it (not from a closure within).
    static func returns(_ s: SwiftStmt) -> Bool {
        if case .returnStmt = s.kind { return true }
        return nestedBlocks(of: s).contains { $0.contains(where: returns) }
    }

    /// The blocks of statements `s` holds (not those of closures within):
    /// an `if`'s branches, a loop's body, a `do`'s body and its catches, a
    /// `switch`'s cases, a labeled statement, an `#if`'s clauses.
    static func nestedBlocks(of s: SwiftStmt) -> [[SwiftStmt]] {
        switch s.kind {
        case .ifStmt(let i): return i.branchBodies
        case .guardStmt(_, let body), .whileStmt(_, let body), .deferStmt(let body), .repeatWhile(let body, _): return [body]
        case .doStmt(let body, _, let catches): return [body] + catches.map(\.body)
        case .switchStmt(let sw): return sw.cases.map(\.body)
        case .forIn(let f): return [f.body]
        case .labeled(_, let inner): return [[inner]]
        case .ifConfig(let clauses): return clauses.map(\.items)
        case .expression, .declaration, .returnStmt, .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt: return []
        }
    }

    /// `$searchText.debounce(for: …).removeDuplicates().sink`,
    /// `NotificationCenter.default.publisher(for: …).sink`: a subscription
    /// to a publisher that is no request (those are ``combineSinkTask(_:at:)``),
    /// named after what it is rooted at (`searchText`); nil for any other callee.
    func sinkRoot(_ callee: SwiftExpr) -> String? {
        Self.sinkRoot(callee, changesNothing: { changesNothing($0) && handsOutNothing($0) })
    }

    /// ``sinkRoot(_:)`` given what decides that an operand changes nothing.
    static func sinkRoot(_ callee: SwiftExpr, changesNothing: (SwiftExpr) -> Bool) -> String? {
        guard case .member(var publisher, "sink") = callee.kind else { return nil }
        while case .call(let inner, let operands, let closures) = publisher.kind, case .member(let base, let op) = inner.kind,
              publisherOperators.contains(op) || subscriptionOperators.contains(op) || op == "publisher" {
            guard operands.allSatisfy({ changesNothing($0.value) }), closures.allSatisfy({ changesNothing(SwiftExpr(kind: .closure($0.closure), location: $0.location)) }) else {
                return nil
            }
            if op == "publisher" { publisher = base; break }
            publisher = base
        }
        // `$searchText`: the publisher of a @Published property, no binding handed out.
        var projected = false
        switch publisher.kind {
        case .identifier(let n): projected = n.hasPrefix("$")
        case .member(let base, let n): if case .identifier("self") = base.kind { projected = n.hasPrefix("$") }
        default: break
        }
        guard projected || changesNothing(publisher) else { return nil }
        var root = publisher
        while true {
            switch root.kind {
            case .member(let base, let name):
                if case .identifier("self") = base.kind { return name.hasPrefix("$") ? String(name.dropFirst()) : name }
                root = base
            case .optionalChain(let base), .forceUnwrap(let base): root = base
            case .identifier(let n) where n != "self": return n.hasPrefix("$") ? String(n.dropFirst()) : n
            default: return nil
            }
        }
    }

    /// Combine operators that decide only whether, when or with what a
    /// subscription's callback runs (`$theme.dropFirst()`, `.filter { … }`,
    /// `.combineLatest($scope)`): a subscription's callback is already read
    /// as running at any time, any number of times, with a value the screen
    /// does not decide, so they are read through. Not on a request's
    /// publisher, whose one answer they could withhold.
    static let subscriptionOperators: Set<String> = [
        "dropFirst", "drop", "filter", "prefix", "collect", "scan", "combineLatest", "merge", "zip",
    ]

    /// How many of the last parameters of the folder method `callee` names
    /// (`Manager.update`, a static method of a type the folder declares;
    /// `eventsViewModel.create` of an input of the screen holding an object
    /// of a folder class, `@EnvironmentObject var eventsViewModel: EventsViewModel`)
    /// are closures declared `@escaping`; 0 when the folder declares no such
    /// method (one of that name, if there are several, decides nothing).
    func escapingParameters(of callee: SwiftExpr) -> Int {
        // `doThisAfter(0.3) { … }` of a function the folder declares at the top level.
        if case .identifier(let name) = callee.kind, local(name) == nil {
            let declared = module.files.flatMap(\.items).compactMap { item -> SwiftFunctionDecl? in
                if case .declaration(let d) = item.kind, case .function(let f) = d.kind, f.name == name { return f }
                return nil
            }
            guard declared.count == 1, let f = declared.first else { return 0 }
            return Self.trailingEscapingClosures(f)
        }
        guard case .member(let base, let method) = callee.kind else { return 0 }
        var typeName: String?
        switch base.kind {
        case .identifier(let n) where n.first?.isUppercase == true: typeName = n
        case .identifier(let n) where local(n) == nil && screenInputs.contains(ownMember(n) ?? n): typeName = environmentProperties[ownMember(n) ?? n]
        case .member(let this, let n) where (this.kind == .identifier("self") || Self.isWeakSelf(this)) && screenInputs.contains(ownMember(n) ?? n): typeName = environmentProperties[ownMember(n) ?? n]
        default: break
        }
        guard let typeName, let t = module.type(named: typeName, from: currentFile) else { return 0 }
        let candidates = t.decl.members.flatMap(Self.flatten).compactMap { m -> SwiftFunctionDecl? in
            if case .function(let f) = m.kind, f.name == method { return f } else { return nil }
        }
        guard candidates.count == 1, let f = candidates.first else { return 0 }
        return Self.trailingEscapingClosures(f)
    }

    /// How many of `f`'s last parameters are `@escaping` closures.
    static func trailingEscapingClosures(_ f: SwiftFunctionDecl) -> Int {
        var n = 0
        for p in f.parameters.reversed() {
            guard let type = p.type, case .attributed(let attributes, _, let inner) = type.kind, attributes.contains(where: { $0.name == "escaping" }),
                  isClosureType(inner) else { break }
            n += 1
        }
        return n
    }
}
