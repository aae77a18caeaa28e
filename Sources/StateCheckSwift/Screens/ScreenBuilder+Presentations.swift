import StateCheckLanguage

/// A modal presentation of the screen's root view (`.alert`, `.confirmationDialog`,
/// `.sheet`, `.fullScreenCover`, `.popover`): shown while `shown` holds; while it is, only its own events
/// (``events``) reach the screen, since SwiftUI routes no touch to the view beneath.
struct PresentationGate {
    /// When the presentation is shown: `showError`, `orderToDelete != nil`.
    var shown: Expr
    /// The events of its buttons (and its dismissal), which stay enabled while it is shown.
    var events: Set<String>
}

/// How a presentation is bound: the state variable, and how it is tested and reset.
struct PresentationBinding {
    /// The bound `@State` variable (`showError` for `$showError`).
    var variable: String
    /// `item:` (an optional, reset to nil) rather than `isPresented:` (a Bool, reset to false).
    var isItem: Bool
    /// The variable's type.
    var type: TypeRef
    /// `isPresented:` bound to a `Binding<Bool>` viewing the optional (`$opt.mappedToBool()`):
    /// the actions closure's parameter is not the item.
    var viewedAsBool = false
    /// `isPresented: Binding(get: { … }, set: { … })` written by hand: what
    /// the getter reads, and the setter's code run with `false`.
    var handWritten: (shown: Expr, dismissal: [Stmt])? = nil

    /// `showError`, or `item != nil`, or what a hand-written getter reads.
    func shown(at loc: SourceLocation) -> Expr {
        if let handWritten { return handWritten.shown }
        let v = Expr(kind: .identifier(variable), location: loc)
        return isItem ? Expr(kind: .binary(.notEqual, v, Expr(kind: .nilLiteral, location: loc)), location: loc) : v
    }

    /// `showError = false`, or `item = nil`: what SwiftUI writes as the
    /// presentation is dismissed (a hand-written setter's code, in a block of its own).
    func reset(at loc: SourceLocation) -> Stmt {
        if let handWritten { return ScreenBuilder.block(handWritten.dismissal, at: loc) }
        let value = isItem ? Expr(kind: .nilLiteral, location: loc) : Expr(kind: .boolLiteral(false), location: loc)
        return Stmt(kind: .assign(target: Expr(kind: .identifier(variable), location: loc), op: .assign, value: value), location: loc)
    }
}

extension ScreenBuilder {
    /// The modifiers read as presentations.
    static let presentationModifiers: Set<String> = ["alert", "confirmationDialog", "sheet", "fullScreenCover", "popover"]

    /// The presentations of another view: the mark each shows while presented,
    /// and the event that closes it from the presented side (the user swiping a
    /// sheet down, tapping outside a popover, or the cover's own close button).
    static let presentedViews: [String: (mark: String, dismissal: String, how: String)] = [
        "sheet": ("sheet", "dismissSheet", "the user swiping it down"),
        "fullScreenCover": ("fullScreenCover", "dismissFullScreenCover", "the covering view closing itself (a full-screen cover cannot be swiped away)"),
        "popover": ("popover", "dismissPopover", "the user tapping outside it (on a compact width it is a sheet, swiped down)"),
    ]

