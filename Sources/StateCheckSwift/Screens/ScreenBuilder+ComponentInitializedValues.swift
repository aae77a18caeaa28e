import StateCheckLanguage

// `init(document: Binding<Document>) { _document = document; let asn = if let n = document.wrappedValue.asn { String(n) } else { "" }; _asn = State(initialValue: asn) }`,
// `saveLabel = String(localized: .save)`, `_viewModel = State(initialValue: ListModel(store: store))`:
// a component's initializer that stores more than its parameters. What it
// stores that way is computed once, when the caller's body creates the
// component, from values the caller holds; the model does not follow that
// computation, so it reads each such property as holding a value the screen
// does not decide:
//
// - a `@State` starts from an opaque value: tests of it are assumptions and
//   writes to it are not read, which allows every value it may hold (a
//   literal such as `.idle` or `false` is kept as its initial value instead);
// - a value property (`let`, `var` without a wrapper) is an input of the
//   screen, as one the caller passes an expression for;
// - a view model the component creates (`State(initialValue: Model(…))`,
//   `StateObject(wrappedValue: Model(…))`) is its own view model, as one
//   declared without an initial value is (``componentProperty``).
//
// Locals, `if` and `switch` (whose conditions start no work) are read as the
// stores they make, whichever branch runs. The statement must change nothing
// of the screen's state and hand out no binding; anything else is refused as
// before, and strict mode refuses all of it.

extension ScreenBuilder {
    /// The properties the initializer's statement `s` stores values the
    /// screen does not decide in, with those values (unwrapped from
    /// `State(initialValue:)` and the other wrappers); `[]` for a local it
    /// declares. `locals` are the names that are no properties (parameters,
    /// locals). Nil when `s` is no such statement.
    func initializedValues(_ s: SwiftStmt, locals: Set<String>) -> [(property: String, value: SwiftExpr)]? {
        func undecided(_ e: SwiftExpr) -> Bool { !hasEffects(e) && changesNothing(e) && !Self.handsOutBinding(e) }
        switch s.kind {
        case .declaration(let d):
            guard case .variable(let v) = d.kind, v.bindings.allSatisfy({ $0.accessors == nil && $0.initializer.map(undecided) ?? true }) else { return nil }
            return []
        case .expression(let e):
            guard case .binary("=", let target, let value) = e.kind, undecided(value) else { return nil }
            let property: String
            switch target.kind {
            case .member(let base, let name):
                guard case .identifier("self") = base.kind else { return nil }
                property = name
            case .identifier(let name) where !locals.contains(name):
                property = name.hasPrefix("_") ? String(name.dropFirst()) : name
            default:
                return nil
            }
            return [(property, Self.wrappedInitialValue(value) ?? value)]
        case .ifStmt(let i):
            return initializedValues(i, locals: locals)
        case .switchStmt(let sw):
            guard !hasEffects(sw.subject) else { return nil }
            var out: [(property: String, value: SwiftExpr)] = []
            for c in sw.cases {
                guard c.items.allSatisfy({ $0.guardExpression.map(undecided) ?? true }) else { return nil }
                let bound = locals.union(c.items.flatMap { Self.boundNames($0.pattern) })
                guard let stores = initializedValues(c.body, locals: bound) else { return nil }
                out += stores
            }
            return out
        default:
            return nil
        }
    }

    /// The stores of the branches of `i` (``initializedValues(_:locals:)``);
    /// nil when a condition starts work or a branch does anything else.
    func initializedValues(_ i: SwiftIf, locals: Set<String>) -> [(property: String, value: SwiftExpr)]? {
        var bound = locals
        for c in i.conditions {
            switch c {
            case .expression(let e):
                if hasEffects(e) { return nil }
            case .optionalBinding(_, let pattern, _, let value, _):
                if let value, hasEffects(value) { return nil }
                bound.formUnion(Self.boundNames(pattern))
            case .matching(let pattern, _, let value, _):
                if hasEffects(value) { return nil }
                bound.formUnion(Self.boundNames(pattern))
            case .availability:
                continue
            }
        }
        guard var out = initializedValues(i.body, locals: bound) else { return nil }
        switch i.elseBranch {
        case nil:
            return out
        case .block(let stmts, _)?:
            guard let more = initializedValues(stmts, locals: locals) else { return nil }
            out += more
        case .elseIf(let next, _)?:
            guard let more = initializedValues(next, locals: locals) else { return nil }
            out += more
        }
        return out
    }

    /// The stores of a block, its own locals among `locals` for the statements after them.
    func initializedValues(_ stmts: [SwiftStmt], locals: Set<String>) -> [(property: String, value: SwiftExpr)]? {
        var names = locals
        var out: [(property: String, value: SwiftExpr)] = []
        for s in stmts {
            if case .breakStmt(label: nil) = s.kind { continue }
            guard let stores = initializedValues(s, locals: names) else { return nil }
            names.formUnion(Self.declaredLocals([s]))
            out += stores
        }
        return out
    }

    /// `x` of `State(initialValue: x)`, `StateObject(wrappedValue: x)`, `.init(wrappedValue: x)`.
    static func wrappedInitialValue(_ e: SwiftExpr) -> SwiftExpr? {
        guard case .call(let callee, let args, let trailing) = e.kind, args.count == 1, trailing.isEmpty,
              args[0].label == "wrappedValue" || args[0].label == "initialValue" else { return nil }
        switch callee.kind {
        case .implicitMember("init"): return args[0].value
        case .identifier(let n) where ["State", "StateObject", "ObservedObject", "Bindable"].contains(n): return args[0].value
        default: return nil
        }
    }

