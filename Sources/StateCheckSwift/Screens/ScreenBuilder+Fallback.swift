import StateCheckLanguage

// Code the translation does not understand, but that surely changes
// nothing of the screen's state (no assignment, no await, no task, no call
// of the screen's methods, no mutation of its state), is not refused: its
// value is unknown, and an unknown value is read as an opaque one. A local
// bound to it is opaque (tests of it are assumptions), a test of it is an
// assumption (both outcomes), a statement of it is dropped (it computes a
// value nobody keeps), and a Bool function returning it returns an
// assumption. Each is at least every behaviour of the real code: it cannot
// write the screen's state, and every value it could have is explored
// wherever a decision depends on it. Code with effects is still refused
// where it is not understood.

extension ScreenBuilder {
    /// Runs `body` and keeps what it did when it produced a result without
    /// a new error; otherwise the builder is as before (no diagnostic, no
    /// declaration, no abstraction of the attempt is kept) and the result nil.
    mutating func attempt<T>(_ body: (inout ScreenBuilder) -> T?) -> T? {
        let saved = self
        let before = diagnostics.count
        if let result = body(&self), !diagnostics[before...].contains(where: { $0.severity == .error }) { return result }
        // What the attempt learnt for the next pass stays learnt: only its translation is undone.
        let learnt = self
        self = saved
        keepFindings(of: learnt)
        return nil
    }

    /// Methods that read a value and change nothing, whatever they are
    /// called on (`items.filter { … }`, `name.lowercased()`).
    static let readingMethods: Set<String> = [
        "filter", "map", "compactMap", "flatMap", "first", "last", "contains", "firstIndex", "lastIndex", "sorted", "reversed",
        "prefix", "suffix", "dropFirst", "dropLast", "joined", "reduce", "allSatisfy", "min", "max", "enumerated", "count",
        "lowercased", "uppercased", "capitalized", "trimmingCharacters", "components", "split", "replacingOccurrences", "hasPrefix",
        "hasSuffix", "formatted", "description", "string", "index", "distance", "starts", "isEmpty", "localizedCaseInsensitiveContains",
        "localizedStandardContains", "compare", "addingTimeInterval", "timeIntervalSince", "date", "isEqual", "union", "intersection",
        "subtracting", "symmetricDifference", "isSubset", "isSuperset", "sum", "rounded", "keys", "values", "lazy", "zip",
    ]

    /// Whether `e` surely changes nothing of the screen's state: no effect
    /// ``hasEffects(_:)`` sees, no `try` that may throw to a `catch`, and
    /// every method called on the screen, its
    /// state or its view model is one that only reads (``readingMethods``).
    /// Calls on values the screen does not decide, on locals and on types
    /// change the parent's or another module's state, not the screen's.
    func changesNothing(_ e: SwiftExpr) -> Bool {
        var changes = false
        e.forEachExpression { x in if !changes, mayChange(x, locals: []) { changes = true } }
        // `groups.filter { isMine($0) }`: the screen's methods it calls only read.
        return !changes || !configuration.strict && readsOnly(e, visiting: [])
    }

    /// Whether the node `x` (not what it holds) may change the screen's
    /// state: an effect (``isEffect(_:)``) other than an assignment to one
    /// of `locals`, a `try` that may leave for a `catch` (dropping it would
    /// drop that path), or a call of the screen's methods or of a method
    /// that is no reading one on its state.
    func mayChange(_ x: SwiftExpr, locals: Set<String>) -> Bool {
        if case .binary(let op, let target, _) = x.kind, op.hasSuffix("="), let root = Self.rootName(target), locals.contains(root) { return false }
        // `SCNetworkReachabilityGetFlags(reachability, &flags)` of a local `var flags`: the local is what changes.
        if case .inoutExpr(let inner) = x.kind, let root = Self.rootName(inner), locals.contains(root) { return false }
        // A call of a method read as opaque (``markOpaqueResults(screenMethods:)``) changes nothing: its body was found so.
        if case .call(let callee, _, _) = x.kind, opaqueMethod(callee) != nil { return false }
        if isEffect(x) { return true }
        if case .tryExpr("try", _) = x.kind { return true }
        // `query.trim()` of a String the screen holds: another String, computed (``textResultRoot(_:)``).
        if textResultRoot(x) != nil { return false }
        guard case .call(let callee, _, _) = x.kind, opaqueMethod(callee) == nil else { return false }
        switch callee.kind {
        case .identifier(let n):
            return methodNames.contains(n) || viewHelpers.contains(n)
        case .member(let base, let name):
            if let root = Self.rootName(base), locals.contains(root) { return false }
            // `movie?.availableQualities()`: a method of data an api answered reads it (collection mutations aside).
            if isValueTyped(base), !Self.collectionMutations.contains(name) { return false }
            return !Self.readingMethods.contains(name) && ownsState(base)
        case .optionalChain(let inner):
            if case .member(let base, let name) = inner.kind { return !Self.readingMethods.contains(name) && ownsState(base) }
            return false
        default:
            return false
        }
    }

