import StateCheckLanguage

// `name.trimmingCharacters(in: .whitespaces)`, `message.trim()`: a String
// method whose result is another String that the screen does not decide
// (the model has no text operations). The result is an opaque value, like
// an input: a test of it (`name.trim().isEmpty`) is an assumption explored
// both ways, a Bool property given it (`canSave = !name.trim().isEmpty`) is
// left at any value, a String property given it is read opaque from then on,
// and it may be passed to an api or a method of the screen (whose parameter
// is then opaque). Nothing decides the loading state from it silently: an
// enum property given it stays refused.

extension ScreenBuilder {
    /// String methods of Swift and Foundation whose result is a String
    /// computed from the receiver (and their common extensions, `trim()`).
    static let textResultMethods: Set<String> = [
        "trimmingCharacters", "trim", "trimmed", "lowercased", "uppercased", "capitalized",
        "replacingOccurrences", "appending", "prefix", "suffix", "dropFirst", "dropLast",
    ]

    /// The text an opaque String result is computed from (`name` in
    /// `name.trimmingCharacters(in: .whitespaces)`), or nil when `e` is no
    /// such call: a method of ``textResultMethods`` on a String the screen
    /// holds (or `trimmingCharacters(in:)`, whose receiver is text whatever
    /// it is), computed without effects. Nil in strict mode.
    func textResultRoot(_ e: SwiftExpr) -> String? {
        guard trimmedText(e) == nil else { return nil }
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty,
              case .member(let base, let method) = callee.kind, Self.textResultMethods.contains(method),
              changesNothing(base), args.allSatisfy({ changesNothing($0.value) }) else { return nil }
        var receiver = base
        while case .optionalChain(let inner) = receiver.kind { receiver = inner }
        let isText = isStringState(receiver) || textResultRoot(receiver) != nil
            || method == "trimmingCharacters" && args.count == 1 && args[0].label == "in"
        return isText ? "\(Self.brief(receiver)).\(method)(…)" : nil
    }
}

// `mode = pref.mode`, `sortOrder = settings.order`: an enum property of the
// screen given a value the screen does not decide holds any of its cases
// from then on. The assignment is read as a choice among the cases, each
// but the last taken when an assumption of its own says so (`if
// assume_pref_mode_is_compact { mode = .compact } else { mode = .full }`;
// `nil` too for an optional), so every case is explored. Only enums
// without payloads whose cases name no loading phase are read this way: a
// loading state (`.loading`, `.failed`, a case holding data or an error)
// given such a value stays refused, as a guessed phase would check nothing.

extension ScreenBuilder {
    /// Case names of a loading state: an enum with one of them is never
    /// given an arbitrary case.
    static let loadingPhaseNames: Set<String> = [
        "idle", "loading", "loaded", "reloading", "refreshing", "fetching", "failed", "failure", "error", "success",
        "empty", "ready", "content", "data", "notLoaded", "initial", "inProgress", "finished", "done",
    ]

    /// The statements `target = value` is read as when `target` is an enum
    /// property (``loadingPhaseNames`` aside) and `value` a value the screen
    /// does not decide, computed without effects; nil otherwise and in
    /// strict mode. With `setter`, each case is written through the setter
    /// the model calls where a local hides the property (`self.mode = mode`
    /// in a helper whose parameter `mode` is a value the screen does not
    /// decide: `set_mode(.login)`).
    mutating func anyCaseAssignment(to target: Expr, value: SwiftExpr, at loc: SourceLocation, setter: String? = nil) -> [Stmt]? {
        guard !configuration.strict, case .identifier(let name) = target.kind, let type = stateVars[name],
              changesNothing(value), decidedElsewhere(value) else { return nil }
        var optional = false
        var wrapped = type
        if case .optional(let inner) = type { optional = true; wrapped = inner }
        guard case .named(let enumName) = wrapped, let decl = model.enums.first(where: { $0.name == enumName }), !decl.isError,
              !decl.cases.isEmpty, decl.cases.allSatisfy({ $0.payload.isEmpty }),
              !decl.cases.contains(where: { Self.loadingPhaseNames.contains($0.name) }) else { return nil }
        let text = SwiftSyntaxDump.describe(value)
        var choices = decl.cases.map { (label: ".\($0.name)", value: Expr(kind: .implicitMember(name: $0.name, arguments: nil), location: loc)) }
        if optional { choices.append((label: "nil", value: Expr(kind: .nilLiteral, location: loc))) }
        func set(_ v: Expr) -> Stmt {
            guard let setter else { return Stmt(kind: .assign(target: target, op: .assign, value: v), location: loc) }
            let call = Expr(kind: .call(callee: Expr(kind: .identifier(setter), location: loc), arguments: [Argument(label: nil, value: v)]), location: loc)
            return Stmt(kind: .expression(call), location: loc)
        }
        var out = [set(choices[choices.count - 1].value)]
        for choice in choices.dropLast().reversed() {
            let test = assumption("\(text) is \(choice.label)", at: loc)
            out = [Stmt(kind: .ifStatement(conditions: [.boolean(test)], then: [set(choice.value)], elseBody: out, elseIsIf: out.count == 1 && out.first.map(Self.isIf) == true),
                        location: loc)]
        }
        abstraction("\(name) = \(Self.brief(value)): a value the screen does not decide, so any case of \(enumName)\(optional ? " or nil" : ""), each chosen by an assumption", at: loc)
        return out
    }

