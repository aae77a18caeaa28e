import StateCheckLanguage

extension ScreenBuilder {
    /// Element types of another module whose arrays are read as a `Value`, as
    /// arrays of the folder's data structs are: the screen only shows their rows.
    static let opaqueRowTypes: Set<String> = ["String", "Int", "Double", "URL", "UUID", "Date", "Data"]

    /// The model type of a Swift type: Bool, Int, String; an enum of the
    /// folder (generic parameters erased to `Value` for data and `Error` for
    /// errors); a response struct of the folder is a struct of the model
    /// (``isResponseStruct(_:)``); another struct or an array of them, or an
    /// array of ``opaqueRowTypes``, is `Value`; `T?`.
    mutating func modelType(_ t: SwiftType, bindings: [String: TypeRef] = [:]) -> TypeRef? {
        switch t.kind {
        case .identifier(let name, let args):
            if let bound = bindings[name] { return bound }
            if args.isEmpty, let bound = components.typeParameters[name] { return bound }
            if args.isEmpty, let bound = extensionBindings[name] { return bound }
            switch name {
            case "Bool": return .bool
            case "Int": return .int
            case "String": return .string
            case "Error": return .error
            // Foundation's error class: every Swift error bridges to one (`error as NSError`).
            case "NSError" where args.isEmpty && module.type(named: name, from: file) == nil:
                abstraction("NSError is read as Error: every Swift error bridges to one", at: t.location)
                return .error
            case "Void": return .void
            case "Task" where args.count == 2 && local("Task") == nil:
                // `Task<Void, Never>`: a kept task's handle (tasks in models return nothing).
                guard args[0].simpleName == "Void" || modelType(args[0], bindings: bindings) == .void else { return nil }
                return .task
            case "Set" where args.count == 1 && local("Set") == nil:
                // `Set<Task<Void, Never>>`: a bag of handles, read as `[Task<Void, Never>]` (`insert` appends).
                // A bag of Combine subscriptions is not: what it holds is not read (``combineSinkTask(_:at:cancelledAs:)``).
                guard args[0].simpleName != Self.subscriptionType else { return nil }
                return modelType(args[0], bindings: bindings) == .task ? .taskList : nil
            // `private var cancellable: AnyCancellable?`: the handle of the one subscription it holds, a task's
            // (``subscriptionAssignment(_:at:)``).
            case Self.subscriptionType where args.isEmpty && !configuration.strict && module.type(named: name, from: file) == nil:
                return .task
            case "CheckedContinuation" where (1...2).contains(args.count) && local("CheckedContinuation") == nil:
                // `CheckedContinuation<T, Never>`: a continuation that does not throw.
                if args.count == 2, args[1].simpleName != "Never" { return nil }
                guard let payload = modelType(args[0], bindings: bindings) else { return nil }
                return .continuation(payload)
            default: break
            }
            guard let decl = module.type(named: name, from: file) else { return nil }
            if Self.isErrorStruct(decl.decl), !configuration.strict {
                // `struct FeedError: Error`: an error, whose fields are not read (``errorStructCall``).
                abstraction("the type \(name) is declared ': Error': read as an error (Error), its fields not read", at: t.location)
                return .error
            }
            switch decl.decl.keyword {
            case .structKeyword where args.isEmpty && isResponseStruct(decl.decl):
                return responseStructType(decl)
            case .structKeyword, .classKeyword, .actorKeyword:
                return .value
            case .enumKeyword:
                return enumType(decl, arguments: args)
            case .protocolKeyword, .extensionKeyword:
                return nil
            }
        case .optional(let inner):
            guard let m = modelType(inner, bindings: bindings) else { return nil }
            return .optional(m)
        case .array(let element):
            // `[String]`, `[URL]` from an api are rows as opaque as the folder's data structs: a Value.
            if case .identifier(let name, let arguments) = element.kind, arguments.isEmpty, Self.opaqueRowTypes.contains(name) { return .value }
            let m = modelType(element, bindings: bindings)
            if m == .task { return .taskList }  // a bag of task handles (at most `maxTasks`)
            guard m == .value else { return nil }
            return .value
        case .any(let inner):
            return inner.simpleName == "Error" ? .error : nil
        case .tuple(let elements):
            guard elements.count > 1 else { return elements.first.map { modelType($0.type, bindings: bindings) } ?? .void }
            // `(loaded: Int, failed: Int)`: a tuple type of the model (``TupleType``).
            var typed: [(label: String?, type: TypeRef)] = []
            for element in elements {
                guard let m = modelType(element.type, bindings: bindings) else { return nil }
                typed.append((label: element.label == "_" ? nil : element.label, type: m))
            }
            let (tuple, conflict) = model.declareTuple(typed, at: t.location)
            if let conflict { error(conflict, at: t.location) }
            return tuple
        case .member(let base, let name, let args):
            if let row = rowKeyType(t) { return row }
            // `App.Models.Sign`, `Swift.String`: a type named through its namespace or module.
            guard base.simpleName != nil, name != "ID" else { return nil }
            return modelType(SwiftType(kind: .identifier(name: name, genericArguments: args), location: t.location), bindings: bindings)
        case .some, .implicitlyUnwrapped, .dictionary, .function, .metatype, .composition, .attributed:
            return nil
        }
    }

