import StateCheckLanguage

// `MockAPIService.isMocking`, `Constants.UserFormView.title`,
// `GrocyUserSettings.CodingKeys.stockDecimals.rawValue`,
// `UIApplication.shared`: a static member of a type the model does not
// translate (a struct, class or actor of the folder that is not the
// screen's view model, a static property or nested type of a folder enum,
// or a type of another module) is a value the screen does not decide. It
// is opaque, as an input is: a test of it is an assumption explored both
// ways, it may be passed on, a synchronous call on it that hands out
// nothing changes nothing the screen reads, and a write to it is not read
// (every later test of it is an assumption again, so no behaviour is lost).
//
// A property read of a client the screen holds (`defaults.isAuthorized`
// of `@EnvironmentObject var defaults: DefaultsService`, a type read as
// the environment) is opaque the same way: the client's state is not the
// screen's, and its owner may change it at any time. The client itself
// stays the environment, its async calls apis.

extension ScreenBuilder {
    /// The type name `T` when `T.name` reads a static member of a type the
    /// model does not translate; nil otherwise and in strict mode.
    func staticMemberRoot(_ base: SwiftExpr, _ name: String) -> String? {
        guard !configuration.strict, case .identifier(let t) = base.kind, t.first?.isUppercase == true,
              name != "self", name != "init", !Self.translatedTypeNames.contains(t),
              local(t) == nil, renames[t] == nil, stateVars[t] == nil, ownMember(t) == nil,
              !viewModelTypes.contains(t), t != screen.decl.name, !model.structs.contains(where: { $0.name == t }) else { return nil }
        // `ReportType.allCases` of an enum the model translates: no case, so a value the model does not read.
        if enumBindings[t] != nil || model.enums.contains(where: { $0.name == t }) {
            guard let e = model.enums.first(where: { $0.name == t }), !e.cases.contains(where: { $0.name == name }),
                  let declared = module.type(named: t, from: currentFile), declared.decl.keyword == .enumKeyword else { return nil }
            return name == "allCases" || staticOrNestedMember(name, of: declared) ? t : nil
        }
        guard let declared = module.type(named: t, from: currentFile) else { return t }
        switch declared.decl.keyword {
        case .structKeyword, .classKeyword, .actorKeyword:
            return t
        case .enumKeyword:
            // A case is a value the model may read; a static property or a nested type is not.
            return staticOrNestedMember(name, of: declared) ? t : nil
        case .protocolKeyword, .extensionKeyword:
            return nil
        }
    }

    /// The property holding a client of the environment that `base` names
    /// (`defaults`, `self.defaults`), when a member of it is read; nil in
    /// strict mode and for anything else.
    func clientRoot(_ base: SwiftExpr) -> String? {
        guard !configuration.strict else { return nil }
        switch base.kind {
        case .identifier(let n) where local(n) == nil && renames[n] == nil && stateVars[n] == nil:
            return environmentProperties[ownMember(n) ?? n] != nil ? n : nil
        case .member(let inner, let n):
            guard case .identifier("self") = inner.kind, stateVars[n] == nil else { return nil }
            return environmentProperties[ownMember(n) ?? n] != nil ? n : nil
        default:
            return nil
        }
    }

    /// Whether `name` is a static stored or computed property, or a nested
    /// type, of the type `t` (its extensions included).
    func staticOrNestedMember(_ name: String, of t: SwiftModule.Located) -> Bool {
        for m in allMembers(of: t) {
            switch m.kind {
            case .variable(let v) where m.modifiers.contains(where: { $0.name == "static" || $0.name == "class" }):
                if v.bindings.contains(where: { if case .identifier(name) = $0.pattern.kind { return true } else { return false } }) { return true }
            case .type(let nested) where nested.name == name:
                return true
            default:
                continue
            }
        }
        return false
    }

    /// Types whose members the translation reads itself (`Task.isCancelled`,
    /// `URLError.cancelled`, `Self.x`): never opaque roots.
    static let translatedTypeNames: Set<String> = [
        "Task", "Self", "MainActor", "URLError", "CancellationError", "Result", "Optional", "Never", "DispatchQueue",
    ]
}

extension ScreenBuilder {
    /// Whether a static method `method` of the folder's type `typeName`
    /// names the screen or one of its view model classes (a shared instance
    /// it could write through); true when it cannot be found, to be safe.
    func staticMethodMentionsTheScreen(_ typeName: String, _ method: String) -> Bool {
        guard module.type(named: typeName, from: currentFile) != nil else { return false }
        let bodies = module.types.filter { $0.decl.name == typeName }.flatMap { t in
            t.decl.members.flatMap(Self.flatten).compactMap { m -> [SwiftStmt]? in
                if case .function(let f) = m.kind, f.name == method, m.modifiers.contains(where: { $0.name == "static" || $0.name == "class" }) { return f.body }
                return nil
            }
        }
        guard !bodies.isEmpty else { return true }
        return bodies.contains { Self.mentionsAny(viewModelTypes.union([screen.decl.name]), in: $0) }
    }
}
