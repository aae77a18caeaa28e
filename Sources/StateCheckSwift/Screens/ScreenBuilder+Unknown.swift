import StateCheckLanguage

// The default reading of views and modifiers the SwiftUI mapping does not
// name: the unknown is an abstraction, not an error. Closures are scanned:
// one that can change the screen's state or start work is an event named
// after its view or modifier (enabled while the view is shown, which is at
// least as often as the real one fires); one that cannot is presentation,
// ignored and counted; view content is read in place.

extension ScreenBuilder {
    /// Modifiers whose closures are more view content beside the view they
    /// modify (`.toolbar { Button(…) }`, `.safeAreaInset(edge:) { … }`).
    static let contentModifiers: Set<String> = ["overlay", "toolbar", "safeAreaInset"]

    /// Views that show nothing a reader of the loading state looks at.
    static let invisibleViews: Set<String> = ["Spacer", "Divider", "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle"]

    /// Containers of SwiftUI read as their content (`ToolbarItem { … }`).
    static let transparentContainers: Set<String> = [
        "ToolbarItem", "ToolbarItemGroup", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits", "GeometryReader",
        "TabView", "DisclosureGroup", "GroupBox", "ControlGroup", "Menu", "ScrollViewReader", "NavigationSplitView", "LabeledContent",
    ]

    /// The closures a modifier is given: trailing ones and closure arguments.
    static func closures(of m: Modifier) -> [SwiftClosure] {
        closuresGiven(m.arguments, m.trailing)
    }

