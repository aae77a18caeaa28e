import StateCheckLanguage

/// Response structs: a struct of the folder that holds a page of items and
/// a field the code branches on (`struct FeedPage { let items: [Post];
/// let nextCursor: String? }`) is a struct of the model, its answers taking
/// every value of those fields; any other struct stays opaque data (`Value`).
extension ScreenBuilder {
    /// A stored property of a struct: its name, type and line.
    struct StoredProperty {
        var name: String
        var type: SwiftType
        var location: SourceLocation
    }

    /// The struct's stored properties with a type annotation (not `static`, no getter).
    static func storedProperties(_ decl: SwiftTypeDecl) -> [StoredProperty] {
        var out: [StoredProperty] = []
        for m in decl.members.flatMap(flatten) {
            guard case .variable(let v) = m.kind, !m.modifiers.contains(where: { $0.name == "static" }) else { continue }
            for b in v.bindings {
                guard case .identifier(let name) = b.pattern.kind, let t = b.type else { continue }
                if case .getter? = b.accessors { continue }
                out.append(StoredProperty(name: name, type: t, location: m.location))
            }
        }
        return out
    }

    /// Whether `t` is data (a `Value`, a struct of the model) or an optional of it.
    func holdsData(_ t: TypeRef) -> Bool {
        switch t {
        case .value: return true
        case .named(let n): return model.structDecl(named: n) != nil
        case .optional(let wrapped): return holdsData(wrapped)
        case .bool, .int, .string, .error, .void, .continuation, .task, .taskList: return false
        }
    }

    /// Whether a struct of the folder is a response: exactly one stored
    /// array, of data structs of the folder (its items, a `Value`), and at
    /// least one stored optional, `Bool` or enum of the folder (what the
    /// code tells apart in an answer).
    func isResponseStruct(_ decl: SwiftTypeDecl) -> Bool {
        guard itemList(of: decl) != nil else { return false }
        return Self.storedProperties(decl).contains { p in
            switch p.type.kind {
            case .optional: return true
            case .identifier(let name, let args):
                if name == "Bool" { return true }
                return args.isEmpty && module.type(named: name, from: file)?.decl.keyword == .enumKeyword
            default: return false
            }
        }
    }

    /// Translates response struct `located` (once) with its computed
    /// properties and extensions; a field of a type the model does not
    /// read (`Date`, `URL`) is left out, as `inspect` lists.
    mutating func responseStructType(_ located: SwiftModule.Located) -> TypeRef? {
        let name = located.decl.name
        if model.structDecl(named: name) != nil || enumBindings[name] != nil { return .named(name) }
        // Reserved first: a field naming the struct again ends here.
        enumBindings[name] = [:]
        var fields: [StructField] = []
        var described: [String] = []
        let items = itemList(of: located.decl)?.name
        for p in Self.storedProperties(located.decl) {
            let loc = p.location
            guard let t = modelType(p.type) else {
                abstraction("the field \(p.name) of \(name) (\(p.type.spelling)) is not read by the design: reading it is an error", at: loc)
                continue
            }
            // `var user: UserModel?` beside the items: data an answer holds besides its one list, which no answer's
            // shape enumerates; the field is left out as one of a type the model does not read is.
            if p.name != items, holdsData(t) {
                abstraction("the field \(p.name) of \(name) (\(p.type.spelling)) is data besides the answer's items, not read by the design: reading it is an error", at: loc)
                continue
            }
            fields.append(StructField(name: p.name, type: t, location: loc))
            described.append("\(p.name): \(describe(t))")
        }
        let loc = located.outer.location
        model.declare(StructDecl(name: name, fields: fields, location: loc))
        var rule = "\(name) is an answer with fields (\(described.joined(separator: ", "))): each answer takes every value of its Bool, optional and enum fields"
        if fields.contains(where: { $0.type == .string || $0.type == .optional(.string) }) {
            rule += "; a String field is one opaque token, \"some\" (passed on or tested for nil; comparing it with a String is an error)"
        }
        if fields.contains(where: { $0.type == .int || $0.type == .optional(.int) }) {
            rule += "; an Int field is not enumerated (reading it is an error)"
        }
        abstraction(rule, at: loc)
        var computed = located
        computed.decl.members = located.decl.members.filter { m in
            guard case .variable(let v) = m.kind else { return false }
            return v.bindings.allSatisfy { if case .getter? = $0.accessors { return true } else { return false } }
        }
        if !computed.decl.members.isEmpty { translateExtension(computed, enumName: name, bindings: [:]) }
        for x in module.extensions(of: name, declaredIn: located.file) {
            translateExtension(x, enumName: name, bindings: [:])
        }
        return .named(name)
    }
}

/// List wrappers: a struct of the folder that holds one list of data items
/// besides fields the code does not branch on (`struct MovieResponse { let
/// page: Int; let totalPages: Int; let results: [Movie] }`), the envelope
/// of a page of items. An api answering one answers a Value that stands for
/// its list: `response.results` reads the answer itself, and the api may
/// answer an empty list (as an api answering `[Movie]` may) once the code
/// reads the list.
extension ScreenBuilder {
    /// The one list field of list wrapper `t`; nil when `t` is no struct
    /// of the folder, is a response struct, or holds no list or several.
    func listWrapperField(_ t: SwiftType) -> String? {
        guard case .identifier(let name, let args) = t.kind, args.isEmpty, let decl = module.type(named: name, from: file),
              decl.decl.keyword == .structKeyword, !isResponseStruct(decl.decl) else { return nil }
        return itemList(of: decl.decl)?.name
    }

    /// The one stored list of data structs (or classes) of the folder that
    /// `decl` holds, its items; nil when it holds none or several.
    func itemList(of decl: SwiftTypeDecl) -> StoredProperty? {
        let lists = Self.storedProperties(decl).filter { if case .array = $0.type.kind { return true } else { return false } }
        guard lists.count == 1, case .array(let element) = lists[0].type.kind, let itemName = element.simpleName,
              let item = module.type(named: itemName, from: file),
              [.structKeyword, .classKeyword, .actorKeyword].contains(item.decl.keyword), item.decl.name != decl.name else { return nil }
        return lists[0]
    }

    /// The api whose answer `e` is (`try await fetchPopular()`), if any.
    static func answeringAPI(_ e: Expr) -> String? {
        switch e.kind {
        case .try(let inner, optional: false), .await(let inner): return answeringAPI(inner)
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind { return name }
            return nil
        default:
            return nil
        }
    }

    /// `response.results` of a local bound to a list wrapper's answer:
    /// the answer itself, whose api may then answer an empty list. Nil for
    /// any other member read.
    mutating func wrappedList(_ base: SwiftExpr, field: String) -> Expr? {
        guard !configuration.strict, case .identifier(let local) = base.kind, self.local(local) == .data,
              let api = wrapperAnswerLocals[local], let wrapper = listWrapperFields[api], wrapper.field == field, apis[api] != nil else { return nil }
        if !wrapper.nonempty { apis[api]?.nonempty = false }
        abstraction("\(local).\(field) is the list the answer of \(api) wraps: read as that answer, which may be empty", at: base.location)
        return Expr(kind: .identifier(renames[local] ?? local), location: base.location)
    }
}
