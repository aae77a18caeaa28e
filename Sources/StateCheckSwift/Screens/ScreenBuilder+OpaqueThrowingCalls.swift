import StateCheckLanguage

// `try location.modelContext?.save()`, `try modelContext.save()`,
// `try store.remove(event, span: .thisEvent, commit: true)`: a synchronous
// call that may throw, on a value the screen does not decide (an input, an
// opaque property, a local built by another module), in async code. What
// the call does is code the translation does not read; what reaches the
// screen is whether it returns (with a value of another module) or throws
// into the code around it. It is read as an api the task awaits: the
// environment answers (the call returns) or fails (it throws), so both
// outcomes are explored. The await adds a suspension the real call does
// not have, where other events and a cancellation may come in: behaviours
// added, none dropped, so a `holds` stays a proof. A call handed the screen
// (`self`, a view model, a closure with effects) is not read this way, nor
// one in synchronous code (the model raises errors only through apis), nor
// any in strict mode.

extension ScreenBuilder {
    /// Code read in an async context (a `Task { … }`, a `.task { … }`):
    /// ``statements(_:)`` with ``asyncCode`` set.
    mutating func asyncStatements(_ stmts: [SwiftStmt]) -> [Stmt] {
        let saved = asyncCode
        asyncCode = true
        defer { asyncCode = saved }
        return statements(stmts)
    }

    /// The api call, awaited, that a synchronous `try` call on a value the
    /// screen does not decide is read as (see above); nil for any other
    /// call, outside async code, and in strict mode.
    mutating func opaqueThrowingCall(_ callee: SwiftExpr, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure],
                                     location loc: SourceLocation) -> Expr? {
        guard !configuration.strict, asyncCode, trying > 0, awaiting == 0, trailing.isEmpty,
              case .member(let base, let method) = callee.kind, let root = opaqueRoot(base),
              args.allSatisfy({ handsOutNothing($0.value) }) else { return nil }
        abstraction("\(SwiftSyntaxDump.describe(callee)) is a synchronous call that may throw, on \(root), a value the screen does not decide: an api the task awaits, which returns or throws", at: callee.location)
        guard let api = apiCall(typeName: Self.upperCamel(root), method: method, args: args, location: loc, calleeLocation: callee.location, mayThrow: true) else {
            return nil
        }
        return Expr(kind: .await(api), location: loc)
    }
}