    /// Translates an enum of the folder (once) and its extensions; its generic
    /// parameters are bound from `arguments` (or `Error` for one constrained to `Error`).
    mutating func enumType(_ decl: SwiftModule.Located, arguments: [SwiftType]) -> TypeRef? {
        let name = decl.decl.name
        if enumBindings[name] != nil { return .named(name) }
        var bindings: [String: TypeRef] = [:]
        for (i, p) in decl.decl.genericParameters.enumerated() {
            let before = self
            if i < arguments.count, let m = modelType(arguments[i]) {
                bindings[p.name] = m
                abstraction("generic parameter \(p.name) of \(name) erased to \(describe(m))", at: p.location)
            } else if p.constraint?.simpleName == "Error" {
                bindings[p.name] = .error
            } else if !configuration.strict, i < arguments.count, !Self.isFunctionType(arguments[i]) {
                // `DataState<[MovieType]>`, `Loadable<[String: Rate]>`: what the case holds is data the model does not read
                // (an enum the attempt translated is not the model's).
                self = before
                bindings[p.name] = .value
                abstraction("generic parameter \(p.name) of \(name) is bound to \(arguments[i].spelling), of which the model has no values: erased to Value, data the screen does not read", at: p.location)
            } else {
                error("the generic parameter '\(p.name)' of '\(name)' is bound to a type that is not understood (data structs of the folder, arrays of them, Bool, Int, String, any Error)", at: p.location)
                return nil
            }
        }
        enumBindings[name] = bindings
        enumOrder.append(name)
        var cases: [EnumCaseDecl] = []
        var hasMembers = false
        for m in decl.decl.members.flatMap(Self.flatten) {
            guard case .enumCase(let elements) = m.kind else {
                // Methods and computed properties in the enum body are read as an extension's (below).
                switch m.kind {
                case .function, .variable: hasMembers = true
                default: break
                }
                continue
            }
            for e in elements {
                var payload: [(label: String?, type: TypeRef)] = []
                for (index, p) in (e.associatedValues ?? []).enumerated() {
                    guard let st = p.type, let t = modelType(st, bindings: bindings) else {
                        // `case activity(UUID)`: the payload is dropped; where the case is matched it is opaque.
                        if !configuration.strict, let st = p.type, isOpaqueParameterType(st) {
                            opaquePayloads[e.name, default: []].insert(index)
                            abstraction("the associated value \(index + 1) of case \(name).\(e.name) is a '\(st.spelling)', of which the model has no values: "
                                        + "dropped from the case (values differing only in it are one), opaque where the case is matched", at: p.location)
                            continue
                        }
                        error("the associated value of case '\(e.name)' has a type that is not understood", at: p.location)
                        return nil
                    }
                    if dropsUndecidedPayload(ofCase: e.name, index: index, type: t, enumName: name, at: p.location) { continue }
                    payload.append((label: p.label == "_" ? nil : p.label, type: t))
                }
                if payload.count == 1, payload[0].type == .string, isErrorMessageCase(e.name) {
                    // `case error(String)` built only as `.error(error.localizedDescription)`: the error itself.
                    payload[0].type = .error
                    errorMessageCases.insert(e.name)
                    abstraction("the case \(name).\(e.name)(String) holds an error's description: read as the error itself (Error)", at: e.location)
                }
                cases.append(EnumCaseDecl(name: e.name, payload: payload, location: e.location))
            }
        }
        let isError = decl.decl.inheritance.contains { Self.errorProtocols.contains($0.simpleName ?? "") }
        model.enums.append(EnumDecl(name: name, cases: cases, location: decl.outer.location, isError: isError))
        if let rawValue = rawValueProperty(decl, cases: cases) {
            model.extensions.append(ExtensionDecl(typeName: name, properties: [rawValue], methods: [], location: decl.outer.location))
        }
        if hasMembers { translateExtension(decl, enumName: name, bindings: bindings) }
        for x in module.extensions(of: name, declaredIn: decl.file) {
            translateExtension(x, enumName: name, bindings: bindings)
        }
        return .named(name)
    }

