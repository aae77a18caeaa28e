import StateCheckLanguage

// A struct or class of the folder declared `: Error` (`struct FeedError:
// Error { let message: String }`) is an error, not data: a state case
// holding one is an error case, and a view showing it shows an error.
// Building one from the error a `catch` caught (`FeedError(message:
// error.localizedDescription)`) keeps that error: a cancellation wrapped in
// one is still shown, which is what a cancelled load's properties must see.
// Built from nothing caught, it is one error of its own, never a cancellation.

extension ScreenBuilder {
    /// Whether `decl` is a struct, class or actor of the folder declared
    /// `: Error` or `: LocalizedError`.
    static func isErrorStruct(_ decl: SwiftTypeDecl) -> Bool {
        switch decl.keyword {
        case .structKeyword, .classKeyword, .actorKeyword:
            return decl.inheritance.contains { errorProtocols.contains($0.simpleName ?? "") }
        case .enumKeyword, .protocolKeyword, .extensionKeyword:
            return false
        }
    }

    /// `FeedError(…)` of an error struct of the folder (``isErrorStruct(_:)``):
    /// the caught error it wraps, or the struct's own error when it wraps
    /// none; `.none` when `callee` names no error struct.
    mutating func errorStructCall(_ callee: SwiftExpr, _ args: [SwiftArgument], location loc: SourceLocation) -> ConcurrencyCall {
        if let made = foreignErrorCall(callee, args, location: loc) { return made }
        guard !configuration.strict, case .identifier(let typeName) = callee.kind, local(typeName) == nil, stateVars[typeName] == nil,
              let decl = module.type(named: typeName, from: file), Self.isErrorStruct(decl.decl) else { return .none }
        let wrapped = args.compactMap { Self.wrappedError($0.value) }
        if let inner = wrapped.first, wrapped.count == 1 {
            abstraction("\(typeName)(…) wraps the error \(SwiftSyntaxDump.describe(inner)): read as that error itself (a cancellation it wraps stays a cancellation)", at: callee.location)
            guard let e = expression(inner) else { return .diagnosed }
            return .translated(e)
        }
        guard wrapped.isEmpty, args.allSatisfy({ changesNothing($0.value) }) else { return .none }
        abstraction("\(typeName)(…) wraps no caught error: one error of its own (\(typeName).\(Self.errorStructCase)), never a cancellation", at: callee.location)
        return .translated(madeError(typeName, declaredAt: decl.outer.location, at: loc))
    }

    /// `throw URLError(.userAuthenticationRequired)`, `NSError(domain: …)`:
    /// an error of Foundation built from no caught error, where the folder
    /// declares no type of that name. It is one error of its own
    /// (`ThrownURLError.made`), never a cancellation, as an error struct of
    /// the folder built so is; nil for any other call (one that may wrap a
    /// caught error included).
    mutating func foreignErrorCall(_ callee: SwiftExpr, _ args: [SwiftArgument], location loc: SourceLocation) -> ConcurrencyCall? {
        guard !configuration.strict, case .identifier(let typeName) = callee.kind, Self.foundationErrors.contains(typeName),
              local(typeName) == nil, stateVars[typeName] == nil, module.type(named: typeName, from: file) == nil,
              args.allSatisfy({ changesNothing($0.value) }), Self.wrappedErrorArguments(args).isEmpty else { return nil }
        let made = foreignError(typeName, at: loc)
        abstraction("\(typeName)(…) builds an error of Foundation from no caught error: one error of its own (Thrown\(typeName).\(Self.errorStructCase)), never a cancellation", at: callee.location)
        return .translated(made)
    }

    /// The one error of its own that stands for errors of the type
    /// `typeName`, which the folder does not declare: `Thrown<typeName>.made`,
    /// its enum added to the model the first time.
    mutating func foreignError(_ typeName: String, at loc: SourceLocation) -> Expr {
        madeError("Thrown" + typeName, declaredAt: loc, at: loc)
    }

    /// `name.made`: the one error of its own the error enum `name` holds,
    /// the enum (declared at `declaration`) added to the model the first time.
    mutating func madeError(_ name: String, declaredAt declaration: SourceLocation, at loc: SourceLocation) -> Expr {
        if !model.enums.contains(where: { $0.name == name }) {
            let made = EnumCaseDecl(name: Self.errorStructCase, payload: [], location: declaration)
            model.enums.append(EnumDecl(name: name, cases: [made], location: declaration, isError: true))
        }
        return Expr(kind: .member(base: Expr(kind: .identifier(name), location: loc), name: Self.errorStructCase, optional: false), location: loc)
    }

    /// The errors of Foundation code builds of its own (a cancellation is not one of them).
    static let foundationErrors: Set<String> = ["URLError", "NSError", "CocoaError"]

    /// Whether `e` mentions `error`, the error a `catch` caught.
    static func mentionsCaughtError(_ e: SwiftExpr) -> Bool {
        var found = false
        e.forEachExpression { if case .identifier("error") = $0.kind { found = true } }
        return found
    }

    /// The one case of the error enum that stands for an error struct built
    /// from no caught error.
    static let errorStructCase = "made"

    /// The caught error an argument of an error struct's initializer carries:
    /// its description (``describedError(_:)``) or the error itself, a name
    /// spelled as one (`error`, `underlyingError`).
    static func wrappedError(_ e: SwiftExpr) -> SwiftExpr? {
        if let described = describedError(e) { return described }
        if case .identifier(let name) = e.kind, name == "error" || name.hasSuffix("Error") { return e }
        return nil
    }
}
