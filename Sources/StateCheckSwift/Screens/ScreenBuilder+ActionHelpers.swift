import StateCheckLanguage

// `profileRow(title: "Profile", icon: "person") { showsEditor = true }`,
// `circle(icon: "mic", bg: .gray) { Task { await store.toggleMute() } }`: a
// view helper of the screen given an action. The helper's body is the
// screen's code, read in place: each closure parameter is bound to the
// closure the call gives (so `Button(action: action)` in the body runs that
// closure's statements when tapped, as ``closureArgumentCall(_:at:)`` reads
// a call of it), one given nothing calls nothing, and the other parameters
// are values the screen does not decide (opaque: shown, or tested by an
// assumption both ways), which may be computed only without effects.

extension ScreenBuilder {
    /// The views of a call of the view helper `name` given a closure with
    /// effects, its body read in place (see above); nil when the call gives
    /// no such closure, the helper takes no closure parameter, or in strict mode.
    mutating func actionHelperInPlace(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], place: inout ViewPlace,
                                      hasContent: inout Bool, at loc: SourceLocation) -> [Stmt]? {
        let closures = Self.closuresGiven(args, trailing)
        guard !configuration.strict, !inlinedFragments.contains(name), closures.contains(where: { hasEffects($0.body) }) else { return nil }
        let helper = screenFunctions(named: name).first { f in f.body != nil && f.parameters.contains { $0.type.map(Self.isFunctionType) ?? false } }
        guard let helper, let body = helper.body, let given = Self.matchArguments(helper.parameters, args, trailing) else { return nil }
        // The body is read where the call is: it may not capture a local of the caller by name.
        let callerLocals = Set(scopes.flatMap(\.keys))
        var declared = Set(helper.parameters.compactMap { $0.name ?? $0.label })
        for s in body { declared.formUnion(Self.declaredNames(s)) }
        var bodyNames = Set<String>()
        for s in body { s.forEachExpression { x in bodyNames.formUnion(Self.referencedNames(x)) } }
        guard bodyNames.subtracting(declared).isDisjoint(with: callerLocals) else { return nil }
        var bound: [String: [Stmt]] = [:]
        var parameters: [String: LocalKind] = [:]
        for (i, p) in helper.parameters.enumerated() {
            let pname = p.name ?? p.label ?? "_"
            guard p.type.map(Self.isFunctionType) ?? false else {
                if let value = given[i], !changesNothing(value) { return nil }
                if pname != "_" { parameters[pname] = .constant }
                continue
            }
            switch given[i]?.kind {
            case .closure(let c)?:
                guard let stmts = Self.liftingReturns(closureBody(c), then: []) else { return nil }
                bound[pname] = Self.block(stmts, at: c.location)
            case .nilLiteral?, nil:
                bound[pname] = []
            default:
                return nil
            }
        }
        abstraction("the view helper \(name) is given an action: its body is read in place, its closure parameters bound to the closures given, its other parameters opaque", at: loc)
        inlinedFragments.insert(name)
        let saved = closureArguments
        closureArguments = closureArguments.merging(bound) { _, new in new }
        scopes.append(parameters)
        defer {
            scopes.removeLast()
            closureArguments = saved
            inlinedFragments.remove(name)
        }
        return viewStatements(body, place: &place, hasContent: &hasContent)
    }
}
