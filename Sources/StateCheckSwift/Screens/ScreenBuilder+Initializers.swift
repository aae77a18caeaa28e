import StateCheckLanguage

// `init(service: CatalogService = .live) { self.service = service; listen(); getProducts() }`:
// a view model's initializer that does more than store what it is given.
// SwiftUI creates the view model as the view is first shown (a @StateObject
// or @State one), or before (one the parent passes in): either way its
// initializer has run before the view's appearance handlers, and a Task it
// starts runs after them (they run in the same main-actor turn as the
// view's first update). So the initializer's code is read as the first
// `on load` handler, run once:
//
//     on load sync { if !viewModelCreated { viewModelCreated = true; listen(); getProducts() } }
//
// What it stores from its parameters (clients, inputs) is read as before:
// those properties are the environment or inputs; a parameter read by
// other code is a value the screen does not decide. Without such code the
// initializer is abstracted as before (properties start from their declared
// values).

extension ScreenBuilder {
    /// The statements of a view model's initializer that do more than store
    /// its parameters or the environment: calls, tasks, assignments of the
    /// screen's state from other values. `super.init()`/`self.init(…)` are
    /// none; the locals it declares count only when such a statement reads
    /// them (`init(from decoder:)`, which only decodes, has none).
    func initializerEffects(_ f: SwiftFunctionDecl) -> [SwiftStmt] {
        let parameters = Set(f.parameters.compactMap { $0.name ?? $0.label })
        let body = f.body ?? []
        var declared: Set<String> = []
        for s in body {
            if case .declaration(let d) = s.kind, case .variable(let v) = d.kind {
                for b in v.bindings { declared.formUnion(Self.boundNames(b.pattern)) }
            }
        }
        let effects = body.filter { s in
            if case .declaration = s.kind { return false }
            return !onlyStores(s, given: parameters.union(declared))
        }
        guard !effects.isEmpty else { return [] }
        // Code that reads a local of the initializer needs its declaration: the whole body but the stores.
        if Self.mentionsAny(declared, in: effects) {
            return body.filter { s in
                if case .expression(let e) = s.kind, case .binary("=", let target, _) = e.kind,
                   stateVariableName(target).map({ stateVars[$0] == nil }) ?? true { return false }
                return true
            }
        }
        return effects
    }

    /// Whether the initializer's statement `s` only stores what it is given
    /// (``initializerEffects(_:)``), `given` the names that hold it (its
    /// parameters and locals): `super.init()`/`self.init(…)`; a store into a
    /// property that is no state (`self.service = service`, `_model =
    /// StateObject(…)`, `_form = .init(initialValue: form)` of a @State the
    /// initializer sets) or into the state from those names; an `if` or
    /// `switch` whose conditions start no work (``hasEffects(_:)``) and whose
    /// branches only store, the names its patterns bind given too
    /// (`switch mode { case let .editExisting(park): self.oldForm = .init(park) }`).
    /// A branch stores as the same store outside it does: its properties
    /// hold values the screen does not decide, whichever branch ran.
    func onlyStores(_ s: SwiftStmt, given names: Set<String>) -> Bool {
        switch s.kind {
        case .expression(let e):
            if case .call(let callee, _, _) = e.kind, case .member(let base, "init") = callee.kind,
               case .identifier(let b) = base.kind, b == "super" || b == "self" { return true }
            guard case .binary("=", let target, let value) = e.kind else { return false }
            // `self.service = service`, `_model = StateObject(…)`, `self.cancellables = []` of no state: stored, not run.
            guard let name = stateVariableName(target), stateVars[name] != nil else { return true }
            return Self.mentionsAny(names, in: [SwiftStmt(kind: .expression(value), location: s.location)])
        case .ifStmt(let i):
            return branchOnlyStores(i, given: names)
        case .switchStmt(let sw):
            guard !hasEffects(sw.subject) else { return false }
            return sw.cases.allSatisfy { c in
                guard c.items.allSatisfy({ item in item.guardExpression.map { !hasEffects($0) } ?? true }) else { return false }
                let bound = names.union(c.items.flatMap { Self.boundNames($0.pattern) })
                return c.body.allSatisfy { s in
                    if case .breakStmt(label: nil) = s.kind { return true }
                    return onlyStores(s, given: bound)
                }
            }
        case .declaration, .guardStmt, .forIn, .whileStmt, .repeatWhile, .doStmt, .deferStmt, .returnStmt,
             .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt, .labeled, .ifConfig:
            return false
        }
    }

    /// Whether the conditions of `i` start no work and each of its branches
    /// only stores (``onlyStores(_:given:)``), the names its conditions bind
    /// given to its `then` block.
    func branchOnlyStores(_ i: SwiftIf, given names: Set<String>) -> Bool {
        var bound = names
        for c in i.conditions {
            switch c {
            case .expression(let e):
                if hasEffects(e) { return false }
            case .optionalBinding(_, let pattern, _, let value, _):
                if let value, hasEffects(value) { return false }
                bound.formUnion(Self.boundNames(pattern))
            case .matching(let pattern, _, let value, _):
                if hasEffects(value) { return false }
                bound.formUnion(Self.boundNames(pattern))
            case .availability:
                continue
            }
        }
        guard i.body.allSatisfy({ onlyStores($0, given: bound) }) else { return false }
        switch i.elseBranch {
        case nil: return true
        case .block(let stmts, _)?: return stmts.allSatisfy { onlyStores($0, given: names) }
        case .elseIf(let next, _)?: return branchOnlyStores(next, given: names)
        }
    }

