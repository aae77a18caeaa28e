import StateCheckLanguage

// Values the screen does not decide: its inputs (`let user: User`,
// `@Binding var isPresented`, `@FocusState var focus`), what is read from
// them (`user.id`), and parameters of types the model has no values for
// (`id: UUID`, `date: Date`). Such a value is opaque: it may be passed to an
// api (not kept with the request), a write to an input is the parent's or
// the system's state, and an async call on one is an api. A test of one is
// still refused: the model would have to explore both outcomes.

extension ScreenBuilder {
    /// The opaque name an expression is rooted at (`user` in `user.profile.id`,
    /// `id` for a parameter of an opaque type); nil for anything else.
    func opaqueRoot(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let n):
            if let kind = local(n) { return kind == .constant ? n : nil }
            return screenInputs.contains(n) && stateVars[n] == nil ? n : nil
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base):
            if case .identifier("self") = base.kind, case .member(_, let n) = e.kind {
                return local(n) == nil && screenInputs.contains(n) && stateVars[n] == nil ? n : nil
            }
            return opaqueRoot(base)
        default:
            return nil
        }
    }

    /// Types a parameter is opaque of: values of Swift and its libraries
    /// the model has none of, and types the folder does not declare.
    func isOpaqueParameterType(_ t: SwiftType) -> Bool {
        guard !configuration.strict else { return false }
        var inner = t
        while case .optional(let wrapped) = inner.kind { inner = wrapped }
        guard case .identifier(let name, _) = inner.kind else { return false }
        if ["Bool", "Int", "String", "Error", "Void", "Task", "Set", "CheckedContinuation"].contains(name) { return false }
        if components.typeParameters[name] != nil { return false }
        return Self.valueTypeNames.contains(name) || module.type(named: name, from: currentFile) == nil
    }

    /// The parameters of the screen's and its view models' methods that are
    /// opaque (``isOpaqueParameterType(_:)``), by method name: dropped from
    /// the model function, and their arguments from every call.
    func opaqueParameters(of functions: [SwiftFunctionDecl]) -> [String: Set<Int>] {
        var out: [String: Set<Int>] = [:]
        for f in functions {
            for (i, p) in f.parameters.enumerated() where p.type.map(isOpaqueParameterType) ?? false {
                out[f.name, default: []].insert(i)
            }
        }
        return out
    }
}
