import StateCheckLanguage

// A view the folder does not declare given one of the screen's view models
// (`ProductCell(viewModel: self.viewModel, product: product)`) holds a
// handle to the screen's state: its code, which is not read, may call any
// method of the view model it can reach and set any property it can set,
// whenever it is shown. It was read as a mark, as if it only presented what
// it is given: every such call was dropped. It is read as the view given
// all of it explicitly: for each method it can call, a closure calling it
// with arguments the screen does not decide (an action of the view: the
// event `tap<View>`); for each stored property it can set, a binding to it
// (the events an input bound there has, or the property read opaque; a
// property neither can stand for refuses the view, as such a binding
// would).

extension ScreenBuilder {
    /// The view property holding a view model that `e` hands out
    /// (`viewModel`, `self.viewModel`); nil for anything else.
    func handedViewModel(_ e: SwiftExpr) -> String? {
        let name: String
        switch e.kind {
        case .identifier(let n): name = n
        case .member(let base, let n): guard case .identifier("self") = base.kind else { return nil }; name = n
        default: return nil
        }
        guard viewModelProperties.contains(name), local(name) == nil, viewModelClasses[name] != nil else { return nil }
        return name
    }

    /// What a view whose code is not read can do with the view model held
    /// by `holder`, handed to it at `loc`: a closure per method it can call
    /// and a binding argument per stored property it can set. With
    /// `mentionedOnly` (a view of the folder that hands the object to no
    /// code the translation cannot see), only the methods the screen reads:
    /// those its code and its views' code mention.
    func reachThrough(holder: String, view: String, mentionedOnly: Bool = false, at loc: SourceLocation) -> (actions: [SwiftClosure], bindings: [SwiftArgument]) {
        guard let typeName = viewModelClasses[holder], let located = module.type(named: typeName, from: file) else { return ([], []) }
        var actions: [SwiftClosure] = []
        var bindings: [SwiftArgument] = []
        let base = SwiftExpr(kind: .identifier(holder), location: loc)
        for d in allMembers(of: located) where !Self.isPrivate(d) && !d.modifiers.contains(where: { $0.name == "static" || $0.name == "class" }) {
            switch d.kind {
            case .function(let f):
                guard !f.isInitializer, f.name != "deinit", f.body != nil, f.genericParameters.isEmpty else { continue }
                // A view of the folder calls only methods its code mentions, and those the screen reads.
                if mentionedOnly, !methodNames.contains(member(f.name, of: holder)) { continue }
                actions.append(Self.callingClosure(f, on: base, view: view, at: loc))
            case .variable(let v):
                guard v.keyword == "var", !d.modifiers.contains(where: { $0.detail == "set" }) else { continue }
                for b in v.bindings {
                    guard case .identifier(let name) = b.pattern.kind, Self.isStored(b), stateVars[member(name, of: holder)] != nil else { continue }
                    let bound = SwiftExpr(kind: .member(SwiftExpr(kind: .identifier("$" + holder), location: loc), name), location: loc)
                    bindings.append(SwiftArgument(label: name, value: bound))
                }
            default:
                continue
            }
        }
        return (actions, bindings)
    }

    /// The names a member declares: a method's, or each of a property's bindings.
    static func memberNames(_ d: SwiftDecl) -> [String] {
        switch d.kind {
        case .function(let f): return [f.name]
        case .variable(let v): return v.bindings.compactMap { if case .identifier(let n) = $0.pattern.kind { return n } else { return nil } }
        default: return []
        }
    }

    /// Whether `b` is a stored property (observers allowed), not a computed one.
    static func isStored(_ b: SwiftPatternBinding) -> Bool {
        switch b.accessors {
        case nil: return true
        case .getter?: return false
        case .accessors(let list)?: return list.allSatisfy { $0.kind == "willSet" || $0.kind == "didSet" }
        }
    }

    /// `{ a1, a2 in holder.f(label: a1, a2) }`: the view calling `f` with
    /// values of its own (named after it, `valueOfProductCell1`, as a
    /// diagnostic about one shows); an async method in a task of its own
    /// (`Task { try? await … }`), as a view's action starts one.
    static func callingClosure(_ f: SwiftFunctionDecl, on base: SwiftExpr, view: String, at loc: SourceLocation) -> SwiftClosure {
        var parameters: [SwiftParameter] = []
        var arguments: [SwiftArgument] = []
        for (i, p) in f.parameters.enumerated() {
            let name = "valueOf\(view)\(i + 1)"
            parameters.append(SwiftParameter(label: nil, name: name, type: nil, isVariadic: false, defaultValue: nil, attributes: [], location: loc))
            arguments.append(SwiftArgument(label: p.label == "_" ? nil : p.label, value: SwiftExpr(kind: .identifier(name), location: loc)))
        }
        var call = SwiftExpr(kind: .call(SwiftExpr(kind: .member(base, f.name), location: loc), arguments: arguments, trailingClosures: []), location: loc)
        if f.effects.isAsync { call = SwiftExpr(kind: .awaitExpr(call), location: loc) }
        if f.effects.throwsKeyword != nil { call = SwiftExpr(kind: .tryExpr("try?", call), location: loc) }
        var body = [SwiftStmt(kind: .expression(call), location: loc)]
        if f.effects.isAsync { body = [taskStatement(body, closureAt: loc, at: loc)] }
        return SwiftClosure(attributes: [], captures: [], parameters: parameters, effects: SwiftEffects(), result: nil, body: body, location: loc)
    }
}
