import StateCheckLanguage

// An argument handed to a view whose code is not read (a view the SwiftUI
// mapping does not name, or a view of the folder that can reach the
// screen's state) that could change the screen's state:
// - a value computed from reading methods and computed properties of the
//   screen or its view model (`Label(pickedItemTitle, …)`,
//   `SWTextField(userForm.placeholder(.email))`) is read when the view is
//   built and changes nothing: presentation;
// - a binding to data, a count or text of the screen (`$location.active`,
//   `$credentials.login`) lets the view write any value at any time while it
//   is shown: the bound property is opaque, as a binding handed to an
//   unknown modifier is (``opaqueBinding(_:)``); so does an input view
//   bound to a field of data (`Picker(selection: $barcode.quID)`), which
//   may set that field to any value;
// - a binding to an input of the screen (a `@Binding` of the parent's, an
//   `@AppStorage`) writes the parent's or the system's state, not read;
// - a method of the screen named as an action (`DeleteButton(action:
//   delete)`) is a closure calling it: an event, as a closure given is;
// Anything else stays refused, and so does everything in strict mode.

extension ScreenBuilder {
    /// What a view whose code is not read may do with a binding it is given.
    enum HandedBinding {
        /// The screen's property `name`, whose type may be read opaque.
        case opaque(String)
        /// An input of the screen (`name`): what the view writes is not the screen's state.
        case input(String)
        /// A property of the screen or its view model read opaque already
        /// (`@Published var startDate: Date`, of a type the model has no
        /// values of): it holds any value at any time, and writes to it are not read.
        case opaqueProperty(String)
    }

    /// The reading of a binding `e` handed to a view or modifier whose code
    /// is not read; nil for anything else (and in strict mode).
    func handedBinding(_ e: SwiftExpr) -> HandedBinding? {
        guard !configuration.strict else { return nil }
        var x = e
        var path: [String] = []
        while case .member(let base, let n) = x.kind { path.insert(n, at: 0); x = base }
        guard case .identifier(let id) = x.kind, id.hasPrefix("$"), id.count > 1, id.dropFirst().first?.isLetter == true else { return nil }
        let holder = String(id.dropFirst())
        let root: String
        if viewModelProperties.contains(holder) {
            guard let first = path.first else { return nil }
            root = member(first, of: holder)
        } else {
            guard let named = boundName(x, in: components.current, binding: true) else { return nil }
            root = named
        }
        guard local(root) == nil else { return nil }
        if assignedOpaque[root] != nil { return .opaque(root) }
        if let type = stateVars[root] { return Self.mayBeOpaque(type) || isChoiceEnum(type) ? .opaque(root) : nil }
        if opaqueInputs.contains(root) { return .opaqueProperty(root) }
        if let input = boundInput(e) { return .input(input) }
        return nil
    }

    /// Reads the argument `a` of the view `view` (shown at `element`), which
    /// ``hasEffects(_:)`` flags, as the file's comment says; false when it has
    /// no sound reading (the caller refuses) or is found opaque only in this
    /// pass (the next pass reads it).
    mutating func handedOutArgument(_ a: SwiftArgument, view: String, element: SourceLocation) -> Bool {
        guard !configuration.strict else { return false }
        let shown = SwiftSyntaxDump.describe(a.value)
        if readsOnly(a.value, visiting: []) {
            presentation("'\(view)' is given \(shown), read when the view is built: it changes nothing", at: a.value.location)
            return true
        }
        switch handedBinding(a.value) {
        case .opaque(let v)?:
            return writtenByUnreadCode(v, noted: a.value.location, reading: "'\(view)' is given \(shown), through which it may write any value while it is shown: \(v) is opaque", at: a.value.location)
        case .input(let root)?:
            abstraction("'\(view)' is given \(shown), a binding to \(root), an input of the screen: what it writes is the parent's or the system's state, not read", at: a.value.location)
            return true
        case .opaqueProperty(let root)?:
            abstraction("'\(view)' is given \(shown), a binding to \(root), which is opaque (any value at any time): what it writes is not read", at: a.value.location)
            return true
        case nil:
            return false
        }
    }

    /// Whether `e` only reads: whatever ``mayChange(_:locals:)`` flags in it
    /// is a method or computed property of the screen or its view model
    /// whose body only reads, at any depth (`visiting`: those being read).
    func readsOnly(_ e: SwiftExpr, visiting: Set<String>) -> Bool {
        var ok = true
        e.forEachExpression { x in
            guard ok, mayChange(x, locals: []) else { return }
            ok = readingReference(x, visiting: visiting)
        }
        return ok
    }

    /// Whether the statements `stmts` only read (``readsOnly(_:visiting:)``);
    /// the locals they declare are theirs to change.
    func readsOnly(_ stmts: [SwiftStmt], visiting: Set<String>, viewModel: Bool) -> Bool {
        let locals = Self.declaredLocals(stmts)
        var ok = true
        for s in stmts where ok {
            s.forEachExpression { x in
                guard ok else { return }
                // A view model's own calls (`reload()`, `self.reload()`) are not the screen's names: refused.
                if viewModel, case .call(let callee, _, _) = x.kind {
                    switch callee.kind {
                    case .identifier(let n) where n.first?.isLowercase == true: ok = false; return
                    case .member(let base, _): if case .identifier("self") = base.kind { ok = false; return }
                    default: break
                    }
                }
                guard mayChange(x, locals: locals) else { return }
                ok = !viewModel && readingReference(x, visiting: visiting)
            }
        }
        return ok
    }

