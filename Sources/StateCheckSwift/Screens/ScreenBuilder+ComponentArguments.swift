import StateCheckLanguage

/// What an initializer call passes, by the stored property each argument initializes.
struct InitializerArguments {
    /// Property → the argument given for it (a trailing closure as a closure
    /// expression), or the default value of its parameter.
    var properties: [String: SwiftExpr] = [:]
    /// The declared type of each parameter given an argument, with that argument (for inferring generic parameters).
    var typed: [(type: SwiftType, argument: SwiftExpr)] = []
    /// Properties the initializer sets to the view a closure parameter
    /// builds (`self.content = content()`): each holds that closure's content.
    var builtViews: Set<String> = []
    /// Properties the initializer sets to a value the screen does not decide
    /// (`_searchIsActive = State(initialValue: autoFocus)` of a local it
    /// computed, `saveLabel = String(localized: …)`), with that value
    /// unwrapped from its property wrapper (see ``ScreenBuilder/initializedValues(_:parameters:)``).
    var initialized: [String: SwiftExpr] = [:]
}

extension ScreenBuilder {
    /// The stored properties of a type, in order: a name and its binding, with the declaration.
    static func storedProperties(of t: SwiftModule.Located) -> [(name: String, binding: SwiftPatternBinding, decl: SwiftDecl)] {
        var out: [(String, SwiftPatternBinding, SwiftDecl)] = []
        for m in t.decl.members.flatMap(flatten) {
            guard case .variable(let v) = m.kind, !m.modifiers.contains(where: { $0.name == "static" }) else { continue }
            for b in v.bindings {
                guard case .identifier(let name) = b.pattern.kind else { continue }
                if case .getter? = b.accessors { continue }
                out.append((name, b, m))
            }
        }
        return out
    }

    /// Wrappers whose value SwiftUI sets: the memberwise initializer's
    /// parameter for them has a default, and callers do not pass one.
    static let systemSetWrappers: Set<String> = [
        "EnvironmentObject", "Environment", "FocusState", "Namespace", "GestureState", "ScaledMetric", "AppStorage", "SceneStorage",
        "Query", "FetchRequest", "SectionedFetchRequest",
    ]

    /// A property wrapper initialized by its attribute's arguments
    /// (`@Default(.accentColor)`, `@Dependency(\.client)`): Swift's
    /// memberwise initializer takes no parameter for its property. The
    /// wrappers whose value the caller passes (`@State`, `@Binding`, …)
    /// and attributes that are no wrapper (`@available(…)`, `@MainActor`)
    /// are not.
    static func initializesItsProperty(_ a: SwiftAttribute) -> Bool {
        guard a.arguments != nil || a.argumentText != nil, a.name.first?.isUppercase == true else { return false }
        return !["State", "StateObject", "ObservedObject", "Binding", "Bindable", "MainActor", "Published"].contains(a.name)
    }

    /// Whether the value of the property `b` of `d` comes from its wrapper:
    /// one SwiftUI sets (``systemSetWrappers``) or, out of strict mode, one
    /// its attribute initializes, the property having no value of its own.
    func setByItsWrapper(_ d: SwiftDecl, _ b: SwiftPatternBinding) -> Bool {
        if d.attributes.contains(where: { Self.systemSetWrappers.contains($0.name) }) { return true }
        return !configuration.strict && b.initializer == nil && d.attributes.contains(where: Self.initializesItsProperty)
    }

    /// A function type, possibly optional or `@escaping`.
    static func isClosureType(_ t: SwiftType?) -> Bool {
        guard let t else { return false }
        switch t.kind {
        case .function: return true
        case .optional(let inner), .implicitlyUnwrapped(let inner): return isClosureType(inner)
        case .attributed(_, _, let inner): return isClosureType(inner)
        case .tuple(let elements): return elements.count == 1 && isClosureType(elements[0].type)
        default: return false
        }
    }

