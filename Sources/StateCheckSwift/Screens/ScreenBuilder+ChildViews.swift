import StateCheckLanguage

// A view of the folder shown by the screen (`DetailView(movieID: id)`,
// `FavouriteRow(movie: movie, onDelete: { … })`) is another screen's code.
// What it keeps for itself (`@State`, a `@StateObject` it creates, an
// `@EnvironmentObject` the screen does not inject from its own state) is its
// own screen's state, not this one's. It reaches this screen's state only
// through what the call passes: a closure is an event that runs it whenever
// the view is shown (at least as often as the child could call it), a
// binding to a `Bool`, `String` or payload-free enum of the screen the
// events an input view bound to it has, enabled while the view is shown
// (any value it could write); anything else that hands out the screen's
// state (a binding to another variable, the screen's view model object) is
// read with the child's code (and so is a view given an action that
// awaits, which it runs in a task as its code says): the view is inlined
// into the screen as a
// component is (its body, state and methods read where the call stands, its
// view model property bound to the screen's), which is what it does, not an
// abstraction of it. When that code is not understood, the screen is refused
// there.

extension ScreenBuilder {
    /// Whether the call of the folder's view `located` is read inlined as a
    /// component: a non-generic `struct` conforming to `View` with a `body`,
    /// handed one of the screen's view models (`SubmitButtonView(viewModel:
    /// viewModel, …)`) or an action that awaits (`LoadMoreTrigger { await
    /// model.loadMore() }`, which the view runs in a task as its code says).
    /// False in strict mode.
    func inlinesChild(_ located: SwiftModule.Located, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> Bool {
        let d = located.decl
        guard !configuration.strict, d.keyword == .structKeyword, d.genericParameters.isEmpty, !SwiftUIVocabulary.isErrorView(d.name),
              d.inheritance.contains(where: { $0.simpleName == "View" }), ComponentCalls.body(of: located) != nil else { return false }
        if args.contains(where: { viewModelHolder($0.value) != nil }) || seesInjectedViewModel(located) { return true }
        let closures = Self.closuresGiven(args, trailing)
        return closures.contains { Self.firstAwait(outsideClosuresOf: $0.body) != nil }
    }

    /// Whether a call of the view `located` with `args` can reach the
    /// screen's state beyond closures and input bindings, given `reach`,
    /// the first property of the view that could (``stateReach(of:)``).
    func childReachesScreen(_ located: SwiftModule.Located, _ reach: PresentationBlocker, _ args: [SwiftArgument]) -> Bool {
        if configuration.strict { return true }
        if injectsOwnObject, environmentObjectProperty(of: located) != nil { return true }
        return args.contains(where: argumentReachesScreen)
    }

    /// Whether the call of a view of the folder reaches the screen's state
    /// beyond what its closures, input bindings and the view models it is
    /// handed can do, all of which ``unknownView(_:_:_:place:hasContent:at:)``
    /// reads (a view model by ``reachThrough(holder:view:at:)``). False in
    /// strict mode, where ``childReachesScreen(_:_:_:)`` decides alone.
    func reachesBeyondHandedViewModels(_ located: SwiftModule.Located, _ reach: PresentationBlocker, _ args: [SwiftArgument]) -> Bool {
        if configuration.strict { return true }
        if injectsOwnObject, environmentObjectProperty(of: located) != nil { return true }
        return args.contains { argumentReachesScreen($0) && handedViewModel($0.value) == nil }
    }

    /// Whether the argument `a` of a call of a view of the folder hands out
    /// the screen's state other than through a closure or an input binding:
    /// one of its view models, or a binding or value with effects.
    func argumentReachesScreen(_ a: SwiftArgument) -> Bool {
        if case .closure = a.value.kind { return false }
        if namedAction(a.value) != nil { return false }
        if constructedBindingSetter(a.value) != nil { return false }
        if boundInputVariable(a.value) != nil { return false }
        if viewModelHolder(a.value) != nil { return true }
        // Bindings and values read by handedOutArgument(_:view:element:).
        return hasEffects(a.value) && handedBinding(a.value) == nil && !readsOnly(a.value, visiting: [])
    }

    /// Whether the screen's body hands one of its view models or state to
    /// its subviews' environment (`.environmentObject(viewModel)`, `.environment(model)`).
    var injectsOwnObject: Bool {
        var found = false
        for s in screenBody {
            s.forEachExpression { e in
                guard !found, case .call(let callee, let args, _) = e.kind, case .member(_, let name) = callee.kind, name == "environmentObject" || Self.isObjectInjection(name, args) else { return }
                found = args.contains { viewModelHolder($0.value) != nil || ownsState($0.value) }
            }
        }
        return found
    }

    /// The state variable a binding argument names (`$isExpanded`,
    /// `$viewModel.sort`) when its type has values an input can set (a
    /// `Bool`, a `String`, an enum without payloads); nil for anything else.
    func boundInputVariable(_ e: SwiftExpr) -> String? {
        guard let v = boundName(e, in: components.current, binding: true), let type = stateVars[v], local(v) == nil,
              inputValues(type, intDomain: nil, at: e.location) != nil else { return nil }
        return v
    }

    /// The events of the bindings handed to the view `name`: for each, the
    /// events an input view bound to that variable has (one per value it
    /// does not hold, ``inputEvents(binding:view:at:intDomain:)``), enabled
    /// while the view is shown.
    mutating func bindingEvents(_ name: String, _ args: [SwiftArgument], at loc: SourceLocation) {
        for a in args where boundInputVariable(a.value) != nil {
            guard let events = inputEvents(binding: a.value, view: name, at: a.value.location) else { continue }
            pendInputEvents(events, element: loc, location: a.value.location)
        }
    }
}
