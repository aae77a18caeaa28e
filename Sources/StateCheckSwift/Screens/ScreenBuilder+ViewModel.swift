import StateCheckLanguage

extension ScreenBuilder {
    /// The attributes that hold a view model in a view.
    static let viewModelAttributes: Set<String> = ["StateObject", "ObservedObject", "State", "Bindable"]

    /// The folder's class a view property holds as its view model: an
    /// `ObservableObject` (`@StateObject`, `@ObservedObject`) or an
    /// `@Observable` class (`@State`, `@Bindable`, `let`), named by the
    /// property's type or by its initial value `FeedModel()`.
    func viewModelClass(of b: SwiftPatternBinding) -> SwiftModule.Located? {
        var name = b.type?.simpleName
        if name == nil, let value = b.initializer, case .call(let callee, _, let trailing) = value.kind, trailing.isEmpty,
           case .identifier(let n) = callee.kind {
            name = n
        }
        guard let name, let t = module.type(named: name, from: file), Self.isViewModel(t) else { return nil }
        return t
    }

    /// A class that is an `ObservableObject` or marked `@Observable`.
    static func isViewModel(_ t: SwiftModule.Located) -> Bool {
        guard t.decl.keyword == .classKeyword else { return false }
        return t.decl.inheritance.contains { $0.simpleName == "ObservableObject" }
            || t.outer.attributes.contains { $0.name == "Observable" }
    }

    /// Reads the view model held by the view property `property`: its stored
    /// properties become the screen's variables (`model.state` → `state`),
    /// its methods the screen's functions; properties of an environment type
    /// (`let client: FeedClient`) are the environment, and its `init` is
    /// abstracted (the variables start from their declared initial values).
    ///
    /// `sliced`: members the screen's code never mentions
    /// (``relevantMembers``) are not read.
    mutating func viewModel(_ vm: SwiftModule.Located, property: String, location: SourceLocation, sliced: Bool = false) {
        let relevant = sliced ? relevantMembers : nil
        viewModelProperties.insert(property)
        viewModelClasses[property] = vm.decl.name
        viewModelTypes.insert(vm.decl.name)
        codeFile = vm.file == file ? nil : vm.file
        defer { codeFile = nil }
        if property != "self" { abstraction("the view model \(property): \(vm.decl.name) is read as the screen: its stored properties are the screen's state, its methods the screen's functions", at: location) }
        let errorMessages = Self.errorMessageProperties(of: vm.decl)
        for m in allMembers(of: vm) {
            switch m.kind {
            case .variable(let v):
                if m.modifiers.contains(where: { $0.name == "static" }) { continue }
                for b in v.bindings {
                    guard case .identifier(let name) = b.pattern.kind else {
                        error("a destructuring property is not understood in a view model; declare one property per line", at: m.location)
                        continue
                    }
                    if let relevant, !relevant.contains(name) {
                        presentation("the property \(name) of \(vm.decl.name) is mentioned by neither the view nor the code its events run: not read", at: m.location)
                        continue
                    }
                    // Closure properties are bound where the view model is created (viewModelArguments).
                    if Self.isClosureType(b.type) { continue }
                    if let wrapper = injectionWrapper(m), b.initializer == nil {
                        // `@LazyInjected(\.categoriesUseCase) private var categoriesUseCase`: a client the app injects.
                        let client = b.type?.simpleName ?? Self.upperCamel(name)
                        environmentProperties[member(name, of: property)] = client
                        abstraction("the property \(name) of \(vm.decl.name) is injected (@\(wrapper)): \(client), a client whose calls are apis", at: m.location)
                        continue
                    }
                    if let n = environmentTypeName(of: b, file: vm.file) {
                        environmentProperties[member(name, of: property)] = n
                        continue
                    }
                    if name == "logger" || name == "log" || b.type?.simpleName == "Logger" || Self.isLoggerValue(b.initializer) {
                        abstraction("the property \(name) of \(vm.decl.name) is a logger: its calls have no effect on the screen's state", at: m.location)
                        continue
                    }
                    if !configuration.strict, case .getter(let stmts)? = b.accessors, let t = b.type, isPresentationValue(t), !hasEffects(stmts) {
                        presentation("the computed property \(name) of \(vm.decl.name) is a \(t.spelling) and changes nothing: styling, not read", at: m.location)
                        continue
                    }
                    if !configuration.strict, case .getter(let stmts)? = b.accessors, let t = b.type {
                        let fn = member(name, of: property)
                        computedProperties.insert(fn)
                        methodNames.insert(fn)
                        viewModelMethods.append((Self.computedFunction(name, type: t, body: stmts), m.location, vm.file, property))
                        abstraction("the computed property \(name) of \(vm.decl.name) is read as a function of no parameters, called where it is read", at: m.location)
                        continue
                    }
                    if b.accessors != nil, case .getter = b.accessors {
                        error("the computed property '\(name)' of view model '\(vm.decl.name)' is not understood; write it as a method", at: m.location)
                        continue
                    }
                    let variable = member(name, of: property)
                    if stateVars[variable] != nil {
                        error("the property '\(name)' of view model '\(vm.decl.name)' has the name of another state property of screen '\(model.name)'", at: m.location)
                        continue
                    }
                    if let observer = observerFunction(name, b, at: m.location) {
                        let function = member(observer.name, of: property)
                        methodNames.insert(function)
                        viewModelMethods.append((observer, m.location, vm.file, property))
                        propertyObservers[variable] = (function, m.location)
                    }
                    if errorMessages.contains(name) {
                        errorMessageVariable(variable, property: name, location: m.location)
                    } else {
                        stateVariable(name: variable, binding: b, location: m.location, role: "property")
                    }
                }
            case .function(let f):
                // `convenience init?(path:)`: an initializer, which no view calls on the object it holds.
                if f.isInitializer, f.name != "init" {
                    abstraction("the failable initializer \(f.name) of \(vm.decl.name) is no method of the view model: not read", at: m.location)
                    continue
                }
                if f.name == "init" {
                    let effects = initializerEffects(f)
                    initializerCount[property, default: 0] += 1
                    if !effects.isEmpty {
                        viewModelInitializers.append((f, effects, m.location, vm.file, property))
                        viewModelTypeName[property] = vm.decl.name
                    }
                    abstraction("the initializer of \(vm.decl.name) is abstracted: the view model's properties start from their declared initial values and its default-argument clients are the environment"
                                + (effects.isEmpty ? "" : "; the code it runs besides is read as it is first shown"), at: m.location)
                } else if let r = f.result, isPresentationValue(r), !hasEffects(f.body ?? []) {
                    presentation("the method \(f.name) of \(vm.decl.name) computes a \(r.spelling) and changes nothing: styling, not read", at: m.location)
                } else if let relevant, !relevant.contains(f.name) {
                    presentation("the method \(f.name) of \(vm.decl.name) is called by neither the view nor the code its events run: not read", at: m.location)
                } else {
                    methodNames.insert(member(f.name, of: property))
                    viewModelMethods.append((f, m.location, vm.file, property))
                    if m.modifiers.contains(where: { $0.name == "nonisolated" }) { nonisolatedMethods.insert(m.location) }
                }
            case .type, .typeAlias, .importDecl, .operatorDecl, .macroExpansion, .associatedType, .ifConfig, .enumCase, .subscriptDecl:
                continue
            }
        }
    }

