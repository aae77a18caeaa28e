import StateCheckLanguage

// `@State private var dialogs = ConfirmationDialogs()` of `struct
// ConfirmationDialogs { var showDelete = false; var showFeedback = false }`:
// a screen groups its flags (or a form's fields) in a struct of its own.
// Each stored property of the struct is one variable of the screen, named
// after both (`dialogs_showDelete`), starting from the value the struct's
// initializer gives it; `dialogs.showDelete` reads and writes it and
// `$dialogs.showDelete` binds it, as a view model's property is read
// through the view's property holding it. The struct is read this way only
// when each of its stored properties has a type the model has values of and
// it declares no method (a `mutating func` would change several at once);
// anything else that uses the whole value (`dialogs = .init()`, handing
// `dialogs` to a view) stays refused where it is read.

extension ScreenBuilder {
    /// Reads the `@State` property `name` as the variables of its struct's
    /// stored properties, as the file's comment says; false (nothing
    /// declared) when its type is no such struct, and in strict mode.
    mutating func stateStruct(_ name: String, binding b: SwiftPatternBinding, location: SourceLocation) -> Bool {
        guard !configuration.strict else { return false }
        var typeName = b.type?.simpleName
        var given: [SwiftArgument] = []
        if let value = b.initializer {
            // `ConfirmationDialogs()`, `Form(name: "")`, or `.init()` under a type annotation.
            guard case .call(let callee, let args, let trailing) = value.kind, trailing.isEmpty else { return false }
            switch callee.kind {
            case .identifier(let t) where t.first?.isUppercase == true:
                if typeName == nil { typeName = t }
                guard typeName == t else { return false }
            case .implicitMember("init"):
                break
            default:
                return false
            }
            given = args
        }
        guard onlyFieldsUsed(of: name) else { return false }
        guard let typeName, let located = module.type(named: typeName, from: file), located.decl.keyword == .structKeyword,
              located.decl.genericParameters.isEmpty, !located.decl.inheritance.contains(where: { $0.simpleName == "View" }) else { return false }
        let functions = located.decl.members.flatMap(Self.flatten).compactMap { m -> SwiftFunctionDecl? in
            if case .function(let f) = m.kind { return f } else { return nil }
        }
        guard functions.allSatisfy({ $0.name == "init" }), functions.count <= 1 else { return false }
        let fields = Self.storedProperties(of: located).filter { $0.binding.accessors == nil }
        guard !fields.isEmpty, given.allSatisfy({ a in a.label.map { l in fields.contains { $0.name == l } } ?? false }) else { return false }
        // `public init(recipient: User? = nil, isLoading: Bool = false) { self.recipient = recipient; … }`: the
        // memberwise initializer written out (a package's struct); its defaults are the fields' initial values.
        var defaults: [String: SwiftExpr] = [:]
        if let initializer = functions.first {
            guard let parameters = Self.memberwiseParameters(initializer, fields: Set(fields.map(\.name))) else { return false }
            defaults = parameters
        }
        // Every field's type and initial value first: a struct read only in part is not read at all.
        var declared: [VariableDecl] = []
        let saved = self
        for field in fields {
            let value = given.first { $0.label == field.name }?.value ?? defaults[field.name] ?? field.binding.initializer
            var type: TypeRef?
            if let t = field.binding.type { type = modelType(t) } else if let value {
                switch value.kind {
                case .boolean: type = .bool
                case .integer: type = .int
                case .string: type = .string
                default:
                    // `var friend = FriendAction.sendRequest`: the type the initial value names.
                    type = Self.evidentType(of: value).flatMap { modelType($0) }
                }
            }
            guard let type else { self = saved; return false }
            let initial: Expr
            if let value {
                guard let e = attempt({ $0.expression(value) }) else { self = saved; return false }
                initial = e
            } else if case .optional = type {
                initial = Expr(kind: .nilLiteral, location: field.decl.location)
            } else {
                self = saved
                return false
            }
            declared.append(VariableDecl(name: "\(name)_\(field.name)", type: type, initial: initial, location: location))
        }
        viewModelProperties.insert(name)
        // Every member is named after the property: one that is no variable (`var isValid: Bool { … }`) is then
        // found by no name, never taken for the screen's own member of that name.
        for m in located.decl.members.flatMap(Self.flatten) {
            guard case .variable(let v) = m.kind else { continue }
            for b in v.bindings { if case .identifier(let member) = b.pattern.kind { qualifiedMembers[name, default: [:]][member] = "\(name)_\(member)" } }
        }
        for variable in declared {
            // `messaging.recipient = friend` of a row: a field given a value the screen does not decide is opaque.
            if let assigned = assignedOpaque[variable.name],
               opaqueProperty(variable.name, because: "it is assigned a value the screen does not decide, line \(assigned.line)", at: location) {
                continue
            }
            stateVars[variable.name] = variable.type
            model.variables.append(variable)
        }
        abstraction("the @State \(name): \(typeName) is read as one variable per stored property (\(declared.map(\.name).joined(separator: ", "))): \(name).field reads and writes it, $\(name).field binds it", at: location)
        return true
    }

    /// Whether the screen's code uses the property `name` only through its
    /// fields (`name.x`, `self.name.x`, `$name.x`): a use of the whole value
    /// (`routingState = $0`, `Child(form: form)`, `$form`) keeps the
    /// property's own reading.
    func onlyFieldsUsed(of name: String) -> Bool {
        var whole = 0
        var fields = 0
        func isProperty(_ e: SwiftExpr) -> Bool {
            switch e.kind {
            case .identifier(let n): return n == name || n == "$" + name || n == "_" + name
            case .member(let base, let n): if case .identifier("self") = base.kind { return n == name || n == "_" + name } else { return false }
            default: return false
            }
        }
        let statements = Self.codeStatements(ofMembers: allMembers(of: screen))
        for s in statements {
            s.forEachExpression { x in
                if isProperty(x) { whole += 1 }
                if case .member(let base, _) = x.kind, isProperty(base) { fields += 1 }
            }
        }
        return whole == fields
    }

    /// The default values of an initializer that only assigns each of its
    /// parameters to the field of the same name (`self.name = name`), by
    /// field; nil for any other initializer.
    static func memberwiseParameters(_ f: SwiftFunctionDecl, fields: Set<String>) -> [String: SwiftExpr]? {
        var names: [String: SwiftParameter] = [:]
        for p in f.parameters {
            let local = p.name ?? p.label
            guard let local, p.label == nil || p.label == local, fields.contains(local) else { return nil }
            names[local] = p
        }
        var assigned: Set<String> = []
        for s in f.body ?? [] {
            guard case .expression(let e) = s.kind, case .binary("=", let target, let value) = e.kind,
                  case .member(let base, let field) = target.kind, case .identifier("self") = base.kind,
                  case .identifier(let parameter) = value.kind, parameter == field, names[field] != nil else { return nil }
            assigned.insert(field)
        }
        guard assigned == Set(names.keys) else { return nil }
        return names.compactMapValues(\.defaultValue)
    }
}