    /// Matches a call of `t`'s initializer (`kind` names `t` in diagnostics):
    /// labelled arguments in order, then trailing closures (the first one to
    /// the first closure parameter without a default), defaults for the rest.
    /// The explicit `init` must only assign its parameters to properties
    /// (`self.fetch = fetch`, `self._dataState = dataState`,
    /// `self._store = .init(wrappedValue: store)`) or the view a closure
    /// parameter builds (`self.content = content()`); an `init` whose labels
    /// the call cannot match is not the one called, and its body is not read.
    /// Without one, the memberwise initializer is read. Nil after a diagnostic.
    mutating func initializerArguments(of t: SwiftModule.Located, arguments: [SwiftArgument], trailing: [SwiftTrailingClosure],
                                       kind: String, at loc: SourceLocation) -> InitializerArguments? {
        let initializers = { (members: [SwiftDecl]) in
            members.flatMap(Self.flatten).compactMap { m -> SwiftFunctionDecl? in
                if case .function(let f) = m.kind, f.name == "init" { return f }
                return nil
            }
        }
        let own = initializers(t.decl.members)
        // `extension TagsView where Content == EmptyView { init(tags:) { … } }`: an initializer of an
        // extension is one more way to make the view (the memberwise one stays when the type declares none).
        let extended = configuration.strict ? [] : initializers(module.extensions(of: t.decl.name, declaredIn: t.file).flatMap(\.decl.members))
        // Parameters: (external label, internal name, type, default, property it initializes).
        typealias Param = (label: String?, name: String, type: SwiftType?, defaultValue: SwiftExpr?, property: String?)
        var candidates: [[Param]] = []
        var builtViews: Set<String> = []
        // Per candidate: property → the expression of its parameters its initializer sets it to.
        var computed: [[String: SwiftExpr]] = []
        // Per candidate: property → a value the screen does not decide its initializer sets it to.
        var initialized: [[String: SwiftExpr]] = []
        if own.isEmpty {
            var params: [Param] = []
            for (name, b, d) in Self.storedProperties(of: t) {
                let isLet = { if case .variable(let v) = d.kind { return v.keyword == "let" } else { return false } }()
                if b.initializer != nil && (isLet || d.attributes.contains { $0.name == "State" || $0.name == "StateObject" }) { continue }
                // `@EnvironmentObject var store: Store`, `@Environment(\.dismiss) var dismiss`, `@Default(.accentColor)
                // private var accentColor`: set by SwiftUI or by the wrapper, never passed.
                if setByItsWrapper(d, b) { continue }
                var type = b.type
                if d.attributes.contains(where: { $0.name == "Binding" }), let inner = b.type {
                    type = SwiftType(kind: .identifier(name: "Binding", genericArguments: [inner]), location: inner.location)
                }
                // `var onLoaded: ((UIImage) async -> Void)?`, `@State private var image: Image?`: a `var` of an optional
                // type without a value is `nil` unless the call passes one, as Swift's memberwise initializer has it.
                var defaultValue = b.initializer
                if defaultValue == nil, !isLet, let t = b.type, case .optional = t.kind {
                    // `@State private var image: Image?` is the component's own state, starting from nil; a `@Binding`
                    // one is the caller's to pass.
                    if d.attributes.contains(where: { $0.name == "State" || $0.name == "StateObject" }) { continue }
                    if d.attributes.isEmpty { defaultValue = SwiftExpr(kind: .nilLiteral, location: t.location) }
                }
                // `@ViewBuilder let content: Content`: Swift's memberwise initializer takes the closure that builds
                // it (`Card { … }`), and the property holds that closure's content, as `self.content = content()` does.
                if !configuration.strict, d.attributes.contains(where: { $0.name == "ViewBuilder" }), let built = type, !Self.isClosureType(built) {
                    type = SwiftType(kind: .function(parameters: [], effects: SwiftEffects(), result: built), location: built.location)
                    builtViews.insert(name)
                }
                params.append((label: name, name: name, type: type, defaultValue: defaultValue, property: name))
            }
            candidates.append(params)
            computed.append([:])
            initialized.append([:])
        }
        for (k, f) in (own + extended).enumerated() {
            let shape = Self.callShape(f.parameters)
            // `init(item:) where Extra == EmptyView { self.init(item: item) { EmptyView() } }` is not the init `Form(item: x) { … }` calls.
            guard match(shape, arguments: arguments, trailing: trailing) != nil else { continue }
            let names = Set(f.parameters.map { $0.name ?? $0.label ?? "_" })
            guard let body = f.body else { return nil }
            // An extension's initializer whose code is not read is not one the call can be read by: the others may be.
            let read = k < own.count ? initializerAssignments(body, kind: kind, in: t.file, parameters: names)
                : attempt { $0.initializerAssignments(body, kind: kind, in: t.file, parameters: names) }
            guard let assigned = read else {
                if k < own.count { return nil }
                continue
            }
            builtViews.formUnion(assigned.built)
            computed.append(assigned.computed)
            initialized.append(assigned.initialized)
            candidates.append(f.parameters.map { p in
                let name = p.name ?? p.label ?? "_"
                return (label: p.label == "_" ? nil : p.label, name: name, type: p.type, defaultValue: p.defaultValue, property: assigned.properties[name])
            })
        }
        for ((params, computed), initialized) in zip(zip(candidates, computed), initialized) {
            guard let bound = match(params.map { ($0.label, $0.type, $0.defaultValue != nil) }, arguments: arguments, trailing: trailing) else { continue }
            var out = InitializerArguments()
            out.builtViews = builtViews
            out.initialized = initialized
            var given: [String: SwiftExpr] = [:]
            for (k, p) in params.enumerated() {
                let value = bound[k] ?? p.defaultValue
                guard let value else { continue }
                given[p.name] = value
                guard let property = p.property else { continue }
                out.properties[property] = value
                if bound[k] != nil, let type = p.type { out.typed.append((type, value)) }
            }
            // `self.isProminent = isProminent ?? condition`: the expression, with the call's arguments for the parameters.
            for (property, e) in computed.sorted(by: { $0.key < $1.key }) {
                if let value = Self.substituting(given, in: e) { out.properties[property] = value }
            }
            return out
        }
        let labels = arguments.map { ($0.label ?? "_") + ":" } + trailing.map { ($0.label ?? "") + "{ }" }
        error("this call of \(kind) '\(t.decl.name)' (\(labels.joined(separator: " "))) matches none of its initializers; pass the arguments by their labels", at: loc)
        return nil
    }

