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
    /// screen's state from other values. `super.init()` is none.
    func initializerEffects(_ f: SwiftFunctionDecl) -> [SwiftStmt] {
        let parameters = Set(f.parameters.compactMap { $0.name ?? $0.label })
        return (f.body ?? []).filter { s in
            guard case .expression(let e) = s.kind else { return true }
            if case .call(let callee, _, _) = e.kind, case .member(let base, "init") = callee.kind,
               case .identifier(let b) = base.kind, b == "super" || b == "self" { return false }
            guard case .binary("=", let target, let value) = e.kind else { return true }
            // `self.service = service`, `_model = StateObject(…)`, `self.cancellables = []` of no state: stored, not run.
            guard let name = stateVariableName(target), stateVars[name] != nil else { return false }
            return !Self.mentionsAny(parameters, in: [SwiftStmt(kind: .expression(value), location: s.location)])
        }
    }

    /// Reads the initializers recorded in ``viewModelInitializers`` as the
    /// first `on load` handler, each run once (see above).
    mutating func translateViewModelInitializers() {
        for (f, effects, location, vmFile, holder) in viewModelInitializers {
            codeFile = vmFile == file ? nil : vmFile
            currentHolder = holder
            scopes.append([:])
            for p in f.parameters { if let n = p.name ?? p.label, n != "_" { declare(n, .constant) } }
            let saved = (asyncCode, functionResult, returnsOpaque)
            (asyncCode, functionResult, returnsOpaque) = (false, nil, false)
            let body = statements(effects)
            (asyncCode, functionResult, returnsOpaque) = saved
            scopes.removeLast()
            codeFile = nil
            currentHolder = nil
            let typeName = viewModelTypeName[holder] ?? holder
            let taken = Set(model.variables.map(\.name)).union(stateVars.keys).union(methodNames)
            var flag = Self.lowerCamel(holder == "self" ? typeName : holder) + "Created"
            var k = 2
            while taken.contains(flag) { flag = Self.lowerCamel(holder == "self" ? typeName : holder) + "Created\(k)"; k += 1 }
            let ref = Expr(kind: .identifier(flag), location: location)
            model.variables.append(VariableDecl(name: flag, type: .bool, initial: Expr(kind: .boolLiteral(false), location: location), location: location))
            let once = Stmt(kind: .ifStatement(conditions: [.boolean(Expr(kind: .unary(.not, ref), location: location))],
                                               then: [Stmt(kind: .assign(target: ref, op: .assign, value: Expr(kind: .boolLiteral(true), location: location)), location: location)] + body,
                                               elseBody: nil, elseIsIf: false), location: location)
            model.handlers.insert(HandlerDecl(event: "load", kind: .sync, role: nil, condition: nil, body: [once], location: location), at: 0)
            abstraction("the initializer of \(typeName) runs its code once, as the view is first shown, before its appearance handlers (the first 'on load', guarded by \(flag))", at: location)
        }
    }
}