    /// Whether a body changes nothing (``changesNothing(_:)``), statement by
    /// statement; what it does to the locals it declares itself
    /// (`var descriptor = …; descriptor.fetchLimit = 0`) changes nothing.
    func changesNothing(_ stmts: [SwiftStmt]) -> Bool {
        var locals = Self.declaredLocals(stmts)
        // `allCases.filter { var isAvailable = …; isAvailable = isAvailable && … }`: a closure's own locals, unless
        // the screen has a property of that name (a write to it outside the closure is the screen's).
        for s in stmts {
            s.forEachExpression { x in
                for c in Self.closures(at: x) {
                    for n in Self.declaredLocals(c.body) where ownMember(n) == nil && stateVars[n] == nil && !methodNames.contains(n) { locals.insert(n) }
                }
            }
        }
        var changes = false
        for s in stmts where !changes { s.forEachExpression { x in if !changes, mayChange(x, locals: locals) { changes = true } } }
        return !changes
    }

    /// The names `let`/`var` declarations in `stmts` bind, at any depth.
    static func declaredLocals(_ stmts: [SwiftStmt]) -> Set<String> {
        var out: Set<String> = []
        func walk(_ stmts: [SwiftStmt]) {
            for s in stmts {
                switch s.kind {
                case .declaration(let d):
                    if case .variable(let v) = d.kind {
                        for b in v.bindings { if case .identifier(let n) = b.pattern.kind { out.insert(n) } }
                    }
                case .ifStmt(let i): i.branchBodies.forEach(walk)
                case .guardStmt(_, let body), .whileStmt(_, let body), .deferStmt(let body), .repeatWhile(let body, _): walk(body)
                case .forIn(let f): walk(f.body)
                case .doStmt(let body, _, let catches): walk(body); for c in catches { walk(c.body) }
                case .switchStmt(let sw): for c in sw.cases { walk(c.body) }
                default: continue
                }
            }
        }
        walk(stmts)
        return out
    }

    /// The name an expression is rooted at (`descriptor` in `descriptor.fetchLimit`).
    static func rootName(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let n): return n == "self" ? nil : n
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .subscriptCall(let base, _, _): return rootName(base)
        default: return nil
        }
    }

    /// Whether `e` is rooted at the screen, its state or its view model
    /// (`self`, `items`, `model.rows`), where a call may change what the
    /// screen shows.
    func ownsState(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .identifier(let n):
            if n == "self" { return true }
            if let kind = local(n) { return kind == .data }
            let own = ownMember(n) ?? n
            return stateVars[own] != nil || viewModelProperties.contains(n) || computedProperties.contains(own)
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base):
            return ownsState(base)
        case .call(let callee, _, _), .subscriptCall(let callee, _, _):
            return ownsState(callee)
        default:
            return false
        }
    }

    /// `let x = e` with `e` not understood and changing nothing: `x` is an
    /// opaque local. False (nothing done) in strict mode or when `e` may
    /// change the screen's state.
    mutating func opaqueLocal(_ name: String, value: SwiftExpr, at loc: SourceLocation) -> Bool {
        guard !configuration.strict, changesNothing(value) else { return false }
        abstraction("\(name) is computed by code the model does not read (\(Self.brief(value))), which changes nothing of the screen: opaque (tests of it are assumptions)", at: loc)
        declare(name, .constant)
        return true
    }

    /// A test the translation does not read, changing nothing: its
    /// assumption (``assumption(_:at:)``); nil in strict mode or when it
    /// may change the screen's state.
    mutating func unreadTest(_ e: SwiftExpr, suffix: String = "", at loc: SourceLocation) -> Expr? {
        guard !configuration.strict, changesNothing(e) else { return nil }
        return assumption(SwiftSyntaxDump.describe(e) + suffix, at: loc)
    }

    /// A statement the translation does not read, changing nothing: dropped,
    /// with its abstraction. False in strict mode or when it may change the
    /// screen's state.
    mutating func unreadStatement(_ e: SwiftExpr, at loc: SourceLocation) -> Bool {
        // Handed the screen (`center.addObserver(self, …)`), code it calls may call the screen back: not dropped.
        guard !configuration.strict, handsOutNothing(e) else { return false }
        abstraction("\(Self.brief(e)) is not read; it changes nothing of the screen's state", at: loc)
        return true
    }

    /// The first line of `e`'s source, at most 60 characters.
    static func brief(_ e: SwiftExpr) -> String {
        let text = SwiftSyntaxDump.describe(e)
        let line = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? text
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }

    /// `onDismiss(symbol, color)`, `onCancel?()`: a closure the parent passes
    /// in runs the parent's code, not the screen's: no statement (its
    /// arguments change nothing). Nil when `e` is no such call.
    mutating func parentClosureCall(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty else { return nil }
        var name = callee
        if case .optionalChain(let inner) = callee.kind { name = inner }
        guard case .identifier(let n) = name.kind, n != dismissProperty, opaqueRoot(name) != nil,
              args.allSatisfy({ handsOutNothing($0.value) }) else { return nil }
        abstraction("\(n)(…) calls a closure the parent passes in: the parent's code, which does not change the screen's own state", at: loc)
        return []
    }
}

