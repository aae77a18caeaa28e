import StateCheckLanguage

// `if failed { ErrorView() }`, `case .failed: ErrorView()`: an error view in a
// branch that binds no error shows a message of its own, whatever error made
// the screen fail. Which error that was matters to one property: a screen
// whose load is cancelled as it leaves (`guard let album = try? await
// api.album(id) else { failed = true; return }`) shows the error view when it
// comes back, although nothing failed. So the view is read as showing the
// error its code had last stopped when it last set what the view's branch
// tests. Two variables of the model (`Error?`, nil at first) hold it:
//
// - `lastCaughtError`, the last error the code stopped. Each `catch` sets it
//   to the error it catches (`catch`, `catch let e`, `catch let e as
//   CancellationError`). A `try?` that gave nil stopped a `CancellationError`
//   in a cancelled task (an api's failure in a cancelled task is one) and a
//   `URLError` in any other: at the start of the `else` of a `guard` or an
//   `if` whose conditions hold the `try?`, and in a clause that binds no
//   error (`catch is URLError`), the variable becomes nil, then `do { try
//   Task.checkCancellation() } catch { lastCaughtError = error }` records the
//   cancellation. After any other statement that holds a `try?` (`items =
//   (try? await api.items()) ?? []`), and before a `return` of one, whether
//   it gave nil is not known: only the cancellation is recorded.
// - `caughtErrorShown`, what the error views show: `lastCaughtError` as it is
//   after each write to a variable that a condition or a subject of their
//   branches reads (`failed`, `state`; any variable where they read none),
//   an assignment or a call of a mutating method (`state.fail()`).
//
// A `catch` and a `try?` are the only ways a model's code stops an error, and
// a screen sets its failure after stopping the error (`catch { failed = true
// }`), so an error view shown because of a cancellation shows a
// `CancellationError`: `silentCancellation` sees it. A screen that shows no
// error for a cancellation (`else { if !Task.isCancelled { failed = true }
// }`) shows the nil or error its failures record, even when a cancelled task
// stops its error later. A failure set where no error was stopped
// (`guard !items.isEmpty else { failed = true }`) shows the last one stopped:
// a violation may then be one the real screen does not have. A `try?`
// elsewhere (a loop's condition, a `switch`'s subject, a `throw`), or a
// `catch` or `try?` in a method of an enum or a data type, keeps the error
// view refused.

/// The variables an error view without an error of its own is read with
/// (the comment of `ScreenBuilder+LastCaughtError.swift`).
struct CaughtErrorReading {
    /// The last error the code stopped.
    var recorded: String
    /// The error the error views show.
    var shown: String
    /// The variables whose writes make `shown` the last error stopped; every
    /// variable when `everyVariable`.
    var triggers: Set<String> = []
    var everyVariable = false
    /// The error views read so, with where they are.
    var views: [(view: String, location: SourceLocation)] = []
}

extension ScreenBuilder {
    /// The error an error view `view` without an error of its own shows, in
    /// a branch whose conditions read `tested`: the screen's last caught
    /// error as its branch was last set (the file's comment), its two
    /// variables declared the first time. Nil in strict mode.
    mutating func lastCaughtError(shownBy view: String, tested: Set<String>, at loc: SourceLocation) -> ErrorSource? {
        guard !configuration.strict else { return nil }
        if caughtErrorReading == nil {
            var taken = Set(model.variables.map(\.name)).union(stateVars.keys).union(model.functions.map(\.name))
            func fresh(_ base: String) -> String {
                var name = base
                while taken.contains(name) { name += "_" }
                taken.insert(name)
                model.variables.append(VariableDecl(name: name, type: .optional(.error), initial: Expr(kind: .nilLiteral, location: loc), location: loc))
                return name
            }
            caughtErrorReading = CaughtErrorReading(recorded: fresh("lastCaughtError"), shown: fresh("caughtErrorShown"))
        }
        guard var reading = caughtErrorReading else { return nil }
        reading.triggers.formUnion(tested)
        reading.everyVariable = reading.everyVariable || tested.isEmpty
        reading.views.append((view, loc))
        caughtErrorReading = reading
        return .lastCaught(Expr(kind: .identifier(reading.shown), location: loc))
    }

