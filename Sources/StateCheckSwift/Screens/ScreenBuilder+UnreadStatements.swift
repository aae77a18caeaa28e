import StateCheckLanguage

// A statement of a screen's code that the translation cannot read is not a
// refusal when what it may do is known without reading it. Its effects are
// found by a scan of its syntax, closures included:
//
// - the stored properties it may write (assignments, `+=`, mutating calls,
//   `&x`, bindings `$x` handed out) — each must be data, a count or text
//   (``mayBeOpaque(_:)``): it is read opaque from then on (any value at any
//   time), as a property given a value the screen does not decide is, one
//   pass later (``ScreenTranslator``);
// - whether it suspends (an `await` outside its closures): it then awaits
//   one call of another module, an api named after the first call it
//   awaits, which may fail when the `await` is under `try` (the failure
//   goes where the statement's error would) and whose answer is not read.
//
// - whether it may throw without awaiting (a `try` of a synchronous call
//   that no `catch` of its own takes): after its other effects, in async
//   code, it awaits an api named after that call, which may fail (as a
//   synchronous throwing call on a value the screen does not decide is
//   read: the await adds a suspension, behaviours added, none dropped); in
//   synchronous code an assumption decides whether it throws one error of
//   its own, never a cancellation (code of another module run synchronously
//   is taken to throw errors of its own, as a `throw` of such a type is);
// - whether it may return early (a `return` without a value, outside its
//   closures): after its other effects, an assumption decides whether the
//   code around goes on or returns.
//
// What the statement computes is otherwise lost, so it is read only when
// losing it loses no behaviour of the screen. It stays refused, with its
// own diagnostics, when it may change the loading state (an enum, a Bool, an
// error or a task handle of the screen), call its view model's methods from
// the view (their effects are the screen's), start a task or a child task (`async let`), hand out
// `self`, leave the code around it otherwise (a `return` with a value, `throw`, `break`,
// `continue`), or write a local of the code around
// it. A local it declares is opaque after it.
//
// A call of a method of the code's own type (`ingest(message)`,
// `self.setItems(…)` in a view model's method or the view's) is read in
// place: the scan reads the method's body, its parameters and locals its
// own, and the statement has the effects the body has, whatever arguments
// it is given and however often it is called (a `for` over data that calls
// it runs it any number of times: each property it writes is opaque, any
// value at any time; a Bool it settles is any value after it). A method that
// calls itself directly (`collect(from: reply.children)` in a loop over
// replies) has, at every depth, the effects of the one body the scan reads,
// so the recursion adds none; a recursive call in a closure stays a blocker
// (its effects would happen at any time, which the body read does not say).

extension ScreenBuilder {
    /// Translates `s`; when that refuses it, reads it by its effects
    /// instead (``unreadEffects(_:_:)``), and otherwise keeps the refusal.
    mutating func statementOrUnread(_ written: SwiftStmt) -> [Stmt] {
        // Inside an inlined component, names stand for the caller's state: no scan resolves them.
        guard !configuration.strict, components.current == nil, renames.isEmpty else { return statement(written) }
        // `xs.forEach { x in … }` is the loop `for x in xs { … }`, read by its effects as that loop when it must be.
        var s = written
        if case .expression(let e) = written.kind, let loop = forEachLoop(e, at: written.location) { s = loop }
        let saved = self
        let before = diagnostics.count
        let read = statement(s)
        guard diagnostics[before...].contains(where: { $0.severity == .error }) else { return read }
        let refused = self
        self = saved
        // What the refused translation learnt for the next pass stays learnt.
        keepFindings(of: refused)
        if s != written, let original = attempt({ $0.statement(written) }) { return original }
        let effects = effectsOf(s)
        if let unread = unreadEffects(s, effects) { return unread }
        let learnt = opaqueAssignments
        let learntByEffects = opaqueByEffects
        let inPlace = readInPlaceFound
        self = refused
        for (name, loc) in learnt where opaqueAssignments[name] == nil {
            opaqueAssignments[name] = loc
            if learntByEffects.contains(name) { opaqueByEffects.insert(name) }
        }
        readInPlaceFound.formUnion(inPlace)
        // Why the reading by effects does not cover it either, once (a statement inside it may have said so already), after the
        // statement's first error.
        if let blocker = effects.blocker, !diagnostics[before...].contains(where: { $0.severity == .note }),
           let first = diagnostics[before...].first(where: { $0.severity == .error }) {
            diagnostics.append(Diagnostic(file: first.file, line: first.line, column: first.column, severity: .note,
                                          message: "\(Self.brief(s)) is not read by its effects either: \(blocker)"))
        }
        return read
    }