    /// The environment type named by a call's base: `client` or `self.client`
    /// for a view model property of an environment type.
    func environmentBase(_ base: SwiftExpr) -> String? {
        switch base.kind {
        case .identifier(let name) where local(name) == nil: return environmentProperties[ownMember(name) ?? name]
        case .member(let inner, let name):
            // `self?.catRepo` in a `[weak self]` closure: the screen is alive while its code runs.
            if case .identifier("self") = inner.kind { return environmentProperties[ownMember(name) ?? name] }
            if Self.isWeakSelf(inner) { return environmentProperties[ownMember(name) ?? name] }
            // `dependencyContainer.serviceClient.fetch()`: a client held by a dependency container.
            if let container = environmentBase(inner), let client = containerClients(container, file: file)?[name] { return client }
            // `await URLSession.shared.data(from:)`: the shared instance of a type of another module, called
            // asynchronously (a synchronous call such as `UserDefaults.standard.set(…)` is no api).
            if case .identifier(let t) = inner.kind, ["shared", "default", "standard"].contains(name), awaiting > 0,
               local(t) == nil, isEnvironment(t) { return t }
            return nil
        case .call(let type, let args, let trailing) where awaiting > 0 && !configuration.strict && trailing.isEmpty:
            // `try await SWClient(with: defaults).getEntries()`: an instance of a client type (one of another
            // module, or one the folder marks as the environment) built for the call, handed nothing of the
            // screen, is the environment as a shared instance is.
            guard case .identifier(let t) = type.kind, local(t) == nil, isEnvironment(t),
                  args.allSatisfy({ handsOutNothing($0.value) && changesNothing($0.value) }) else { return nil }
            return t
        default: return nil
        }
    }

    /// The state variable an expression names: `state`, `self.state`, `model.state`.
    func stateVariableName(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let v):
            if let renamed = renames[v] { return renamed }
            return local(v) == nil ? ownMember(v) ?? v : v
        case .member(let base, let name):
            if case .identifier("self") = base.kind, let own = ownMember(name) { return own }
            if Self.isWeakSelf(base) { return ownMember(name) ?? (stateVars[name] != nil ? name : nil) }
            if case .identifier(let holder) = base.kind, viewModelProperties.contains(holder), stateVars[member(name, of: holder)] != nil { return member(name, of: holder) }
            if case .identifier(let holder) = base.kind, holder == "self" || viewModelProperties.contains(holder), stateVars[name] != nil { return name }
            return nil
        default: return nil
        }
    }

    /// `Logger(subsystem:category:)`.
    static func isLoggerValue(_ e: SwiftExpr?) -> Bool {
        guard let e, case .call(let callee, _, _) = e.kind, case .identifier("Logger") = callee.kind else { return false }
        return true
    }

    /// A statement with no effect on the screen's state: `objectWillChange.send()`,
    /// `print(…)`, `logger.…(…)`.
    func noEffectCall(_ e: SwiftExpr) -> String? {
        guard case .call(let callee, _, _) = e.kind else { return nil }
        switch callee.kind {
        case .identifier("print"), .identifier("debugPrint"): return "print"
        case .member(let base, let name):
            var b = base
            if case .member(let inner, let n) = b.kind, case .identifier("self") = inner.kind { b = SwiftExpr(kind: .identifier(n), location: b.location) }
            if case .identifier("objectWillChange") = b.kind, name == "send" { return "objectWillChange.send()" }
            if case .identifier(let n) = b.kind, n == "logger" || n == "log" || n == "Logger" { return "\(n).\(name)" }
            return nil
        default: return nil
        }
    }
}
