import StateCheckLanguage

extension ScreenBuilder {
    /// The file the code being read is in.
    var currentFile: String { codeFile ?? file }

    /// A diagnostic in the file at `path` (an argument is in its caller's file, a component's code in the component's).
    mutating func error(_ message: String, at location: SourceLocation, in path: String) {
        diagnostics.append(Diagnostic(file: path, line: location.line, column: location.column, message: message))
    }

    /// Runs `body` with code read in `frame` (nil: the screen), with `extra` names replaced.
    mutating func inFrame<T>(_ frame: Int?, renaming extra: [String: String] = [:], _ body: (inout ScreenBuilder) -> T) -> T {
        let saved = (components.current, renames, codeFile)
        components.current = frame
        renames = (frame.map { components.frames[$0].renames } ?? [:]).merging(extra) { _, new in new }
        if let frame {
            let f = components.frames[frame].component.file
            codeFile = f == file ? nil : f
        } else {
            codeFile = nil
        }
        defer { (components.current, renames, codeFile) = saved }
        return body(&self)
    }

    /// A component's name for one of its properties or methods: its own, or prefixed by the component when the screen uses it already.
    func componentName(_ name: String, of component: String) -> String {
        let taken = stateVars[name] != nil || methodNames.contains(name) || viewHelpers.contains(name) || viewModelProperties.contains(name)
        guard taken else { return name }
        return component.prefix(1).lowercased() + component.dropFirst() + name.prefix(1).uppercased() + name.dropFirst()
    }

    // MARK: - Preparing

    /// Finds the components the screen's view calls and reads their state,
    /// bindings, closures and methods (before the screen's functions are translated).
    mutating func prepareComponents(body: [SwiftStmt]) {
        components.injected = wholeBodyInjections(screenBody)
        let reader = self
        let calls = ComponentCalls.find(in: body, module: module, file: file) { reader.inlinesChild($0, $1, $2) }
        for c in calls { prepareComponent(c, parent: nil) }
    }

    /// Reads one component call made in `parent`'s code.
    mutating func prepareComponent(_ c: ComponentCalls.Call, parent: Int?) {
        let name = c.component.decl.name
        let loc = c.call.location
        let site = ComponentCallSite(file: currentFile(in: parent), location: loc)
        if components.frames.contains(where: { $0.component.decl.name == name && $0.component.file == c.component.file }),
           configuration.strict || !holdsNothingOfItsOwn(c.component) {
            error("the component '\(name)' is used twice in screen '\(model.name)'; a component is read once per screen (its state and events are the screen's)", at: loc)
            components.refused.insert(site)
            return
        }
        let errorsBefore = diagnostics.count
        var explicit: [SwiftType] = []
        if case .call(let callee, _, _) = c.call.kind, case .specialized(_, let types) = callee.kind { explicit = types }
        guard let args = inFrame(parent, { $0.initializerArguments(of: c.component, arguments: c.arguments, trailing: c.trailing, kind: "component", at: loc) }),
              inFrame(parent, { $0.bindGenericParameters(of: c.component, arguments: args, explicit: explicit, kind: "component", at: loc) })
        else {
            components.refused.insert(site)
            return
        }
        let index = components.frames.count
        components.frames.append(ComponentFrame(component: c.component, parent: parent))
        var frame = ComponentFrame(component: c.component, parent: parent)
        var described: [String] = []
        let savedCodeFile = codeFile
        codeFile = c.component.file == file ? nil : c.component.file
        defer { codeFile = savedCodeFile }
        for m in c.component.decl.members.flatMap(Self.flatten) {
            switch m.kind {
            case .variable(let v):
                if m.modifiers.contains(where: { $0.name == "static" }) { continue }
                for b in v.bindings {
                    guard case .identifier(let p) = b.pattern.kind else {
                        error("a destructuring property is not understood in a component; declare one property per line", at: m.location)
                        continue
                    }
                    if p == "body" {
                        if case .getter(let stmts) = b.accessors { frame.body = stmts } else { error("'body' must be a computed property written with braces", at: m.location) }
                        continue
                    }
                    if case .getter(let stmts)? = b.accessors, componentComputedProperty(p, type: b.type, body: stmts, component: name, at: m.location) { continue }
                    if let d = componentProperty(p, binding: b, decl: m, argument: args.properties[p], initialized: args.initialized[p], builtViews: args.builtViews, component: name,
                                                 parent: parent, index: index, frame: &frame) {
                        described.append(d)
                    }
                }
            case .function(let f):
                // A ViewModifier's `body(content:)` is read where its modifier is (``folderModifier(_:view:)``).
                if f.isInitializer || (f.name == "body" && f.parameters.count == 1) { continue }
                if isViewResult(f.result) {
                    viewHelpers.insert(f.name)
                    continue
                }
                let unique = componentName(f.name, of: name)
                if unique != f.name {
                    frame.renames[f.name] = unique
                    abstraction("the method \(f.name) of component \(name) is the screen's function \(unique): the screen uses '\(f.name)' already", at: m.location)
                }
                var renamed = f
                renamed.name = unique
                methodNames.insert(unique)
                frame.methods.append((renamed, m.location))
            case .type, .typeAlias, .importDecl, .operatorDecl, .macroExpansion, .associatedType, .ifConfig, .enumCase, .subscriptDecl:
                continue
            }
        }
        guard diagnostics.count == errorsBefore else {
            components.refused.insert(site)
            components.frames[index].methods = []
            return
        }
        components.frames[index] = frame
        components.frameByCall[site] = index
        let bindings = described.isEmpty ? "" : ", " + described.joined(separator: ", ")
        abstraction("the component \(name) is inlined into \(screen.decl.name): its body and methods are read with its properties bound to this call's arguments\(bindings)", at: loc)
        for inner in ComponentCalls.find(in: frame.body, module: module, file: c.component.file) {
            if inner.component.decl.name == name || isAncestor(inner.component, of: index) {
                error("the component '\(inner.component.decl.name)' uses itself; a recursive component is not understood", at: inner.call.location)
                components.refused.insert(ComponentCallSite(file: c.component.file, location: inner.call.location))
                continue
            }
            prepareComponent(inner, parent: index)
        }
    }