    /// The labels, types and defaults of `parameters` as ``match(_:arguments:trailing:)`` reads them (`_` is no label).
    static func callShape(_ parameters: [SwiftParameter]) -> [(label: String?, type: SwiftType?, hasDefault: Bool)] {
        parameters.map { p in (label: p.label == "_" ? nil : p.label, type: p.type, hasDefault: p.defaultValue != nil) }
    }

    /// The parameter index each argument goes to; nil when the call does not match.
    func match(_ params: [(label: String?, type: SwiftType?, hasDefault: Bool)], arguments: [SwiftArgument],
               trailing: [SwiftTrailingClosure]) -> [Int: SwiftExpr]? {
        var bound: [Int: SwiftExpr] = [:]
        var next = 0
        for a in arguments {
            guard next <= params.count, let k = params[next...].firstIndex(where: { $0.label == a.label }) else { return nil }
            bound[k] = a.value
            next = k + 1
        }
        for tc in trailing {
            let open = params.indices.filter { $0 >= next && Self.isClosureType(params[$0].type) }
            let k = tc.label.map { label in open.first { params[$0].label == label } }
                ?? open.first { !params[$0].hasDefault } ?? open.first
            guard let k else { return nil }
            bound[k] = SwiftExpr(kind: .closure(tc.closure), location: tc.location)
            next = k + 1
        }
        for (k, p) in params.enumerated() where bound[k] == nil && !p.hasDefault { return nil }
        return bound
    }

