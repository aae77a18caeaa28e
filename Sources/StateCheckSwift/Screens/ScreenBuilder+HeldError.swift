import StateCheckLanguage

extension ScreenBuilder {
    /// The error an error view shows when its branch binds none and its case
    /// patterns cannot all bind one (`case .idle, .failure:`), or it sits in an
    /// `if` that tests the state (`if dataState.isFailure`): the error the
    /// state holds. The enum gets a synthesized `heldError: Error?` property
    /// (each case's `Error` or `Error?` payload, nil for a case without one),
    /// and the view shows `errorView(state.heldError)`: an error view with
    /// that error, or with none in a case that holds none.
    ///
    /// Returns the element's argument, `subject.heldError`.
    mutating func heldError(of subject: Expr, enumName: String, shownBy view: String, at loc: SourceLocation) -> Expr? {
        guard let decl = model.enums.first(where: { $0.name == enumName }) else { return nil }
        let name = heldErrorPropertyName(of: decl)
        if !model.extensions.contains(where: { x in x.typeName == enumName && x.properties.contains { $0.name == name } }) {
            model.extensions.append(ExtensionDecl(typeName: enumName, properties: [heldErrorProperty(name, of: decl)], methods: [], location: decl.location))
        }
        var state = describeAccessor(subject)
        if case .identifier(let v) = subject.kind { state = v }
        abstraction("\(view) binds no error: it shows the error the state holds, errorView(\(state).\(name)) (\(name) is each case's Error payload, nil in a case without one)", at: loc)
        return Expr(kind: .member(base: subject, name: name, optional: false), location: loc)
    }

    /// The state an `if` outside any error-holding branch tests
    /// (`if dataState.isFailure`): when its conditions read exactly one state
    /// variable of an enum with error payloads, an error view in the branch
    /// shows the error that variable holds (its enum's `Error?` property, or
    /// `heldError`).
    func heldErrorTested(by conditions: [SwiftCondition]) -> ErrorSource? {
        let enums = stateVars.compactMap { name, type -> String? in
            guard case .named(let e) = type, let decl = model.enums.first(where: { $0.name == e }), Self.holdsErrors(decl) else { return nil }
            return name
        }
        let read = Set(enums).filter { v in Self.expressions(of: conditions).contains { Self.firstName(in: $0, among: [v]) != nil } }
        guard read.count == 1, let v = read.first, case .named(let enumName)? = stateVars[v] else { return nil }
        let subject = Expr(kind: .identifier(v), location: conditions.first.map(Self.location) ?? screen.outer.location)
        // The enum's own `Error?` property wins, as in a switch over the state.
        for x in model.extensions where x.typeName == enumName {
            if let p = x.properties.first(where: { $0.type == .optional(.error) }) {
                return .accessor(Expr(kind: .member(base: subject, name: p.name, optional: false), location: subject.location))
            }
        }
        return .held(subject: subject, enumName: enumName)
    }

    /// Where a condition starts.
    static func location(_ c: SwiftCondition) -> SourceLocation {
        switch c {
        case .expression(let e): return e.location
        case .optionalBinding(_, _, _, _, let l), .matching(_, _, _, let l), .availability(_, _, let l): return l
        }
    }

    /// Whether some case of `e` has an `Error` or `Error?` payload.
    static func holdsErrors(_ e: EnumDecl) -> Bool {
        e.cases.contains { c in c.payload.contains { $0.type == .error || $0.type == .optional(.error) } }
    }

    /// `heldError`, or a name no property or method the enum's extensions declare uses
    /// (the synthesized extension sits at the enum's own location).
    func heldErrorPropertyName(of e: EnumDecl) -> String {
        let written = model.extensions.filter { $0.typeName == e.name && $0.location != e.location }
        let taken = Set(written.flatMap { $0.properties.map(\.name) + $0.methods.map(\.name) })
        var name = "heldError"
        while taken.contains(name) { name += "_" }
        return name
    }

    /// `var heldError: Error? { switch self { case .failure(let e): return e; …; default: return nil } }`.
    func heldErrorProperty(_ name: String, of e: EnumDecl) -> ComputedPropertyDecl {
        let loc = e.location
        func pattern(_ k: PatternKind) -> Pattern { Pattern(kind: k, location: loc) }
        var cases: [SwitchCase] = []
        var everyCaseHoldsOne = true
        for c in e.cases {
            guard let slot = c.payload.firstIndex(where: { $0.type == .error || $0.type == .optional(.error) }) else {
                everyCaseHoldsOne = false
                continue
            }
            let arguments = c.payload.enumerated().map { i, p in
                PatternArgument(label: p.label, pattern: pattern(i == slot ? .binding("heldError") : .wildcard))
            }
            let value = Expr(kind: .identifier("heldError"), location: loc)
            cases.append(SwitchCase(patterns: [pattern(.enumCase(type: nil, name: c.name, arguments: arguments))], whereClause: nil,
                                    body: [Stmt(kind: .returnStatement(value), location: loc)], location: loc))
        }
        if !everyCaseHoldsOne {
            cases.append(SwitchCase(patterns: [], whereClause: nil, body: [Stmt(kind: .returnStatement(Expr(kind: .nilLiteral, location: loc)), location: loc)], location: loc))
        }
        let body = [Stmt(kind: .switchStatement(subject: Expr(kind: .identifier("self"), location: loc), cases: cases), location: loc)]
        return ComputedPropertyDecl(name: name, type: .optional(.error), body: body, location: loc)
    }
}