    /// A component with no state or functions of its own
    /// (`SettingsSection(title:) { … }`, `SettingsRow(text:action:)`): stored
    /// values, built content and closure properties (each bound to its call's
    /// closure, in that call's frame), no property wrapper, computed property
    /// or method besides its view helpers. Each call of it is its body read
    /// with that call's values, so it may be used more than once in a screen.
    func holdsNothingOfItsOwn(_ component: SwiftModule.Located) -> Bool {
        for m in component.decl.members.flatMap(Self.flatten) {
            switch m.kind {
            case .variable(let v):
                if m.modifiers.contains(where: { $0.name == "static" }) { continue }
                // `@Environment(\.colorScheme) var colorScheme`: a value SwiftUI gives, read only.
                if !configuration.strict, Self.isEnvironmentValue(m), !Self.isDismissAction(m) { continue }
                // `@Environment(Theme.self) var theme`: an object the app gives, an input of the screen (each call reads it).
                if !configuration.strict, Self.environmentObjectType(m) != nil { continue }
                guard m.attributes.allSatisfy({ $0.name == "ViewBuilder" }) else { return false }
                for b in v.bindings {
                    if case .identifier("body") = b.pattern.kind { continue }
                    // `private var headerTitle: String { title.uppercased() }`: computed from the call's values, per call.
                    if !configuration.strict, case .getter(let stmts)? = b.accessors, changesNothing(stmts) { continue }
                    if b.accessors != nil { return false }
                    // `let content: () -> Content` of `Content: View`: views the caller builds, per call.
                    if !configuration.strict, Self.returnsViews(b.type, genericParameters: component.decl.genericParameters,
                                                                requirements: component.decl.requirements) { continue }
                    // `let action: () -> Void`: bound to each call's closure in that call's frame.
                    if case .function? = b.type?.kind { if configuration.strict { return false } else { continue } }
                    if case .attributed(_, _, let inner)? = b.type?.kind, case .function = inner.kind {
                        if configuration.strict { return false } else { continue }
                    }
                }
            case .function(let f):
                if f.isInitializer || isViewResult(f.result) { continue }
                return false
            case .type, .typeAlias, .importDecl, .operatorDecl, .macroExpansion, .associatedType, .ifConfig, .enumCase, .subscriptDecl:
                continue
            }
        }
        return true
    }

    /// `Theme` of `@Environment(Theme.self) var theme`: an observable object
    /// the app puts in the environment by its type; nil for any other declaration.
    static func environmentObjectType(_ m: SwiftDecl) -> String? {
        guard m.attributes.count == 1, m.attributes[0].name == "Environment", let args = m.attributes[0].arguments, args.count == 1,
              case .member(let base, "self") = args[0].value.kind, case .identifier(let type) = base.kind else { return nil }
        return type
    }

    /// Whether `m` is `@Environment(\.key) var …`: a value SwiftUI gives by key path.
    static func isEnvironmentValue(_ m: SwiftDecl) -> Bool {
        guard let attribute = m.attributes.first(where: { $0.name == "Environment" }), m.attributes.count == 1,
              let args = attribute.arguments, args.count == 1, case .keyPath(nil, _) = args[0].value.kind else { return false }
        return true
    }

    func currentFile(in frame: Int?) -> String {
        frame.map { components.frames[$0].component.file } ?? file
    }

    func isAncestor(_ t: SwiftModule.Located, of frame: Int) -> Bool {
        var f: Int? = frame
        while let i = f {
            if components.frames[i].component.decl.name == t.decl.name && components.frames[i].component.file == t.file { return true }
            f = components.frames[i].parent
        }
        return false
    }