    /// The model variables `conditions` read (a computed property's
    /// function counts as every variable it reads, which is not known
    /// here: then every variable).
    func variablesRead(by conditions: [Condition]) -> Set<String> {
        let variables = Set(model.variables.map(\.name)).union(stateVars.keys)
        var read: Set<String> = []
        var callsFunction = false
        for c in conditions {
            Self.forEachOwnExpression(Self.expression(of: c)) { e in
                switch e.kind {
                case .identifier(let n) where variables.contains(n): read.insert(n)
                case .call(let callee, _): if case .identifier(let f) = callee.kind, !variables.contains(f) { callsFunction = true }
                default: break
                }
            }
        }
        return callsFunction ? [] : read
    }

    /// Records the last caught error in every function and handler of the
    /// model, and what the error views show, once the code is read
    /// (`finish()`); refuses each error view read so when a `try?` stands
    /// where its error cannot be followed.
    mutating func recordCaughtErrors() {
        guard let reading = caughtErrorReading else { return }
        var unfollowed: [SourceLocation] = []
        let triggers = reading.everyVariable ? Set(model.variables.map(\.name)).subtracting([reading.recorded, reading.shown]) : reading.triggers
        let loc = reading.views.first?.location ?? screen.outer.location
        let snapshot = Stmt(kind: .assign(target: Expr(kind: .identifier(reading.shown), location: loc), op: .assign,
                                          value: Expr(kind: .identifier(reading.recorded), location: loc)), location: loc)
        // A mutating method of a tested variable's type writes it too (`state.fail()`).
        let mutating = Set(model.extensions.flatMap { $0.methods.filter(\.isMutating).map(\.name) })
        func recorded(_ body: [Stmt]) -> [Stmt] {
            let stopping = Self.recordingCaughtErrors(body, into: reading.recorded, unfollowed: &unfollowed)
            return Self.calling(snapshot, afterAssignmentsTo: triggers, orCallsOf: mutating, in: stopping)
        }
        for i in model.functions.indices { model.functions[i].body = recorded(model.functions[i].body) }
        for i in model.handlers.indices { model.handlers[i].body = recorded(model.handlers[i].body) }
        for x in model.extensions {
            for body in x.properties.map(\.body) + x.methods.map(\.body) { Self.stopsErrors(body, at: &unfollowed) }
        }
        if let first = unfollowed.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            for (view, loc) in reading.views {
                error("the error view '\(view)' is in a branch that holds no error, and the error it shows cannot be followed: the code stops an error where it is not read (a try? or a catch at \(first.line):\(first.column), in a loop's condition, a switch's subject or a method of a type); bind an error in the branch (case .failure(let error), if let error)", at: loc)
            }
            return
        }
        let written = triggers.sorted().joined(separator: ", ")
        for (view, loc) in reading.views {
            abstraction("\(view) binds no error: it shows the error the code last stopped (\(reading.recorded): each catch's, or a cancellation a try? stopped) as it was at the last write to \(written) (\(reading.shown)), so that a cancellation that led here is seen", at: loc)
        }
    }

    /// `stmts` with the last caught error recorded into `name` wherever an
    /// error is stopped (the file's comment); where a `try?` stands whose
    /// error cannot be followed, its location is added to `unfollowed`.
    static func recordingCaughtErrors(_ stmts: [Stmt], into name: String, unfollowed: inout [SourceLocation]) -> [Stmt] {
        rewriting(stmts) { s in
            let loc = s.location
            let variable = Expr(kind: .identifier(name), location: loc)
            func record(_ error: String) -> Stmt {
                Stmt(kind: .assign(target: variable, op: .assign, value: Expr(kind: .identifier(error), location: loc)), location: loc)
            }
            let cancellation = Stmt(kind: .doCatch(
                body: [Stmt(kind: .expression(Expr(kind: .try(Expr(kind: .taskCheckCancellation, location: loc), optional: false), location: loc)), location: loc)],
                catchBody: [record("error")]), location: loc)
            // Where an error was surely stopped: none known (a URLError), or a cancellation in a cancelled task.
            let stopped = [Stmt(kind: .assign(target: variable, op: .assign, value: Expr(kind: .nilLiteral, location: loc)), location: loc), cancellation]
            var s = s
            switch s.kind {
            case .doCatch(let body, let catchBody):
                s.kind = .doCatch(body: body, catchBody: [record("error")] + catchBody)
            case .doCatchClauses(let body, let clauses):
                s.kind = .doCatchClauses(body: body, clauses: clauses.map { c in
                    var c = c
                    switch c.pattern {
                    case .any: c.body.insert(record("error"), at: 0)
                    case .binding(let e): c.body.insert(record(e), at: 0)
                    case .cast(let e, let type) where type == "CancellationError" || type == "URLError": c.body.insert(record(e), at: 0)
                    case .cast, .isType, .enumCase: c.body.insert(contentsOf: stopped, at: 0)
                    }
                    return c
                })
            case .guardStatement(let conditions, let elseBody) where conditions.contains(where: optionalTry):
                s.kind = .guardStatement(conditions: conditions, elseBody: stopped + elseBody)
            case .ifStatement(let conditions, let then, let elseBody, _) where conditions.contains(where: optionalTry):
                s.kind = .ifStatement(conditions: conditions, then: then, elseBody: stopped + (elseBody ?? []), elseIsIf: false)
            case .local(_, _, _, let value?) where optionalTry(value):
                return [s, cancellation]
            case .assign(_, _, let value) where optionalTry(value):
                return [s, cancellation]
            case .expression(let e) where optionalTry(e):
                return [s, cancellation]
            case .returnStatement(let value?) where optionalTry(value):
                let kept = "caughtValue_"
                return [Stmt(kind: .local(isLet: true, name: kept, type: nil, value: value), location: loc), cancellation,
                        Stmt(kind: .returnStatement(Expr(kind: .identifier(kept), location: loc)), location: loc)]
            default:
                // A loop's condition, a `switch`'s subject, a `for`'s range, a `throw`.
                if ownExpressions(of: s).contains(where: optionalTry) { unfollowed.append(loc) }
            }
            return [s]
        }
    }

    /// Adds to `found` where `stmts` (a method of a type of the model) stop
    /// an error: a `catch`, or a `try?` in any statement.
    static func stopsErrors(_ stmts: [Stmt], at found: inout [SourceLocation]) {
        _ = rewriting(stmts) { s in
            switch s.kind {
            case .doCatch, .doCatchClauses: found.append(s.location)
            default: if ownExpressions(of: s).contains(where: optionalTry) { found.append(s.location) }
            }
            return [s]
        }
    }

    /// The expressions a statement holds itself, not in its blocks: a
    /// value, conditions, a subject, a range.
    static func ownExpressions(of s: Stmt) -> [Expr] {
        switch s.kind {
        case .local(_, _, _, let value): return value.map { [$0] } ?? []
        case .returnStatement(let value): return value.map { [$0] } ?? []
        case .assign(_, _, let e), .expression(let e), .switchStatement(let e, _), .forLoop(_, let e, _), .throwStatement(let e): return [e]
        case .ifStatement(let conditions, _, _, _), .guardStatement(let conditions, _), .whileLoop(let conditions, _): return conditions.map(expression(of:))
        case .doCatch, .doCatchClauses, .deferStatement, .noEffectCall, .spawnTask, .breakStatement, .continueStatement: return []
        }
    }

    /// The expression a condition tests or binds.
    static func expression(of c: Condition) -> Expr {
        switch c {
        case .boolean(let e), .optionalBinding(_, let e, _), .matches(_, let e): return e
        }
    }

    /// Whether a condition holds a `try?` of its own.
    static func optionalTry(_ c: Condition) -> Bool {
        optionalTry(expression(of: c))
    }

    /// Whether `e` holds a `try?` of its own (``forEachOwnExpression(_:_:)``).
    static func optionalTry(_ e: Expr) -> Bool {
        var found = false
        forEachOwnExpression(e) { if case .try(_, optional: true) = $0.kind { found = true } }
        return found
    }

    /// `e` and the expressions it is made of, outside the bodies of the
    /// closures, tasks and continuations in it (their statements are walked
    /// on their own).
    static func forEachOwnExpression(_ e: Expr, _ visit: (Expr) -> Void) {
        visit(e)
        switch e.kind {
        case .implicitMember(_, let args): for a in args ?? [] { forEachOwnExpression(a.value, visit) }
        case .member(let base, _, _), .unary(_, let base), .isType(let base, _), .await(let base), .forceUnwrap(let base), .try(let base, _):
            forEachOwnExpression(base, visit)
        case .call(let callee, let args):
            forEachOwnExpression(callee, visit)
            for a in args { forEachOwnExpression(a.value, visit) }
        case .binary(_, let l, let r), .subscript(let l, let r):
            forEachOwnExpression(l, visit)
            forEachOwnExpression(r, visit)
        case .ternary(let c, let t, let f):
            for x in [c, t, f] { forEachOwnExpression(x, visit) }
        case .withCheckedContinuation, .spawnValue, .closure, .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral,
             .identifier, .taskIsCancelled, .taskCheckCancellation, .taskSleep, .mainActorHop, .dismissScreen:
            break
        }
    }
}
