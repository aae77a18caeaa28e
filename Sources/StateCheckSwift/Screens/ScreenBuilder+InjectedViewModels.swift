import StateCheckLanguage

// A screen that hands its view model to the environment
// (`.environment(model)` of an `@Observable` class, `.environmentObject(model)`
// of an `ObservableObject`) shares it with every view inside: a subview's
// `@Environment(Model.self) var model` or `@EnvironmentObject var model:
// Model` is that object, and what the subview does through it changes the
// screen's state. Such a subview is read inlined, its property bound to the
// screen's view model, when the object covers the whole body; otherwise it
// is refused (it could change the screen's state at any time).

extension ScreenBuilder {
    /// The screen's view models its body hands to the environment of every
    /// view it shows, by class: `.environment(h)` / `.environmentObject(h)`
    /// among the root view's modifiers, of a view model property `h`, with
    /// no modifier outside it that shows views of its own (a `.sheet`, an
    /// `.overlay`: their content may not see the object). Empty when the
    /// body hands an object to the environment anywhere else (a view inside
    /// could then see another object of the class), and in strict mode.
    func wholeBodyInjections(_ body: [SwiftStmt]) -> [String: String] {
        guard !configuration.strict, body.count == 1, case .expression(let root) = body[0].kind else { return [:] }
        let mods = peel(root).modifiers
        var injected: [String: String] = [:]
        var atRoot = 0
        for (i, m) in mods.enumerated() where Self.isObjectInjection(m.name, m.arguments) {
            atRoot += 1
            guard case .identifier(let holder) = m.arguments[0].value.kind, viewModelProperties.contains(holder), let type = viewModelClasses[holder],
                  injected[type] == nil, mods[(i + 1)...].allSatisfy(Self.showsNoViews) else { continue }
            injected[type] = holder
        }
        var everywhere = 0
        for s in screenBody + viewFragments.values.flatMap({ $0 }) {
            s.forEachExpression { e in
                if case .call(let callee, let args, _) = e.kind, case .member(_, let name) = callee.kind, Self.isObjectInjection(name, args) { everywhere += 1 }
            }
        }
        return everywhere == atRoot ? injected : [:]
    }

    /// `.environment(x)` or `.environmentObject(x)`: an object handed to the environment.
    static func isObjectInjection(_ name: String, _ args: [SwiftArgument]) -> Bool {
        (name == "environment" || name == "environmentObject") && args.count == 1 && args[0].label == nil
    }

    /// Modifiers whose closures run code and show no view (`.task`, `.onChange`).
    static let codeModifiers: Set<String> = ["task", "onAppear", "onDisappear", "refreshable", "onChange", "onReceive", "onSubmit", "onOpenURL"]

    /// Whether the root modifier `m` shows no view of its own: it takes no
    /// closure, or only code (``codeModifiers``).
    static func showsNoViews(_ m: Modifier) -> Bool {
        if codeModifiers.contains(m.name) { return true }
        guard m.trailing.isEmpty else { return false }
        var closure = false
        for a in m.arguments { a.value.forEachExpression { if case .closure = $0.kind { closure = true } } }
        return !closure
    }

    /// The first property of the view `located` that the environment sets
    /// to an object (`@EnvironmentObject var m: Model`, `@Environment(Model.self) var m`).
    func environmentObjectProperty(of located: SwiftModule.Located) -> PresentationBlocker? {
        for m in located.decl.members.flatMap(Self.flatten) {
            guard case .variable(let v) = m.kind, m.attributes.count == 1 else { continue }
            let attribute = m.attributes[0]
            guard attribute.name == "EnvironmentObject" || Self.environmentObjectType(m) != nil else { continue }
            for b in v.bindings {
                guard case .identifier(let property) = b.pattern.kind else { continue }
                let written = attribute.name == "EnvironmentObject" ? "@EnvironmentObject" : "@Environment(\(Self.environmentObjectType(m) ?? "").self)"
                return PresentationBlocker(construct: "the \(written) property '\(property)'", location: m.location)
            }
        }
        return nil
    }

    /// Whether the view `located` holds, from the environment, a view model
    /// the screen hands to it (``ComponentContext/injected``): read inlined.
    func seesInjectedViewModel(_ located: SwiftModule.Located) -> Bool {
        guard !components.injected.isEmpty else { return false }
        for m in located.decl.members.flatMap(Self.flatten) {
            guard case .variable(let v) = m.kind, m.attributes.count == 1 else { continue }
            let type = m.attributes[0].name == "EnvironmentObject" ? v.bindings.first?.type?.simpleName : Self.environmentObjectType(m)
            if let type, components.injected[type] != nil { return true }
        }
        return false
    }

    /// `@Environment(LoginModel.self) private var model` (or
    /// `@EnvironmentObject var model: LoginModel`) of a component the
    /// screen's body hands its view model of that class to: that view
    /// model, as if the caller had passed it. The binding described, or nil
    /// when not read so.
    mutating func injectedViewModel(_ p: String, decl m: SwiftDecl, binding b: SwiftPatternBinding, component: String) -> String? {
        guard m.attributes.count == 1,
              let type = m.attributes[0].name == "EnvironmentObject" ? b.type?.simpleName : Self.environmentObjectType(m),
              let holder = components.injected[type], p == holder || !nameIsTaken(p), qualifiedMembers[holder]?.isEmpty ?? true else { return nil }
        if p != holder { viewModelProperties.insert(p) }
        let modifier = m.attributes[0].name == "EnvironmentObject" ? "environmentObject" : "environment"
        abstraction("the property \(p) of \(component) is the screen's view model \(holder), which the screen's body hands to the environment (.\(modifier)(\(holder)))", at: m.location)
        return "\(p) to \(holder)"
    }
}
