import StateCheckLanguage

// `self.name = givenName`, `selectedPark = park`, `self.rows = Set(cached)`:
// a stored property given a value the screen does not decide (built by
// another module, an input, a row of opaque data) holds any value of its
// type from then on. Guessing one would drop behaviours, so the property is
// read as opaque, as an input is: a test of it is an assumption explored
// both ways, a list over it is rows of opaque data, writes to it are not
// read. The property's declaration is met before the assignment, so one
// pass finds such properties and the next reads them opaque
// (``ScreenTranslator``). Loading state (an enum of the folder, an error,
// task handles) is never made opaque this way: reading it so would leave
// nothing of the screen to check, and the assignment stays refused.

extension ScreenBuilder {
    /// Records that the stored property `target` is assigned `value`, a
    /// value the screen does not decide, when a later pass may read that
    /// property opaque; a diagnostic still refuses this pass.
    mutating func opaqueAssignment(to target: Expr, value: SwiftExpr, at loc: SourceLocation) {
        guard !configuration.strict, case .identifier(let name) = target.kind, let type = stateVars[name],
              Self.mayBeOpaque(type) || isDataStruct(type) || isChoiceEnum(type) && !Self.namesEnumCase(value),
              !hasEffects(value), decidedElsewhere(value) else { return }
        noteOpaque(name, at: loc)
    }

    /// Notes the stored property `name` for the next pass to read opaque,
    /// at `loc`, unless it is noted already (the first place stays).
    mutating func noteOpaque(_ name: String, at loc: SourceLocation) {
        if opaqueAssignments[name] == nil { opaqueAssignments[name] = loc }
    }

    /// Whether the property `v`, which code the translation does not read
    /// may write (a view or modifier given a binding to it), is read opaque
    /// in this pass: then `reading` is recorded at `loc` and true returned;
    /// otherwise `v` is noted (at `noted`) for the next pass to read opaque.
    mutating func writtenByUnreadCode(_ v: String, noted: SourceLocation, reading: @autoclosure () -> String, at loc: SourceLocation) -> Bool {
        if assignedOpaque[v] != nil {
            abstraction(reading(), at: loc)
            return true
        }
        noteOpaque(v, at: noted)
        return false
    }

    /// Types of stored properties that may be read opaque: data, counts,
    /// text and their optionals. Enums, errors and task handles are the
    /// screen's loading state.
    static func mayBeOpaque(_ type: TypeRef) -> Bool {
        switch type {
        case .int, .string, .value: return true
        case .optional(let wrapped): return mayBeOpaque(wrapped)
        case .bool, .error, .void, .named, .continuation, .task, .taskList: return false
        }
    }

    /// Whether `type` is an enum of the folder, or an optional one, that
    /// holds no loading phase: it is no error, no case of it is named as a
    /// phase (``loadingPhaseNames``) and none holds an error or another
    /// enum (`enum AppRoute { case detail(id: String), profile(name:
    /// String) }`, a destination the screen navigates to). A property of it
    /// given a value the screen does not decide may be read opaque, as data
    /// is: any of its values at any time, tests of it assumptions. A case
    /// written in place (`alert = .failed(message: text)`) keeps the
    /// readings of its payloads, which are more precise.
    func isChoiceEnum(_ type: TypeRef) -> Bool {
        guard !configuration.strict else { return false }
        switch type {
        case .optional(let wrapped): return isChoiceEnum(wrapped)
        case .named(let n):
            guard let decl = model.enums.first(where: { $0.name == n }), !decl.isError, !decl.cases.isEmpty else { return false }
            return decl.cases.allSatisfy { c in
                !Self.loadingPhaseNames.contains(c.name) && c.payload.allSatisfy { Self.mayBeOpaque($0.type) || $0.type == .bool }
            }
        default: return false
        }
    }

    /// Whether `type` is text or a number (`String`, `Int`) or an optional one.
    static func isTextOrNumber(_ type: TypeRef) -> Bool {
        switch type {
        case .int, .string: return true
        case .optional(let wrapped): return isTextOrNumber(wrapped)
        default: return false
        }
    }

    /// Whether `type` is a struct of data the model reads fields of (an
    /// api answer's `MovieSeason`), or an optional one: no loading state,
    /// so a property of it given a value the screen does not decide may be
    /// read opaque, as data is.
    func isDataStruct(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let n): return model.structDecl(named: n) != nil
        case .optional(let wrapped): return isDataStruct(wrapped)
        default: return false
        }
    }

    /// Whether `value` reads a value the screen does not decide (an input,
    /// a local built by another module) or builds one of another module.
    func decidedElsewhere(_ value: SwiftExpr) -> Bool {
        // `editing = note` in a row of `List(notes) { note in … }`: an element of data, which the model does not read.
        if case .identifier(let n) = value.kind, n == rowElement, local(n) == nil { return true }
        var opaque = false
        value.forEachExpression { x in
            if !opaque, opaqueRoot(x) != nil { opaque = true }
        }
        if unresolvedRoot(value) != nil { return true }
        if case .call = value.kind, isForeignConstant(value) { return true }
        return opaque
    }
}

extension ScreenBuilder {
    /// Records the arguments of a call of the screen's method `name` that
    /// are values the screen does not decide (a loop's element, a closure's
    /// parameter, a field of api data): a later pass reads those parameters
    /// opaque (``givenOpaqueArguments``), as ``dropOpaqueArguments(in:methods:)``
    /// does for inputs before any code is read.
    mutating func noteOpaqueArguments(_ name: String, _ args: [SwiftArgument]) {
        guard !configuration.strict else { return }
        for (i, a) in args.enumerated() where droppedParameters[name]?.contains(i) != true && changesNothing(a.value) && decidedElsewhere(a.value) {
            if case .closure = a.value.kind { continue }
            opaqueArgumentsFound[name, default: []].insert(i)
        }
    }
}

extension ScreenBuilder {
    /// A name `e` reads that the model does not have (`geo` in `geo.size` of
    /// `GeometryReader { geo in … }`, a name a pass found no declaration of):
    /// a value the screen does not decide. Nil when `e` reads none.
    func unresolvedRoot(_ e: SwiftExpr) -> String? {
        var found: String?
        e.forEachExpression { x in
            if found == nil, case .identifier(let n) = x.kind, unresolvedNames.contains(n), local(n) == nil, stateVars[n] == nil { found = n }
        }
        return found
    }
}