    /// The name `e` (an identifier or `self.x`; `$x` or a view model's `$model.x` for a Binding) stands for in `frame`'s code.
    func boundName(_ e: SwiftExpr, in frame: Int?, binding: Bool) -> String? {
        var name: String?
        switch e.kind {
        case .identifier(let n): name = n
        case .member(let base, let n):
            // `self.x`, or `model.x` of a view model's property (the screen's state `x`).
            if case .identifier(let holder) = base.kind, !binding, holder == "self" || viewModelProperties.contains(holder) { name = n }
            // `self.$showsEditor`: the screen's own projected binding.
            if binding, case .identifier("self") = base.kind, n.hasPrefix("$") { name = n }
            // `$model.query`: the binding SwiftUI projects to the property `query`
            // of the view model `model` (`@StateObject`, `@ObservedObject`,
            // `@Bindable`, or `@State` holding an `@Observable` class).
            if binding, case .identifier(let projected) = base.kind, projected.hasPrefix("$"),
               case let holder = String(projected.dropFirst()), viewModelProperties.contains(holder) {
                return member(n, of: holder)
            }
        default: break
        }
        guard var n = name else { return nil }
        if binding {
            guard n.hasPrefix("$") else { return nil }
            n.removeFirst()
        }
        let renames = frame.map { components.frames[$0].renames } ?? [:]
        return renames[n] ?? n
    }

    /// Reads one stored property of a component; returns how it is bound (for
    /// the abstraction), nil when not bound to an argument. `builtViews` are the
    /// properties the initializer sets to the view a closure parameter builds.
    mutating func componentProperty(_ p: String, binding b: SwiftPatternBinding, decl m: SwiftDecl, argument: SwiftExpr?, initialized: SwiftExpr? = nil,
                                    builtViews: Set<String>, component: String, parent: Int?, index: Int, frame: inout ComponentFrame) -> String? {
        let attributes = Set(m.attributes.map(\.name))
        // `_model = StateObject(wrappedValue: Model(…))` in the initializer: the component's own view model, read below.
        if argument == nil, let value = initialized, !(attributes.allSatisfy { Self.viewModelAttributes.contains($0) } && viewModelClass(of: b) != nil) {
            return componentInitializedProperty(p, binding: b, decl: m, value: value, component: component, index: index, frame: &frame)
        }
        if Self.isClosureType(b.type) || builtViews.contains(p) {
            frame.closures[p] = BoundClosure(value: argument ?? b.initializer, frame: parent, owner: component)
            if builtViews.contains(p) { frame.builtViews.insert(p) }
            return argument.map { "\(p) to \(describeArgument($0))" }
        }
        if attributes.contains("Binding") {
            guard let a = argument, let outer = boundName(a, in: parent, binding: true), stateVars[outer] != nil else {
                // `selectedTab: $selectedTab` of the caller's own @Binding or of an opaque property: the parent's state.
                if let a = argument, !configuration.strict, !nameIsTaken(p), let root = inFrame(parent, { $0.boundInput(a) }) {
                    declaredInputs.insert(p)
                    abstraction("the @Binding \(p) of \(component) is given \(SwiftSyntaxDump.describe(a)), a binding to \(root), which the screen does not decide: \(p) is read as an input of the screen (what the component writes there is not read)", at: a.location)
                    return "\(p) to an opaque value"
                }
                // `editingState: .constant(.view)`: a binding that holds its value and ignores writes.
                if let a = argument, !configuration.strict, !nameIsTaken(p), let held = Self.constantBindingValue(a), inFrame(parent, { $0.changesNothing(held) }) {
                    declaredInputs.insert(p)
                    abstraction("the @Binding \(p) of \(component) is given \(SwiftSyntaxDump.describe(a)), a constant binding: \(p) is read as an input of the screen (what the component writes there is dropped)", at: a.location)
                    return "\(p) to a constant"
                }
                if let a = argument {
                    error("the @Binding '\(p)' of component '\(component)' must be given a state property of the caller ($name)", at: a.location, in: currentFile(in: parent))
                } else {
                    error("the @Binding '\(p)' of component '\(component)' is given no argument", at: m.location)
                }
                return nil
            }
            if outer != p { frame.renames[p] = outer }
            return "\(p) to $\(outer)"
        }
        if attributes.allSatisfy({ Self.viewModelAttributes.contains($0) }), let vm = viewModelClass(of: b) {
            if let a = argument {
                guard let outer = boundName(a, in: parent, binding: false), viewModelProperties.contains(outer) else {
                    error("the view model '\(p)' of component '\(component)' must be given a view model property of the caller", at: a.location, in: currentFile(in: parent))
                    return nil
                }
                if outer != p { viewModelProperties.insert(p) }
                return "\(p) to \(outer)"
            }
            // The component holds a view model of its own, created in the component's code.
            components.frames[index] = frame
            guard inFrame(index, { $0.viewModelArguments(vm, binding: b, location: m.location) }) else { return nil }
            inFrame(index) { $0.viewModel(vm, property: p, location: m.location) }
            return nil
        }
        if attributes.contains("State") {
            // `_query = State(initialValue: query)`: the state starts from the value the caller passes.
            if let a = argument, !configuration.strict, !Self.handsOutBinding(a), inFrame(parent, { $0.changesNothing(a) }) {
                return componentInitializedProperty(p, binding: b, decl: m, value: a, component: component, index: index, frame: &frame)
            }
            if argument != nil && b.initializer == nil {
                error("the @State '\(p)' of component '\(component)' is set by its initializer; a component's own state starts from its declared initial value", at: m.location)
                return nil
            }
            let unique = componentName(p, of: component)
            if unique != p {
                frame.renames[p] = unique
                abstraction("the state \(p) of component \(component) is the screen's \(unique): the screen uses '\(p)' already", at: m.location)
            }
            frame.ownState.append(unique)
            components.frames[index] = frame
            inFrame(index) { $0.stateVariable(name: unique, binding: b, location: m.location) }
            return nil
        }
        if !configuration.strict, let aliased = injectedViewModel(p, decl: m, binding: b, component: component) { return aliased }
        if let t = b.type, let n = t.simpleName, isEnvironmentType(n) { return nil }
        if componentEnvironmentObject(p, decl: m, binding: b, component: component) { return nil }
        if argument == nil, componentOwnValue(p, decl: m, binding: b, component: component) { return nil }
        guard m.attributes.isEmpty, let a = argument else {
            let attribute = m.attributes.first.map { "@\($0.name) " } ?? ""
            error("the property '\(attribute)\(p)' of component '\(component)' is not understood; a component's properties are @State, @Binding, view models, closures and values given by the caller", at: m.location)
            return nil
        }
        guard let outer = boundName(a, in: parent, binding: false) else {
            if parent == nil, !configuration.strict, readsOnlyScreenState(a) {
                frame.substitutions[p] = a
                return "\(p) to \(SwiftSyntaxDump.describe(a))"
            }
            if let opaque = opaqueComponentArgument(p, a, component: component, parent: parent) { return opaque }
            error("the argument '\(p):' of component '\(component)' is not understood; pass a state property, a Binding ($name), a function or a closure", at: a.location, in: currentFile(in: parent))
            return nil
        }
        // `FavouriteList(movies: viewModel.favourites)` of a view-model property read opaque: the component's input.
        if parent == nil, !configuration.strict, stateVars[outer] == nil, !viewModelProperties.contains(outer), case .member = a.kind,
           opaqueRoot(a) != nil, let opaque = opaqueComponentArgument(p, a, component: component, parent: parent) {
            return opaque
        }
        // A name bound in the caller's view (`case .success(let value)`) is only in scope where the call is read: checked there.
        if stateVars[outer] == nil && !viewModelProperties.contains(outer) { frame.values.append((p, outer, a.location)) }
        if outer != p { frame.renames[p] = outer }
        return "\(p) to \(outer)"
    }