    /// Parameter name → the property an `init` body assigns it to, the
    /// properties assigned the view a closure parameter builds
    /// (`self.content = content()`), and those assigned an expression of the
    /// `parameters` and literals, without calls (`self.isProminent =
    /// isProminent ?? condition`: property → expression); nil after a diagnostic.
    mutating func initializerAssignments(_ body: [SwiftStmt], kind: String, in path: String, parameters: Set<String> = [])
        -> (properties: [String: String], built: Set<String>, computed: [String: SwiftExpr], initialized: [String: SwiftExpr])? {
        var out: [String: String] = [:]
        var built: Set<String> = []
        var computed: [String: SwiftExpr] = [:]
        var initialized: [String: SwiftExpr] = [:]
        // The initializer's own locals (`let autoFocus = …`): values the screen does not decide.
        var locals: Set<String> = []
        for s in body {
            // A statement read no other way: a value the screen does not decide, stored (``initializedValues(_:)``).
            func storesUndecided() -> Bool {
                guard !configuration.strict, let values = initializedValues(s, locals: parameters.union(locals)) else { return false }
                locals.formUnion(Self.declaredLocals([s]))
                // A store in a branch, or a second store, leaves one of several values: none of them is the initial one.
                var branch = false
                if case .expression = s.kind {} else { branch = true }
                for (property, value) in values {
                    let several = branch || initialized[property] != nil || out.values.contains(property)
                    initialized[property] = several ? SwiftExpr(kind: .identifier("several values"), location: value.location) : value
                }
                return true
            }
            guard case .expression(let e) = s.kind, case .binary("=", let target, let value) = e.kind else {
                if storesUndecided() { continue }
                error("the initializer of this \(kind) is not understood: it may only assign its parameters to properties (self.fetch = fetch, self._state = state) or the view a closure parameter builds (self.content = content())", at: s.location, in: path)
                return nil
            }
            var property: String?
            switch target.kind {
            case .member(let base, let name):
                if case .identifier("self") = base.kind { property = name }
            case .identifier(let name) where name.hasPrefix("_"):
                property = name
            case .identifier(let name) where !configuration.strict && !parameters.contains(name) && !locals.contains(name):
                // `inputTag = tag`: a property, named without `self.`.
                property = name
            default:
                break
            }
            var parameter: String?
            var builds = false
            switch value.kind {
            case .identifier(let name):
                parameter = name
            case .call(let callee, let args, let trailing) where args.isEmpty && trailing.isEmpty:
                if case .identifier(let name) = callee.kind { parameter = name; builds = true }
            case .call(let callee, let args, let trailing) where args.count == 1 && trailing.isEmpty:
                let wrapper: Bool
                switch callee.kind {
                case .implicitMember("init"): wrapper = true
                case .identifier(let n): wrapper = ["State", "StateObject", "ObservedObject", "Binding", "Bindable"].contains(n)
                default: wrapper = false
                }
                if wrapper, args[0].label == "wrappedValue" || args[0].label == "initialValue", case .identifier(let name) = args[0].value.kind {
                    parameter = name
                }
            default:
                break
            }
            if !configuration.strict, var property, parameter == nil, Self.substituting([:], in: value, parameters: parameters) != nil {
                if property.hasPrefix("_") { property.removeFirst() }
                computed[property] = value
                continue
            }
            guard var property, let parameter, configuration.strict || parameters.contains(parameter) else {
                if storesUndecided() { continue }
                error("the initializer of this \(kind) is not understood: it may only assign its parameters to properties (self.fetch = fetch, self._state = state), an expression of them (self.isProminent = isProminent ?? condition) or the view a closure parameter builds (self.content = content())", at: s.location, in: path)
                return nil
            }
            if property.hasPrefix("_") { property.removeFirst() }
            out[parameter] = property
            if builds { built.insert(property) }
        }
        return (out, built, computed, initialized)
    }

    /// `e` with each name in `given` replaced by the expression given for it:
    /// nil when `e` holds anything but names of `given` (or of `parameters`,
    /// when only checking), literals, members, operators and parentheses.
    static func substituting(_ given: [String: SwiftExpr], in e: SwiftExpr, parameters: Set<String>? = nil) -> SwiftExpr? {
        func sub(_ x: SwiftExpr) -> SwiftExpr? {
            func make(_ kind: SwiftExprKind) -> SwiftExpr { SwiftExpr(kind: kind, location: x.location) }
            switch x.kind {
            case .identifier(let n):
                if let parameters { return parameters.contains(n) ? x : nil }
                return given[n]
            case .integer, .float, .boolean, .nilLiteral, .implicitMember:
                return x
            case .string(let parts, _):
                return parts.allSatisfy({ if case .text = $0 { return true } else { return false } }) ? x : nil
            case .member(let base, let name):
                return sub(base).map { make(.member($0, name)) }
            case .optionalChain(let base):
                return sub(base).map { make(.optionalChain($0)) }
            case .forceUnwrap(let base):
                return sub(base).map { make(.forceUnwrap($0)) }
            case .prefixOperator(let op, let operand):
                return sub(operand).map { make(.prefixOperator(op, $0)) }
            case .binary(let op, let l, let r):
                guard !isAssignment(op), let l = sub(l), let r = sub(r) else { return nil }
                // `showsBadge ?? !isHighlighted` with `showsBadge` not given (its default `nil`): the fallback.
                if op == "??", case .nilLiteral = l.kind { return r }
                return make(.binary(op, l, r))
            case .ternary(let c, let t, let f):
                guard let c = sub(c), let t = sub(t), let f = sub(f) else { return nil }
                return make(.ternary(c, t, f))
            case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
                return sub(elements[0].value).map { make(.tuple([SwiftArgument(label: nil, value: $0)])) }
            default:
                return nil
            }
        }
        return sub(e)
    }

