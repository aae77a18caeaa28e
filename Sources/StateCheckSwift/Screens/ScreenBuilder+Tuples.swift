import StateCheckLanguage

extension ScreenBuilder {
    /// `let (loaded, _) = counts()`: a local holding the tuple and one local
    /// per named element (``TupleType/destructure(_:type:value:isLet:at:)``).
    /// Only names and `_` are read in the pattern; nested tuples are not.
    mutating func destructuring(_ elements: [SwiftTuplePatternElement], _ b: SwiftPatternBinding, isLet: Bool, location loc: SourceLocation) -> [Stmt] {
        var names: [String?] = []
        for element in elements {
            switch element.pattern.kind {
            case .identifier(let name): names.append(name)
            case .wildcard: names.append(nil)
            default:
                error("a destructuring 'let' is read with names and '_' only: \(Self.tupleAdvice)", at: element.pattern.location)
                return []
            }
        }
        guard let initializer = b.initializer else {
            error("a destructuring 'let' needs a value ('let (a, b) = …')", at: loc)
            return []
        }
        var type: TypeRef?
        if let t = b.type {
            guard let m = modelType(t) else {
                error("the type of the tuple is not understood", at: t.location)
                return []
            }
            type = m
        }
        guard let value = expression(initializer) else { return [] }
        for case let name? in names { declare(name) }
        return TupleType.destructure(names, type: type, value: value, isLet: isLet, at: loc)
    }
}