    /// `SettingsRow(title: "Profile", isLoading: model.isSaving && !done)`: a
    /// value property given an expression that changes nothing (a literal, a
    /// computation) is a value the screen does not decide, read as an input
    /// of the screen is (shown as presentation, tested by an assumption), when
    /// its name is none of the screen's. Nil (the argument refused) in strict
    /// mode, for an argument with effects or a binding, or when the name is taken.
    mutating func opaqueComponentArgument(_ p: String, _ a: SwiftExpr, component: String, parent: Int?) -> String? {
        guard !configuration.strict, changesNothing(a), !Self.handsOutBinding(a) else { return nil }
        if case .closure = a.kind { return nil }
        guard !nameIsTaken(p) else { return nil }
        declaredInputs.insert(p)
        abstraction("the argument '\(p):' of component \(component) is \(SwiftSyntaxDump.describe(a)), a value the screen does not decide there: \(p) is read as an input of the screen (shown, or tested by an assumption)", at: a.location)
        return "\(p) to an opaque value"
    }

    /// A computed property of a component: a view (`var header: some View
    /// { … }`) is a view fragment read in place in the component's frame, a
    /// value computed without effects (`var avatarSize: CGFloat { … }`,
    /// `var title: String { … }`) an opaque value, as an input of the screen
    /// is. True when read so; false (the property refused) in strict mode,
    /// when its name is the screen's, or when it has effects.
    mutating func componentComputedProperty(_ p: String, type: SwiftType?, body: [SwiftStmt], component: String, at loc: SourceLocation) -> Bool {
        guard !configuration.strict, !nameIsTaken(p) else { return false }
        if isViewResult(type) {
            viewFragments[p] = body
            return true
        }
        guard changesNothing(body) else { return false }
        declaredInputs.insert(p)
        abstraction("the computed property \(p) of \(component) computes a value without effects: opaque (shown, or tested by an assumption)", at: loc)
        return true
    }

    /// A stored property of a component that the call does not give: a
    /// constant (`let maxCount = 3`, `private let calendar = Calendar.current`),
    /// a value SwiftUI sets (`@Environment(\.horizontalSizeClass)`,
    /// `@Namespace`, `@GestureState`, `@FocusState`) or a shared object of a
    /// class that is no view model of the screen (`@ObservedObject var
    /// location = LocationManager.shared`): a value the screen does not
    /// decide, read as an input of the screen is. True when read so.
    mutating func componentOwnValue(_ p: String, decl m: SwiftDecl, binding b: SwiftPatternBinding, component: String) -> Bool {
        guard !configuration.strict, !nameIsTaken(p), m.attributes.count <= 1 else { return false }
        let attribute = m.attributes.first?.name
        // `@Preference("tint", default: "blue") private var tint`: a value its wrapper provides, as SwiftUI's do.
        if let attribute, attribute != "ObservedObject", !setByItsWrapper(m, b) { return false }
        if attribute == nil || attribute == "ObservedObject" {
            guard let value = b.initializer, changesNothing(value) else { return false }
        }
        // A shared object of one of the screen's view model classes would change the screen's state.
        var typeNames: Set<String> = []
        if let t = b.type?.simpleName { typeNames.insert(t) }
        b.initializer?.forEachExpression { x in if case .identifier(let n) = x.kind, n.first?.isUppercase == true { typeNames.insert(n) } }
        guard typeNames.isDisjoint(with: viewModelTypes) else { return false }
        declaredInputs.insert(p)
        let source = attribute.map { Self.systemSetWrappers.contains($0) || $0 == "ObservedObject" ? "set by SwiftUI (@\($0))" : "set by its wrapper (@\($0))" }
        abstraction("the property \(p) of \(component) is \(source ?? "a constant of its own"): a value the screen does not decide, read as an input of the screen", at: m.location)
        return true
    }

