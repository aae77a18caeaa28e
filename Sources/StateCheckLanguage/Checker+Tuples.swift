// The rules of tuples (`(Int, Bool)`, `(loaded: Int, failed: Int)`; ``TupleType``).

extension Checker {
    /// A tuple literal `(a, b)` whose context names no tuple type: its type
    /// is the one of its elements' types, which the model must declare (a
    /// variable, parameter or result of that tuple type).
    mutating func checkTupleLiteral(_ elements: [Argument], key: SymbolTable.ExpressionKey, at location: SourceLocation) -> CheckType {
        let types = elements.map { checkExpression($0.value, expected: nil) }
        if types.contains(.unknown) { return .unknown }
        if types.contains(.nilLiteral) {
            error("cannot infer the type of 'nil' in this tuple; store the tuple where its type is declared", at: location)
            return .unknown
        }
        let name = "(" + types.map(\.description).joined(separator: ", ") + ")"
        guard symbols.enumSymbol(name) != nil else {
            error("the tuple type '\(name)' is not declared in this model; declare the variable, parameter or result that holds it with its type", at: location)
            return .unknown
        }
        symbols.resolveCase(key, to: .enumCase(enumName: name))
        return .enumType(name)
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
        symbols.resolveTupleElement(SymbolTable.ExpressionKey(target), to: .init(enumName: tuple, position: position, arity: types.count))
        return resolveQuietly(property.type)
    }
}