    /// `.alert(…)`, `.confirmationDialog(…)`, `.sheet(…)`, `.fullScreenCover(…)` and
    /// `.popover(…)` on the root view (or on a view inside it, shown while that view is): an
    /// element shown while the binding is set (`alert(title)` for an alert and for
    /// a dialog, `mark("sheet")` for a sheet, `mark("fullScreenCover")`,
    /// `mark("popover")`), and one event per button, whose body
    /// first resets the binding (SwiftUI dismisses the presentation as the button is
    /// tapped) and then runs the button's action.
    ///
    /// On an inner view (`inner`), the screen's other events wait while the
    /// presentation's element is shown (its first event's `…IsShown()`), not
    /// merely while the binding is set: the view holding it may be gone.
    mutating func presentation(_ m: Modifier, view: inout [Stmt], inner: Bool = false) {
        let loc = m.location
        let form: String
        switch m.name {
        case "alert": form = ".alert(\"Title\", isPresented: $flag) { Button(\"OK\") { … } }, or .alert(item: $item) { item in Alert(…) }"
        case "confirmationDialog": form = ".confirmationDialog(\"Title\", isPresented: $flag) { Button(\"Delete\", role: .destructive) { … } }"
        default: form = ".\(m.name)(isPresented: $flag) { SomeView(…) } or .\(m.name)(item: $item) { item in SomeView(item: item) }"
        }
        guard let binding = presentationBinding(m, form: form) else { return }
        let shown = binding.shown(at: loc)
        let eventsBefore = Set(pendingEvents.map(\.name))
        var element: Stmt
        switch m.name {
        case "sheet", "fullScreenCover", "popover":
            guard let presented = Self.presentedViews[m.name], sheetContent(m, binding: binding) else { return }
            element = self.element("mark", [Expr(kind: .stringLiteral(presented.mark), location: loc)], at: loc)
            let name = uniqueEventName(presented.dismissal)
            var body = [binding.reset(at: loc)]
            if let onDismiss = m.arguments.first(where: { $0.label == "onDismiss" }) {
                guard let read = dismissAction(onDismiss.value, of: m.name, event: name) else { return }
                body += read
            }
            pendingEvents.append(PendingEvent(name: name, kind: .sync, body: body, element: loc, location: loc))
            abstraction(".\(m.name) bound to \(binding.variable): mark(\"\(presented.mark)\") while \(binding.isItem ? "\(binding.variable) != nil" : binding.variable); "
                        + "its content is a screen of its own (not read here); \(name) is \(presented.how)", at: loc)
        default:
            guard let (title, buttons) = alertParts(m, binding: binding, form: form) else { return }
            var args = [Expr(kind: .stringLiteral(title), location: loc)]
            if let error = presentedError(m, binding: binding) { args.append(error) }
            element = self.element("alert", args, at: loc)
            guard presentationButtons(buttons, binding: binding, dialog: m.name == "confirmationDialog", at: loc) else { return }
            let names = pendingEvents.map(\.name).filter { !eventsBefore.contains($0) }
            let what = m.name == "alert" ? ".alert" : ".confirmationDialog"
            abstraction("\(what) bound to \(binding.variable): alert(\"\(title)\") while \(binding.isItem ? "\(binding.variable) != nil" : binding.variable); "
                        + "its buttons are the events \(names.joined(separator: ", ")), each resetting \(binding.variable) before its action", at: loc)
        }
        let added = pendingEvents.map(\.name).filter { !eventsBefore.contains($0) }
        var gate = shown
        if inner, let first = added.first {
            gate = Expr(kind: .call(callee: Expr(kind: .identifier("\(first)IsShown"), location: loc), arguments: []), location: loc)
        }
        presentations.append(PresentationGate(shown: gate, events: Set(added)))
        view.append(Stmt(kind: .ifStatement(conditions: [.boolean(shown)], then: [element], elseBody: nil, elseIsIf: false), location: loc))
    }

    /// The statements of a presentation's `onDismiss:` action, run by `event` after
    /// the binding is reset (SwiftUI calls it once the presented view is gone):
    /// a closure, a closure parameter or a method of the screen (`onDismiss: reload`);
    /// a `Task { … }` inside it starts a task. Nil after an error.
    mutating func dismissAction(_ value: SwiftExpr, of modifier: String, event: String) -> [Stmt]? {
        var closure: SwiftClosure?
        switch value.kind {
        case .closure(let c):
            closure = c
        case .identifier, .member:
            closure = forwardingAction(value) ?? Self.callingClosure(value)
        default:
            closure = nil
        }
        guard let closure, let read = action(closure, name: event, element: value.location, location: closure.location) else {
            if closure == nil {
                error("the 'onDismiss:' of '.\(modifier)' is read as a closure or a method of the screen (onDismiss: { … }, onDismiss: reload)", at: value.location)
            }
            return nil
        }
        switch read.kind {
        case .sync:
            return read.body
        default:
            return [Stmt(kind: .spawnTask(body: read.body), location: value.location)]
        }
    }