    /// Whether `p` names state, a method, a view helper or a view model of the screen.
    func nameIsTaken(_ p: String) -> Bool {
        stateVars[p] != nil || methodNames.contains(p) || viewHelpers.contains(p) || viewModelProperties.contains(p) || viewFragments[p] != nil
            || environmentProperties[p] != nil
    }

    /// `@EnvironmentObject private var errorHandler: ErrorHandler` of an
    /// inlined view: an object the app shares, read as the screen's own
    /// `@EnvironmentObject` is (an input: opaque, its async calls apis), when
    /// its class is none of the screen's view models (which the screen may
    /// inject, so that the view changes the screen's state through it) and
    /// its name none of the screen's: then true. False otherwise (the property is refused).
    mutating func componentEnvironmentObject(_ p: String, decl m: SwiftDecl, binding b: SwiftPatternBinding, component: String) -> Bool {
        guard !configuration.strict, m.attributes.count == 1,
              let type = m.attributes[0].name == "EnvironmentObject" ? b.type?.simpleName : Self.environmentObjectType(m),
              !viewModelTypes.contains(type) else { return false }
        let taken = stateVars[p] != nil || methodNames.contains(p) || viewHelpers.contains(p) || viewModelProperties.contains(p)
        guard !taken, environmentProperties[p] == nil || environmentProperties[p] == type, let kind = opaqueInputKind(m, b) else { return false }
        opaqueInputs.insert(p)
        if let client = opaqueClientType(m, b) { environmentProperties[p] = client }
        abstraction("the property \(p) of \(component) is an input of the screen (\(kind)): opaque, read only as an api argument", at: m.location)
        return true
    }

    /// Whether `e` computes a value from the screen's state alone, with no
    /// call: its names are the screen's state variables and view models
    /// (`message.isEmpty || model.isSubmitting`, `items.count > 3`).
    func readsOnlyScreenState(_ e: SwiftExpr) -> Bool {
        var only = true
        var names = 0
        e.forEachExpression { x in
            switch x.kind {
            case .identifier(let n):
                names += 1
                if local(n) != nil || (stateVars[n] == nil && !viewModelProperties.contains(n)) { only = false }
            case .call, .closure, .awaitExpr, .tryExpr, .inoutExpr:
                only = false
            default:
                break
            }
        }
        return only && names > 0
    }

    /// The expression a component's value property stands for in the code
    /// being read (``ComponentFrame/substitutions``), read where the caller wrote it.
    mutating func substitutedProperty(_ name: String) -> Expr?? {
        guard let i = components.current, local(name) == nil, let sub = components.frames[i].substitutions[name] else { return nil }
        // A local of the component named as the caller's state would change what the expression reads.
        var shadowed = false
        sub.forEachExpression { x in if case .identifier(let n) = x.kind, local(n) != nil { shadowed = true } }
        guard !shadowed else { return nil }
        let parent = components.frames[i].parent
        return .some(inFrame(parent) { $0.expression(sub) })
    }

    /// Whether `e` holds a binding (`$name`, `$model.name`) anywhere.
    static func handsOutBinding(_ e: SwiftExpr) -> Bool {
        var found = false
        e.forEachExpression { x in
            if case .identifier(let n) = x.kind, n.hasPrefix("$"), n.dropFirst().first?.isLetter == true { found = true }
        }
        return found
    }

    func describeArgument(_ e: SwiftExpr) -> String {
        switch e.kind {
        case .identifier(let n): return n
        case .member(let b, let n): if case .identifier(let t) = b.kind { return "\(t).\(n)" }; return n
        case .closure: return "a closure"
        case .nilLiteral: return "nil"
        default: return "an expression"
        }
    }