    func describe(_ t: TypeRef) -> String { ModelPrinter.spelling(of: t) }

    mutating func translateExtension(_ x: SwiftModule.Located, enumName: String, bindings: [String: TypeRef]) {
        var ext = ExtensionDecl(typeName: enumName, properties: [], methods: [], location: x.outer.location)
        let saved = (selfIsEnum, extensionBindings)
        selfIsEnum = true
        extensionBindings = bindings
        defer { (selfIsEnum, extensionBindings) = saved }
        for m in x.decl.members.flatMap(Self.flatten) {
            switch m.kind {
            case .variable(let v):
                for b in v.bindings {
                    guard case .identifier(let name) = b.pattern.kind, let st = b.type else { continue }
                    if m.modifiers.contains(where: { $0.name == "static" }) { continue }
                    // `var id: Self { self }`: the enum itself.
                    let written = st.simpleName == "Self" ? SwiftType(kind: .identifier(name: enumName, genericArguments: []), location: st.location) : st
                    guard let t = modelType(written, bindings: bindings) else {
                        // `var color: Color { … }`, `var startDate: Date? { … }`: a value the model has none of, shown or
                        // passed on; not kept, and a read of it is opaque (a name the model does not have).
                        if !configuration.strict, isOpaqueParameterType(written) {
                            opaqueMembers.insert(name)
                            abstraction("the property \(name) of \(enumName) has type '\(st.spelling)', of which the model has no values: not kept; a read of it is opaque", at: m.location)
                            continue
                        }
                        error("the property '\(name)' of '\(enumName)' has a type that is not understood", at: m.location)
                        continue
                    }
                    guard case .getter(let stmts) = b.accessors else {
                        error("the property '\(name)' of '\(enumName)' must be a computed property with a getter", at: m.location)
                        continue
                    }
                    // `var errorMessage: String { … case .network(let error): return error.localizedDescription … }`:
                    // text built from an error's description, which the model has no text of: opaque, as above.
                    if !configuration.strict, t == .string, stmts.contains(where: { s in
                        var described = false
                        s.forEachExpression { if !described, Self.describedError($0) != nil, case .member = $0.kind { described = true } }
                        return described
                    }) {
                        opaqueMembers.insert(name)
                        abstraction("the property \(name) of \(enumName) is text built from an error's description, of which the model has none: not kept; a read of it is opaque", at: m.location)
                        continue
                    }
                    let read = attempt { builder -> [Stmt]? in
                        builder.scopes.append([:])
                        defer { builder.scopes.removeLast() }
                        return builder.statements(Self.implicitReturn(stmts, result: t)).withImplicitReturn
                    }
                    guard let body = read else {
                        // `var localizedTitle: String { String(localized: .cycles) }`: computed by code the model does not
                        // read. An enum's getter changes nothing of the screen: not kept, and a read of it is opaque.
                        if !configuration.strict {
                            opaqueMembers.insert(name)
                            abstraction("the property \(name) of \(enumName) is computed by code the model does not read: not kept; a read of it is opaque", at: m.location)
                            continue
                        }
                        scopes.append([:])
                        _ = statements(Self.implicitReturn(stmts, result: t))
                        scopes.removeLast()
                        continue
                    }
                    ext.properties.append(ComputedPropertyDecl(name: name, type: t, body: body, location: m.location))
                }
            case .function(let f):
                if registerEnumInitializer(f, enumName: enumName, location: m.location, bindings: bindings) { continue }
                if m.modifiers.contains(where: { $0.name == "static" }) {
                    // `static func error(_ e: Error) -> DataState { .nsError(e as NSError) }`: a factory `.error(e)` builds through.
                    if let r = f.result?.simpleName, r == "Self" || r == enumName, f.body != nil,
                       !(staticFactories[f.name] ?? []).contains(where: { $0.enumName == enumName }) {
                        staticFactories[f.name, default: []].append(StaticFactory(enumName: enumName, function: f, location: m.location, bindings: bindings))
                    }
                    continue
                }
                // `func destinationView() -> some View`: a view, read where it is shown (a view of another form).
                if !configuration.strict, let r = f.result, Self.isViewType(r) { continue }
                let isMutating = m.modifiers.contains { $0.name == "mutating" }
                // `func nextURL(from: String?) -> URL?`: a method of a value whose signature or body the model does not
                // read. Like a getter, it changes nothing of the screen: not kept, and a call of it is opaque.
                if !configuration.strict, !isMutating {
                    guard let fn = attempt({ $0.function(f, location: m.location, isMutating: false) }) else {
                        opaqueMembers.insert(f.name)
                        abstraction("the method \(f.name)(…) of \(enumName) is computed by code or of types the model does not read: not kept; a call of it is opaque", at: m.location)
                        continue
                    }
                    ext.methods.append(fn)
                    continue
                }
                if let fn = function(f, location: m.location, isMutating: isMutating) { ext.methods.append(fn) }
            default:
                continue
            }
        }
        model.extensions.append(ext)
    }
}

