import StateCheckLanguage

/// Api data in a screen's code: a `Value` is a list of opaque pages, so
/// what the code computes element by element is abstracted or diagnosed.
extension ScreenBuilder {
    /// The methods on a `Value` whose result is read as the same `Value` (as in `.model` files).
    static let opaqueTransforms: Set<String> = ValueMethods.transforms.union(sliceTransforms)

    /// The slices of api data (`items.prefix(10)`, `items.dropFirst()`): the
    /// same Value or fewer of its rows, read as a filter is (the same Value,
    /// or none of it; a `ForEach` of one shows the data's rows).
    static let sliceTransforms: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast"]

    /// The transforms of api data that may drop rows: the filters
    /// (`filter`, `compactMap`) and the slices (``sliceTransforms``), read as
    /// the same Value or none of it.
    static let droppingTransforms: Set<String> = ValueMethods.filters.union(sliceTransforms)

    /// Whether the Swift expression names api data: a state variable of type
    /// `Value` (`items`, `self.items`, `model.items`) or a local bound to an api's answer.
    func isValueExpression(_ e: SwiftExpr) -> Bool {
        if case .identifier(let name) = e.kind, let kind = local(name) { return kind == .data || kind.filteredBy != nil }
        guard let name = stateVariableName(e) else { return false }
        return stateVars[name] == .value
    }