    /// Binds a view model's generic parameters (from `Store<User>` or its
    /// initializer's arguments) and its closure properties (from
    /// `.init(fetch: API.getUser)`), read in the current frame. False after a diagnostic.
    mutating func viewModelArguments(_ vm: SwiftModule.Located, binding b: SwiftPatternBinding, location: SourceLocation) -> Bool {
        let closures = Self.storedProperties(of: vm).filter { Self.isClosureType($0.binding.type) }
        guard !vm.decl.genericParameters.isEmpty || !closures.isEmpty else { return true }
        var args = InitializerArguments()
        if let value = b.initializer, case .call(let callee, let a, let trailing) = value.kind {
            switch callee.kind {
            case .implicitMember("init"), .identifier(vm.decl.name), .specialized:
                guard let matched = initializerArguments(of: vm, arguments: a, trailing: trailing, kind: "view model", at: value.location) else { return false }
                args = matched
            default:
                break
            }
        }
        var explicit: [SwiftType] = []
        if let t = b.type, case .identifier(_, let generic) = t.kind { explicit = generic }
        if let value = b.initializer, case .call(let callee, _, _) = value.kind, case .specialized(_, let generic) = callee.kind { explicit = generic }
        if !vm.decl.genericParameters.isEmpty {
            guard bindGenericParameters(of: vm, arguments: args, explicit: explicit, kind: "view model", at: location) else { return false }
        }
        for (name, cb, _) in closures {
            let value = args.properties[name] ?? cb.initializer
            components.viewModelClosures[name] = BoundClosure(value: value, frame: components.current, owner: vm.decl.name)
            if let value { abstraction("the closure property \(name) of \(vm.decl.name) is bound to \(describeArgument(value)) where the view model is created", at: value.location) }
        }
        return true
    }

    /// Translates the inlined components' methods as the screen's functions.
    mutating func translateComponentMethods() {
        for i in components.frames.indices {
            for (f, location) in components.frames[i].methods {
                if let fn = inFrame(i, { $0.function(f, location: location, isMutating: false) }) { model.functions.append(fn) }
            }
        }
    }

    // MARK: - Reading the view

    /// The view of a component call prepared before: its body read in its frame.
    mutating func inlinedComponent(at loc: SourceLocation, place: inout ViewPlace, hasContent: inout Bool) -> [Stmt]? {
        let site = ComponentCallSite(file: currentFile, location: loc)
        if components.refused.contains(site) { return [] }
        guard let index = components.frameByCall[site] else { return nil }
        let body = components.frames[index].body
        // `PinnedCard(course: course)` of the screen's input `let course: Course`: the component's property is that input,
        // a value the screen does not decide (shown, or tested by an assumption).
        // `PokemonGrid(pokemon: displayedPokemon)` of a computed property: the property, read where the component reads its own.
        for (p, outer, location) in components.frames[index].values
        where local(outer) == nil && (configuration.strict || (!screenInputs.contains(outer) && !computedProperties.contains(outer))) {
            error("the argument '\(p):' of component '\(components.frames[index].component.decl.name)' names '\(outer)', which is no state property of the screen nor a name bound here; pass a state property, a Binding ($name), a function or a closure", at: location)
            return []
        }
        let subview = place.inBranch ? subviewMark(of: index, at: loc) : nil
        var views = inFrame(index) { b -> [Stmt] in
            if body.count == 1, case .expression(let root) = body[0].kind {
                let (base, mods) = b.peel(root)
                // `Button(action: onSubmit) { … }.disabled(isSubmitting)`: the button's own modifier, not the screen's.
                var isButton = false
                if case .call(let callee, _, _) = base.kind, case .identifier("Button") = callee.kind { isButton = true }
                let own = isButton ? mods.filter { $0.name == "disabled" } : []
                var view = b.viewExpression(base, modifiers: own, place: &place, hasContent: &hasContent)
                for m in mods where !own.contains(where: { $0.location == m.location })
                    && !(subview.map { b.subviewTask(m, owner: $0) } ?? false) { b.rootModifier(m, view: &view) }
                return view
            }
            return b.viewStatements(body, place: &place, hasContent: &hasContent)
        }
        if let subview { views.append(element("mark", [Expr(kind: .stringLiteral(subview), location: loc)], at: loc)) }
        return views
    }

    /// The binding of a closure property named by `callee` (`fetch`, `self.fetch`) in the code being read.
    func boundClosure(_ callee: SwiftExpr) -> (name: String, closure: BoundClosure)? {
        var name: String?
        switch callee.kind {
        case .identifier(let n) where local(n) == nil: name = closureAliases[n] ?? n
        case .member(let base, let n): if case .identifier("self") = base.kind { name = n }
        default: break
        }
        guard let name, let c = closureBinding(name, in: components.current) else { return nil }
        return (name, resolved(c))
    }

    /// The binding of the closure property `name` in `frame`'s code: a
    /// component's own, or in the screen's code (where view models' methods are read) a view model's.
    func closureBinding(_ name: String, in frame: Int?) -> BoundClosure? {
        guard let i = frame else { return components.viewModelClosures[name] }
        return components.frames[i].closures[name]
    }

    /// A binding followed through closure properties passed on
    /// (`Inner(onPaging: onPaging)` gives the inner component the outer's argument).
    func resolved(_ c: BoundClosure) -> BoundClosure {
        var c = c
        var seen = 0
        while seen < 16, let value = c.value {
            var name: String?
            switch value.kind {
            case .identifier(let n): name = n
            case .member(let base, let n): if case .identifier("self") = base.kind { name = n }
            default: break
            }
            guard let n = name, let next = closureBinding(n, in: c.frame), next.frame != c.frame || next.value != c.value else { break }
            c = BoundClosure(value: next.value, frame: next.frame, owner: c.owner)
            seen += 1
        }
        return c
    }