    /// Whether `s` is an `if` statement.
    static func isIf(_ s: Stmt) -> Bool {
        if case .ifStatement = s.kind { return true }
        return false
    }
}

extension ScreenBuilder {
    /// `var isValid: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }`,
    /// `var character: Character? { rows.first }`: a body of one expression
    /// (no assignment) in a function returning a value returns it, as Swift
    /// reads it. Read as `return …` before translation, so a test of a value
    /// the screen does not decide is returned as an assumption rather than
    /// dropped as a statement that changes nothing, and a value the model
    /// cannot compute makes the result opaque (``unreadResult(_:)``) rather
    /// than the function one without a `return`.
    static func implicitReturn(_ body: [SwiftStmt], result: TypeRef?) -> [SwiftStmt] {
        result == nil || result == .void ? body : returningItsExpression(body)
    }

    /// A body of one expression that is no assignment, as `return` of that
    /// expression (as Swift reads it), also where the body is one `switch`
    /// or `if`/`else` whose every branch is one expression (`switch self {
    /// case .cycles: String(localized: .cycles) … }`); any other body unchanged.
    static func returningItsExpression(_ body: [SwiftStmt]) -> [SwiftStmt] {
        guard body.count == 1 else { return body }
        return branchesReturned(body[0]).map { [$0] } ?? body
    }

    /// `s` with its value returned when it is an expression that is no
    /// assignment, or a `switch` or `if`/`else` each of whose branches is
    /// one (a `throw` may end a branch); nil otherwise.
    static func branchesReturned(_ s: SwiftStmt) -> SwiftStmt? {
        switch s.kind {
        case .expression(let e):
            if case .binary(let op, _, _) = e.kind, isAssignment(op) { return nil }
            return SwiftStmt(kind: .returnStmt(e), location: s.location)
        case .throwStmt:
            return s
        case .switchStmt(var sw):
            guard !sw.cases.isEmpty else { return nil }
            for i in sw.cases.indices {
                guard sw.cases[i].body.count == 1, let r = branchesReturned(sw.cases[i].body[0]) else { return nil }
                sw.cases[i].body = [r]
            }
            return SwiftStmt(kind: .switchStmt(sw), location: s.location)
        case .ifStmt(let i):
            return ifReturned(i).map { SwiftStmt(kind: .ifStmt($0), location: s.location) }
        default:
            return nil
        }
    }

    /// An `if` whose branches (an `else` required) each return their one expression.
    static func ifReturned(_ i: SwiftIf) -> SwiftIf? {
        guard i.body.count == 1, let body = branchesReturned(i.body[0]) else { return nil }
        var out = i
        out.body = [body]
        switch i.elseBranch {
        case .block(let stmts, let loc)?:
            guard stmts.count == 1, let r = branchesReturned(stmts[0]) else { return nil }
            out.elseBranch = .block([r], location: loc)
        case .elseIf(let inner, let loc)?:
            guard let r = ifReturned(inner) else { return nil }
            out.elseBranch = .elseIf(r, location: loc)
        case nil:
            return nil
        }
        return out
    }

    /// The String state `e` trims (`query` in `query.trimmingCharacters(in:
    /// .whitespaces)`), read as that state itself: the values the model gives
    /// a String (the letters an input view types, the literals the code
    /// writes) have no whitespace around them, so trimming changes none of
    /// them. Nil when the module writes text with whitespace around it
    /// (``SwiftModule/writesPaddedText``), and in strict mode.
    func trimmedText(_ e: SwiftExpr) -> SwiftExpr? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty,
              case .member(let base, "trimmingCharacters") = callee.kind, args.count == 1, args[0].label == "in",
              case .implicitMember(let set) = args[0].value.kind, set == "whitespaces" || set == "whitespacesAndNewlines",
              isStringState(base), !module.writesPaddedText else { return nil }
        return base
    }
}
