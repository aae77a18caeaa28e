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

    /// Property wrappers whose value SwiftUI or the parent passes in: the
    /// screen reads them, and what it writes to them (a `@Binding`, a
    /// `@FocusState`) is the parent's or the system's state, not its own.
    static let inputWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "AppStorage", "SceneStorage", "Binding", "FocusState", "Namespace",
        "ScaledMetric", "AccessibilityFocusState", "GestureState", "Query", "FetchRequest", "SectionedFetchRequest",
    ]

    /// How the stored property `m`/`b` of the screen is an input its parent
    /// or SwiftUI passes in (`@Environment`, `let title: String`,
    /// `private let formatter = DateFormatter()`), or nil when it is not
    /// one (a computed property, or a wrapper the screen owns state with).
    /// Its value does not depend on the screen's loading: it is opaque, and
    /// the translation refuses any read of it but as an api argument, so no
    /// behaviour of the screen depends on a value guessed for it.
    func opaqueInputKind(_ m: SwiftDecl, _ b: SwiftPatternBinding) -> String? {
        if let wrapper = injectionWrapper(m) { return "@\(wrapper), injected" }
        if let attribute = m.attributes.first {
            // A wrapper the mapping does not name (`@Default`, `@Injected`, `@ObservedObject` of a class
            // that is no view model) holds what the app or its parent keeps, not the screen's state.
            guard m.attributes.count == 1, attribute.name != "State", attribute.name != "Published" else { return nil }
            return Self.inputWrappers.contains(attribute.name) ? "@\(attribute.name)" : "@\(attribute.name), a wrapper outside the mapping"
        }
        guard b.accessors == nil else { return nil }
        return b.initializer == nil ? "a value its parent passes in" : "a constant of the screen"
    }

    /// The dependency-injection wrapper a stored property is declared with
    /// (`@Injected`, `@LazyInjected(\.client)`, `@Dependency(\.client)`),
    /// beside `@ObservationIgnored`; nil for any other declaration, and in strict mode.
    func injectionWrapper(_ m: SwiftDecl) -> String? {
        guard !configuration.strict else { return nil }
        let attributes = m.attributes.filter { $0.name != "ObservationIgnored" }
        guard attributes.count == 1, let name = attributes.first?.name,
              Self.injectionWrappers.contains(name) || name.hasSuffix("Injected") || name.hasPrefix("Inject") else { return nil }
        return name
    }

    /// Wrappers of dependency-injection libraries (Factory, Resolver, Swinject, swift-dependencies).
    static let injectionWrappers: Set<String> = ["Injected", "LazyInjected", "WeakLazyInjected", "Inject", "Dependency", "Resolved", "Autowired", "Provided"]

    /// Types of Swift and its libraries that hold values, not clients.
    static let valueTypeNames: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "Array", "Set", "Dictionary",
        "Optional", "Binding", "Color", "Font", "Image", "LocalizedStringKey", "Namespace", "ColorScheme", "DismissAction", "Int64", "Int32",
        "TimeInterval", "Locale", "Calendar", "TimeZone", "EdgeInsets", "CGSize", "CGPoint", "CGRect", "GridItem", "AnyCancellable",
    ]

    /// The client type an input property holds when it may answer async
    /// calls: `@Environment(BookClient.self)`, `@EnvironmentObject var
    /// store: Store`, `let client: any BookSearching`, `let api =
    /// RemoteAPI()`; nil for values (`let title: String`).
    func opaqueClientType(_ m: SwiftDecl, _ b: SwiftPatternBinding) -> String? {
        var name = b.type?.simpleName
        if case .optional(let inner)? = b.type?.kind { name = inner.simpleName }
        if name == nil, let attribute = m.attributes.first, attribute.name == "Environment",
           let argument = attribute.arguments?.first?.value, case .member(let base, "self") = argument.kind, case .identifier(let n) = base.kind {
            name = n
        }
        if name == nil, let value = b.initializer, case .call(let callee, _, _) = value.kind, case .identifier(let n) = callee.kind { name = n }
        if name == nil, b.initializer == nil, injectionWrapper(m) != nil, case .identifier(let n) = b.pattern.kind { name = Self.upperCamel(n) }
        guard let name, name.first?.isUppercase == true, !Self.valueTypeNames.contains(name) else { return nil }
        // What a dependency-injection container hands in is a dependency, whatever the folder declares it as.
        if injectionWrapper(m) != nil { return name }
        if let declared = module.type(named: name, from: file), declared.decl.keyword == .enumKeyword || declared.decl.keyword == .structKeyword && !isClientType(name, file: file) {
            return nil
        }
        return name
    }

    /// The class and the static property of a `@State` property that holds
    /// an object the app shares (`@State private var queue = Queue.shared`,
    /// `static let shared = Queue()` of a class of the folder): nil for any
    /// other property and in strict mode. The screen does not own such an
    /// object: other code (its own polling task, other screens) may change
    /// it at any time, so it is read as `@Environment(Queue.self)` is, an
    /// input of the screen whose tests are assumptions and whose async calls
    /// are apis.
    func sharedObject(of b: SwiftPatternBinding) -> (type: String, member: String)? {
        guard !configuration.strict, b.accessors == nil, let value = b.initializer, case .member(let base, let member) = value.kind,
              case .identifier(let typeName) = base.kind, local(typeName) == nil, b.type.map({ $0.simpleName == typeName }) ?? true,
              let declared = module.type(named: typeName, from: file),
              declared.decl.keyword == .classKeyword || declared.decl.keyword == .actorKeyword else { return nil }
        let members = (declared.decl.members + module.extensions(of: typeName, declaredIn: declared.file).flatMap(\.decl.members)).flatMap(Self.flatten)
        let isStatic = members.contains { m in
            guard case .variable(let v) = m.kind, m.modifiers.contains(where: { $0.name == "static" || $0.name == "class" }) else { return false }
            return v.bindings.contains { if case .identifier(member) = $0.pattern.kind { return true } else { return false } }
        }
        return isStatic ? (typeName, member) : nil
    }

    /// The screen's input properties by name (see ``isScreenInput(_:_:)``
    /// and ``opaqueInputKind(_:_:)``).
    var screenInputs: Set<String> { opaqueInputs.union(declaredInputs) }

    /// The screen's properties ``isScreenInput(_:_:)`` accepts: read once,
    /// when the builder is made (``screenInputs`` is asked at every name the
    /// translation reads).
    func structInputs() -> Set<String> {
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

extension ScreenBuilder {
    /// The effects of the screen's stored property `name` when its type is a
    /// function type (`let load: () async throws -> T`, `@escaping` or not).
    func inputClosureEffects(_ name: String) -> SwiftEffects? {
        func effects(_ t: SwiftType) -> SwiftEffects? {
            switch t.kind {
            case .function(_, let e, _): return e
            case .attributed(_, _, let inner), .optional(let inner), .implicitlyUnwrapped(let inner): return effects(inner)
            default: return nil
            }
        }
        for m in screen.decl.members.flatMap(Self.flatten) {
            guard case .variable(let v) = m.kind else { continue }
            for b in v.bindings {
                if case .identifier(name) = b.pattern.kind, let t = b.type { return effects(t) }
            }
        }
        return nil
    }
}