    /// `items.map { … }`, `items.sorted(by: …)`: the same `Value` (its pages
    /// stay opaque). `items.filter { … }`, `items.compactMap { … }`: the
    /// same `Value`, or none of it (`[]`), as an assumption decides: the
    /// model does not run the closure, and a filter may leave nothing
    /// (`users.filter { $0.id != removed.id }` of the last user), which a
    /// view's `isEmpty` branch must see. Nil when the call is not one on api data.
    mutating func collectionCall(_ callee: SwiftExpr, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], location loc: SourceLocation) -> Expr? {
        guard case .member(let base, let name) = callee.kind, Self.opaqueTransforms.contains(name), isDataExpression(base) else { return nil }
        guard !configuration.strict, Self.droppingTransforms.contains(name) else {
            abstraction("\(name) on api data: read as the same Value (its pages stay opaque)", at: loc)
            return expression(base)
        }
        guard let kept = expression(base) else { return nil }
        let call = SwiftExpr(kind: .call(callee, arguments: args, trailingClosures: trailing), location: loc)
        return perhapsEmpty(kept, text: SwiftSyntaxDump.describe(call), transform: name, at: loc)
    }

    /// `value`, or no value at all (`[]`) when the assumption that the
    /// filter `text` leaves nothing holds: what a `filter`/`compactMap` of api data is.
    mutating func perhapsEmpty(_ value: Expr, text: String, transform: String, at loc: SourceLocation) -> Expr {
        let none = assumption("\(text) is empty", at: loc)
        abstraction("\(transform) on api data: the same Value (its pages stay opaque), or nothing, as the assumption that \(text) is empty decides", at: loc)
        return Expr(kind: .ternary(condition: none, then: Expr(kind: .emptyValueLiteral, location: loc), else: value), location: loc)
    }

    /// The api data a chain of transforms starts from (`items` in
    /// `items.map { … }.filter { … }`), under `try`/`await`.
    static func transformedData(_ e: SwiftExpr) -> SwiftExpr {
        switch e.kind {
        case .call(let callee, _, _):
            guard case .member(let base, let name) = callee.kind, opaqueTransforms.contains(name) else { return e }
            return transformedData(base)
        case .tryExpr(_, let inner), .awaitExpr(let inner): return transformedData(inner)
        default: return e
        }
    }

    /// `items.first(where: …)`, `items.contains(where: …)` on api data: the
    /// elements are opaque, so the answer cannot be decided; true after the
    /// diagnostic.
    mutating func collectionQuery(_ callee: SwiftExpr, _ args: [SwiftArgument], location loc: SourceLocation) -> Bool {
        guard case .member(let base, let name) = callee.kind, ValueMethods.queries.contains(name), isDataExpression(base) else { return false }
        error(ValueMethods.undecidableQuery(name + (args.first?.label.map { "(\($0):)" } ?? "")), at: loc)
        return true
    }

    /// `items.filter { … }.isEmpty` (or `.count`, or of a local bound to a
    /// filtered value): how many elements remain is not known; true after the diagnostic.
    mutating func filteredMember(_ base: SwiftExpr, _ name: String, location loc: SourceLocation) -> Bool {
        guard ValueMethods.counting.contains(name), let transform = filteringTransform(base) else { return false }
        error(ValueMethods.undecidableFilteredMember(name, of: transform), at: loc)
        return true
    }

    /// The filtering transform (`filter`, `compactMap`) of api data that `e`
    /// is the result of, directly or through a local bound to it.
    func filteringTransform(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .call(let callee, _, _):
            guard case .member(let base, let name) = callee.kind, Self.opaqueTransforms.contains(name), isDataExpression(base) else { return nil }
            return Self.droppingTransforms.contains(name) ? name : filteringTransform(base)
        case .identifier(let name):
            return local(name)?.filteredBy
        case .tryExpr(_, let inner), .awaitExpr(let inner):
            return filteringTransform(inner)
        default:
            return nil
        }
    }

    /// `items.append(contentsOf: next)` on a state variable: `items += next`;
    /// `items.append(created)` of an api's answer (one element, `let created =
    /// try await api.create(…)`): `items += created`, the answer one more page.
    mutating func appendContentsOf(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        // `self.games.append(contentsOf: games)` of a property read opaque, a local `games` shadowing it: a write not read.
        if !configuration.strict, !selfIsEnum, case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty,
           case .member(let base, "append") = callee.kind, let name = Self.selfMember(base), local(name) != nil, stateVars[name] == nil,
           assignedOpaque[name] != nil || screenInputs.contains(name), args.allSatisfy({ !hasEffects($0.value) }) {
            abstraction("\(Self.brief(e)) writes a property read opaque: not read", at: loc)
            return []
        }
        guard case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty, args.count == 1,
              case .member(let base, "append") = callee.kind, isValueExpression(base) else { return nil }
        switch args[0].label {
        case "contentsOf"?:
            abstraction("append(contentsOf:) on api data: read as += (the pages concatenated)", at: loc)
        case nil where isValueExpression(args[0].value):
            abstraction("append(\(SwiftSyntaxDump.describe(args[0].value))) of an api's answer on api data: read as += (the answer one more page)", at: loc)
        default:
            return nil
        }
        // `self.items.append(contentsOf: items)` where the local `items` shadows the property: through its setter and getter.
        if !selfIsEnum, let name = Self.selfMember(base), local(name) != nil, let type = stateVars[name] {
            guard let value = expression(args[0].value) else { return [] }
            setters[name] = type
            let sum = Expr(kind: .binary(.plus, shadowedProperty(name, type, at: base.location), value), location: loc)
            return [Stmt(kind: .expression(Expr(kind: .call(callee: Expr(kind: .identifier("set_\(name)"), location: base.location),
                                                             arguments: [Argument(label: nil, value: sum)]), location: loc)), location: loc)]
        }
        guard let target = expression(base), let value = expression(args[0].value) else { return [] }
        return [Stmt(kind: .assign(target: target, op: .add, value: value), location: loc)]
    }

    /// `get_name()`, the value of the state variable `name` of type `type`
    /// where a local of that name shadows it (its getter synthesised).
    mutating func shadowedProperty(_ name: String, _ type: TypeRef, at loc: SourceLocation) -> Expr {
        getters[name] = type
        return Expr(kind: .call(callee: Expr(kind: .identifier("get_\(name)"), location: loc), arguments: []), location: loc)
    }

    /// Whether a Swift initial value is api data: a name of api data, `a + b`
    /// of api data, or a transform of it (`items.filter { … }`).
    func isDataExpression(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .binary("+", let l, let r): return isDataExpression(l) || isDataExpression(r)
        case .call(let callee, _, _):
            guard case .member(let base, let name) = callee.kind, Self.opaqueTransforms.contains(name) else { return false }
            return isDataExpression(base)
        case .tryExpr(_, let inner), .awaitExpr(let inner): return isDataExpression(inner)
        default: return isValueExpression(e)
        }
    }

    /// Whether `e` names an optional state variable of api data (`guard let items = self.items`).
    func isOptionalValueVariable(_ e: SwiftExpr) -> Bool {
        guard let name = stateVariableName(e), !(local(name) != nil && e.kind == .identifier(name)) else { return false }
        return stateVars[name] == .optional(.value)
    }

    /// Whether a translated initial value is an api's answer (`try await client.page()`).
    func isAPIAnswer(_ e: Expr) -> Bool {
        switch e.kind {
        case .try(let inner, optional: false), .await(let inner): return isAPIAnswer(inner)
        case .call(let callee, _):
            guard case .identifier(let name) = callee.kind, let api = apis[name] else { return false }
            return api.returnType == .value
        default:
            return false
        }
    }

    /// `for i in a..<b` / `a...b` over Int; a loop over api data is diagnosed.
    mutating func forIn(_ loop: SwiftForIn, location loc: SourceLocation) -> [Stmt] {
        if loop.isAwait || loop.isTry {
            if let read = asyncSequenceLoop(loop, at: loc) { return read }
            notModelled("'for await'", because: "asynchronous sequences are not part of the environment", at: loc)
            return []
        }
        if let read = writtenOutLoop(loop, at: loc) { return read }
        guard !loop.isCase, loop.whereClause == nil, let names = Self.loopVariables(loop.pattern) else {
            error("this 'for' loop is not understood; the loops read are 'for i in a..<b' and 'for i in a...b' over Int", at: loc)
            return []
        }
        // `for (index, item) in items.enumerated()`: only a loop over data binds a tuple.
        guard names.count == 1, let name = names.first else {
            if let read = dataLoop(loop, names: names, at: loc) { return read }
            error("this 'for' loop is not understood; the loops read are 'for i in a..<b' and 'for i in a...b' over Int", at: loc)
            return []
        }
        if case .binary(let op, let lower, let upper) = loop.sequence.kind, op == "..<" || op == "..." {
            guard let l = expression(lower), let u = expression(upper) else { return [] }
            let range = Expr(kind: .binary(op == "..<" ? .halfOpenRange : .closedRange, l, u), location: loop.sequence.location)
            scopes.append([name: .plain])
            loopScopes.append(scopes.count)
            let body = statements(loop.body)
            loopScopes.removeLast()
            scopes.removeLast()
            return [Stmt(kind: .forLoop(name: name, range: range, body: body), location: loc)]
        }
        if isTaskListExpression(loop.sequence) {
            // `for task in tasks`: each handle of the bag, in order.
            guard let bag = expression(loop.sequence) else { return [] }
            scopes.append([name: .plain])
            loopScopes.append(scopes.count)
            let body = statements(loop.body)
            loopScopes.removeLast()
            scopes.removeLast()
            return [Stmt(kind: .forLoop(name: name, range: bag, body: body), location: loc)]
        }
        if let read = dataLoop(loop, names: names, at: loc) { return read }
        if isValueExpression(loop.sequence) {
            notModelled("'for \(name) in' over api data", because: "a Value's pages are opaque: how many elements it has is not known", at: loop.sequence.location)
            return []
        }
        error("this 'for' loop is not understood; the loops read are 'for i in a..<b' and 'for i in a...b' over Int", at: loc)
        return []
    }

    /// `for name in [.addToLibrary, .removeFromLibrary] { … }`: a loop over
    /// elements written out (at most 8, computed without effects) runs its
    /// body once per element, in order, which is what Swift does; each
    /// element is a value the screen does not decide. Nil in strict mode,
    /// for `for case`, a `where` clause, a pattern other than names, and a
    /// body that breaks or continues (the copies would have no loop to
    /// leave).
    mutating func writtenOutLoop(_ loop: SwiftForIn, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, !loop.isCase, loop.whereClause == nil, case .array(let elements) = loop.sequence.kind,
              (1...8).contains(elements.count), elements.allSatisfy(changesNothing) else { return nil }
        guard let names = Self.turnVariables(loop.pattern) else { return nil }
        var leaves = false
        Self.forEachStatement(loop.body) { s in
            switch s.kind {
            case .breakStmt, .continueStmt: leaves = true
            default: break
            }
        }
        guard !leaves else { return nil }
        let name = Self.describeLoopVariables(names)
        abstraction("for \(name) in [ \(elements.count) elements ]: the body once per element, in order; \(name) is a value the screen does not decide", at: loc)
        // Each turn in a block of its own (`if true { … }`): its locals and its `defer` are the turn's.
        var out: [Stmt] = []
        let before = diagnostics.count
        for _ in elements {
            scopes.append(Dictionary(names.map { ($0, LocalKind.constant) }, uniquingKeysWith: { first, _ in first }))
            let turn = statements(loop.body)
            scopes.removeLast()
            out.append(Self.block(turn, at: loc))
            // A turn that is refused is refused once.
            if diagnostics[before...].contains(where: { $0.severity == .error }) { break }
        }
        return out
    }

    /// `for notification in unread { await markAsRead(notification) }` in
    /// async code: a loop over data the model does not count (api data, a
    /// filter of it, a collection of another module's values). Each turn is
    /// read as the environment's choice, awaited, to go on or stop (an api
    /// `nextNotification` answering a Bool, drawn as its answer's
    /// emptiness, declared `choice`: no request, so `singleFlight` does not
    /// count it): the body runs any number of times, the element a value
    /// the screen does not decide. Awaiting between turns adds interleavings
    /// the loop does not have, which keeps every behaviour of it. Nil
    /// outside async code (a sync loop cannot await), for a body that never
    /// awaits (read by its effects instead), for a sequence whose
    /// evaluation has effects, and in strict mode.
    mutating func dataLoop(_ loop: SwiftForIn, names: [String], at loc: SourceLocation) -> [Stmt]? {
        // `attachments.filter { !$0.isDownloaded }` of the screen's data: a transform of it, whatever its closure reads.
        guard !configuration.strict, asyncCode, changesNothing(loop.sequence) || isDataExpression(loop.sequence),
              !Self.loopsOverInts(loop.sequence) else { return nil }
        // A body that never awaits is read by its effects, any number of times, without turns of its own (``unreadEffects(_:_:)``).
        var awaits = false
        for s in loop.body { s.forEachExpression { if case .awaitExpr = $0.kind { awaits = true } } }
        guard awaits else { return nil }
        let name = Self.describeLoopVariables(names)
        guard let (api, read) = turns(loop, names: names, mayThrow: false, at: loc) else { return nil }
        abstraction("for \(name) in \(Self.brief(loop.sequence)): a loop over data the model does not count: each turn awaits \(api), the environment's choice to go on or stop; \(name) is a value the screen does not decide", at: loc)
        return read
    }

    /// `for await note in center.notifications(named: .didSync)`, `for try
    /// await message in socket.messages`: each turn awaits the sequence's
    /// next element, which code the model does not read produces whenever
    /// it likes; read as ``dataLoop(_:names:at:)`` reads a loop over data
    /// (each turn the environment's choice to go on, with an element the
    /// screen does not decide, or to end the loop; with `try`, or to fail
    /// with an error of its own). A sequence that ends when its task is
    /// cancelled is one of the choices. Nil in strict mode, outside async
    /// code, for `for case`, a `where` clause, a pattern other than names,
    /// and a sequence whose evaluation has effects.
    mutating func asyncSequenceLoop(_ loop: SwiftForIn, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, loop.isAwait, asyncCode, !loop.isCase, loop.whereClause == nil, changesNothing(loop.sequence) else { return nil }
        guard let names = Self.turnVariables(loop.pattern) else { return nil }
        let name = Self.describeLoopVariables(names)
        guard let (api, read) = turns(loop, names: names, mayThrow: loop.isTry, at: loc) else { return nil }
        abstraction("for \(loop.isTry ? "try " : "")await \(name) in \(Self.brief(loop.sequence)): an asynchronous sequence the model does not read: each turn awaits \(api), the environment's choice to give an element (a value the screen does not decide)\(loop.isTry ? ", fail" : "") or end the loop", at: loc)
        return read
    }

    /// The loop `while await next…() { body }` of ``dataLoop(_:names:at:)``
    /// and ``asyncSequenceLoop(_:at:)``: the api answering each turn (a
    /// choice, named after the loop's last name), and the loop, its names
    /// values the screen does not decide in the body.
    private mutating func turns(_ loop: SwiftForIn, names: [String], mayThrow: Bool, at loc: SourceLocation) -> (String, [Stmt])? {
        let apiName = "next" + Self.upperCamel(names.last ?? "element")
        let isNew = apis[apiName] == nil
        guard let call = apiCall(typeName: "Loop", method: apiName, args: [], location: loop.sequence.location, calleeLocation: loop.sequence.location, mayThrow: mayThrow) else { return nil }
        guard case .call(let callee, _) = call.kind, case .identifier(let api) = callee.kind else { return nil }
        if isNew {
            boolAnswers.insert(api)
            apis[api]?.nonempty = false
            // The choice makes no request: a task the view left and a new one both at it are no duplicate call.
            apis[api]?.choice = true
        }
        var awaited = Expr(kind: .await(call), location: loop.sequence.location)
        if mayThrow { awaited = Expr(kind: .try(awaited, optional: false), location: loop.sequence.location) }
        let test = boolAnswer(awaited)
        scopes.append(Dictionary(names.map { ($0, LocalKind.constant) }, uniquingKeysWith: { first, _ in first }))
        loopScopes.append(scopes.count)
        let body = statements(loop.body)
        loopScopes.removeLast()
        scopes.removeLast()
        return (api, [Stmt(kind: .whileLoop(conditions: [.boolean(test)], body: body), location: loc)])
    }

    /// The names a loop's pattern binds: `item`, or those of a tuple
    /// (`(index, item)`, `(_, item)`); nil for any other pattern.
    static func loopVariables(_ p: SwiftPattern) -> [String]? {
        switch p.kind {
        case .identifier(let name): return [name]
        case .tuple(let elements):
            var names: [String] = []
            for e in elements {
                switch e.pattern.kind {
                case .identifier(let name): names.append(name)
                case .wildcard: continue
                default: return nil
                }
            }
            return names.isEmpty ? nil : names
        default: return nil
        }
    }

    /// The names a turn of a loop read turn by turn binds: those of
    /// ``loopVariables(_:)``, or none for `_`; nil for any other pattern.
    static func turnVariables(_ p: SwiftPattern) -> [String]? {
        if case .wildcard = p.kind { return [] }
        return loopVariables(p)
    }

    /// The loop's names as written: `_`, `notice`, `(index, notice)`.
    static func describeLoopVariables(_ names: [String]) -> String {
        names.isEmpty ? "_" : names.count == 1 ? names[0] : "(\(names.joined(separator: ", ")))"
    }

    /// `stmts` in a block of its own (`if true { … }`): their locals and their `defer` end with it.
    static func block(_ stmts: [Stmt], at loc: SourceLocation) -> Stmt {
        let always = Expr(kind: .boolLiteral(true), location: loc)
        return Stmt(kind: .ifStatement(conditions: [.boolean(always)], then: stmts, elseBody: nil, elseIsIf: false), location: loc)
    }

    /// `a..<b`, `a...b`: a range of Ints, read as such.
    static func loopsOverInts(_ e: SwiftExpr) -> Bool {
        if case .binary(let op, _, _) = e.kind { return op == "..<" || op == "..." }
        return false
    }
}