    /// `if let action = onAction` (or `guard let`, or `if let onAction`) of a
    /// closure property given a closure: true, `action` standing for the
    /// property where it is called; nil when `value` is no closure property
    /// or it is given none (``unsetClosureTest(_:)``).
    mutating func givenClosureTest(_ name: String, value: SwiftExpr, at loc: SourceLocation) -> Expr? {
        guard !configuration.strict, let (property, bound) = boundClosure(value), let given = bound.value, given.kind != .nilLiteral else { return nil }
        if name != property { closureAliases[name] = property }
        abstraction("if let \(name) = \(property): the closure \(property) is given (\(describeArgument(given))), so the test holds and \(name) calls it", at: loc)
        return Expr(kind: .boolLiteral(true), location: loc)
    }

    /// The optional closure property `if let action = onAction` (one
    /// binding, no other condition) tests when the caller gives it none or
    /// `nil`: the test fails, so only the `else` runs; nil otherwise.
    func unsetClosureTest(_ conditions: [SwiftCondition]) -> String? {
        guard !configuration.strict, conditions.count == 1, case .optionalBinding(_, let pattern, _, let value, let loc) = conditions[0],
              case .identifier(let name) = pattern.kind else { return nil }
        guard let (property, bound) = boundClosure(value ?? SwiftExpr(kind: .identifier(name), location: loc)) else { return nil }
        return bound.value == nil || bound.value?.kind == .nilLiteral ? property : nil
    }

    /// A closure property read without being called (`if let onRefresh`,
    /// `let f = fetch`) is an error: a closure property is read only where it is called.
    mutating func closureReadWithoutCall(_ e: SwiftExpr) -> Bool {
        guard let (name, bound) = boundClosure(e) else { return false }
        error("the closure '\(name)' of '\(bound.owner)' is read here without being called; a closure property is read only where it is called (or passed as an error view's action:)", at: e.location)
        return true
    }

    /// The closure's parameters (`$0`, `$1` or named) renamed to the call's arguments, read in the calling code; nil after a diagnostic.
    mutating func closureParameterRenames(_ c: SwiftClosure, arguments: [SwiftArgument], name: String) -> [String: String]? {
        var out: [String: String] = [:]
        for (i, a) in arguments.enumerated() {
            var argument: String?
            if case .identifier(let n) = a.value.kind { argument = renames[n] ?? n }
            let parameter = c.parameters.flatMap { i < $0.count ? ($0[i].name ?? $0[i].label) : nil } ?? "$\(i)"
            guard let argument else {
                error("the argument of the closure '\(name)' must be a name here (it is read inside the closure passed for it)", at: a.value.location)
                return nil
            }
            out[parameter] = argument
        }
        return out
    }

    /// A call of a closure property (`try await fetch()`, `fetchMore(lastItem)`):
    /// the api call, function call or closure body its argument names. Nil when
    /// `callee` is no closure property; `.some(nil)` after a diagnostic.
    mutating func closureCall(_ callee: SwiftExpr, _ args: [SwiftArgument], location loc: SourceLocation) -> Expr?? {
        guard let (name, bound) = boundClosure(callee) else { return nil }
        guard let value = bound.value else {
            error("the closure '\(name)' of '\(bound.owner)' is given no argument here; create it with \(name): … where the screen makes it", at: loc)
            return .some(nil)
        }
        switch value.kind {
        case .member(let base, let method):
            if case .identifier(let typeName) = base.kind, isEnvironment(typeName) {
                return .some(apiCall(typeName: typeName, method: method, args: args, location: loc, calleeLocation: value.location))
            }
        case .identifier(let f):
            guard let xs = arguments(args) else { return .some(nil) }
            let c = inFrame(bound.frame) { b in b.renames[f] ?? f }
            guard methodNames.contains(c) else { break }
            return .some(Expr(kind: .call(callee: Expr(kind: .identifier(c), location: value.location), arguments: xs), location: loc))
        case .closure(let c):
            guard c.body.count == 1, case .expression(var body) = c.body[0].kind else {
                error("the closure passed for '\(name)' is read as one expression here (it is called for its value); write it as { try await API.method(…) }", at: c.location, in: currentFile(in: bound.frame))
                return .some(nil)
            }
            // The call writes its own `try await`.
            while true {
                if case .tryExpr("try", let x) = body.kind { body = x } else if case .awaitExpr(let x) = body.kind { body = x } else { break }
            }
            guard let extra = closureParameterRenames(c, arguments: args, name: name) else { return .some(nil) }
            let inner = body
            return .some(inFrame(bound.frame, renaming: extra) { $0.expression(inner) })
        default:
            break
        }
        error("the argument given for the closure '\(name)' of '\(bound.owner)' is not understood; pass Type.method (an api), a function of the screen or a closure", at: value.location, in: currentFile(in: bound.frame))
        return .some(nil)
    }

    /// A statement calling a closure property given a closure (`onPaging()`): that closure's statements. Nil when it is none.
    mutating func closureCallStatement(_ e: SwiftExpr) -> [Stmt]? {
        guard case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty, let (name, bound) = boundClosure(callee),
              let value = bound.value, case .closure(let c) = value.kind else { return nil }
        guard let extra = closureParameterRenames(c, arguments: args, name: name) else { return [] }
        return inFrame(bound.frame, renaming: extra) { $0.statements(c.body) }
    }