    /// The binding of a presentation: `isPresented: $flag` (a `Bool` `@State`) or
    /// `item: $item` (an optional `@State`); nil after an error.
    mutating func presentationBinding(_ m: Modifier, form: String) -> PresentationBinding? {
        let labelled = m.arguments.first { $0.label == "isPresented" || $0.label == "item" }
        guard let argument = labelled, let label = argument.label else {
            error("'.\(m.name)' is read with its presentation bound to a state variable: \(form)", at: m.location)
            return nil
        }
        // `isPresented: Binding(get: { model.showAlert }, set: { model.showAlert = $0 })`: `$model.showAlert`.
        if !configuration.strict, let plain = Self.plainBinding(madeBinding(argument.value)) {
            abstraction("'.\(m.name)(\(label):)' is bound to \(SwiftSyntaxDump.describe(argument.value)), which reads and writes one property: read as \(label): \(SwiftSyntaxDump.describe(plain))", at: argument.value.location)
            let arguments = m.arguments.map { $0.label == label ? SwiftArgument(label: label, value: plain) : $0 }
            return presentationBinding(Modifier(name: m.name, arguments: arguments, trailing: m.trailing, location: m.location), form: form)
        }
        // `isPresented: Binding(get: { opt != nil }, set: { if !$0 { opt = nil } })`: read as `item: $opt`.
        if !configuration.strict, label == "isPresented", boundName(argument.value, in: components.current, binding: true) == nil,
           let item = optionalBehindBoolBinding(madeBinding(argument.value)) {
            let modifier = Modifier(name: m.name, arguments: [SwiftArgument(label: "item", value: item)], trailing: m.trailing, location: m.location)
            guard var binding = presentationBinding(modifier, form: form) else { return nil }
            binding.viewedAsBool = true
            abstraction("'.\(m.name)(isPresented:)' is bound to \(SwiftSyntaxDump.describe(argument.value)), a Bool view of \(SwiftSyntaxDump.describe(item)) "
                        + "(true while it is not nil, false setting it to nil): read as '.\(m.name)(item: \(SwiftSyntaxDump.describe(item)))'", at: argument.value.location)
            return binding
        }
        let isItem = label == "item"
        guard let variable = boundName(argument.value, in: components.current, binding: true), let type = stateVars[variable] else {
            // `isPresented: $settings.showsLanguageAlert` of an environment object, or a `@Binding` passed on: whether it
            // is shown is the parent's or the system's state, an assumption; what dismissing writes there is not read.
            // A computed Binding property of another form (`Binding(get: { model.error != nil }, set: { _ in })`) too.
            let madeByHand = madeBinding(argument.value) != argument.value
            if !configuration.strict, !isItem, boundInput(argument.value) != nil || opaqueRoot(argument.value) != nil || madeByHand {
                let shown = assumption(SwiftSyntaxDump.describe(argument.value), at: argument.value.location)
                if case .identifier(let name) = shown.kind {
                    abstraction("'.\(m.name)' is bound to \(SwiftSyntaxDump.describe(argument.value)), an input of the screen: shown when the parent or the system says so (\(name))", at: argument.value.location)
                    return PresentationBinding(variable: name, isItem: false, type: .bool)
                }
            }
            if let item = opaqueItemBinding(m, argument.value, isItem: isItem) { return item }
            if let constant = constantBinding(m, argument.value, isItem: isItem) { return constant }
            if !isItem, let handWritten = handWrittenPresentation(m, argument.value) { return handWritten }
            error("'.\(m.name)' is read bound to a @State variable of the screen (\(label): $variable), which SwiftUI resets as it dismisses; "
                  + "here \(label): is \(SwiftSyntaxDump.describe(argument.value))", at: argument.value.location)
            return nil
        }
        switch (isItem, type) {
        case (false, .bool), (true, .optional):
            return PresentationBinding(variable: variable, isItem: isItem, type: type)
        default:
            error("'.\(m.name)(\(label):)' is read bound to \(isItem ? "an optional" : "a Bool") @State variable; '\(variable)' is not one", at: argument.value.location)
            return nil
        }
    }

