/// ADDED (an extension): `struct Name { let f: T … }`, the type of an
/// api's answer whose fields the code branches on (a page of items and the
/// cursor of the next one). Its values come only from answers: the
/// environment's `success` takes every combination of the values the code
/// can tell apart (``StructField/answerDomain``). A struct is a model type
/// as an enum with one case, ``StructDecl/caseName``, whose payload holds the
/// fields; each field is read through a computed property of that enum
/// (``ModelDecl/declare(_:)``).
package struct StructDecl: Hashable, Sendable {
    package var name: String
    package var fields: [StructField]
    package var location: SourceLocation

    /// The one case of the enum a struct is: `FeedPage.fields(…)`.
    package static let caseName = "fields"

    /// Creates a node from each of its stored properties.
    package init(name: String, fields: [StructField], location: SourceLocation) {
        self.name = name
        self.fields = fields
        self.location = location
    }

    /// The fields held in the case's payload, in declaration order: every
    /// field but an `Int` one, which is never read (reading it is an error:
    /// an answer's number takes values the checker does not enumerate).
    package var storedFields: [StructField] {
        fields.filter { $0.type != .int && $0.type != .optional(.int) }
    }

    /// The enum the struct is, and the extension with its fields' getters.
    var lowered: (EnumDecl, ExtensionDecl) {
        let stored = storedFields
        let payload = stored.map { (label: Optional($0.name), type: $0.type) }
        let enumDecl = EnumDecl(name: name, cases: [EnumCaseDecl(name: Self.caseName, payload: payload, location: location)], location: location)
        var getters: [ComputedPropertyDecl] = []
        for (i, field) in stored.enumerated() {
            let loc = field.location
            let arguments = stored.indices.map { j in
                PatternArgument(label: nil, pattern: Pattern(kind: j == i ? .binding(field.name) : .wildcard, location: loc))
            }
            let pattern = Pattern(kind: .enumCase(type: nil, name: Self.caseName, arguments: arguments), location: loc)
            let body = [Stmt(kind: .returnStatement(Expr(kind: .identifier(field.name), location: loc)), location: loc)]
            let switchStmt = Stmt(kind: .switchStatement(
                subject: Expr(kind: .identifier("self"), location: loc),
                cases: [SwitchCase(patterns: [pattern], body: body, location: loc)]), location: loc)
            getters.append(ComputedPropertyDecl(name: field.name, type: field.type, body: [switchStmt], location: loc))
        }
        return (enumDecl, ExtensionDecl(typeName: name, properties: getters, methods: [], location: location))
    }
}

/// One field of a ``StructDecl``: `let nextCursor: String?`.
package struct StructField: Hashable, Sendable {
    package var name: String
    package var type: TypeRef
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(name: String, type: TypeRef, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}

extension ModelDecl {
    /// Adds struct `s`: its declaration (for reports) and the enum with one
    /// case and the extension of getters it is checked and run as.
    package mutating func declare(_ s: StructDecl) {
        structs.append(s)
        let (e, x) = s.lowered
        enums.append(e)
        if !x.properties.isEmpty { extensions.append(x) }
    }

    /// The struct called `name`, if the model declares one.
    package func structDecl(named name: String) -> StructDecl? {
        structs.first { $0.name == name }
    }
}
