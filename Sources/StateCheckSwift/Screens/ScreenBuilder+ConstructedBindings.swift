import StateCheckLanguage

// `DatePicker(selection: Binding(get: { … }, set: { viewModel.date = $0; Task { … } }))`,
// `FormRowView(trailingContent: .toggle(.init(get: { … }, set: { change($0) })))`:
// a binding built from two closures, handed to a view whose code is not
// read. The view reads `get` when it is built and may call `set` with any
// value of its type at any time while it is shown: `set` is an action, the
// event named after the view, enabled while it is shown, its parameter
// opaque. `get` must only read; anything else stays refused, and so does
// everything in strict mode.

extension ScreenBuilder {
    /// The `set` closure of a binding built in place that the argument `e`
    /// is (`Binding(get: { … }, set: { … })`, `.init(get:set:)`,
    /// `Binding { … } set: { … }`), or wraps as the one argument of an
    /// implicit member (`.toggle(.init(get:set:))`), when its `get` only
    /// reads; nil for anything else, and in strict mode.
    func constructedBindingSetter(_ e: SwiftExpr) -> SwiftClosure? {
        guard !configuration.strict else { return nil }
        if case .call(let callee, let args, let trailing) = e.kind, case .implicitMember(let name) = callee.kind, name != "init",
           args.count == 1, trailing.isEmpty {
            return constructedBindingSetter(args[0].value)
        }
        guard case .call(let callee, let args, let trailing) = e.kind, Self.isBindingInitializer(callee),
              let (get, set) = Self.accessorClosures(args, trailing), !hasEffects(get.body) else { return nil }
        return set
    }
}