    /// What a statement the translation could not read may do.
    struct UnreadEffects {
        /// Stored properties (model names) it may write, with where.
        var written: [String: SourceLocation] = [:]
        /// Bool properties (model names) it may write, not in a closure: set
        /// to any value when it ends.
        var settled: [String: TypeRef] = [:]
        /// Locals of the code around it that it may write, with the scope
        /// each is declared in: opaque after it.
        var outerLocals: [String: Int] = [:]
        /// The first `await` outside its closures, the call it awaits, and
        /// whether a `try` covers it.
        var awaited: (call: SwiftExpr, tried: Bool)?
        /// Why no reading by effects covers it (nil: one does).
        var blocker: String?
        /// The methods of the code's own type it calls, whose bodies the
        /// scan read in place (``methodsReadInPlace(_:declared:)``).
        var readInPlace: Set<String> = []
        /// The first synchronous call it tries that no `catch` of its own
        /// takes: it may throw without awaiting.
        var throwing: SwiftExpr?
        /// Whether it may return early (a `return` without a value).
        var mayReturn = false
    }

    /// The statements `s` is read as by its `effects` (``effectsOf(_:)``;
    /// see above), or nil when no such reading covers it. Properties it
    /// writes that are not opaque in this pass are recorded for the next
    /// one (and nil returned).
    mutating func unreadEffects(_ s: SwiftStmt, _ effects: UnreadEffects) -> [Stmt]? {
        guard effects.blocker == nil else { return nil }
        readInPlaceFound.formUnion(effects.readInPlace.map { name in currentHolder.map { member(name, of: $0) } ?? name })
        var pending = false
        for (name, loc) in effects.written where assignedOpaque[name] == nil {
            if opaqueAssignments[name] == nil {
                opaqueAssignments[name] = loc
                opaqueByEffects.insert(name)
            }
            pending = true
        }
        guard !pending else { return nil }
        // Every property it writes is opaque in this pass, so no variable of the model: a write found to a variable
        // (one whose declaration could not be read opaque) would be lost, so the statement stays refused.
        guard effects.written.isEmpty else { return nil }
        guard effects.settled.isEmpty || effects.awaited == nil else {
            // What the code around sees of a Bool between two of its awaits is not known.
            return nil
        }
        var out: [Stmt] = []
        var parts: [String] = []
        for (name, type) in effects.settled.sorted(by: { $0.key < $1.key }) {
            let target = Expr(kind: .identifier(name), location: s.location)
            let value = assumption("\(name) after line \(s.location.line)", at: s.location)
            let set = Stmt(kind: .assign(target: target, op: .assign, value: value), location: s.location)
            if type == .bool {
                out.append(set)
            } else {
                let isNil = assumption("\(name) is nil after line \(s.location.line)", at: s.location)
                let setNil = Stmt(kind: .assign(target: target, op: .assign, value: Expr(kind: .nilLiteral, location: s.location)), location: s.location)
                out.append(Stmt(kind: .ifStatement(conditions: [.boolean(isNil)], then: [setNil], elseBody: [set], elseIsIf: false), location: s.location))
            }
        }
        if !effects.settled.isEmpty {
            parts.append("it leaves \(effects.settled.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")) at any value (assumed)")
        }
        for (name, scope) in effects.outerLocals where scope < scopes.count { scopes[scope][name] = .constant }
        if !effects.outerLocals.isEmpty {
            parts.append("the locals \(effects.outerLocals.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")) are opaque after it")
        }
        if parts.isEmpty { parts.append("it changes nothing of the screen's state") }
        if !effects.readInPlace.isEmpty {
            parts.append("it calls \(effects.readInPlace.sorted().map { "\($0)(…)" }.joined(separator: ", ")) of the screen, read by the effects of its body")
        }
        if let (call, tried) = effects.awaited {
            guard let awaited = unreadApi(call, tried: tried, at: s.location) else { return nil }
            out.insert(awaited, at: 0)
            parts.append("it awaits \(Self.awaitedName(call).method)(…), read as an api\(tried ? " that may fail" : "")")
        }
        // After what it settles: a throw or a return partway leaves those at any value too.
        if let call = effects.throwing {
            let (typeName, method, _) = Self.awaitedName(call)
            if asyncCode {
                guard let thrown = unreadApi(call, tried: true, at: s.location) else { return nil }
                out.append(thrown)
                parts.append("it may throw at \(method)(…) without awaiting, read as an api that may fail")
            } else {
                // An initializer of another module (`Data(contentsOf: url)`) throws errors of its type.
                var errorType = typeName
                if case .call(let callee, _, _) = call.kind, case .identifier(let name) = callee.kind, name.first?.isUppercase == true { errorType = name }
                let throwsHere = assumption("\(SwiftSyntaxDump.describe(call)) throws", at: s.location)
                let thrown = Stmt(kind: .throwStatement(foreignError(errorType, at: s.location)), location: s.location)
                out.append(Stmt(kind: .ifStatement(conditions: [.boolean(throwsHere)], then: [thrown], elseBody: nil, elseIsIf: false), location: s.location))
                parts.append("it may throw at \(method)(…): assumed, one error of its own (Thrown\(errorType).\(Self.errorStructCase)), never a cancellation")
            }
        }
        if effects.mayReturn {
            let returns = assumption("returns at line \(s.location.line)", at: s.location)
            out.append(Stmt(kind: .ifStatement(conditions: [.boolean(returns)], then: [Stmt(kind: .returnStatement(nil), location: s.location)],
                                               elseBody: nil, elseIsIf: false), location: s.location))
            parts.append("it may return: assumed")
        }
        let what = parts.joined(separator: "; ")
        abstraction("\(Self.brief(s)) is not read: \(what)", at: s.location)
        if case .declaration(let d) = s.kind, case .variable(let v) = d.kind {
            for name in v.bindings.flatMap({ Self.boundNames($0.pattern) }) { declare(name, .constant) }
        }
        return out
    }

    /// `try await api()` (`try?` unless `tried`): the api an unread
    /// statement's `call` stands for (``awaitedName(_:)``); nil after a
    /// diagnostic.
    mutating func unreadApi(_ call: SwiftExpr, tried: Bool, at loc: SourceLocation) -> Stmt? {
        let (typeName, method, calleeLocation) = Self.awaitedName(call)
        guard let api = apiCall(typeName: typeName, method: method, args: [], location: loc, calleeLocation: calleeLocation) else { return nil }
        let awaited = Expr(kind: .await(api), location: loc)
        return Stmt(kind: .expression(Expr(kind: .try(awaited, optional: !tried), location: loc)), location: loc)
    }

    /// The first line of a statement's source, at most 60 characters.
    static func brief(_ s: SwiftStmt) -> String {
        switch s.kind {
        case .expression(let e): return brief(e)
        case .declaration(let d):
            if case .variable(let v) = d.kind, let b = v.bindings.first {
                let names = boundNames(b.pattern).joined(separator: ", ")
                return b.initializer.map { "\(v.keyword) \(names) = \(brief($0))" } ?? "\(v.keyword) \(names)"
            }
            return "a declaration"
        case .forIn(let f): return "for … in \(brief(f.sequence))"
        case .ifStmt: return "an if statement"
        case .switchStmt(let sw): return "switch \(brief(sw.subject))"
        case .doStmt: return "a do statement"
        case .whileStmt: return "a while loop"
        case .guardStmt: return "a guard statement"
        default: return "a statement"
        }
    }

    /// The api an unread `await` stands for: named after the awaited call's
    /// method, held by the type its receiver is named after.
    static func awaitedName(_ call: SwiftExpr) -> (typeName: String, method: String, location: SourceLocation) {
        var e = call
        while true {
            switch e.kind {
            case .tryExpr(_, let inner), .awaitExpr(let inner): e = inner; continue
            default: break
            }
            break
        }
        if case .call(let callee, _, _) = e.kind {
            switch callee.kind {
            case .member(let base, let name):
                let holder = rootName(base).map(upperCamel) ?? "Unread"
                return (holder, name, callee.location)
            case .identifier(let name):
                return ("Unread", name, callee.location)
            default: break
            }
        }
        return ("Unread", "call", call.location)
    }

    /// The effects of `s` (``UnreadEffects``), found by a scan of its syntax.
    func effectsOf(_ s: SwiftStmt) -> UnreadEffects {
        var effects = UnreadEffects()
        let leaving = Self.leavingStatements([s], inLoop: false, inSwitch: false)
        if let leaves = leaving.first(where: { $0 != "return" }) {
            effects.blocker = "it may leave the code around it (\(leaves))"
            return effects
        }
        effects.mayReturn = !leaving.isEmpty
        if case .declaration(let d) = s.kind, case .function = d.kind {
            effects.blocker = "a local function may capture the screen"
            return effects
        }
        if Self.asyncLetBinding(s) != nil {
            effects.blocker = "it starts a child task (async let), which runs concurrently with the code around it"
            return effects
        }
        scanEffects([s], declared: Self.declaredNames(s), anytime: false, visiting: [], into: &effects)
        return effects
    }

    /// Adds the effects of `stmts` to `effects`: the statement read, or the
    /// body of a method it calls (``methodsReadInPlace(_:declared:)``).
    /// `declared` are the names declared inside (writes to them stay
    /// inside); `anytime` says the code runs in a closure (its writes may
    /// happen at any time); `visiting` are the methods being read, whose
    /// calls in them are blockers (a recursion).
    func scanEffects(_ stmts: [SwiftStmt], declared: Set<String>, anytime outer: Bool, visiting: Set<String>, into effects: inout UnreadEffects) {
        var inClosures = Set<SourceLocation>()
        var inPlace = Set<SourceLocation>()
        for s in stmts {
            s.forEachExpression { x in
                for c in Self.closures(at: x) {
                    for st in c.body { st.forEachExpression { inner in inClosures.insert(inner.location) } }
                }
                if case .call(let callee, _, _) = x.kind, methodsReadInPlace(callee, declared: declared) != nil { inPlace.insert(callee.location) }
            }
        }
        // A `try` in the body of a `do` with a bare `catch` throws into that catch, not out of the statement.
        var caught = Set<SourceLocation>()
        Self.forEachStatement(stmts) { st in
            guard case .doStmt(let body, _, let catches) = st.kind, catches.contains(where: { $0.items.isEmpty }) else { return }
            for b in body { b.forEachExpression { caught.insert($0.location) } }
        }
        for s in stmts { s.forEachExpression { x in
            guard effects.blocker == nil else { return }
            let anytime = outer || inClosures.contains(x.location)
            switch x.kind {
            case .awaitExpr where !anytime:
                if effects.awaited == nil { effects.awaited = (x, false) }
            case .awaitExpr:
                // `group.addTask { await item.load() }`: a closure that awaits runs as work of its own, whose calls
                // (requests in flight) would be lost.
                effects.blocker = "a closure in it awaits (\(Self.brief(x))): work of its own, whose calls would not be read"
            case .tryExpr("try", let inner) where !anytime && caught.contains(x.location):
                if Self.containsAwait(inner), effects.awaited == nil { effects.awaited = (inner, false) }
            case .tryExpr("try", let inner) where !anytime:
                if Self.containsAwait(inner) {
                    if effects.awaited == nil || effects.awaited?.tried == false { effects.awaited = (inner, true) }
                } else if !visiting.isEmpty {
                    // In a method read in place: what escapes it is thrown at its call, under a `try` of its own.
                } else if !configuration.strict {
                    if effects.throwing == nil { effects.throwing = inner }
                } else {
                    effects.blocker = "it may throw without awaiting"
                }
            case .binary(let op, let target, let value) where Self.isAssignment(op):
                if case .identifier("self") = value.kind { effects.blocker = "it hands out the screen (self)"; return }
                noteWrite(target, declared: declared, anytime: anytime, into: &effects)
            case .inoutExpr(let inner):
                noteWrite(inner, declared: declared, anytime: anytime, into: &effects)
            case .identifier(let n):
                if inPlace.contains(x.location) {
                    // The callee of a method read in place (the call's case reads its body).
                } else if n.hasPrefix("$"), n.dropFirst().first?.isLetter == true {
                    noteWrite(SwiftExpr(kind: .identifier(String(n.dropFirst())), location: x.location), declared: declared, anytime: true, into: &effects)
                } else if methodNames.contains(ownMember(n) ?? n) || viewHelpers.contains(n) || n == dismissProperty {
                    effects.blocker = "it uses the screen's '\(n)'"
                } else if localFunctions[n] != nil, !declared.contains(n) {
                    // Its body is the caller's code (``localFunctionCall(_:at:)``): what it does is not a call of another module.
                    effects.blocker = "it uses the local function '\(n)'"
                }
            case .call(let callee, let args, _):
                if args.contains(where: { if case .identifier("self") = $0.value.kind { return true }; return false }) {
                    effects.blocker = "it hands out the screen (self)"
                    return
                }
                if let (name, methods) = methodsReadInPlace(callee, declared: declared) {
                    noteMethodCall(name, methods, anytime: anytime, visiting: visiting, into: &effects)
                } else {
                    noteCall(callee, declared: declared, anytime: anytime, into: &effects)
                }
            default:
                break
            }
        } }
    }

    /// The methods a call of `callee` runs when it is read in place: a bare
    /// `name(…)` or `self.name(…)` of the type whose code is read (the view
    /// model's, in its methods; the view's otherwise), every declaration of
    /// that name with a body. Nil in strict mode, for a local or a name
    /// `declared` inside the statement, and for anything else.
    func methodsReadInPlace(_ callee: SwiftExpr, declared: Set<String>) -> (name: String, methods: [SwiftFunctionDecl])? {
        guard !configuration.strict else { return nil }
        let name: String
        switch callee.kind {
        case .identifier(let n):
            guard local(n) == nil, !declared.contains(n) else { return nil }
            name = n
        case .member(let base, let n):
            guard case .identifier("self") = base.kind else { return nil }
            name = n
        default:
            return nil
        }
        var methods: [SwiftFunctionDecl] = []
        if let holder = currentHolder {
            methods = viewModelMethods.filter { $0.3 == holder && $0.0.name == name }.map(\.0)
        } else {
            for d in allMembers(of: screen) {
                if case .function(let f) = d.kind, f.name == name { methods.append(f) }
            }
        }
        guard !methods.isEmpty, methods.allSatisfy({ $0.body != nil }) else { return nil }
        return (name, methods)
    }

    /// Adds the effects of the bodies of `methods` (one name, read in place)
    /// to `effects`: a method that declares a local function or starts a
    /// child task is a blocker, and so is one that calls itself in a closure;
    /// a direct recursive call adds nothing (the body read has its effects).
    func noteMethodCall(_ name: String, _ methods: [SwiftFunctionDecl], anytime: Bool, visiting: Set<String>, into effects: inout UnreadEffects) {
        guard !visiting.contains(name) else {
            // A direct call (not in a closure) of a method being read has the effects its body has, which that read
            // adds already, however deep the recursion goes. One in a closure would have them at any time.
            if !anytime, !configuration.strict { return }
            effects.blocker = "it calls '\(name)', which calls itself"
            return
        }
        for f in methods {
            let body = f.body ?? []
            var local: String?
            Self.forEachStatement(body) { st in
                if case .declaration(let d) = st.kind, case .function = d.kind { local = "a local function may capture the screen" }
                if Self.asyncLetBinding(st) != nil { local = "it starts a child task (async let), which runs concurrently with the code around it" }
            }
            if let local {
                effects.blocker = "\(name) is not read in place: \(local)"
                return
            }
            var declared = Set(f.parameters.compactMap { $0.name ?? $0.label })
            for st in body { declared.formUnion(Self.declaredNames(st)) }
            scanEffects(body, declared: declared, anytime: anytime, visiting: visiting.union([name]), into: &effects)
            if effects.blocker != nil { return }
        }
        effects.readInPlace.insert(name)
    }

    /// Whether `op` assigns (`=`, `+=`, …, not `==`).
    static func isAssignment(_ op: String) -> Bool {
        op == "=" || (op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op))
    }

    /// A call's effects: a task started, a method of the screen or its view
    /// model called (blockers), or a mutating call on its state (a write).
    func noteCall(_ callee: SwiftExpr, declared: Set<String>, anytime: Bool, into effects: inout UnreadEffects) {
        switch callee.kind {
        case .identifier("Task"):
            effects.blocker = "it starts a task"
        case .optionalChain(let inner):
            noteCall(inner, declared: declared, anytime: anytime, into: &effects)
        case .member(let base, let name):
            if case .identifier("Task") = base.kind { effects.blocker = "it starts a task"; return }
            if case .identifier(let holder) = base.kind, holder == "self" || viewModelProperties.contains(holder) {
                let own = holder == "self" ? (ownMember(name) ?? name) : member(name, of: holder)
                if methodNames.contains(own) || computedProperties.contains(own) || stateVars[own] == nil {
                    effects.blocker = "it calls '\(name)' of the screen or its view model"
                    return
                }
            }
            if !Self.readingMethods.contains(name), ownsState(base) { noteWrite(base, declared: declared, anytime: anytime, into: &effects) }
        default:
            break
        }
    }

    /// Records that `target` may be written: a stored property of the
    /// screen (opaque if it may be, a blocker otherwise), a local of the
    /// code around (a blocker) or of the statement itself, or state that is
    /// not the screen's (nothing).
    func noteWrite(_ target: SwiftExpr, declared: Set<String>, anytime: Bool, into effects: inout UnreadEffects) {
        let (root, members) = Self.accessChain(target)
        guard case .identifier(let n) = root.kind else { return }
        var key: String?
        if n == "self" {
            guard let first = members.first else { effects.blocker = "it replaces the screen (self)"; return }
            if viewModelProperties.contains(first) {
                guard members.count > 1 else { effects.blocker = "it replaces the view model '\(first)'"; return }
                key = member(members[1], of: first)
            } else {
                key = ownMember(first) ?? first
            }
        } else if declared.contains(n) {
            return
        } else if local(n) != nil {
            guard let scope = scopes.lastIndex(where: { $0[n] != nil }), scope >= (loopScopes.last ?? 0) else {
                effects.blocker = "it writes '\(n)', a local that lives across the loop around it"
                return
            }
            effects.outerLocals[n] = scope
            return
        } else if viewModelProperties.contains(n) {
            guard let first = members.first else { effects.blocker = "it replaces the view model '\(n)'"; return }
            key = member(first, of: n)
        } else if renames[n] == nil, stateVars[ownMember(n) ?? n] != nil {
            key = ownMember(n) ?? n
        } else if renames[n] == nil, n.first?.isUppercase == true || screenInputs.contains(n) || environmentProperties[n] != nil {
            // A type's shared state (`AppState.shared.user = …`), an input or the environment: not the screen's state.
            return
        } else {
            effects.blocker = "it writes '\(n)', which is not resolved to the screen's state or another's"
            return
        }
        guard let name = key, let type = stateVars[name] else { return }
        if !anytime, type == .bool || type == .optional(.bool), local(name) == nil {
            effects.settled[name] = type
            return
        }
        guard Self.mayBeOpaque(type) else {
            effects.blocker = "it may change '\(name)', the screen's loading state"
            return
        }
        if effects.written[name] == nil { effects.written[name] = target.location }
    }

    /// The root of a member chain and its members in order (`self.items[0].name` → `self`, [items, name]).
    static func accessChain(_ e: SwiftExpr) -> (root: SwiftExpr, members: [String]) {
        switch e.kind {
        case .member(let base, let name):
            let (root, members) = accessChain(base)
            return (root, members + [name])
        case .optionalChain(let base), .forceUnwrap(let base), .subscriptCall(let base, _, _), .call(let base, _, _):
            return accessChain(base)
        default:
            return (e, [])
        }
    }

    /// The closures the node `x` itself holds: a closure expression, or a
    /// call's trailing closures (not those of its subexpressions).
    static func closures(at x: SwiftExpr) -> [SwiftClosure] {
        switch x.kind {
        case .closure(let c): return [c]
        case .call(_, _, let trailing), .subscriptCall(_, _, let trailing): return trailing.map(\.closure)
        default: return []
        }
    }

    /// The names `s` declares anywhere inside (locals, loop variables,
    /// optional bindings, closure parameters): writes to them stay inside it.
    static func declaredNames(_ s: SwiftStmt) -> Set<String> {
        var names = Set<String>()
        func walk(_ stmts: [SwiftStmt]) {
            for st in stmts {
                switch st.kind {
                case .declaration(let d):
                    if case .variable(let v) = d.kind { for b in v.bindings { names.formUnion(boundNames(b.pattern)) } }
                case .ifStmt(let i):
                    for c in i.conditions { bind(c) }
                    i.branchBodies.forEach(walk)
                case .guardStmt(let conditions, let body), .whileStmt(let conditions, let body):
                    for c in conditions { bind(c) }
                    walk(body)
                case .forIn(let f):
                    names.formUnion(boundNames(f.pattern))
                    walk(f.body)
                case .switchStmt(let sw):
                    for c in sw.cases {
                        for item in c.items { names.formUnion(boundNames(item.pattern)) }
                        walk(c.body)
                    }
                case .doStmt(let body, _, let catches):
                    walk(body)
                    for c in catches { names.insert("error"); walk(c.body) }
                case .repeatWhile(let body, _), .deferStmt(let body): walk(body)
                case .labeled(_, let inner): walk([inner])
                case .ifConfig(let clauses): for c in clauses { walk(c.items) }
                case .expression, .returnStmt, .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt: break
                }
            }
        }
        func bind(_ c: SwiftCondition) {
            switch c {
            case .optionalBinding(_, let p, _, _, _), .matching(let p, _, _, _): names.formUnion(boundNames(p))
            case .expression, .availability: break
            }
        }
        walk([s])
        s.forEachExpression { x in
            for c in Self.closures(at: x) {
                for p in c.parameters ?? [] { if let n = p.name { names.insert(n) } }
                walk(c.body)
            }
        }
        return names
    }

    /// The statements of `stmts` (nested ones included, closures not) that
    /// leave the code around them, named in order (`return` for one without
    /// a value, `return a value`, `throw`, `break`, `continue`). A `break`
    /// inside a loop or `switch` of theirs, a `continue` inside a loop of
    /// theirs, stay inside.
    static func leavingStatements(_ stmts: [SwiftStmt], inLoop: Bool, inSwitch: Bool) -> [String] {
        var found: [String] = []
        for s in stmts {
            switch s.kind {
            case .returnStmt(let value): found.append(value == nil ? "return" : "return a value")
            case .throwStmt: found.append("throw")
            case .breakStmt(let label): if label != nil || !(inLoop || inSwitch) { found.append("break") }
            case .continueStmt(let label): if label != nil || !inLoop { found.append("continue") }
            case .ifStmt(let i): for b in i.branchBodies { found += leavingStatements(b, inLoop: inLoop, inSwitch: inSwitch) }
            case .guardStmt(_, let body), .deferStmt(let body):
                found += leavingStatements(body, inLoop: inLoop, inSwitch: inSwitch)
            case .whileStmt(_, let body), .repeatWhile(let body, _): found += leavingStatements(body, inLoop: true, inSwitch: inSwitch)
            case .forIn(let f): found += leavingStatements(f.body, inLoop: true, inSwitch: inSwitch)
            case .switchStmt(let sw): for c in sw.cases { found += leavingStatements(c.body, inLoop: inLoop, inSwitch: true) }
            case .doStmt(let body, _, let catches):
                found += leavingStatements(body, inLoop: inLoop, inSwitch: inSwitch)
                for c in catches { found += leavingStatements(c.body, inLoop: inLoop, inSwitch: inSwitch) }
            case .labeled(_, let inner): found += leavingStatements([inner], inLoop: inLoop, inSwitch: inSwitch)
            case .ifConfig(let clauses): for c in clauses { found += leavingStatements(c.items, inLoop: inLoop, inSwitch: inSwitch) }
            case .expression, .declaration, .fallthroughStmt: break
            }
        }
        return found
    }
}
