import StateCheckLanguage

extension ScreenBuilder {
    /// `.task(id: x) { … }` on the root view → `on load .task(id: x) { … }`:
    /// started as the view appears, restarted when `x` changes; an `x` the
    /// screen does not decide is an assumption (``assumption(_:at:)``), so
    /// the task may restart at any time.
    mutating func taskIDHandler(_ m: Modifier) {
        guard m.arguments.count == 1, m.arguments[0].label == "id", m.trailing.count == 1,
              let closure = m.trailing.first?.closure
        else {
            error("this '.task' is not understood; the forms read are .task { … } and .task(id: value) { … }", at: m.location)
            return
        }
        let value = m.arguments[0].value
        // `.task(id: courseManager.activeCourses)`: a value the screen does not decide changes whenever its
        // owner likes, and each change restarts the task. Its id is an assumption the environment flips at any time.
        let opaqueID = !configuration.strict && (opaqueRoot(value) ?? unresolvedRoot(value)) != nil && changesNothing(value)
        guard let id = opaqueID ? assumption(SwiftSyntaxDump.describe(value) + " changes", at: value.location) : expression(value) else { return }
        if opaqueID, case .identifier(let flip) = id.kind {
            abstraction(".task(id: \(SwiftSyntaxDump.describe(value))) watches a value the screen does not decide: the task starts as the view appears and restarts whenever the step '\(flip)' flips its id", at: m.location)
        }
        let body = asyncStatements(closure.body)
        model.handlers.append(HandlerDecl(event: "load", kind: .task, body: body, location: m.location, watch: .taskID(id)))
    }

    /// Whether `m` is `.onChange(of: …) { … }` with a trailing action
    /// (any form: the toast form is read by ``onChange(_:)`` first).
    func isChangeAction(_ m: Modifier) -> Bool {
        m.arguments.first?.label == "of" && m.trailing.count == 1 && m.trailing.first?.closure != nil
    }

    /// `.onChange(of: x[, initial: true]) { [old, new in | new in] … }` on the
    /// root view → `on change(x[, initial: true]) { old, new in … }`: the
    /// action runs after a transition that changed `x` while the view is shown.
    mutating func changeHandler(_ m: Modifier) {
        func fail() {
            error("this '.onChange' is not understood; the forms read are .onChange(of: value[, initial: true]) { [old, new in] … } and the toast form", at: m.location)
        }
        guard let of = m.arguments.first, of.label == "of", m.trailing.count == 1, let closure = m.trailing.first?.closure else { return fail() }
        var initial = false
        if m.arguments.count == 2 {
            guard m.arguments[1].label == "initial", case .boolean(let b) = m.arguments[1].value.kind else { return fail() }
            initial = b
        } else if m.arguments.count > 2 {
            return fail()
        }
        let names = (closure.parameters ?? []).map { p -> String? in
            let name = p.name ?? p.label
            return name == "_" ? nil : name
        }
        var oldName: String?
        var newName: String?
        switch names.count {
        case 0: break
        case 1: newName = names[0]
        case 2: oldName = names[0]; newName = names[1]
        default: return fail()
        }
        // `.onChange(of: courseManager.activeCourses) { … }`: a value the screen does not decide
        // changes whenever its owner likes: the action is an event of its own, enabled while
        // the screen is shown, its old and new values opaque.
        if !configuration.strict, let root = opaqueRoot(of.value) ?? unresolvedRoot(of.value) {
            scopes.append([:])
            defer { scopes.removeLast() }
            for name in [oldName, newName].compactMap({ $0 }) { declare(name, .constant) }
            let event = uniqueEventName("change" + Self.upperCamel(root))
            guard let pending = action(closure, name: event, element: m.location, location: m.location) else { return }
            model.handlers.append(HandlerDecl(event: event, kind: pending.kind, role: nil, condition: nil, body: pending.body, location: m.location))
            abstraction(".onChange(of: \(SwiftSyntaxDump.describe(of.value))) watches a value the screen does not decide: its action is the event \(event), enabled whenever the screen is shown", at: m.location)
            return
        }
        guard let value = expression(of.value) else { return }
        scopes.append([:])
        defer { scopes.removeLast() }
        for name in [oldName, newName].compactMap({ $0 }) { declare(name) }
        let body = statements(closure.body)
        let clause = ChangeClause(value: value, initial: initial, oldName: oldName, newName: newName)
        model.handlers.append(HandlerDecl(event: "change", kind: .sync, body: body, location: m.location, watch: .change(clause)))
    }
}