    /// The closures a call is given: its trailing closures, then its closure arguments.
    static func closuresGiven(_ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> [SwiftClosure] {
        trailing.map(\.closure) + args.compactMap { if case .closure(let c) = $0.value.kind { return c } else { return nil } }
    }

    /// The actions an unknown modifier's arguments hold besides closures
    /// given directly: a method named (`.onDisappear(perform: cancelTasks)`)
    /// and the closures of a value built with them
    /// (`.gesture(DragGesture().onChanged { … }.onEnded { … })`).
    func argumentActions(of m: Modifier) -> [SwiftClosure] {
        m.arguments.flatMap(argumentActions(in:))
    }

    /// The actions one argument holds (``argumentActions(of:)``); none for
    /// a closure given directly.
    func argumentActions(in a: SwiftArgument) -> [SwiftClosure] {
        switch a.value.kind {
        case .closure:
            return []
        case .identifier(let n) where isActionName(n):
            // `.onReceive(model.$data, perform: handle)` of `func handle(_ value: …)`: called with what the modifier passes.
            let given = configuration.strict ? [] : screenFunctions(named: n).first.map(Self.argumentLabels) ?? []
            return [Self.callingClosure(a.value, labels: given)]
        default:
            var out: [SwiftClosure] = []
            a.value.forEachExpression { e in
                if case .call(_, let args, let trailing) = e.kind {
                    out += trailing.map(\.closure)
                    out += args.compactMap { if case .closure(let c) = $0.value.kind { return c } else { return nil } }
                    // `TapGesture().onEnded(dismissPlayer)`: a method of the screen the gesture calls.
                    if !configuration.strict {
                        out += args.compactMap { if case .identifier(let n) = $0.value.kind, isActionName(n) { return Self.callingClosure($0.value) } else { return nil } }
                    }
                }
                // `canDelete ? { … } : nil`: a closure chosen by a condition.
                if !configuration.strict, case .ternary(_, let yes, let no) = e.kind {
                    out += [yes, no].compactMap { if case .closure(let c) = $0.kind { return c } else { return nil } }
                }
            }
            guard !configuration.strict else { return out }
            // `DragGesture().onEnded { _ in Task { await loadNext() } }`: the `Task` is the action's, not one of its own.
            var nested: Set<SourceLocation> = []
            for c in out {
                for st in c.body {
                    st.forEachExpression { x in
                        if case .closure(let inner) = x.kind { nested.insert(inner.location) }
                        if case .call(_, _, let trailing) = x.kind { nested.formUnion(trailing.map(\.closure.location)) }
                    }
                }
            }
            return out.filter { !nested.contains($0.location) }
        }
    }

    /// Whether `n` names a method of the screen, not hidden by a local.
    func isActionName(_ n: String) -> Bool {
        methodNames.contains(n) && local(n) == nil && !isComponentValue(n)
    }

    /// Whether an argument of a modifier has effects other than those of
    /// the actions it holds (``argumentActions(in:)``): `.gesture(scale > 1
    /// ? nil : DragGesture().onChanged { … })` has none beside its closure;
    /// `$flag` or a call of the screen's method made to build the value has.
    func hasEffectsBesideActions(_ a: SwiftArgument) -> Bool {
        var inside: Set<SourceLocation> = []
        for c in argumentActions(in: a) {
            for s in c.body { s.forEachExpression { inside.insert($0.location) } }
        }
        var beside = false
        a.value.forEachExpression { x in
            guard !beside, !inside.contains(x.location), isEffect(x) else { return }
            // The method named as an action is called by the modifier, not here.
            if case .identifier(let n) = x.kind, isActionName(n) { return }
            beside = true
        }
        return beside
    }

    /// Whether `e` can change the screen's state or start work: an
    /// assignment, an `await`, a `Task`, a call of the screen's or its view
    /// model's methods, a mutation of a state variable, or a binding
    /// (`$query`) handed out.
    func hasEffects(_ e: SwiftExpr) -> Bool {
        var found = false
        e.forEachExpression { if !found, isEffect($0) { found = true } }
        return found
    }

    /// Whether any statement of `stmts` has effects (``hasEffects(_:)``).
    func hasEffects(_ stmts: [SwiftStmt]) -> Bool {
        var found = false
        for s in stmts where !found { s.forEachExpression { if !found, isEffect($0) { found = true } } }
        return found
    }

    /// Whether the node `x` itself (not its subexpressions) is an effect
    /// (``hasEffects(_:)``).
    func isEffect(_ x: SwiftExpr) -> Bool {
        switch x.kind {
        case .awaitExpr, .inoutExpr:
            return true
        case .binary(let op, _, _):
            return Self.isAssignment(op)
        case .identifier(let n):
            // `$query` hands out a binding; `$0` is a closure's argument.
            if n.hasPrefix("$"), n.dropFirst().first?.isLetter == true {
                // A binding to an input (`$focusedField` of a @FocusState) hands out the parent's or the system's state.
                let bound = String(n.dropFirst())
                return !screenInputs.contains(bound) || stateVars[bound] != nil
            }
            // A local (`if let leader`) shadows a method of the same name; a closure parameter of a method
            // read at its call runs the closure the call gives.
            // The screen's own opaque computed property (`var group: UserGroup? { lookup.group(…) }`) is read,
            // not called, whatever a view model's method of that name does.
            if local(n) == nil, opaqueMethods.contains(n), opaqueInputs.contains(n) { return false }
            if isComponentValue(n) { return false }
            // `action()` in a component's body: the closure property runs the closure its call gives
            // (`content()` of a property that builds views shows them).
            if local(n) == nil, closureBinding(n, in: components.current) != nil, !isViewClosureProperty(n) { return true }
            return (methodNames.contains(n) && local(n) == nil) || n == dismissProperty || closureArguments[n] != nil
        case .call(let callee, _, _):
            // `name.trimmingCharacters(in: .whitespaces)`: a String computed from text the screen holds.
            if textResultRoot(x) != nil { return false }
            switch callee.kind {
            case .identifier("Task"), .identifier("withAnimation"): return true
            case .member(let base, let name):
                guard case .identifier(let holder) = base.kind else { return false }
                return holder == "self" || viewModelProperties.contains(holder) || stateVars[holder] != nil || methodNames.contains(member(name, of: holder))
            default: return false
            }
        default:
            return false
        }
    }

    /// Whether the closure property `n` of the component being read builds
    /// views: `@ViewBuilder`, a function returning one of the component's
    /// generic parameters, `some View` or `AnyView` (`let content: () -> Content`),
    /// or a view of such a parameter that a closure built (`let destination: Destination`).
    func isViewClosureProperty(_ n: String) -> Bool {
        guard let i = components.current else { return false }
        let decl = components.frames[i].component.decl
        for m in decl.members.flatMap(Self.flatten) {
            guard case .variable(let v) = m.kind else { continue }
            for b in v.bindings {
                guard case .identifier(n) = b.pattern.kind else { continue }
                if m.attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
                var t = b.type
                while case .attributed(_, _, let inner)? = t?.kind { t = inner }
                // `let destination: Destination`, set to the view a closure parameter builds.
                if let name = t?.simpleName, decl.genericParameters.contains(where: { $0.name == name }) { return true }
                guard case .function(_, _, let result)? = t?.kind else { return false }
                if case .some = result.kind { return true }
                guard let r = result.simpleName else { return false }
                return r == "AnyView" || decl.genericParameters.contains { $0.name == r }
            }
        }
        return false
    }

    /// Whether a closure's statements are view content (`Text(…)`, `if …
    /// { ProgressView() }`, a view helper) rather than an action.
    func isViewContent(_ stmts: [SwiftStmt]) -> Bool {
        !stmts.isEmpty && isViewBlock(stmts)
    }

    /// Whether every statement of `stmts` (possibly none) is view content;
    /// the branches of an `if` or a `switch` are too (`if let x { flag = true }`
    /// is an action, not a view).
    func isViewBlock(_ stmts: [SwiftStmt]) -> Bool {
        stmts.allSatisfy { s in
            switch s.kind {
            case .ifStmt(let i):
                guard configuration.strict || isViewBlock(i.body) else { return false }
                switch i.elseBranch {
                case .block(let body, _)?: return configuration.strict || isViewBlock(body)
                case .elseIf(let next, let loc)?: return configuration.strict || isViewBlock([SwiftStmt(kind: .ifStmt(next), location: loc)])
                case nil: return true
                }
            case .switchStmt(let sw):
                return configuration.strict || sw.cases.allSatisfy { c in c.body.allSatisfy { if case .breakStmt = $0.kind { return true }; return isViewBlock([$0]) } }
            case .declaration(let d): if case .variable = d.kind { return true } else { return false }
            case .ifConfig(let clauses):
                // `#if os(macOS) RefreshButton(…) #endif`: its first clause is what a view reads.
                return !configuration.strict && isViewBlock(clauses.first?.items ?? [])
            case .expression(let e):
                let (base, _) = peel(e)
                switch base.kind {
                case .call(let callee, let args, let trailing):
                    // `Task { … }` and calls of the folder's non-view types are actions, not views.
                    guard case .identifier(let n) = callee.kind, n != "Task" else { return false }
                    // `content()` of a component's property that builds views: the caller's views.
                    if local(n) == nil, args.isEmpty, trailing.isEmpty, isViewClosureProperty(n) { return true }
                    if let declared = module.type(named: n, from: currentFile) {
                        return declared.decl.inheritance.contains { $0.simpleName == "View" }
                    }
                    return n.first?.isUppercase == true || viewHelpers.contains(n)
                case .identifier(let n): return viewFragments[n] != nil || n.first?.isUppercase == true
                case .member(let inner, _):
                    if case .identifier(let n) = inner.kind { return n.first?.isUppercase == true || n == "self" }
                    return false
                default: return false
                }
            default: return false
            }
        }
    }

    /// The event an unknown modifier's effects are (`onSubmit` → `submit`,
    /// `onReceive` → `receive`, `swipeActions` → `swipeActions`).
    static func eventName(ofModifier name: String) -> String {
        guard name.hasPrefix("on"), name.count > 2, let first = name.dropFirst(2).first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst(3)
    }

    /// Lists a construct read as presentation (``ScreenSummary/presentation``).
    mutating func presentation(_ construct: String, at location: SourceLocation) {
        let a = ScreenAbstraction(location: location, rule: construct)
        if !summary.presentation.contains(a) { summary.presentation.append(a) }
    }

    /// A modifier the mapping does not name, on the root view (`root`) or
    /// on a view inside it whose element is at `element` (nil: the view is
    /// taken as shown whenever the screen is): view content is read beside the view;
    /// closures with effects are an event named after the modifier; the
    /// rest is presentation. Returns the views it adds.
    mutating func unknownModifier(_ m: Modifier, place: ViewPlace, element: SourceLocation?, root: Bool) -> [Stmt] {
        if configuration.strict {
            if root {
                error("the modifier '.\(m.name)' on the screen's root view is not understood; SwiftUI modifiers read are .task, .refreshable, .overlay, .onChange, .alert, .confirmationDialog, .sheet, .fullScreenCover, .popover and styling (\"strict\": true refuses the others)", at: m.location)
            } else {
                error("the modifier '.\(m.name)' on a view is not understood (\"strict\": true refuses modifiers outside the SwiftUI mapping)", at: m.location)
            }
            return []
        }
        let closures = Self.closures(of: m)
        // `.fileExporter(isPresented: $showsExporter)`: what the modifier may write through a binding to a Bool, a
        // String or an enum without payloads, at any time, is an input view's events (every value it does not hold).
        var handedOut: Set<SourceLocation> = []
        for a in m.arguments where boundInputVariable(a.value) != nil {
            guard let events = attempt({ $0.inputEvents(binding: a.value, view: ".\(m.name)", at: a.value.location) }) else { continue }
            handedOut.insert(a.value.location)
            if let element, element != m.location {
                pendInputEvents(events, element: element, location: a.value.location)
            } else {
                for e in events { model.handlers.append(HandlerDecl(event: e.name, kind: .sync, role: nil, condition: e.condition, body: e.body, location: a.value.location)) }
            }
            abstraction("'.\(m.name)' is given \(SwiftSyntaxDump.describe(a.value)): it may set it to any value while \(element == nil ? "the screen" : "its view") is shown (the events \(events.map(\.name).joined(separator: ", ")))", at: a.value.location)
        }
        if Self.contentModifiers.contains(m.name) || (!closures.isEmpty && closures.allSatisfy({ isViewContent($0.body) })) {
            var views: [Stmt] = []
            for c in closures {
                var p = place
                p.overlay = p.overlay || m.name == "overlay"
                var c2 = false
                scopes.append([:])
                declareOpaqueParameters(of: c)
                views += viewStatements(c.body, place: &p, hasContent: &c2)
                scopes.removeLast()
            }
            if !views.isEmpty { abstraction("'.\(m.name) { … }' is view content beside the view it modifies", at: m.location) }
            else { presentation("'.\(m.name)': its content shows nothing the screen's state decides", at: m.location) }
            return views
        }
        let actions = (closures + argumentActions(of: m)).filter { hasEffects($0.body) }
        // A closure argument's effects are its action's; a method named or a value built with closures is read
        // by argumentActions; any other argument with effects is a binding (`$flag`) handed out.
        var opaque: Set<SourceLocation> = []
        for a in m.arguments where opaqueBinding(a.value) { opaque.insert(a.value.location) }
        let bindings = m.arguments.filter { a in
            if handedOut.contains(a.value.location) || opaque.contains(a.value.location) { return false }
            switch a.value.kind {
            case .closure: return false
            case .identifier(let n) where methodNames.contains(n): return false
            case .call: return argumentActions(in: a).isEmpty && hasEffects(a.value)
            // `.interactiveDismissDisabled(isSaving || hasChanges)`: a value read from the screen's state hands out nothing.
            // `.gesture(scale > 1 ? nil : DragGesture().onChanged { … })`: its closures are its actions.
            default:
                if !configuration.strict, !argumentActions(in: a).isEmpty { return hasEffectsBesideActions(a) }
                return hasEffects(a.value) && (configuration.strict || !readsOnly(a.value, visiting: []))
            }
        }
        if let binding = bindings.first {
            error("the modifier '.\(m.name)' is given \(SwiftSyntaxDump.describe(binding.value)), which lets it change the screen's state at any time; no sound reading exists without knowing when it does (read a Binding only in .searchable, .sheet, .alert and the input views)", at: binding.value.location)
            return []
        }
        guard !actions.isEmpty else {
            presentation("'.\(m.name)' runs no code that touches the screen's state", at: m.location)
            return []
        }
        let disappears = root && m.name == "onDisappear"
        let first = disappears ? "cancel" : uniqueEventName(Self.eventName(ofModifier: m.name))
        var events: [String] = []
        for (index, closure) in actions.enumerated() {
            // Each closure an event of its own (the handlers of one event all run together); the root's
            // `.onDisappear` runs all of them as the screen disappears.
            var event = first
            if index > 0, !disappears {
                var n = index + 1
                repeat { event = first + String(n); n += 1 }
                while pendingEvents.contains(where: { $0.name == event }) || model.handlers.contains(where: { $0.event == event })
            }
            events.append(event)
            guard let pending = action(closure, name: event, element: element ?? m.location, location: m.location) else { continue }
            if let element, element != m.location {
                var p = pending
                p.element = element
                pendingEvents.append(p)
            } else {
                model.handlers.append(HandlerDecl(event: event, kind: pending.kind, role: nil, condition: nil, body: pending.body, location: m.location))
            }
        }
        let shown = element == nil ? "the screen is shown" : "its view is shown"
        abstraction(disappears
            ? "'.onDisappear' on the root view: its action runs as the screen disappears (on cancel)"
            : events.count > 1
            ? "'.\(m.name)' is not in the SwiftUI mapping and its closures have effects: the events \(events.joined(separator: ", ")), each enabled whenever \(shown)"
            : "'.\(m.name)' is not in the SwiftUI mapping and its closure has effects: the event \(first), enabled whenever \(shown)", at: m.location)
        return []
    }

    /// A view the mapping does not name and the folder does not declare:
    /// a spinner or an empty state by its name, view content read in
    /// place, an action an event named after it, anything else a mark.
    mutating func unknownView(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], place: inout ViewPlace,
                              hasContent: inout Bool, at loc: SourceLocation) -> [Stmt] {
        if configuration.strict {
            error("the view '\(name)' is not understood; the views read are containers (List, VStack, …), EmptyView, ProgressView, Text, ForEach, Button, error views (…ErrorView, ErrorStateView) and the screen's view helpers (\"strict\": true refuses the others)", at: loc)
            return []
        }
        // A view of the folder that can reach the screen's state (a Binding, a closure, a view model) does
        // what its own code says, which is not read here; one that cannot is presentation, whatever it does inside.
        // One handed only the screen's view models (`FriendRowView(friend: friend, viewModel: viewModel)`, a
        // destination's `InMeetingView(session: session)`) is read below as a view whose code is not read.
        if let located = module.type(named: name, from: currentFile), let reach = stateReach(of: located), reachesBeyondHandedViewModels(located, reach, args) {
            let fileName = (reach.location.file ?? located.file).split(separator: "/").last.map(String.init) ?? located.file
            error("the view '\(name)' has \(reach.construct) (\(fileName):\(reach.location.line)), through which it can change the screen's state; it is read only when it presents data it is given or is a component whose closures and bindings the screen passes; move the action into the screen", at: loc)
            return []
        }
        if Self.invisibleViews.contains(name) {
            presentation("'\(name)' shows nothing the screen's state decides", at: loc)
            return []
        }
        var args = destinationArguments(name, args, trailing)
        // `ProductCell(viewModel: viewModel)`: what its code can do through the view model, given explicitly.
        var reached: [SwiftClosure] = []
        var reachedBindings: [String: String] = [:]
        for a in args {
            guard let holder = handedViewModel(a.value) else { continue }
            // A view of the folder calls the methods its code mentions and sets only the properties it writes.
            var written: Set<String>?
            if let located = module.type(named: name, from: currentFile), let label = a.label {
                written = propertiesWritten(by: located, through: label)
            }
            let reach = reachThrough(holder: holder, view: name, mentionedOnly: written != nil, at: a.value.location)
            reached += reach.actions
            var bindings = reach.bindings
            var sets = "it can set"
            if let written {
                bindings = bindings.filter { written.contains($0.label ?? "") }
                sets = "its code writes"
            }
            for b in bindings { reachedBindings[SwiftSyntaxDump.describe(b.value)] = holder }
            args += bindings
            abstraction("'\(name)' is given the view model \(holder): while it is shown, it may call any of the \(reach.actions.count) methods it can reach (its action) and set any of the \(bindings.count) properties \(sets) (as if given bindings to them)", at: a.value.location)
        }
        args.removeAll { handedViewModel($0.value) != nil }
        let closures = Self.closuresGiven(args, trailing)
            + args.compactMap { namedAction($0.value) } + args.compactMap { constructedBindingSetter($0.value) } + reached
        // Every argument is read before refusing, so that each binding a later pass reads opaque is noted in this one.
        var refusedArgument: SwiftArgument?
        for a in args {
            if case .closure = a.value.kind { continue }
            if constructedBindingSetter(a.value) != nil {
                abstraction("'\(name)' is given \(SwiftSyntaxDump.describe(a.value)), a binding built from get and set: it may call set with any value while it is shown, an action whose parameter is opaque", at: a.value.location)
                continue
            }
            if namedAction(a.value) != nil {
                abstraction("'\(name)' is given the method \(SwiftSyntaxDump.describe(a.value)) as an action: the closure { \(SwiftSyntaxDump.describe(a.value))() }", at: a.value.location)
                continue
            }
            if boundInputVariable(a.value) != nil { continue }
            if opaqueBinding(a.value) { continue }
            if hasEffects(a.value), !handedOutArgument(a, view: name, element: loc), refusedArgument == nil { refusedArgument = a }
        }
        if let a = refusedArgument, let holder = reachedBindings[SwiftSyntaxDump.describe(a.value)] {
            error("the view '\(name)' is given the view model \(holder), through which it may set \(a.label ?? SwiftSyntaxDump.describe(a.value)) whenever it likes; no sound reading exists without its code: make the property's setter private (private(set)), or give the view the values and actions it needs", at: a.value.location)
            return []
        }
        if let a = refusedArgument {
            error("the view '\(name)' is given \(SwiftSyntaxDump.describe(a.value)), which lets it change the screen's state whenever it likes; no sound reading exists without its code (the input views Toggle, TextField, Picker and Stepper are read bound to a @State variable)", at: a.value.location)
            return []
        }
        if Self.isSpinnerName(name), !closures.contains(where: { hasEffects($0.body) }) {
            abstraction("'\(name)' is a spinner by its name", at: loc)
            return [element(place.overlay || !hasContent ? "spinner" : "footerSpinner", [], at: loc)]
        }
        let pendingBefore = pendingEvents.count
        bindingEvents(name, args, at: loc)
        // `TabView(selection: $tab) { … }`: its input's events are enabled while it is shown, which a mark of its own says.
        let ownEvents = pendingEvents[pendingBefore...].contains { $0.element == loc }
        var views: [Stmt] = []
        var actions: [SwiftClosure] = []
        for (index, c) in closures.enumerated() {
            // `NavigationLink { Destination() } label: { … }`: the destination is another screen.
            if name == "NavigationLink", trailing.count > 1 ? index == 0 : trailing.isEmpty { continue }
            if isViewContent(c.body) {
                var c2 = hasContent
                views += viewStatements(c.body, place: &place, hasContent: &c2)
                hasContent = c2
            } else if hasEffects(c.body) {
                actions.append(c)
            }
        }
        if !actions.isEmpty {
            // Each action an event of its own: the view may run any one of them, alone, whenever it likes
            // (the handlers of one event all run together).
            var events: [String] = []
            for closure in actions {
                let event = uniqueEventName("tap" + name)
                if let (run, cancellable) = awaitingAction(closure, givenTo: name, at: loc) {
                    guard let pending = action(run, name: event, element: loc, location: closure.location) else { continue }
                    pendingEvents.append(pending)
                    events.append(event)
                    guard cancellable else { continue }
                    var cancelled = pending
                    cancelled.name = uniqueEventName(event + "Cancellable")
                    cancelled.kind = .task
                    pendingEvents.append(cancelled)
                    events.append(cancelled.name)
                    continue
                }
                if let pending = action(closure, name: event, element: loc, location: closure.location) {
                    pendingEvents.append(pending)
                    events.append(event)
                }
            }
            abstraction(events.count > 1
                ? "'\(name)' is not in the SwiftUI mapping: its actions are the events \(events.joined(separator: ", ")), each enabled while it is shown"
                : "'\(name)' is not in the SwiftUI mapping: its action is the event \(events.first ?? "tap" + name), enabled while it is shown", at: loc)
            return views + [element("mark", [Expr(kind: .stringLiteral(name), location: loc)], at: loc)]
        }
        if !views.isEmpty || Self.transparentContainers.contains(name) {
            abstraction("'\(name)' is read as its content", at: loc)
            return ownEvents ? views + [element("mark", [Expr(kind: .stringLiteral(name), location: loc)], at: loc)] : views
        }
        presentation("'\(name)' is not in the SwiftUI mapping and runs no code: a mark on the screen", at: loc)
        return [element("mark", [Expr(kind: .stringLiteral(name), location: loc)], at: loc)]
    }