    /// The error an alert shows: its `item:` when that is an `Error?`, or its
    /// `presenting:` data when that is an `Error?` variable of the screen.
    func presentedError(_ m: Modifier, binding: PresentationBinding) -> Expr? {
        if binding.isItem, binding.type == .optional(.error) { return Expr(kind: .identifier(binding.variable), location: m.location) }
        if let data = m.arguments.first(where: { $0.label == "presenting" }), case .identifier(let n) = data.value.kind,
           stateVars[n] == .optional(.error) {
            return Expr(kind: .identifier(n), location: m.location)
        }
        return nil
    }

    /// A sheet's (a cover's, a popover's) content: one view given data, whose own state is its own
    /// screen; false after an error (a closure or a binding handed to it could
    /// change this screen's state, which is not read).
    mutating func sheetContent(_ m: Modifier, binding: PresentationBinding) -> Bool {
        var content = m.trailing.first?.closure ?? m.arguments.first(where: { $0.label == "content" }).flatMap {
            if case .closure(let c) = $0.value.kind { return c } else { return nil }
        }
        // `.sheet(item: $sheetItem, content: makeSheetContent)`: the view helper called with the item.
        if content == nil, !configuration.strict, let named = m.arguments.first(where: { $0.label == "content" })?.value,
           case .identifier(let helper) = named.kind, viewHelpers.contains(helper) {
            let labels = screenFunctions(named: helper).first.map(Self.argumentLabels) ?? []
            content = Self.callingClosure(named, labels: labels)
        }
        if !configuration.strict, let content { return presentedActions(m, content: content) }
        guard let content, content.body.count == 1, case .expression(let e) = content.body[0].kind else {
            error("the content of '.\(m.name)' is read when it is one view given data (.\(m.name)(item: $order) { order in EditOrderView(order: order) }); "
                  + "check the presented view as a screen of its own", at: m.location)
            return false
        }
        let (base, _) = peel(e)
        guard case .call(_, let args, let trailing) = base.kind else {
            error("the content of '.\(m.name)' is read when it is one view given data; this is no view call", at: e.location)
            return false
        }
        if let closure = trailing.first {
            error("the view a '.\(m.name)' presents is given a closure here, which could change this screen's state; pass it data only, "
                  + "or move the action into the screen", at: closure.location)
            return false
        }
        for a in args {
            switch a.value.kind {
            case .closure:
                error("the view a '.\(m.name)' presents is given a closure ('\(a.label ?? "_"):'), which could change this screen's state; pass it data only, "
                      + "or move the action into the screen", at: a.value.location)
                return false
            case .identifier(let n) where n.hasPrefix("$"):
                error("the view a '.\(m.name)' presents is given the binding '\(n)', which it could write; pass it data only", at: a.value.location)
                return false
            default:
                continue
            }
        }
        return true
    }

