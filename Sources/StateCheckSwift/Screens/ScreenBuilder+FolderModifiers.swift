import StateCheckLanguage

// A modifier the folder declares (`.onFirstAppear { await load() }` of
// `extension View { func onFirstAppear(perform action: …) -> some View {
// modifier(FirstAppear(perform: action)) } }`) does what its code says: the
// `ViewModifier` it applies is read as a component is, its properties bound
// to the call's arguments (its `@State` the screen's, its closures the
// closures given), and the modifiers its `body(content:)` puts on `content`
// are read as the screen's root modifiers. This is the code itself, not an
// abstraction of it; where that code is not understood, the screen is
// refused there.

extension ScreenBuilder {
    /// Reads `m`, a modifier on the screen's root view, as the `ViewModifier`
    /// of the folder its `extension View` method applies; false when `m`
    /// names no such method (the caller reads it as unknown).
    mutating func folderModifier(_ m: Modifier, view: inout [Stmt]) -> Bool {
        guard !configuration.strict, let (f, file) = viewExtensionMethod(for: m), let body = f.body,
              let applied = Self.appliedModifier(body),
              case .call(let typeCallee, let typeArgs, let typeTrailing) = applied.kind, case .identifier(let typeName) = typeCallee.kind,
              let located = module.type(named: typeName, from: file), located.decl.keyword == .structKeyword,
              located.decl.inheritance.contains(where: { $0.simpleName == "ViewModifier" }),
              let content = Self.modifierBody(of: located)
        else { return false }
        // The method's parameters stand for what the call gives them.
        let shape = Self.callShape(f.parameters)
        guard let bound = match(shape, arguments: m.arguments, trailing: m.trailing) else { return false }
        var given: [String: SwiftExpr] = [:]
        for (k, p) in f.parameters.enumerated() {
            if let value = bound[k] ?? p.defaultValue { given[p.name ?? p.label ?? "_"] = value }
        }
        func substituted(_ e: SwiftExpr) -> SwiftExpr {
            if case .identifier(let n) = e.kind, let value = given[n] { return value }
            return e
        }
        let arguments = typeArgs.map { SwiftArgument(label: $0.label, value: substituted($0.value)) }
        guard typeTrailing.isEmpty else { return false }
        let call = SwiftExpr(kind: .call(typeCallee, arguments: arguments, trailingClosures: []), location: m.location)
        prepareComponent(ComponentCalls.Call(component: located, call: call, arguments: arguments, trailing: []), parent: nil)
        let site = ComponentCallSite(file: currentFile(in: nil), location: m.location)
        guard let index = components.frameByCall[site] else { return true }
        abstraction("the modifier .\(m.name) is the folder's \(typeName): its body(content:) is read with its properties bound to this call's arguments, the modifiers it puts on content the screen's", at: m.location)
        inFrame(index) { b in
            for s in content {
                guard case .expression(let e) = s.kind else {
                    b.error("the body(content:) of '\(typeName)' is read as content with modifiers (content.task { … }); this statement is not", at: s.location)
                    return
                }
                var (base, mods) = b.peel(e)
                // `ZStack { content.opacity(…); if isLoading { LoadingIndicator() } }.animation(…)`: the content,
                // the other views over it (as `.overlay { … }` puts them), then the container's modifiers.
                if let (inner, others) = Self.contentInContainer(base, at: s.location) {
                    let (innerBase, innerMods) = b.peel(inner)
                    b.abstraction("the body(content:) of '\(typeName)' shows content in \(Self.containerName(base) ?? "a container") with other views: read as content with those views as its overlay", at: s.location)
                    base = innerBase
                    mods = innerMods + [Modifier(name: "overlay", arguments: [], trailing: [SwiftTrailingClosure(label: nil, closure: others, location: s.location)], location: s.location)] + mods
                }
                guard case .identifier("content") = base.kind else {
                    b.error("the body(content:) of '\(typeName)' is read as content with modifiers (content.task { … }); here it shows another view", at: base.location)
                    return
                }
                for mod in mods { b.rootModifier(mod, view: &view) }
            }
        }
        return true
    }