extension ScreenBuilder {
    /// `rawValue` of an enum backed by `String` whose cases carry no payload:
    /// `switch self { case .bug: return "bug" … }`, each case's literal raw
    /// value or, without one, its name, as Swift gives it. Nil for any other
    /// enum, or when a raw value is no plain string literal.
    func rawValueProperty(_ decl: SwiftModule.Located, cases: [EnumCaseDecl]) -> ComputedPropertyDecl? {
        guard decl.decl.inheritance.first?.simpleName == "String", !cases.isEmpty, cases.allSatisfy({ $0.payload.isEmpty }) else { return nil }
        var raw: [String: String] = [:]
        for m in decl.decl.members.flatMap(Self.flatten) {
            guard case .enumCase(let elements) = m.kind else { continue }
            for e in elements {
                switch e.rawValue?.kind {
                case nil: raw[e.name] = e.name
                case .string(let parts, _)?:
                    guard parts.count <= 1 else { return nil }
                    if case .text(let text)? = parts.first { raw[e.name] = text } else if parts.isEmpty { raw[e.name] = "" } else { return nil }
                default: return nil
                }
            }
        }
        let loc = decl.outer.location
        var switchCases: [SwitchCase] = []
        for c in cases {
            guard let text = raw[c.name] else { return nil }
            let pattern = Pattern(kind: .enumCase(type: nil, name: c.name, arguments: nil), location: c.location)
            let body = [Stmt(kind: .returnStatement(Expr(kind: .stringLiteral(text), location: c.location)), location: c.location)]
            switchCases.append(SwitchCase(patterns: [pattern], body: body, location: c.location))
        }
        let body = [Stmt(kind: .switchStatement(subject: Expr(kind: .identifier("self"), location: loc), cases: switchCases), location: loc)]
        return ComputedPropertyDecl(name: "rawValue", type: .string, body: body, location: loc)
    }

    /// The indexes of the payload the case `name` drops (``opaquePayloads``),
    /// when exactly one enum of the model has a case of that name; nil
    /// otherwise, so the arguments stay and a mismatch is diagnosed.
    /// The payload slots of the case `name` (as the Swift case numbers them)
    /// that hold a `Value`; empty when no one enum of the model has the case.
    func valuePayloadSlots(ofCase name: String) -> Set<Int> {
        let owners = model.enums.filter { $0.cases.contains { $0.name == name } }
        guard owners.count == 1, let c = owners[0].cases.first(where: { $0.name == name }) else { return [] }
        let dropped = droppedPayload(ofCase: name) ?? []
        var slots: Set<Int> = []
        var kept = 0
        var index = 0
        while kept < c.payload.count {
            if !dropped.contains(index) {
                if Self.isValue(c.payload[kept].type) { slots.insert(index) }
                kept += 1
            }
            index += 1
        }
        return slots
    }

    func droppedPayload(ofCase name: String) -> Set<Int>? {
        guard let dropped = opaquePayloads[name], model.enums.filter({ $0.cases.contains { $0.name == name } }).count == 1 else { return nil }
        return dropped
    }
}