    /// Whether every name the closure's body mentions is a type's (`{ EmptyView() }`, `{ Text("None") }`).
    static func namesOnlyTypes(_ c: SwiftClosure) -> Bool {
        var only = true
        for s in c.body {
            s.forEachExpression { x in
                if case .identifier(let n) = x.kind, n.first?.isUppercase != true { only = false }
            }
        }
        return only
    }

    /// Whether `e` is a literal the model reads as the initial value of a
    /// `@State` (`.idle`, `false`, `0`, `""`, `nil`, `[]`).
    static func isLiteralInitialValue(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .boolean, .integer, .nilLiteral, .implicitMember: return true
        case .string(let parts, _): return parts.allSatisfy { if case .text = $0 { return true } else { return false } }
        case .array(let elements): return elements.isEmpty
        default: return false
        }
    }

    /// Reads the component's property `p` its initializer sets to `value`,
    /// a value the screen does not decide (see above). Returns what the
    /// abstraction note says of it, or nil when refused (after a diagnostic).
    mutating func componentInitializedProperty(_ p: String, binding b: SwiftPatternBinding, decl m: SwiftDecl, value: SwiftExpr, component: String,
                                               index: Int, frame: inout ComponentFrame) -> String? {
        let attributes = Set(m.attributes.map(\.name))
        // `self.accessory = { EmptyView() }`: a closure the component's own code writes, read where it is written,
        // when it names only types: a parameter or property it named (`{ content($0) }` of a parameter `content`)
        // would be read as the component's property, which may be this very closure.
        if Self.isClosureType(b.type), !attributes.contains("Binding"), case .closure(let c) = value.kind, Self.namesOnlyTypes(c) {
            frame.closures[p] = BoundClosure(value: value, frame: index, owner: component)
            abstraction("the closure property \(p) of \(component) is set by its initializer to \(SwiftSyntaxDump.describe(value)): that closure, read in the component's code", at: value.location)
            return "\(p) to \(SwiftSyntaxDump.describe(value))"
        }
        if Self.isClosureType(b.type) || attributes.contains("Binding") {
            error("the property '\(p)' of component '\(component)' is set by its initializer to \(SwiftSyntaxDump.describe(value)); a closure or @Binding property is read only from a parameter of the initializer", at: m.location)
            return nil
        }
        if attributes.contains("State") {
            let unique = componentName(p, of: component)
            if unique != p {
                frame.renames[p] = unique
                abstraction("the state \(p) of component \(component) is the screen's \(unique): the screen uses '\(p)' already", at: m.location)
            }
            frame.ownState.append(unique)
            components.frames[index] = frame
            if Self.isLiteralInitialValue(value) {
                var initial = b
                initial.initializer = value
                abstraction("the state \(p) of \(component) starts from \(SwiftSyntaxDump.describe(value)), which its initializer sets", at: value.location)
                inFrame(index) { $0.stateVariable(name: unique, binding: initial, location: m.location) }
                return "\(p) to \(SwiftSyntaxDump.describe(value))"
            }
            _ = inFrame(index) { $0.opaqueProperty(unique, because: "the initializer of \(component) sets it to \(SwiftSyntaxDump.describe(value)), a value the screen does not decide", at: value.location) }
            return "\(p) to an opaque value"
        }
        guard m.attributes.isEmpty, !nameIsTaken(p) else {
            error("the property '\(p)' of component '\(component)' is set by its initializer to \(SwiftSyntaxDump.describe(value)); a property with a wrapper other than @State is read only from a parameter of the initializer", at: m.location)
            return nil
        }
        declaredInputs.insert(p)
        abstraction("the property \(p) of \(component) is set by its initializer to \(SwiftSyntaxDump.describe(value)), a value the screen does not decide: read as an input of the screen (shown, or tested by an assumption)", at: value.location)
        return "\(p) to an opaque value"
    }
}

extension ScreenBuilder {
    /// The literal every initializer of `type` sets its `@State` `name` to
    /// (`_isSaving = State(initialValue: false)`, `self._filter = .init(initialValue: .all)`),
    /// in a statement of its own outside any branch: the state's initial
    /// value, as if declared `= false`. Nil when some initializer sets it
    /// otherwise, in a branch or not at all, or when `type` declares none.
    static func literalSetByEveryInitializer(_ name: String, in type: SwiftTypeDecl) -> SwiftExpr? {
        let inits = type.members.flatMap(flatten).compactMap { m -> SwiftFunctionDecl? in
            if case .function(let f) = m.kind, f.name == "init" { return f }
            return nil
        }
        var found: SwiftExpr?
        for f in inits {
            var set: SwiftExpr?
            // Every mention of `_name` must be one of the stores read below: one in a branch (`if c { _flag = … }`) is not.
            var mentions = 0
            var stores = 0
            for s in f.body ?? [] {
                s.forEachExpression { x in
                    switch x.kind {
                    case .identifier(let n) where n == "_" + name: mentions += 1
                    case .member(let base, let n) where n == "_" + name: if case .identifier("self") = base.kind { mentions += 1 }
                    default: break
                    }
                }
            }
            for s in f.body ?? [] {
                guard case .expression(let e) = s.kind, case .binary("=", let target, let value) = e.kind else { continue }
                let property: String?
                switch target.kind {
                case .identifier(let n): property = n
                case .member(let base, let n): if case .identifier("self") = base.kind { property = n } else { property = nil }
                default: property = nil
                }
                guard property == "_" + name else { continue }
                guard let wrapped = wrappedInitialValue(value), isLiteralInitialValue(wrapped) else { return nil }
                set = wrapped
                stores += 1
            }
            guard let set, stores == mentions, found.map({ $0.kind == set.kind }) ?? true else { return nil }
            found = set
        }
        return found
    }
}
