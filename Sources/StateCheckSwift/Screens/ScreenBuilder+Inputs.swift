import StateCheckLanguage

extension ScreenBuilder {
    /// Whether the screen's stored property is an input its parent passes
    /// in: a plain `let` (or `var`) with no attribute, no initial value and no
    /// accessors, whose type is a data struct of the module (`let photo: Photo`).
    /// Its value does not change while the screen is shown and is no loading
    /// state, so it is no variable of the design; it may be passed to an api
    /// (an argument not kept with the request) and nothing else reads it.
    func isScreenInput(_ m: SwiftDecl, _ b: SwiftPatternBinding) -> Bool {
        guard m.attributes.isEmpty, !m.modifiers.contains(where: { $0.name == "static" }), b.initializer == nil, b.accessors == nil,
              let t = b.type, case .identifier(let name, let args) = t.kind, args.isEmpty,
              let decl = module.type(named: name, from: file) else { return false }
        return decl.decl.keyword == .structKeyword
    }

    /// The screen's input properties by name (see ``isScreenInput(_:_:)``).
    var screenInputs: Set<String> {
        var out: Set<String> = []
        for m in screen.decl.members.flatMap(Self.flatten) {
            guard case .variable(let v) = m.kind else { continue }
            for b in v.bindings where isScreenInput(m, b) {
                if case .identifier(let name) = b.pattern.kind { out.insert(name) }
            }
        }
        return out
    }

    /// Whether `name`, read as a value, names an input of the screen; if so
    /// it is an error (an input is read only as an api argument).
    mutating func readsInput(_ name: String, at loc: SourceLocation) -> Bool {
        guard local(name) == nil, stateVars[name] == nil, screenInputs.contains(name) else { return false }
        error("'\(name)' is an input of screen '\(model.name)' (a value its parent passes in); it is read only as an argument of an api call", at: loc)
        return true
    }
}