    /// The default reading of what a sheet presents: the presented view's own
    /// state is its own screen; each closure handed to it that has effects
    /// (`onSubmit: { Task { await reload() } }`) is an event named after the
    /// presentation and the closure's label, enabled whenever the screen is
    /// shown (at least whenever the sheet is); a binding handed to it sets
    /// its variable to any value at any time: the events of an input view
    /// bound there (a Bool, a String, an enum without payloads; an input of
    /// the screen is the parent's state), and any other binding is refused.
    mutating func presentedActions(_ m: Modifier, content: SwiftClosure) -> Bool {
        var actions: [(label: String, closure: SwiftClosure, location: SourceLocation)] = []
        var bindings: [SwiftExpr] = []
        // The views presented and the closures and bindings handed to them; an action's own body
        // (`{ Task { await send() } }`) is read once, as that action, not searched for more.
        func visit(_ stmts: [SwiftStmt]) {
            for s in stmts {
                switch s.kind {
                case .expression(let e): visit(e)
                case .ifStmt(let i): for b in i.branchBodies { visit(b) }
                case .switchStmt(let sw): for c in sw.cases { visit(c.body) }
                default: continue
                }
            }
        }
        // A view helper or view property of the screen the content shows (`{ item in sheet(for: item) }`)
        // is the screen's code: its body is searched too, once.
        var searched: Set<String> = []
        let helpers = Dictionary(allMembers(of: screen).compactMap { m -> (String, [SwiftStmt])? in
            if case .function(let f) = m.kind, viewHelpers.contains(f.name), let body = f.body { return (f.name, body) }
            return nil
        }, uniquingKeysWith: { first, _ in first }).merging(viewFragments) { first, _ in first }
        // The names the presented views bind (the item, a helper's parameters and locals, a row): values the
        // screen does not decide in an action, whose handler runs outside those views.
        var bound = Set((content.parameters ?? []).compactMap { $0.name ?? $0.label })
        func visit(_ e: SwiftExpr) {
            switch e.kind {
            case .identifier(let n) where local(n) == nil && helpers[n] != nil && !searched.contains(n):
                searched.insert(n)
                for f in screenFunctions(named: n) { bound.formUnion(f.parameters.compactMap { $0.name ?? $0.label }) }
                for s in helpers[n] ?? [] { bound.formUnion(Self.declaredNames(s)) }
                visit(helpers[n] ?? [])
            case .call(let callee, let args, let trailing):
                visit(callee)
                for a in args {
                    if case .closure(let c) = a.value.kind {
                        if isViewContent(c.body) {
                            bound.formUnion((c.parameters ?? []).compactMap { $0.name ?? $0.label })
                            visit(c.body)
                        } else if hasEffects(c.body) {
                            actions.append((a.label ?? "action", c, a.value.location))
                        }
                    } else if case .identifier(let n) = a.value.kind, n.hasPrefix("$"), n.dropFirst().first?.isLetter == true {
                        bindings.append(a.value)
                    }
                }
                for t in trailing {
                    if isViewContent(t.closure.body) {
                        bound.formUnion((t.closure.parameters ?? []).compactMap { $0.name ?? $0.label })
                        visit(t.closure.body)
                    } else if hasEffects(t.closure.body) {
                        actions.append((t.label ?? "action", t.closure, t.location))
                    }
                }
            case .member(let base, _):
                visit(base)
            default:
                return
            }
        }
        visit(content.body)
        for b in bindings {
            // A binding to a variable an input view could set (a Bool, a String, an enum without payloads), or to an
            // input of the screen: the presented view sets it to any value, whenever the screen (at least the sheet) is shown.
            if boundInputVariable(b) != nil || boundInput(b) != nil, let events = inputEvents(binding: b, view: "the view '.\(m.name)' presents", at: b.location) {
                for e in events {
                    model.handlers.append(HandlerDecl(event: e.name, kind: .sync, role: nil, condition: e.condition, body: e.body, location: b.location))
                }
                continue
            }
            // A binding to data, a count or text of the screen: the presented view may write any value there, so it is opaque.
            if opaqueBinding(b) { continue }
            error("the view a '.\(m.name)' presents is given the binding '\(SwiftSyntaxDump.describe(b))', which it could set to any value at any time; pass it data only", at: b.location)
            return false
        }
        bound.remove("_")
        for (label, closure, location) in actions {
            let event = uniqueEventName(m.name + label.prefix(1).uppercased() + label.dropFirst())
            scopes.append(Dictionary(uniqueKeysWithValues: bound.map { ($0, LocalKind.constant) }))
            let read = action(closure, name: event, element: location, location: location)
            scopes.removeLast()
            guard let pending = read else { return false }
            model.handlers.append(HandlerDecl(event: event, kind: pending.kind, role: nil, condition: nil, body: pending.body, location: location))
            abstraction("the closure '\(label):' given to the view '.\(m.name)' presents is the event \(event), enabled whenever the screen is shown (at least whenever the \(m.name) is)", at: location)
        }
        return true
    }

