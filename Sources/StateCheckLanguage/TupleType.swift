/// ADDED (an extension): tuples, `(Int, Bool)` and `(loaded: Int, failed: Int)`.
///
/// A tuple type is a model type as an enum with one case, ``caseName``, whose
/// payload holds the elements in order; each element is read through a
/// computed property of that enum named by its position (`t.0`) and, when a
/// tuple type gives it one, by its label (`t.loaded`). Tuple types with the
/// same element types are one type whatever their labels, as Swift converts
/// `(Int, Int)` to `(loaded: Int, failed: Int)` and back: the enum is named
/// by the element types alone (``name(of:)``). A tuple literal `(a, b)` is the
/// case built with the elements (its enum comes from the context, or from the
/// elements' types); `let (a, b) = e` is a local holding `e` and one local per
/// named element (``destructure(_:type:value:isLet:at:)``).
package enum TupleType {
    /// The one case of the enum a tuple type is.
    package static let caseName = "tuple"

    /// The enum's name: the element types as Swift writes them, `(Int, Bool?)`.
    package static func name(of types: [TypeRef]) -> String {
        "(" + types.map(Parser.describe).joined(separator: ", ") + ")"
    }

    /// Whether the enum called `name` is a tuple type (no declared name starts with `(`).
    package static func isTuple(_ name: String) -> Bool { name.hasPrefix("(") }

    /// The tuple literal `(a, b)`: the case built with the elements (labels
    /// are dropped: they name getters of the type, not slots of the case).
    package static func literal(_ elements: [Expr], at location: SourceLocation) -> Expr {
        Expr(kind: .implicitMember(name: caseName, arguments: elements.map { Argument(label: nil, value: $0) }), location: location)
    }

    /// `let (a, _, c) = value`: a local named after the pattern holding the
    /// value, then one local per named element (nil for `_`), read by position.
    package static func destructure(_ names: [String?], type: TypeRef?, value: Expr, isLet: Bool, at location: SourceLocation) -> [Stmt] {
        let holder = "(" + names.map { $0 ?? "_" }.joined(separator: ", ") + ")"
        var out = [Stmt(kind: .local(isLet: true, name: holder, type: type, value: value), location: location)]
        for (i, name) in names.enumerated() {
            guard let name else { continue }
            let read = Expr(kind: .member(base: Expr(kind: .identifier(holder), location: location), name: String(i), optional: false), location: location)
            out.append(Stmt(kind: .local(isLet: isLet, name: name, type: nil, value: read), location: location))
        }
        return out
    }

    /// Whether the local `name` is the holder a destructuring declares (`(a, _)`).
    package static func isDestructuringHolder(_ name: String) -> Bool { name.hasPrefix("(") }

    /// The pattern of a destructuring's holder as written (`'(a, _)'`, with its count).
    static func destructuredNames(_ holder: String) -> String {
        let count = holder.split(separator: ",").count
        return "'\(holder)' (\(count) element\(count == 1 ? "" : "s"))"
    }

    /// The enum of the tuple type with these element types, and the getters
    /// of its positions.
    static func declarations(_ types: [TypeRef], at location: SourceLocation) -> (EnumDecl, ExtensionDecl) {
        let name = name(of: types)
        let enumDecl = EnumDecl(name: name, cases: [EnumCaseDecl(name: caseName, payload: types.map { (label: nil, type: $0) }, location: location)], location: location)
        let getters = types.indices.map { getter(String($0), position: $0, of: types, at: location) }
        return (enumDecl, ExtensionDecl(typeName: name, properties: getters, methods: [], location: location))
    }

    /// `var name: T { switch self { case .tuple(_, let element, _): return element } }`.
    static func getter(_ name: String, position: Int, of types: [TypeRef], at location: SourceLocation) -> ComputedPropertyDecl {
        let element = "element"
        let arguments = types.indices.map { j in
            PatternArgument(label: nil, pattern: Pattern(kind: j == position ? .binding(element) : .wildcard, location: location))
        }
        let pattern = Pattern(kind: .enumCase(type: nil, name: caseName, arguments: arguments), location: location)
        let body = [Stmt(kind: .returnStatement(Expr(kind: .identifier(element), location: location)), location: location)]
        let switchStmt = Stmt(kind: .switchStatement(
            subject: Expr(kind: .identifier("self"), location: location),
            cases: [SwitchCase(patterns: [pattern], body: body, location: location)]), location: location)
        return ComputedPropertyDecl(name: name, type: types[position], body: [switchStmt], location: location)
    }
}

extension ModelDecl {
    /// Declares the tuple type of `elements` (once per element types) and a
    /// getter for each label; returns the type and, when a label already
    /// names another position of the same element types, the error to report.
    package mutating func declareTuple(_ elements: [(label: String?, type: TypeRef)], at location: SourceLocation) -> (type: TypeRef, conflict: String?) {
        let types = elements.map(\.type)
        let name = TupleType.name(of: types)
        if !enums.contains(where: { $0.name == name }) {
            let (e, x) = TupleType.declarations(types, at: location)
            enums.append(e)
            extensions.append(x)
        }
        guard let x = extensions.firstIndex(where: { $0.typeName == name }) else { return (.named(name), nil) }
        var conflict: String?
        for (i, element) in elements.enumerated() {
            guard let label = element.label else { continue }
            if let existing = extensions[x].properties.firstIndex(where: { $0.name == label }) {
                if conflict == nil, extensions[x].properties[existing] != TupleType.getter(label, position: i, of: types, at: extensions[x].properties[existing].location) {
                    conflict = "the label '\(label)' names another element of a tuple of type '\(name)' declared before; tuples with the same element types are one type in models: give each position one label"
                }
                continue
            }
            extensions[x].properties.append(TupleType.getter(label, position: i, of: types, at: location))
        }
        return (.named(name), conflict)
    }
}