    /// `NavigationLink(destination: TagForm(tag: tag, isShown: $showsForm))`:
    /// the destination is another screen, but what the screen hands it, it
    /// hands while the link is shown (the destination can use it whenever
    /// it is pushed, which is only while the link is shown). So a link's
    /// arguments are read with the destination's own arguments in place of
    /// it, each read as handed to the link: a closure is its action, a
    /// binding the events of an input bound there, a value built from the
    /// screen's state presentation. `args` otherwise, in strict mode, and
    /// when the label is no trailing closure (the closures of a link's
    /// arguments are then its destination and label, which are not read).
    func destinationArguments(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> [SwiftArgument] {
        guard !configuration.strict, name == "NavigationLink", trailing.count == 1 else { return args }
        return args.flatMap { a -> [SwiftArgument] in
            guard a.label == "destination", case .call(let callee, let given, let trailing) = a.value.kind,
                  case .identifier(let view) = callee.kind, view.first?.isUppercase == true else { return [a] }
            return given + trailing.map { SwiftArgument(label: $0.label, value: SwiftExpr(kind: .closure($0.closure), location: $0.closure.location)) }
        }
    }

    /// Wrappers through which a view shares state with the view that shows it.
    static let sharingWrappers: Set<String> = ["Binding", "ObservedObject", "EnvironmentObject", "Bindable", "StateObject"]

    /// The first property of a view of the folder through which it can
    /// change the state of a screen that shows it: a `@Binding`, a shared
    /// object, a closure, a view model, or an object of the environment
    /// when the screen hands one of its own to it; nil when it has none.
    func stateReach(of located: SwiftModule.Located) -> PresentationBlocker? {
        propertyBlocker(of: located) { Self.sharingWrappers.contains($0) } ?? (injectsOwnObject ? environmentObjectProperty(of: located) : nil)
    }

    /// A view whose name says it is a spinner (`LoadingView`, `ActivityIndicator`).
    static func isSpinnerName(_ name: String) -> Bool {
        ["Loading", "Spinner", "ProgressView", "ActivityIndicator", "Loader"].contains { name.hasSuffix($0) || name.hasPrefix($0) }
            || name.contains("LoadingView")
    }
}

extension ScreenBuilder {
    /// The name of a view built from a value the screen does not decide
    /// (`item.widget.mainBody`, `destination.destinationView()`, a global
    /// `universalBackgroundColor`, `KFImage.url(url)`): rooted at an input,
    /// an opaque local, a type or a name that is none of the screen's, so it
    /// reaches the screen's state only through what it is given, which
    /// ``unknownView(_:_:_:place:hasContent:at:)`` scans. Nil for views of
    /// the screen's state or view model (`viewModel.view()`), and in strict mode.
    func opaqueViewName(_ base: SwiftExpr) -> String? {
        guard !configuration.strict else { return nil }
        var root = base
        var last: String?
        while true {
            switch root.kind {
            case .member(let inner, let n):
                if last == nil { last = n }
                root = inner
            case .call(let callee, _, _):
                root = callee
            case .optionalChain(let inner), .forceUnwrap(let inner):
                root = inner
            case .subscriptCall(let inner, _, _):
                root = inner
            case .identifier(let r):
                guard r != "self", viewModelHolder(root) == nil, stateVars[ownMember(r) ?? r] == nil, !methodNames.contains(r),
                      !viewHelpers.contains(r), local(r) == nil || local(r) == .constant else { return nil }
                return last ?? r
            default:
                return nil
            }
        }
    }
}

extension ScreenBuilder {
    /// `selectedImage: $model.selectedImage`, `.photosPicker(selection:
    /// $photos)`: a binding to data, a count or text of the screen handed to
    /// a view or modifier the translation does not read, which may write any
    /// value through it at any time. The property is opaque (any value at any
    /// time) from the next pass on (``opaqueAssignments``), when the binding
    /// is accepted (true). False in strict mode and for other bindings.
    mutating func opaqueBinding(_ e: SwiftExpr) -> Bool {
        guard !configuration.strict, let v = boundName(e, in: components.current, binding: true), local(v) == nil else { return false }
        guard assignedOpaque[v] != nil || stateVars[v].map(Self.mayBeOpaque) == true else { return false }
        return writtenByUnreadCode(v, noted: e.location, reading: "\(SwiftSyntaxDump.describe(e)) is handed to code the translation does not read, which may write any value through it: \(v) is opaque", at: e.location)
    }
}