    /// An alert's or a dialog's title and buttons: the title string (a literal,
    /// `Text("…")`, else the bound variable's name), the `actions:` closure's
    /// statements, or the old `Alert(title:message:primaryButton:secondaryButton:)`
    /// of `.alert(item:)` / `.alert(isPresented:)` read as the same buttons.
    mutating func alertParts(_ m: Modifier, binding: PresentationBinding, form: String) -> (String, [AlertButton])? {
        var title = binding.variable
        if let first = m.arguments.first, first.label == nil {
            if let t = Self.literalText(first.value) {
                title = t
            } else {
                abstraction("the title of '.\(m.name)' is not a literal: the alert is named after \(binding.variable)", at: first.value.location)
            }
        }
        let actions = m.trailing.first(where: { $0.label == nil })?.closure ?? m.arguments.first(where: { $0.label == "actions" || $0.label == "content" }).flatMap {
            if case .closure(let c) = $0.value.kind { return c } else { return nil }
        }
        guard let actions else {
            // `.alert("Saved", isPresented: $saved)` has no such form in SwiftUI; every form has actions or content.
            error("'.\(m.name)' is read with its actions in a trailing closure: \(form)", at: m.location)
            return nil
        }
        let parameter = actions.parameters?.first.flatMap { $0.label ?? $0.name }
        if m.name == "alert", actions.body.count == 1, case .expression(let e) = actions.body[0].kind,
           case .call(let callee, let args, _) = e.kind, case .identifier("Alert") = callee.kind {
            guard let old = oldAlert(args, parameter: parameter, at: e.location) else { return nil }
            return (old.title ?? title, old.buttons)
        }
        var buttons: [AlertButton] = []
        guard alertActions(actions.body, of: m, parameter: parameter, into: &buttons) else { return nil }
        return (title, buttons)
    }

    /// Reads the statements of an alert's or a dialog's actions into
    /// `buttons`; false after an error. Besides buttons: text that runs no
    /// code is presentation; a `TextField` or `SecureField` bound to the
    /// screen's text lets the user type any text while the alert shows
    /// (the events an input view bound to it has, enabled whenever the
    /// screen is shown, at least as often as the alert); buttons under an
    /// `if`, a `switch` or `#if` are read as always offered (their conditions
    /// are not evaluated: every behaviour of the real alert is kept).
    mutating func alertActions(_ stmts: [SwiftStmt], of m: Modifier, parameter: String?, into buttons: inout [AlertButton]) -> Bool {
        for s in stmts {
            switch s.kind {
            case .ifStmt(let i) where !configuration.strict && !Self.expressions(of: i.conditions).contains(where: hasEffects):
                abstraction("the buttons under an if among the actions of '.\(m.name)' are read as always offered (the condition is not evaluated)", at: s.location)
                for body in i.branchBodies where !alertActions(body, of: m, parameter: parameter, into: &buttons) { return false }
                continue
            case .switchStmt(let sw) where !configuration.strict && !hasEffects(sw.subject):
                abstraction("the buttons of a switch among the actions of '.\(m.name)' are read as always offered (the case is not evaluated)", at: s.location)
                for c in sw.cases where !alertActions(c.body, of: m, parameter: parameter, into: &buttons) { return false }
                continue
            case .ifConfig(let clauses) where !configuration.strict:
                abstraction("#if among the actions of '.\(m.name)': its first clause is read (the configuration built by default)", at: s.location)
                if let first = clauses.first, !alertActions(first.items, of: m, parameter: parameter, into: &buttons) { return false }
                continue
            case .expression(let e):
                if let b = alertButton(e, parameter: parameter) {
                    buttons.append(b)
                    continue
                }
                if !configuration.strict, let field = alertTextField(e) {
                    guard let events = inputEvents(binding: field, view: "the text field of '.\(m.name)'", at: field.location) else { return false }
                    for event in events {
                        model.handlers.append(HandlerDecl(event: event.name, kind: .sync, role: nil, condition: event.condition, body: event.body, location: field.location))
                    }
                    abstraction("a text field among the actions of '.\(m.name)' is bound to \(SwiftSyntaxDump.describe(field)): typing is an event, enabled whenever the screen is shown", at: e.location)
                    continue
                }
                // `Text("…")` beside the buttons of an old-style dialog: shown, changing nothing.
                if !configuration.strict, !hasEffects(e) {
                    presentation("\(Self.brief(e)) among the actions of '.\(m.name)' runs no code: not a button", at: s.location)
                    continue
                }
            default:
                break
            }
            error("the actions of '.\(m.name)' are read as Buttons (Button(\"Retry\") { … }, Button(\"Cancel\", role: .cancel) { }); this is not one", at: s.location)
            return false
        }
        return true
    }