    // MARK: - Inferring generic parameters

    /// Binds `generics` by matching a parameter's declared type against the type of the argument given for it.
    static func unify(_ parameter: SwiftType, _ argument: SwiftType, generics: Set<String>, into out: inout [String: SwiftType]) {
        switch (parameter.kind, argument.kind) {
        case (.attributed(_, _, let p), _):
            unify(p, argument, generics: generics, into: &out)
        case (_, .attributed(_, _, let a)):
            unify(parameter, a, generics: generics, into: &out)
        case (.identifier(let name, let args), _) where args.isEmpty && generics.contains(name):
            if out[name] == nil { out[name] = argument }
        case (.identifier(let p, let pa), .identifier(let a, let aa)) where p == a && pa.count == aa.count:
            for (x, y) in zip(pa, aa) { unify(x, y, generics: generics, into: &out) }
        case (.optional(let p), .optional(let a)), (.array(let p), .array(let a)), (.any(let p), .any(let a)), (.some(let p), .some(let a)):
            unify(p, a, generics: generics, into: &out)
        case (.optional(let p), _):
            unify(p, argument, generics: generics, into: &out)
        case (.tuple(let p), _) where p.count == 1:
            unify(p[0].type, argument, generics: generics, into: &out)
        case (.function(let pp, _, let pr), .function(let ap, _, let ar)):
            if pp.count == ap.count { for (x, y) in zip(pp, ap) { unify(x.type, y.type, generics: generics, into: &out) } }
            unify(pr, ar, generics: generics, into: &out)
        default:
            return
        }
    }

    /// The function type of a declared function.
    static func functionType(_ f: SwiftFunctionDecl, at loc: SourceLocation) -> SwiftType {
        let void = SwiftType(kind: .identifier(name: "Void", genericArguments: []), location: loc)
        let params = f.parameters.map { SwiftTupleTypeElement(label: nil, name: nil, type: $0.type ?? void, isVariadic: false) }
        return SwiftType(kind: .function(parameters: params, effects: f.effects, result: f.result ?? void), location: loc)
    }

    /// The Swift type of an argument, read where the call is written; nil when not evident.
    mutating func argumentType(_ e: SwiftExpr) -> SwiftType? {
        switch e.kind {
        case .identifier(let n) where n.hasPrefix("$") && n.dropFirst().first?.isLetter == true:
            guard let t = nameType(String(n.dropFirst())) else { return nil }
            return SwiftType(kind: .identifier(name: "Binding", genericArguments: [t]), location: e.location)
        case .identifier(let n):
            return nameType(n)
        case .member(let base, let name):
            guard case .identifier(let b) = base.kind else { return nil }
            if b == "self" { return nameType(name) }
            if viewModelProperties.contains(b), let holder = nameType(b), let typeName = holder.simpleName,
               let vm = module.type(named: typeName, from: file) {
                return Self.storedProperties(of: vm).first { $0.name == name }?.binding.type
            }
            return staticFunctionType(b, name, at: e.location)
        case .closure(let c):
            var result = c.result
            if result == nil, c.body.count == 1 {
                switch c.body[0].kind {
                case .expression(let x), .returnStmt(let x?): result = expressionType(x)
                default: break
                }
            }
            guard let result else { return nil }
            let params = (c.parameters ?? []).compactMap { p in p.type.map { SwiftTupleTypeElement(label: nil, name: nil, type: $0, isVariadic: false) } }
            return SwiftType(kind: .function(parameters: params.count == (c.parameters ?? []).count ? params : [], effects: c.effects, result: result), location: e.location)
        default:
            return nil
        }
    }

    /// The result type of a call of an api (`API.getPosts(…)`) or of a function of the screen, `try`/`await` looked through.
    mutating func expressionType(_ e: SwiftExpr) -> SwiftType? {
        switch e.kind {
        case .tryExpr("try", let x), .awaitExpr(let x): return expressionType(x)
        case .call(let callee, _, _):
            guard let t = argumentType(callee), case .function(_, _, let result) = t.kind else { return nil }
            return result
        default: return nil
        }
    }