extension ScreenBuilder {
    /// The names a pattern binds (`case .loaded(let items)`, `let (a, b)`).
    static func boundNames(_ p: SwiftPattern) -> [String] {
        switch p.kind {
        case .identifier(let n): return n == "_" ? [] : [n]
        case .binding(_, let inner), .optional(let inner), .cast(let inner, _): return boundNames(inner)
        case .tuple(let elements): return elements.flatMap { boundNames($0.pattern) }
        case .enumCase(_, _, let arguments): return (arguments ?? []).flatMap { boundNames($0.pattern) }
        case .wildcard, .isType, .expression: return []
        }
    }

    /// `case .x(let y) = value` with `value` not understood and changing
    /// nothing: the assumption that it matches, its bound names opaque;
    /// nil in strict mode or when `value` may change the screen's state.
    mutating func unreadMatch(_ pattern: SwiftPattern, value: SwiftExpr, at loc: SourceLocation) -> Expr? {
        guard !configuration.strict, changesNothing(value) else { return nil }
        let test = assumption("case \(SwiftSyntaxDump.describe(pattern)) = \(SwiftSyntaxDump.describe(value))", at: loc)
        for n in Self.boundNames(pattern) { declare(n, .constant) }
        return test
    }

    /// A `switch` over a value the translation does not read and that
    /// changes nothing, as an `if`/`else if` chain of its cases, each
    /// matched by an assumption (``unreadMatch(_:value:at:)``): any case
    /// may be the one taken, whenever it is read. The last case (or
    /// `default`) is the final `else`, as a switch is exhaustive. Nil when
    /// the subject is understood, may change the state, or in strict mode.
    mutating func unreadSwitch(_ sw: SwiftSwitch, at loc: SourceLocation) -> SwiftIf? {
        guard !configuration.strict, !sw.cases.isEmpty, changesNothing(sw.subject) else { return nil }
        var probe = self
        // `switch failure { case .unauthorized: … }` of a caught error: which case it is, is assumed.
        let errorCases = sw.cases.allSatisfy { c in c.isDefault || c.items.allSatisfy { isErrorCasePattern($0.pattern, value: sw.subject) } }
        guard errorCases || probe.attempt({ $0.expression(sw.subject) }) == nil else { return nil }
        guard sw.cases.allSatisfy({ c in c.items.allSatisfy { $0.guardExpression == nil } }) else { return nil }
        // `default: break`: the case ends there, as the branch of an `if` does at its end.
        var sw = sw
        for k in sw.cases.indices {
            guard let body = Self.endingAtBreak(sw.cases[k].body) else { return nil }
            sw.cases[k].body = body
        }
        abstraction("switch over \(Self.brief(sw.subject)), a value the model does not read: each case may be taken (an assumption per case)", at: loc)
        var chain: SwiftElse?
        for (k, c) in sw.cases.enumerated().reversed() {
            // The last case binds its payload (`case .select(let binding)`): matched by an assumption too, so
            // its names are bound (opaque); that no case is taken is then one more behaviour, never one fewer.
            let binds = !c.isDefault && c.items.contains { !Self.boundNames($0.pattern).isEmpty }
            if (k == sw.cases.count - 1 && !binds) || c.isDefault {
                chain = .block(c.body, location: c.location)
                continue
            }
            let conditions = c.items.map { SwiftCondition.matching(pattern: $0.pattern, type: nil, value: sw.subject, location: c.location) }
            // `case .a, .b:` is either: one condition per pattern would need all; the first pattern stands for them.
            let branch = SwiftIf(conditions: [conditions[0]], body: c.body, elseBranch: chain)
            chain = .elseIf(branch, location: c.location)
        }
        switch chain {
        case .elseIf(let first, _)?: return first
        case .block(let body, _)?: return SwiftIf(conditions: [.expression(SwiftExpr(kind: .boolean(true), location: loc))], body: body, elseBranch: nil)
        case nil: return nil
        }
    }

    /// A switch case's statements up to its first `break` (which ends the
    /// case); nil when a `break` nested in an `if`, `guard` or `do` would
    /// end the switch from within (not read as a branch of an `if`).
    static func endingAtBreak(_ stmts: [SwiftStmt]) -> [SwiftStmt]? {
        func breaksOut(_ stmts: [SwiftStmt]) -> Bool {
            stmts.contains { s in
                switch s.kind {
                case .breakStmt(nil): return true
                case .ifStmt(let i): return i.branchBodies.contains(where: breaksOut)
                case .guardStmt(_, let body), .deferStmt(let body): return breaksOut(body)
                case .doStmt(let body, _, let catches): return breaksOut(body) || catches.contains { breaksOut($0.body) }
                default: return false
                }
            }
        }
        var out: [SwiftStmt] = []
        for s in stmts {
            if case .breakStmt(nil) = s.kind { return out }
            if breaksOut([s]) { return nil }
            out.append(s)
        }
        return out
    }
}