    /// The binding of `TextField("Reason", text: $reason)` or a
    /// `SecureField` among an alert's actions; nil for anything else.
    func alertTextField(_ e: SwiftExpr) -> SwiftExpr? {
        let (base, _) = peel(e)
        guard case .call(let callee, let args, _) = base.kind, case .identifier(let name) = callee.kind,
              name == "TextField" || name == "SecureField" else { return nil }
        return args.first { $0.label == "text" }?.value
    }

    /// `"Delete"` or `Text("Delete")` → `Delete`; nil for anything else.
    static func literalText(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .string(let parts, _):
            guard parts.count == 1, case .text(let t) = parts[0] else { return nil }
            return t
        case .call(let callee, let args, let trailing):
            guard case .identifier("Text") = callee.kind, args.count == 1, args[0].label == nil, trailing.isEmpty else { return nil }
            return literalText(args[0].value)
        default:
            return nil
        }
    }

    /// `Button("Retry") { … }`, `Button("Delete", role: .destructive, action: delete)`,
    /// `Button(role: .cancel) { }` (labelled by its role); nil when `e` is no such button.
    func alertButton(_ e: SwiftExpr, parameter: String?) -> AlertButton? {
        guard case .call(let callee, let args, let trailing) = e.kind, case .identifier("Button") = callee.kind else { return nil }
        var role: String?
        if let r = args.first(where: { $0.label == "role" }), case .implicitMember(let name) = r.value.kind { role = name }
        var label: String?
        if let first = args.first, first.label == nil { label = Self.literalText(first.value) }
        if label == nil, let l = trailing.first(where: { $0.label == "label" })?.closure, l.body.count == 1,
           case .expression(let t) = l.body[0].kind { label = Self.literalText(t) }
        if label == nil, role == "cancel" { label = "Cancel" }
        if !configuration.strict, label == nil {
            // `Button(.takeAPhoto) { … }` (a localized key), `Button(role: .destructive, action: …) { Label(…) }`:
            // named after its key or its role; a name only tells the button apart in traces.
            if let first = args.first, first.label == nil, case .implicitMember(let key) = first.value.kind { label = Self.upperCamel(key) }
            else if let role { label = Self.upperCamel(role) }
            else { label = "Button" }
        }
        guard let label else { return nil }
        var action: SwiftClosure?
        if let t = trailing.first(where: { $0.label == nil })?.closure { action = t }
        if let a = args.first(where: { $0.label == "action" }), case .closure(let c) = a.value.kind { action = c }
        return AlertButton(label: label, role: role, action: action, location: e.location, parameter: parameter)
    }

    /// The old `Alert(title: Text("…"), message: …, primaryButton: .destructive(Text("Delete")) { … },
    /// secondaryButton: .cancel())` / `dismissButton:`; nil after an error.
    mutating func oldAlert(_ args: [SwiftArgument], parameter: String?, at loc: SourceLocation) -> (title: String?, buttons: [AlertButton])? {
        var title: String?
        var buttons: [AlertButton] = []
        for a in args {
            switch a.label {
            case "title"?:
                title = Self.literalText(a.value)
            case "message"?:
                continue
            case "primaryButton"?, "secondaryButton"?, "dismissButton"?:
                guard case .call(let callee, let bargs, let btrailing) = a.value.kind, case .implicitMember(let role) = callee.kind else {
                    error("an Alert's button is read as .default(Text(\"…\")) { … }, .destructive(…), .cancel() or .cancel(Text(\"…\")) { … }", at: a.value.location)
                    return nil
                }
                let label = bargs.first(where: { $0.label == nil }).flatMap { Self.literalText($0.value) } ?? (role == "cancel" ? "Cancel" : "OK")
                var action = btrailing.first?.closure
                if let act = bargs.first(where: { $0.label == "action" }), case .closure(let c) = act.value.kind { action = c }
                buttons.append(AlertButton(label: label, role: role == "default" ? nil : role, action: action, location: a.value.location, parameter: parameter))
            default:
                error("the Alert argument '\(a.label ?? "_")' is not understood; the arguments read are title:, message:, primaryButton:, secondaryButton: and dismissButton:", at: a.value.location)
                return nil
            }
        }
        return (title, buttons)
    }

    /// The events of a presentation's buttons: `alert<Label>` (`dialog<Label>`) per button (an alert
    /// without buttons gets SwiftUI's `OK`, a dialog without a cancel button
    /// the system's `Cancel`), each resetting the binding, then running its
    /// action; false after an error.
    mutating func presentationButtons(_ buttons: [AlertButton], binding: PresentationBinding, dialog: Bool, at loc: SourceLocation) -> Bool {
        var all = buttons
        if all.isEmpty && !dialog { all.append(AlertButton(label: "OK", role: "cancel", action: nil, location: loc, parameter: nil)) }
        if dialog && !all.contains(where: { $0.role == "cancel" }) {
            all.append(AlertButton(label: "Cancel", role: "cancel", action: nil, location: loc, parameter: nil))
        }
        for b in all {
            let words = b.label.split { !$0.isLetter && !$0.isNumber }
            let name = uniqueEventName((dialog ? "dialog" : "alert") + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
            var event = PendingEvent(name: name, kind: .sync, body: [], element: loc, location: b.action?.location ?? b.location)
            if let action = b.action {
                if let p = b.parameter { scopes.append([p: .plain]) }
                let read = self.action(action, name: name, element: loc, location: action.location)
                if b.parameter != nil { scopes.removeLast() }
                guard let read else { return false }
                event = read
            }
            event.body = dismissing(event.body, binding: binding, parameter: b.parameter, at: b.location)
            pendingEvents.append(event)
        }
        return true
    }

    /// `reset; body`, or `if let p = item { item = nil; body }` when the actions
    /// closure names the presented item `p` (it is read before the reset).
    func dismissing(_ body: [Stmt], binding: PresentationBinding, parameter: String?, at loc: SourceLocation) -> [Stmt] {
        guard let p = parameter, binding.isItem, !binding.viewedAsBool else { return [binding.reset(at: loc)] + body }
        let value = Expr(kind: .identifier(binding.variable), location: loc)
        return [Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: p, value: value, isLet: true)], then: [binding.reset(at: loc)] + body,
                                        elseBody: nil, elseIsIf: false), location: loc)]
    }

    /// `!a && !b` for the presentations shown: the condition under which the
    /// screen beneath a presentation takes taps; nil when the screen has none.
    func notPresenting(at loc: SourceLocation) -> Expr? {
        let hidden = presentations.map { Expr(kind: .unary(.not, $0.shown), location: loc) }
        guard let first = hidden.first else { return nil }
        return hidden.dropFirst().reduce(first) { Expr(kind: .binary(.and, $0, $1), location: loc) }
    }
}

/// One button of an alert or a dialog.
struct AlertButton {
    /// Its label, which names its event (`Retry` → `alertRetry`).
    var label: String
    /// `cancel`, `destructive`, or nil.
    var role: String?
    /// Its action; nil for a button that only dismisses.
    var action: SwiftClosure?
    /// Where it is written.
    var location: SourceLocation
    /// The name the actions closure gives the presented item (`order in …`), if any.
    var parameter: String?
}
