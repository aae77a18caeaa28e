import StateCheckLanguage

extension ScreenBuilder {
    /// `let (data, _) = try await URLSession.shared.data(from: url)`: an api
    /// whose answer is a tuple, of which the code keeps the first element
    /// (the others are `_`). The api's answer is that element; nil when the
    /// binding is not of this form, empty after a diagnostic.
    mutating func firstOfAnswer(_ b: SwiftPatternBinding, location loc: SourceLocation) -> [Stmt]? {
        guard case .tuple(let elements) = b.pattern.kind, elements.count >= 2,
              case .identifier(let name) = elements[0].pattern.kind,
              elements.dropFirst().allSatisfy({ if case .wildcard = $0.pattern.kind { return true } else { return false } }),
              b.type == nil, let initializer = b.initializer else { return nil }
        let reported = diagnostics.count
        guard let value = expression(initializer) else { return diagnostics.count == reported ? nil : [] }
        guard isAPIAnswer(value) else { return nil }
        abstraction("let (\(name), _) = …: the api's answer is its first element \(name); the others are not read", at: loc)
        if case .call(let callee, _) = Self.unwrappedCall(value)?.kind, case .identifier(let api) = callee.kind { answerSources[name] = api }
        declare(name, .data)
        return [Stmt(kind: .local(isLet: true, name: name, type: nil, value: value), location: loc)]
    }

    /// `try JSONDecoder().decode(T.self, from: data)`: the data itself. A
    /// payload that does not decode is read as the api's failure, which
    /// the code handles in the same `catch`.
    mutating func decodedData(_ e: SwiftExpr) -> Expr? {
        guard case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty, args.count == 2, args[1].label == "from",
              case .member(let decoder, "decode") = callee.kind,
              case .call(let make, let makeArgs, _) = decoder.kind, makeArgs.isEmpty,
              case .identifier("JSONDecoder") = make.kind else { return nil }
        guard let data = expression(args[1].value) else { return nil }
        abstraction("JSONDecoder().decode(…, from: data) is data: a payload that does not decode is read as the api's failure", at: e.location)
        // Decoded as an array (`[Post].self`), the payload may be an empty list.
        if case .member(let type, "self") = args[0].value.kind, case .array = type.kind,
           case .identifier(let source) = args[1].value.kind, let api = answerSources[source], apis[api]?.nonempty == true,
           !configuration.isNonempty(typeName: "", method: api) {
            apis[api]?.nonempty = false
            abstraction("\(api) is decoded as an array: it may answer an empty list", at: args[0].value.location)
        }
        return data
    }

    /// The call under `try`/`await` in a translated expression.
    static func unwrappedCall(_ e: Expr) -> Expr? {
        switch e.kind {
        case .try(let inner, _), .await(let inner): return unwrappedCall(inner)
        case .call: return e
        default: return nil
        }
    }

    /// `URL(string: "…")!`, `URLRequest(url: url)`, `URL(string: baseURL + path)`:
    /// a call of a type neither the folder nor the model declares, with
    /// literal or constant arguments, or arguments without effects
    /// (``isForeignArgument(_:)``) of a type whose values the model does not read.
    func isForeignConstant(_ e: SwiftExpr) -> Bool {
        var e = e
        if case .forceUnwrap(let inner) = e.kind { e = inner }
        // `CanvasRequest.getAssignment(id: …)`: a factory of a type's static method, not awaited,
        // builds a value the model does not read, whatever its arguments (no effects).
        if !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty,
           case .member(let base, let method) = callee.kind, case .identifier(let typeName) = base.kind,
           typeName.first?.isUppercase == true, local(typeName) == nil, !isEnvironmentType(typeName), isStaticFactory(typeName, method) {
            return args.allSatisfy { isForeignArgument($0.value) }
        }
        guard case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty,
              case .identifier(let typeName) = callee.kind, let first = typeName.first, first.isUppercase,
              module.type(named: typeName, from: file) == nil, !isEnvironmentType(typeName) else { return false }
        let literal = isLiteralForeignConstant(e)
        // Built from other values (`URL(string: baseURL + path)`): a type whose values the model reads
        // (`String(describing: error)`, `Int(text)`) is not another module's value.
        return literal || (!Self.readTypeNames.contains(typeName) && args.allSatisfy { isForeignArgument($0.value) })
    }

    /// Whether `typeName.method` is a static function of a type: one of the
    /// folder's (a `static func`, no enum case), or any member of a type the
    /// folder does not declare.
    func isStaticFactory(_ typeName: String, _ method: String) -> Bool {
        guard let declared = module.type(named: typeName, from: file) else { return !Self.readTypeNames.contains(typeName) }
        return declared.decl.members.contains { m in
            if case .function(let f) = m.kind { return f.name == method && m.modifiers.contains { $0.name == "static" } }
            return false
        }
    }

    /// Whether the call `e` (`URL(string: "…")!`) has only literal or constant arguments.
    func isLiteralForeignConstant(_ e: SwiftExpr) -> Bool {
        var e = e
        if case .forceUnwrap(let inner) = e.kind { e = inner }
        guard case .call(_, let args, _) = e.kind else { return false }
        return args.allSatisfy { a in
            switch a.value.kind {
            case .string, .integer, .boolean: return true
            case .identifier(let n): return local(n) == .constant
            default: return false
            }
        }
    }

    /// The Swift types whose values a model reads, never another module's value when built from other values.
    static let readTypeNames: Set<String> = ["Bool", "Int", "String", "Array", "Set", "Dictionary", "Optional", "Result", "Task"]

    /// A type name as the start of a lower-camel-case name, its leading
    /// acronym lowered whole: `URLSession` → `urlSession`, `API` → `api`,
    /// `FeedClient` → `feedClient`.
    static func lowerCamel(_ typeName: String) -> String {
        let chars = Array(typeName)
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        // In `URLSession` the `S` starts the next word.
        let lowered = upper > 1 && upper < chars.count ? upper - 1 : max(upper, 1)
        return String(chars.prefix(lowered)).lowercased() + String(chars.dropFirst(lowered))
    }
}
