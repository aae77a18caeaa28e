import StateCheckLanguage

// `@Published var query = "" { didSet { Task { await search() } } }`: Swift
// runs a stored property's `didSet` after every write to it, whoever writes
// (the code, a binding a TextField is given). The observer is read as a
// function of the screen (`didSet_query()`), called after every assignment
// to the property in the model, but in the observer itself (Swift does not
// run it again for its own writes). A property read opaque is written by
// code the model does not read, at any time: its observer is then an event
// of its own, at any time. (A `@State` property's observer runs only for
// writes through the property, not through `$x`; running it for those too
// is one more behaviour at most.) `willSet` runs before the write, seeing
// the old value: not read, refused.

extension ScreenBuilder {
    /// The function a stored property's `didSet` is read as, named after
    /// the property; nil (with a diagnostic for a `willSet`) when it has no
    /// observer, and in strict mode.
    mutating func observerFunction(_ name: String, _ b: SwiftPatternBinding, at loc: SourceLocation) -> SwiftFunctionDecl? {
        guard case .accessors(let list)? = b.accessors else { return nil }
        if let will = list.first(where: { $0.kind == "willSet" }) {
            error("the willSet of '\(name)' runs before each write, seeing the old value, which is not read; write it as a didSet (or a method the writers call)", at: will.body?.first?.location ?? loc)
            return nil
        }
        guard !configuration.strict, let did = list.first(where: { $0.kind == "didSet" }), let body = did.body, !body.isEmpty else { return nil }
        return SwiftFunctionDecl(name: "didSet_\(name)", genericParameters: [], parameters: [], effects: SwiftEffects(), result: nil, requirements: [], body: body)
    }

    /// Calls each observed property's observer after every assignment to
    /// it (as the file's comment says), or makes it an event of its own
    /// when the property is read opaque.
    mutating func callPropertyObservers() {
        for (variable, observer) in propertyObservers.sorted(by: { $0.key < $1.key }) {
            guard model.functions.contains(where: { $0.name == observer.function }) else {
                // An observer that changes nothing is not translated (``opaqueMethods``); any other must be.
                if opaqueMethods.contains(observer.function) {
                    abstraction("the didSet of \(variable) changes nothing of the screen's state: not read", at: observer.location)
                } else {
                    error("the didSet of '\(variable)' runs after each write to it, but its code is not read here; the screen is not checked", at: observer.location)
                }
                continue
            }
            let call = Stmt(kind: .expression(Expr(kind: .call(callee: Expr(kind: .identifier(observer.function), location: observer.location), arguments: []), location: observer.location)),
                            location: observer.location)
            guard stateVars[variable] != nil else {
                model.handlers.append(HandlerDecl(event: observer.function, kind: .sync, role: nil, condition: nil, body: [call], location: observer.location))
                abstraction("the didSet of \(variable) runs after each write; the property is written by code the model does not read: its didSet is the event \(observer.function), at any time", at: observer.location)
                continue
            }
            for i in model.functions.indices where model.functions[i].name != observer.function {
                model.functions[i].body = Self.calling(call, afterAssignmentsTo: [variable], in: model.functions[i].body)
            }
            for i in model.handlers.indices {
                model.handlers[i].body = Self.calling(call, afterAssignmentsTo: [variable], in: model.handlers[i].body)
            }
            abstraction("the didSet of \(variable) is the function \(observer.function), called after every write to \(variable)", at: observer.location)
        }
    }

    /// `stmts` with `call` after each assignment to one of `variables` (or
    /// to a part of it), and after each statement that calls a method named
    /// in `methods` on one (`state.fail()`), at any depth.
    static func calling(_ call: Stmt, afterAssignmentsTo variables: Set<String>, orCallsOf methods: Set<String> = [], in stmts: [Stmt]) -> [Stmt] {
        func rootName(_ e: Expr) -> String? {
            switch e.kind {
            case .identifier(let n): return n
            case .member(let base, _, _), .subscript(let base, _), .forceUnwrap(let base): return rootName(base)
            default: return nil
            }
        }
        func callsMethod(_ e: Expr) -> Bool {
            switch e.kind {
            case .await(let inner), .try(let inner, _): return callsMethod(inner)
            case .call(let callee, _):
                guard case .member(let base, let name, _) = callee.kind, methods.contains(name), let root = rootName(base) else { return false }
                return variables.contains(root)
            default: return false
            }
        }
        return rewriting(stmts) { s in
            if case .assign(let target, _, _) = s.kind, let root = rootName(target), variables.contains(root) { return [s, call] }
            if case .expression(let e) = s.kind, callsMethod(e) { return [s, call] }
            return [s]
        }
    }
}