    /// An action `{ onPaging() }` that only calls a closure property given a
    /// closure: that closure, with the frame it is written in (the event is read from it).
    func forwardedClosure(_ closure: SwiftClosure) -> (closure: SwiftClosure, frame: Int?)? {
        guard closure.body.count == 1, case .expression(let e) = closure.body[0].kind,
              case .call(let callee, let args, let trailing) = e.kind, args.isEmpty, trailing.isEmpty,
              let (_, bound) = boundClosure(callee), let value = bound.value, case .closure(let c) = value.kind else { return nil }
        return (c, bound.frame)
    }

    /// An error view's `action:` argument naming a closure property: a
    /// closure calling it (nil when the property is given no closure, as
    /// `onRefresh: (() -> Void)? = nil` left out).
    func forwardingAction(_ e: SwiftExpr) -> SwiftClosure? {
        guard let (_, bound) = boundClosure(e), let value = bound.value else { return nil }
        if case .nilLiteral = value.kind { return nil }
        return Self.callingClosure(e)
    }

    /// `{ f() }`: a closure whose one statement calls `f` with no arguments.
    static func callingClosure(_ f: SwiftExpr) -> SwiftClosure {
        callingClosure(f, labels: [])
    }

    /// `{ value0, value1 in f(label0: value0, label1: value1) }`: the closure
    /// a function named as an action is, called with the values its caller
    /// passes (`labels`: the function's argument labels, nil for `_`);
    /// `{ f() }` when it takes none.
    static func callingClosure(_ f: SwiftExpr, labels: [String?]) -> SwiftClosure {
        let names = labels.indices.map { "value\($0)" }
        let arguments = zip(labels, names).map { SwiftArgument(label: $0, value: SwiftExpr(kind: .identifier($1), location: f.location)) }
        let call = SwiftExpr(kind: .call(f, arguments: arguments, trailingClosures: []), location: f.location)
        let parameters = names.map { SwiftParameter(label: $0, name: nil, type: nil, isVariadic: false, defaultValue: nil, attributes: [], location: f.location) }
        return SwiftClosure(attributes: [], captures: [], parameters: labels.isEmpty ? nil : parameters, effects: SwiftEffects(), result: nil,
                            body: [SwiftStmt(kind: .expression(call), location: f.location)], location: f.location)
    }

    /// The argument labels of `f`'s parameters (nil for `_`): a function
    /// named as a closure is called with all of them, defaults or not.
    static func argumentLabels(_ f: SwiftFunctionDecl) -> [String?] {
        f.parameters.map { $0.label == "_" ? nil : $0.label }
    }

    /// The property `e` names (`content`, `self.content`) when it holds the
    /// view a closure given to the component builds (``ComponentFrame/builtViews``).
    func builtViewName(_ e: SwiftExpr) -> String? {
        guard let i = components.current else { return nil }
        var name: String?
        switch e.kind {
        case .identifier(let n) where local(n) == nil: name = n
        case .member(let base, let n): if case .identifier("self") = base.kind { name = n }
        default: break
        }
        guard let name, components.frames[i].builtViews.contains(name) else { return nil }
        return name
    }

    /// A view call of a closure property (`success(value)`): the content of
    /// the view helper it names, or the views of the closure given. Nil when `name` is no closure property.
    mutating func closureView(_ name: String, _ args: [SwiftArgument], place: inout ViewPlace, hasContent: inout Bool, at loc: SourceLocation) -> [Stmt]? {
        guard let i = components.current, let raw = components.frames[i].closures[name], local(name) == nil else { return nil }
        let bound = resolved(raw)
        switch bound.value?.kind {
        case .identifier(let helper)? where viewHelpers.contains(helper):
            guard let first = args.first, let v = expression(first.value) else {
                error("the view helper '\(helper)' given for '\(name)' is read as content of the data it is given; here it is given none", at: loc)
                return []
            }
            hasContent = true
            return [element("content", [v], at: loc)]
        case .closure(let c)?:
            guard let extra = closureParameterRenames(c, arguments: args, name: name) else { return [] }
            return inFrame(bound.frame, renaming: extra) { $0.viewStatements(c.body, place: &place, hasContent: &hasContent) }
        default:
            error("the view '\(name)' of component '\(bound.owner)' is given \(bound.value.map(describeArgument) ?? "no argument"); pass a view helper of the screen or a closure of views", at: bound.value?.location ?? loc,
                  in: bound.value == nil ? currentFile : currentFile(in: bound.frame))
            return []
        }
    }

    /// `let last = items.last` (or `first`) in a condition: read as `!items.isEmpty`, `last` only flowing into api arguments.
    mutating func endElementCondition(_ name: String, value: SwiftExpr?, at loc: SourceLocation) -> Condition? {
        guard let value, case .member(let base, let end) = value.kind, end == "last" || end == "first",
              case .identifier(let v) = base.kind, local(v) != nil || stateVars[renames[v] ?? v] == .value else { return nil }
        abstraction("\(v).\(end) in a condition: read as !\(v).isEmpty (the element flows only into api arguments)", at: loc)
        declare(name, .apiDerived)
        let b = Expr(kind: .identifier(renames[v] ?? v), location: value.location)
        return .boolean(Expr(kind: .unary(.not, Expr(kind: .member(base: b, name: "isEmpty", optional: false), location: value.location)), location: value.location))
    }
}