    /// A stack or group whose views are `content` (with modifiers, once)
    /// and others (`ZStack { content.opacity(…); if isLoading { Spinner() } }`):
    /// that content statement's expression, and the other statements as a
    /// closure; nil for any other view.
    static func contentInContainer(_ base: SwiftExpr, at loc: SourceLocation) -> (content: SwiftExpr, others: SwiftClosure)? {
        guard containerName(base) != nil, case .call(_, _, let trailing) = base.kind, trailing.count == 1 else { return nil }
        let body = trailing[0].closure.body
        var content: SwiftExpr?
        var others: [SwiftStmt] = []
        for s in body {
            if case .expression(let e) = s.kind, case .identifier("content") = rootOfChain(e).kind {
                guard content == nil else { return nil }
                content = e
            } else {
                var mentions = false
                s.forEachExpression { if case .identifier("content") = $0.kind { mentions = true } }
                if mentions { return nil }
                others.append(s)
            }
        }
        guard let content else { return nil }
        return (content, SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil, body: others, location: loc))
    }

    /// `ZStack`, `VStack`, `HStack` or `Group` called with its views (and
    /// only layout arguments): its name; nil otherwise.
    static func containerName(_ e: SwiftExpr) -> String? {
        guard case .call(let callee, _, _) = e.kind, case .identifier(let name) = callee.kind,
              ["ZStack", "VStack", "HStack", "Group"].contains(name) else { return nil }
        return name
    }

    /// The expression a chain of members and calls starts from (`content` of `content.opacity(…).disabled(…)`).
    static func rootOfChain(_ e: SwiftExpr) -> SwiftExpr {
        switch e.kind {
        case .call(let callee, _, _): return rootOfChain(callee)
        case .member(let base, _): return rootOfChain(base)
        default: return e
        }
    }

    /// The `extension View` method a call of the modifier `m` names, with
    /// its file: of the methods of that name whose parameters the call
    /// matches, the one whose closure parameter is `async` exactly when the
    /// call's closure awaits.
    func viewExtensionMethod(for m: Modifier) -> (SwiftFunctionDecl, String)? {
        var candidates: [(SwiftFunctionDecl, String)] = []
        for t in module.types where t.decl.keyword == .extensionKeyword && t.decl.name == "View" {
            for d in t.decl.members {
                guard case .function(let f) = d.kind, f.name == m.name else { continue }
                let shape = Self.callShape(f.parameters)
                if match(shape, arguments: m.arguments, trailing: m.trailing) != nil { candidates.append((f, t.file)) }
            }
        }
        let closures = Self.closures(of: m)
        let awaits = closures.contains { Self.firstAwait(outsideClosuresOf: $0.body) != nil }
        return candidates.first { c in c.0.parameters.contains { Self.isAsyncFunctionType($0.type) } == awaits } ?? (candidates.count == 1 ? candidates.first : nil)
    }

    /// Whether `t` is an `async` function type (`@escaping @MainActor () async -> Void`), possibly optional.
    static func isAsyncFunctionType(_ t: SwiftType?) -> Bool {
        guard let t else { return false }
        switch t.kind {
        case .function(_, let effects, _): return effects.isAsync
        case .attributed(_, _, let inner), .optional(let inner), .implicitlyUnwrapped(let inner): return isAsyncFunctionType(inner)
        // `(() async -> Void)?`: the parentheses around the function type.
        case .tuple(let elements): return elements.count == 1 && isAsyncFunctionType(elements[0].type)
        default: return false
        }
    }

    /// The `X(…)` of a body `modifier(X(…))`, `self.modifier(X(…))` or `return` of it.
    static func appliedModifier(_ body: [SwiftStmt]) -> SwiftExpr? {
        guard body.count == 1 else { return nil }
        var e: SwiftExpr
        switch body[0].kind {
        case .expression(let x): e = x
        case .returnStmt(let x?): e = x
        default: return nil
        }
        guard case .call(let callee, let args, let trailing) = e.kind, args.count == 1, args[0].label == nil, trailing.isEmpty else { return nil }
        switch callee.kind {
        case .identifier("modifier"): break
        case .member(let base, "modifier"): guard case .identifier("self") = base.kind else { return nil }
        default: return nil
        }
        e = args[0].value
        return e
    }

    /// The statements of a `ViewModifier`'s `func body(content: Content) -> some View`.
    static func modifierBody(of t: SwiftModule.Located) -> [SwiftStmt]? {
        for d in t.decl.members {
            if case .function(let f) = d.kind, f.name == "body", f.parameters.count == 1 { return f.body }
        }
        return nil
    }
}
