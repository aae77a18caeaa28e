import StateCheckLanguage

// `ErrorView(error: error) { state = .loading; await loadData() }` of a view
// of the folder whose code runs the async closure it is given in a task of
// its own (`Button { Task { await refreshAction() } }`) and cancels no task:
// a tap starts that task, which runs to its end whatever the screen does.
// That is the closure `{ Task { state = .loading; await loadData() } }`
// given to the view, and it is read so. An action that awaits was refused:
// which task runs it, and what cancels it, is the view's code, and it was
// not read. Any other use of the closure in the view's code (`.task {
// await refreshAction?() }`, cancelled as the view leaves; handing it to
// another view), or a `cancel()` anywhere in it, keeps the refusal.

extension ScreenBuilder {
    /// `closure` as `{ Task { <its body> } }` when the view `view` of the
    /// folder holds exactly one async closure property and its code calls
    /// it only inside `Task { … }` and cancels nothing; nil otherwise, and
    /// in strict mode.
    mutating func actionInTaskOfItsOwn(_ closure: SwiftClosure, givenTo view: String, at loc: SourceLocation) -> SwiftClosure? {
        guard !configuration.strict, let located = module.type(named: view, from: currentFile) else { return nil }
        let asyncClosures = Self.storedProperties(of: located).filter { Self.isAsyncFunctionType($0.binding.type) }
        guard asyncClosures.count == 1 else { return nil }
        let property = asyncClosures[0].name
        // The initializer stores the closure (`self.refreshAction = refreshAction`): no call.
        let code = Self.codeStatements(ofMembers: allMembers(of: located).filter { d in
            if case .function(let f) = d.kind { return !f.isInitializer } else { return true }
        })
        var inTasks = Set<SourceLocation>()
        var calledAt = Set<SourceLocation>()
        var references: [SourceLocation] = []
        var cancels = false
        for s in code {
            s.forEachExpression { e in
                if let task = Self.spawnedTask(e) {
                    for st in task.body { st.forEachExpression { inTasks.insert($0.location) } }
                }
                switch e.kind {
                case .call(let callee, _, _):
                    if case .member(_, "cancel") = callee.kind { cancels = true }
                    var called = callee
                    if case .optionalChain(let inner) = called.kind { called = inner }
                    if Self.namesProperty(called, property) { calledAt.insert(called.location) }
                default:
                    if Self.namesProperty(e, property) { references.append(e.location) }
                }
            }
        }
        guard !cancels, !references.isEmpty, references.allSatisfy({ calledAt.contains($0) && inTasks.contains($0) }) else { return nil }
        abstraction("\(view) runs the action it is given in a task of its own (Task { await \(property)() } in its code, which cancels no task): tapping it starts Task { … }", at: loc)
        return Self.inATaskOfItsOwn(closure)
    }

    /// `closure` as `{ Task { <its body> } }`, with its parameters.
    static func inATaskOfItsOwn(_ closure: SwiftClosure) -> SwiftClosure {
        let task = taskStatement(closure.body, closureAt: closure.location, at: closure.location)
        return SwiftClosure(attributes: [], captures: [], parameters: closure.parameters, effects: SwiftEffects(), result: nil, body: [task], location: closure.location)
    }

    /// `property` or `self.property`.
    static func namesProperty(_ e: SwiftExpr, _ property: String) -> Bool {
        switch e.kind {
        case .identifier(let n): return n == property
        case .member(let base, let n): if case .identifier("self") = base.kind { return n == property } else { return false }
        default: return false
        }
    }
}

extension ScreenBuilder {
    /// An action that awaits (`AsyncButton("Open") { try await cask.launch() }`),
    /// given to a view whose code is read here as no component: the view
    /// runs it in a task of its own. A view of the folder whose code runs it
    /// in `Task { … }` and cancels nothing gives `({ Task { … } }, false)`
    /// (``actionInTaskOfItsOwn(_:givenTo:at:)``). A view of another module,
    /// whose code is not there, may do either of what such views do: run it
    /// in a task it never cancels, or in one cancelled as the screen
    /// disappears; `({ Task { … } }, true)` asks for a second event whose
    /// handler is `.task`, so that both are explored. Nil for an action that
    /// does not await, any other view of the folder, and in strict mode.
    mutating func awaitingAction(_ closure: SwiftClosure, givenTo view: String, at loc: SourceLocation) -> (SwiftClosure, cancellable: Bool)? {
        guard !configuration.strict, Self.firstAwait(outsideClosuresOf: closure.body) != nil else { return nil }
        if module.type(named: view, from: currentFile) != nil {
            return actionInTaskOfItsOwn(closure, givenTo: view, at: loc).map { ($0, false) }
        }
        abstraction("\(view), of another module, runs the action it is given in a task of its own, which its code, not read here, may cancel as the screen disappears or never: "
                    + "tapping it starts Task { … } (never cancelled) or a task cancelled as the screen disappears, two events", at: loc)
        return (Self.inATaskOfItsOwn(closure), true)
    }
}
