// The rules of tuples (`(Int, Bool)`, `(loaded: Int, failed: Int)`; ``TupleType``).

extension Checker {
    /// A tuple literal `(a, b)` whose context names no tuple type: its type
    /// is the one of its elements' types. A tuple type the model does not
    /// write (`switch (isLoading, error)`) is declared here, without getters:
    /// it is matched with tuple patterns (`case (true, _):`) and compared,
    /// its elements not read by position or label.
    mutating func checkTupleLiteral(_ elements: [Argument], key: SymbolTable.ExpressionKey, at location: SourceLocation) -> CheckType {
        let types = elements.map { checkExpression($0.value, expected: nil) }
        if types.contains(.unknown) { return .unknown }
        let refs = types.compactMap(Self.typeRef)
        guard refs.count == types.count else {
            error("cannot infer the type of this tuple (its elements are \(types.map(\.description).joined(separator: ", "))); store it where its type is declared", at: location)
            return .unknown
        }
        let name = TupleType.name(of: refs)
        if symbols.enumSymbol(name) == nil {
            symbols.declare(TupleType.declarations(refs, at: location).0)
        }
        symbols.resolveCase(key, to: .enumCase(enumName: name))
        return .enumType(name)
    }

    /// The model type of a checked element type; nil for `nil` and the
    /// checker's internal types (ranges, snapshots).
    static func typeRef(_ t: CheckType) -> TypeRef? {
        switch t {
        case .bool: return .bool
        case .int: return .int
        case .string: return .string
        case .value: return .value
        case .error: return .error
        case .task: return .task
        case .enumType(let name): return .named(name)
        case .optional(let inner): return typeRef(inner).map { .optional($0) }
        case .void, .continuation, .taskList, .nilLiteral, .range, .screen, .snapshot, .event, .unknown: return nil
        }
    }

    /// The type of the element `name` of tuple type `tuple` assigned
    /// (`progress.loaded += 1`, `pair.0 = x`); nil when the tuple type has no
    /// such element. Only a variable's or a local's element is assigned: the
    /// lowering stores a new tuple with that element replaced.
    mutating func checkTupleElementTarget(_ target: Expr, base: Expr, name: String, of tuple: String) -> CheckType? {
        guard let property = symbols.property(name, of: tuple),
              let types = model.enums.first(where: { $0.name == tuple })?.cases.first?.payload.map(\.type),
              let x = model.extensions.first(where: { $0.typeName == tuple }),
              let getter = x.properties.first(where: { $0.name == name }),
              let position = types.indices.first(where: { TupleType.getter(name, position: $0, of: types, at: getter.location) == getter })
        else { return nil }
        guard case .identifier(let holder) = base.kind, holder != "self" else {
            error("cannot assign to '\(name)' of this tuple: only a variable's or a local's tuple element is assigned; assign a whole new tuple instead", at: target.location)
            return .unknown
        }
        if lookupLocal(holder)?.isLet == true {
            error("cannot assign to '\(holder).\(name)': '\(holder)' is a 'let' constant", at: target.location)
        } else if lookupLocal(holder) == nil, symbols.variable(holder) != nil, let reason = context.readOnlyReason {
            error("cannot assign to '\(holder).\(name)': \(reason)", at: target.location)
        }
        symbols.resolveTupleElement(SymbolTable.ExpressionKey(target), name: name, to: .init(enumName: tuple, position: position, arity: types.count))
        return resolveQuietly(property.type)
    }

    /// `t.0`: the element at that position of a tuple (also of a tuple type
    /// declared from a literal, which has no getters); the lowering reads
    /// the payload. Nil when `type` is no tuple or `name` no position of it.
    mutating func tupleElementRead(_ type: CheckType, base: Expr, name: String, at location: SourceLocation) -> CheckType? {
        guard case .enumType(let e) = type, TupleType.isTuple(e), let position = Int(name),
              let payload = symbols.enumSymbol(e)?.cases.first?.payload, payload.indices.contains(position) else { return nil }
        symbols.resolveTupleElement(SymbolTable.ExpressionKey(memberOf: base, at: location), name: name, to: .init(enumName: e, position: position, arity: payload.count))
        return resolveQuietly(payload[position].type)
    }
}