    /// The declared type of a name where code is being read: a property or function of the component or screen.
    mutating func nameType(_ name: String) -> SwiftType? {
        let owner = components.current.map { components.frames[$0].component } ?? screen
        for (n, b, d) in Self.storedProperties(of: owner) where n == name {
            if let t = b.type { return t }
            if d.attributes.allSatisfy({ Self.viewModelAttributes.contains($0.name) }), let vm = viewModelClass(of: b) {
                return SwiftType(kind: .identifier(name: vm.decl.name, genericArguments: []), location: d.location)
            }
        }
        for m in owner.decl.members.flatMap(Self.flatten) {
            if case .function(let f) = m.kind, f.name == name { return Self.functionType(f, at: m.location) }
        }
        return nil
    }

    /// The function type of `Type.method` for a type of the module (its declaration or extensions).
    func staticFunctionType(_ typeName: String, _ method: String, at loc: SourceLocation) -> SwiftType? {
        guard let t = module.type(named: typeName, from: file) else { return nil }
        for x in [t] + module.extensions(of: typeName, declaredIn: t.file) {
            for m in x.decl.members.flatMap(Self.flatten) {
                if case .function(let f) = m.kind, f.name == method { return Self.functionType(f, at: loc) }
            }
        }
        return nil
    }

    /// Whether the generic parameter `p` of `decl` is constrained to `View`,
    /// in its list (`<Content: View>`) or in the `where` clause
    /// (`<Content>: View where Content : View`): the type of views the
    /// caller passes, which are read where the component calls them.
    static func isViewParameter(_ p: SwiftGenericParameter, of decl: SwiftTypeDecl) -> Bool {
        if p.constraint?.simpleName == "View" { return true }
        return decl.requirements.contains { r in
            guard r.relation == ":", case .identifier(let name, let args) = r.left.kind, args.isEmpty, name == p.name else { return false }
            return r.right.simpleName == "View"
        }
    }

    /// Binds the generic parameters of `t` (a component or view model) from
    /// the arguments of its initializer call and from `explicit` generic
    /// arguments (`LoadingContentViewStore<User>`), read in the calling code;
    /// parameters constrained to `View` stay free. A parameter no argument
    /// names a type of (`InfoRow(title, countries)` given a local whose type
    /// is not written) is `Value`: data the screen does not decide (not in
    /// strict mode). False after a diagnostic.
    mutating func bindGenericParameters(of t: SwiftModule.Located, arguments: InitializerArguments, explicit: [SwiftType],
                                        kind: String, at loc: SourceLocation) -> Bool {
        let params = t.decl.genericParameters
        var found: [String: SwiftType] = [:]
        for (p, a) in zip(params, explicit) { found[p.name] = a }
        let generics = Set(params.map(\.name))
        for (type, value) in arguments.typed {
            guard let a = argumentType(value) else { continue }
            Self.unify(type, a, generics: generics, into: &found)
        }
        var ok = true
        for p in params where !Self.isViewParameter(p, of: t.decl) {
            guard let bound = found[p.name] else {
                if !configuration.strict {
                    if let previous = components.typeParameters[p.name], previous != .value {
                        error("the generic parameter '\(p.name)' of \(kind) '\(t.decl.name)' is not inferred from this call (read as Value) but is \(describe(previous)) in another component or view model of screen '\(model.name)'; rename one of them", at: loc)
                        ok = false
                        continue
                    }
                    components.typeParameters[p.name] = .value
                    abstraction("the generic parameter \(p.name) of \(t.decl.name) is not inferred from this call's arguments: Value, data the screen does not decide", at: loc)
                    continue
                }
                error("the generic parameter '\(p.name)' of \(kind) '\(t.decl.name)' is not inferred from this call; pass a Binding, a function or a closure whose type names it, or write \(t.decl.name)<…>", at: loc)
                ok = false
                continue
            }
            guard let m = modelType(bound) else {
                error("the generic parameter '\(p.name)' of \(kind) '\(t.decl.name)' is bound here to a type that is not understood (data structs of the folder, arrays of them, Bool, Int, String, any Error)", at: loc)
                ok = false
                continue
            }
            if let previous = components.typeParameters[p.name], previous != m {
                error("the generic parameter '\(p.name)' of \(kind) '\(t.decl.name)' is \(describe(m)) here but \(describe(previous)) in another component or view model of screen '\(model.name)'; rename one of them", at: loc)
                ok = false
                continue
            }
            components.typeParameters[p.name] = m
            abstraction("generic parameter \(p.name) of \(t.decl.name) is \(SwiftSyntaxDump.describe(bound)) from this call's arguments, erased to \(describe(m))", at: loc)
        }
        return ok
    }
}