    /// Whether `x`, flagged by ``mayChange(_:locals:)``, is a read of a
    /// method or computed property of the screen or its view model whose
    /// every declaration only reads.
    func readingReference(_ x: SwiftExpr, visiting: Set<String>) -> Bool {
        var name: String?
        switch x.kind {
        case .identifier(let n) where methodNames.contains(n) && !n.hasPrefix("$"):
            name = n
        case .call(let callee, _, _):
            switch callee.kind {
            case .identifier(let n) where methodNames.contains(n): name = n
            case .member(let base, let m):
                if case .identifier(let h) = base.kind {
                    if h == "self", methodNames.contains(m) { name = m }
                    if viewModelProperties.contains(h) { name = member(m, of: h) }
                }
            default: break
            }
        default: break
        }
        guard let name, !visiting.contains(name) else { return false }
        let bodies = methodBodies(name)
        guard !bodies.isEmpty else { return false }
        return bodies.allSatisfy { body in
            guard let stmts = body.stmts else { return false }
            return readsOnly(stmts, visiting: visiting.union([name]), viewModel: body.viewModel)
        }
    }

    /// The bodies of the screen's methods and computed properties named
    /// `name`, and of its view models' (by their model names); a declaration
    /// without a body is nil.
    func methodBodies(_ name: String) -> [(stmts: [SwiftStmt]?, viewModel: Bool)] {
        var out: [(stmts: [SwiftStmt]?, viewModel: Bool)] = []
        for d in allMembers(of: screen) {
            switch d.kind {
            case .function(let f) where f.name == name: out.append((f.body, false))
            default: continue
            }
        }
        for (f, _) in computedMethods where f.name == name { out.append((f.body, false)) }
        for (f, _, _, property) in viewModelMethods where member(f.name, of: property) == name { out.append((f.body, true)) }
        return out
    }

    /// An input view (or `.searchable`) bound to a field of data of the
    /// screen (`Picker(selection: $barcode.quID)`), which may write any value
    /// into it while it is shown: true when the property is read opaque in
    /// this pass (no events: writes to it are not read); otherwise false,
    /// and the property is noted for the next pass to read opaque.
    mutating func opaqueInputBinding(_ binding: SwiftExpr, view: String, at loc: SourceLocation) -> Bool {
        guard case .opaque(let v)? = handedBinding(binding) else { return false }
        return writtenByUnreadCode(v, noted: binding.location, reading: "\(view) is bound to \(SwiftSyntaxDump.describe(binding)): it may write any value while it is shown, and \(v) is opaque", at: loc)
    }

    /// `DeleteButton(for: "Tag", action: delete)`: a method of the screen
    /// named where a view takes an action, read as the closure `{ delete() }`;
    /// one with parameters (`deleteClbk: deleteComment` of `func
    /// deleteComment(with id: Int)`) as `{ value0 in deleteComment(with:
    /// value0) }`, called with values the view chooses; `cond ? start :
    /// request` of two such methods (or closures) as `{ if cond { start() }
    /// else { request() } }`. Nil for anything else (overloads, a computed
    /// property, a local), and in strict mode.
    func namedAction(_ e: SwiftExpr) -> SwiftClosure? {
        // `action: phase == .ready ? startBattle : requestBattle`: the action chosen by the condition as the view
        // is drawn, which SwiftUI does again whenever the state the condition reads changes.
        // Either may be written as the closure itself (`: { Task { await model.request() } }`).
        if !configuration.strict, case .ternary(let condition, let then, let otherwise) = e.kind,
           let first = namedAction(then) ?? Self.closureLiteral(then), let second = namedAction(otherwise) ?? Self.closureLiteral(otherwise),
           first.parameters == nil, second.parameters == nil {
            let choice = SwiftIf(conditions: [.expression(condition)], body: first.body, elseBranch: .block(second.body, location: otherwise.location))
            return SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil,
                                body: [SwiftStmt(kind: .ifStmt(choice), location: e.location)], location: e.location)
        }
        // `MenuContent(dismiss: dismiss)` of the screen's `DismissAction`: the view may call it, closing the screen.
        if !configuration.strict, case .identifier(let n) = e.kind, n == dismissProperty, local(n) == nil, !isComponentValue(n) {
            return Self.callingClosure(e)
        }
        guard !configuration.strict, case .identifier(let n) = e.kind, methodNames.contains(n), !computedProperties.contains(n),
              local(n) == nil, !isComponentValue(n) else { return nil }
        let declared = screenFunctions(named: n)
        guard !declared.isEmpty else { return nil }
        if declared.allSatisfy({ $0.parameters.isEmpty }) { return Self.callingClosure(e) }
        // `reportClbk: reportComment` of `func reportComment(_ comment: Comment)`: called with values the view
        // chooses, which the action reads as values the screen does not decide.
        guard declared.count == 1, let f = declared.first else { return nil }
        return Self.callingClosure(e, labels: Self.argumentLabels(f))
    }

    /// Whether `name`, read in a component's code, is one of its value
    /// properties bound to what the caller gives (`isLoading` of a
    /// `ViewModifier` given the screen's computed `isLoading`): a value,
    /// never a reference to the screen's method of that name.
    func isComponentValue(_ name: String) -> Bool {
        guard let i = components.current else { return false }
        let frame = components.frames[i]
        return frame.renames[name] != nil || frame.substitutions[name] != nil || frame.values.contains { $0.property == name }
    }
}
