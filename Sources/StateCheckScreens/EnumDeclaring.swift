import StateCheckEngine

/// A design that can spell out its enums and the types of its variables, so
/// case-level analyses (``Minimization``, ``CoverageMatrix``) know every
/// declared case and can print a suggested enum with its payloads.
///
/// Optional: for a ``ScreenSystem`` that does not conform, the analyses
/// read each state's case from ``ScreenSystem/variables(of:)`` (a value
/// rendered `.success([p1])` holds the case `success`) and the declared
/// cases from ``ScreenSystem/declaredEnumCases``; suggested enums then have
/// no payloads.
package protocol EnumDeclaring {
    /// Every enum the design declares, in declaration order.
    var enumDeclarations: [EnumDeclaration] { get }
    /// The declared type of each model variable, spelled as in Swift
    /// (`DataState`, `Value?`, `Bool`), in the order of
    /// ``ScreenSystem/variables(of:)``.
    var variableTypeNames: [String] { get }
}

/// One enum of a design, as declared.
package struct EnumDeclaration: Hashable, Sendable {
    /// The type name (`DataState`).
    public var name: String
    /// The cases, in declaration order.
    public var cases: [EnumCaseDeclaration]

    /// Creates a declaration.
    public init(name: String, cases: [EnumCaseDeclaration]) {
        self.name = name
        self.cases = cases
    }
}

/// One case of an ``EnumDeclaration``.
package struct EnumCaseDeclaration: Hashable, Sendable {
    /// The case name (`reLoading`).
    public var name: String
    /// The payload types, spelled as in Swift (`["Value", "Error"]`).
    public var payload: [String]

    /// Creates a case.
    public init(name: String, payload: [String] = []) {
        self.name = name
        self.payload = payload
    }

    /// `case pagingFailure(Value, Error)`.
    public var swiftSource: String {
        "case \(name)" + (payload.isEmpty ? "" : "(" + payload.joined(separator: ", ") + ")")
    }
}