    /// Reads the initializers recorded in ``viewModelInitializers`` as the
    /// first `on load` handler, run once (see above). A view model with
    /// several initializers ran one of them, which the screen does not
    /// decide: each one's code under an assumption, one at most.
    mutating func translateViewModelInitializers() {
        var byHolder: [String: [(SwiftFunctionDecl, [SwiftStmt], SourceLocation, String, String, Int)]] = [:]
        var order: [String] = []
        for i in viewModelInitializers {
            if byHolder[i.4] == nil { order.append(i.4) }
            byHolder[i.4, default: []].append((i.0, i.1, i.2, i.3, i.4, initializerCount[i.4] ?? 1))
        }
        for holder in order {
            guard let inits = byHolder[holder], let first = inits.first else { continue }
            let location = first.2
            let typeName = viewModelTypeName[holder] ?? holder
            let own = holder == Self.ownInitializer
            var chain: [Stmt] = []
            for (k, (f, effects, loc, vmFile, _, count)) in inits.enumerated().reversed() {
                codeFile = vmFile == file ? nil : vmFile
                currentHolder = own ? nil : holder
                scopes.append([:])
                for p in f.parameters { if let n = p.name ?? p.label, n != "_" { declare(n, .constant) } }
                let saved = (asyncCode, functionResult, returnsOpaque)
                (asyncCode, functionResult, returnsOpaque) = (false, nil, false)
                let body = statements(effects)
                (asyncCode, functionResult, returnsOpaque) = saved
                scopes.removeLast()
                codeFile = nil
                currentHolder = nil
                if count == 1 {
                    chain = body
                } else {
                    let label = "\(typeName).init(\(f.parameters.map { "\($0.label ?? $0.name ?? "_"):" }.joined())) ran"
                    let ran = assumption(label, at: loc)
                    // The last initializer with code is the `else` when every initializer has code.
                    if k == inits.count - 1 && inits.count == count {
                        chain = body
                    } else {
                        chain = [Stmt(kind: .ifStatement(conditions: [.boolean(ran)], then: body, elseBody: chain.isEmpty ? nil : chain,
                                                         elseIsIf: chain.count == 1 && { if case .ifStatement = chain[0].kind { return true } else { return false } }()), location: loc)]
                    }
                }
            }
            let taken = Set(model.variables.map(\.name)).union(stateVars.keys).union(methodNames)
            let base = Self.lowerCamel(holder == "self" || own ? typeName : holder) + "Created"
            var flag = base
            var n = 2
            while taken.contains(flag) { flag = base + "\(n)"; n += 1 }
            let ref = Expr(kind: .identifier(flag), location: location)
            model.variables.append(VariableDecl(name: flag, type: .bool, initial: Expr(kind: .boolLiteral(false), location: location), location: location))
            let once = Stmt(kind: .ifStatement(conditions: [.boolean(Expr(kind: .unary(.not, ref), location: location))],
                                               then: [Stmt(kind: .assign(target: ref, op: .assign, value: Expr(kind: .boolLiteral(true), location: location)), location: location)] + chain,
                                               elseBody: nil, elseIsIf: false), location: location)
            model.handlers.insert(HandlerDecl(event: "load", kind: .sync, role: nil, condition: nil, body: [once], location: location), at: 0)
            abstraction("the initializer of \(typeName) runs its code once, as the view is first shown, before its appearance handlers (the first 'on load', guarded by \(flag))"
                        + (own ? "; SwiftUI runs a view's initializer again whenever its parent draws it again, which this reading does not repeat" : "")
                        + (first.5 > 1 ? "; of its \(first.5) initializers, which one ran is assumed" : ""), at: location)
        }
    }
}

// `init(id: Int) { self.id = id; viewModel.getGameDetail(id: id) }`: the
// view's own initializer. SwiftUI runs it before the view is first shown,
// so the code it runs besides storing its parameters is read as a view
// model's is: the first `on load` handler, run once. (Its code had been
// dropped, and with it the request it starts.)
extension ScreenBuilder {
    /// The key under which the view's own initializers are recorded in
    /// ``viewModelInitializers`` (no view model property has this name).
    static let ownInitializer = "(view)"

    /// Records the view's own initializers that run code besides storing
    /// their parameters, to be read by ``translateViewModelInitializers()``.
    mutating func recordOwnInitializers(_ members: [SwiftDecl]) {
        for m in members {
            guard case .function(let f) = m.kind, f.name == "init" else { continue }
            initializerCount[Self.ownInitializer, default: 0] += 1
            let effects = initializerEffects(f)
            guard !effects.isEmpty else { continue }
            viewModelInitializers.append((f, effects, m.location, file, Self.ownInitializer))
            viewModelTypeName[Self.ownInitializer] = model.name
        }
    }
}
