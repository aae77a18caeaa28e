import StateCheckLanguage

/// Where a view is being read: inside a `List`, in an `.overlay`, and the
/// errors the enclosing branches hold (innermost last).
struct ViewPlace {
    var inList = false
    var overlay = false
    var errors: [ErrorSource] = []
    /// Locals bound to real data or stub data (`let value = state.value ?? .stub`), by name.
    var stubFallbacks: [String: StubFallback] = [:]
    /// Inside a branch of an `if` or a `switch`: a view read here may be
    /// removed and inserted again (a component here is a subview).
    var inBranch = false
    /// Among the rows of data the screen does not decide, read once with the row opaque (``opaqueRows``).
    var inOpaqueRows = false
    /// The model variables the enclosing branches' conditions and subjects read.
    var tested: Set<String> = []
}

/// The error an error view shows.
enum ErrorSource {
    /// A name bound in the branch (`case .failure(let error)`, `if let error`).
    case name(String)
    /// The enum's `Error?` accessor (`dataState.error`), tested with `if let`.
    case accessor(Expr)
    /// Whatever error the switched state holds (`state.heldError`, synthesized): the branch binds none.
    case held(subject: Expr, enumName: String)
    /// The screen's optional error given to the view where no branch binds
    /// one (`ErrorStateView(error: viewModel.error)`): shown when set, the
    /// view shown without one when nil.
    case given(Expr, written: String)
    /// The last error the code stopped, as the branch was last set (an
    /// `Error?` the element shows, with no error when nil): the branch binds
    /// none and the code has no error of its own to give.
    case lastCaught(Expr)
}

/// An event found in the view, completed once the view is read.
struct PendingEvent {
    var name: String
    var kind: HandlerKind
    var body: [Stmt]
    var element: SourceLocation
    var location: SourceLocation
    /// A further condition of the event besides its element being shown (an input's `x != v`).
    var condition: Expr? = nil
    /// The row parameter of an event in a List row whose action reads the row's id (`order.id`).
    var rowParameter: String? = nil
    /// Where the element is a container the view draws no element of
    /// (`ScrollView { … }`): the places of what it holds, any of which
    /// shown shows it.
    var within: Set<SourceLocation> = []
    /// The role its task has when its body alone does not say it (a footer's
    /// task started again as the footer scrolls back: a paging task).
    var role: TaskRoleName? = nil
}

/// Names of views and modifiers the mapping reads.
enum SwiftUIVocabulary {
    /// Views whose content is their trailing closure's views.
    static let containers: Set<String> = [
        "List", "Group", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Section", "ScrollView", "Form",
        "NavigationStack", "NavigationView",
    ]
    /// Containers whose rows are built as the user scrolls to them: an
    /// element's `.onAppear` there is the user reaching it.
    static let lazyContainers: Set<String> = ["List", "Section", "Form", "LazyVStack", "LazyHStack"]
    /// Modifiers that change how a view looks, not what it shows.
    static let styling: Set<String> = [
        "frame", "font", "fontWeight", "background", "foregroundColor", "foregroundStyle", "padding", "redacted",
        "listRowSeparator", "listRowInsets", "listRowBackground", "listStyle", "navigationTitle", "navigationBarTitleDisplayMode",
        "tint", "opacity", "cornerRadius", "multilineTextAlignment", "lineLimit", "bold", "italic", "shadow", "clipShape",
        "scrollContentBackground", "id", "animation", "transition", "accessibilityLabel", "accessibilityIdentifier",
        "buttonStyle", "labelStyle", "textCase", "contentShape", "border", "overlayPreferenceValue",
    ]

    /// `ErrorStateView`, `…ErrorView`, `…ErrorStateView`.
    static func isErrorView(_ name: String) -> Bool {
        name == "ErrorStateView" || name.hasSuffix("ErrorView") || name.hasSuffix("ErrorStateView")
    }
}

/// One modifier of a chain.
struct Modifier {
    var name: String
    var arguments: [SwiftArgument]
    var trailing: [SwiftTrailingClosure]
    var location: SourceLocation
}

extension ScreenBuilder {
    /// `expr.a().b()` → the base and the modifiers, innermost first.
    func peel(_ e: SwiftExpr) -> (base: SwiftExpr, modifiers: [Modifier]) {
        var mods: [Modifier] = []
        var base = e
        while true {
            // `List { … }#if os(iOS) .listStyle(.insetGrouped) #endif`: the first clause's modifiers
            // (the configuration built by default, as for members), then the expression before `#if`.
            if case .postfixIfConfig(let inner, let clauses) = base.kind {
                if let chain = clauses.first?.chain { mods += peel(chain).modifiers.reversed() }
                base = inner
                continue
            }
            // `Button { … }.backport.buttonStyle(.glass)`: a property of the folder's `extension View` that wraps
            // the view (`var backport: Backport<Self> { Backport(content: self) }`) hands it on; the wrapper's
            // methods after it are the view's modifiers, read as modifiers the mapping does not name are.
            if case .member(let inner, let name) = base.kind, isViewWrapperProperty(name) {
                base = inner
                continue
            }
            // `AnyView(List { … }.refreshable { … })`: the type-erased view is the view it is given, with its modifiers.
            if !configuration.strict, case .call(let callee, let args, let trailing) = base.kind, case .identifier("AnyView") = callee.kind,
               args.count == 1, args[0].label == nil, trailing.isEmpty {
                base = args[0].value
                continue
            }
            guard case .call(let callee, let args, let trailing) = base.kind, case .member(let inner, let name) = callee.kind else { break }
            // `self.makeHeaderView()`: a method of the screen, no modifier.
            if case .identifier("self") = inner.kind { break }
            // `SwiftUI.List(…)`: a view named through its module (a screen that declares its own `List`) is that view.
            if case .identifier("SwiftUI") = inner.kind {
                base = SwiftExpr(kind: .call(SwiftExpr(kind: .identifier(name), location: callee.location), arguments: args, trailingClosures: trailing), location: base.location)
                break
            }
            // The member expression starts at its base: point at the modifier's name, as the parser kept it.
            let at = callee.nameLocation ?? args.first?.value.location ?? trailing.first?.location ?? callee.location
            mods.append(Self.normalized(Modifier(name: name, arguments: args, trailing: trailing, location: at), strict: configuration.strict))
            base = inner
        }
        return (base, mods.reversed())
    }

    /// Whether `name` is a computed property of the folder's `extension View`
    /// whose type is not a view (`var backport: Backport<Self> { Backport(content:
    /// self) }`): a wrapper of the view, whose methods return the view
    /// modified. False in strict mode.
    func isViewWrapperProperty(_ name: String) -> Bool {
        guard !configuration.strict else { return false }
        for i in module.extensionsByName["View"] ?? [] {
            for d in module.types[i].decl.members {
                guard case .variable(let v) = d.kind else { continue }
                for b in v.bindings {
                    guard case .identifier(name) = b.pattern.kind, b.accessors != nil, b.initializer == nil, let t = b.type else { continue }
                    if case .some = t.kind { return false }
                    return true
                }
            }
        }
        return false
    }

    /// `.task(priority: .background) { … }` is `.task { … }` (a task's
    /// priority changes no order the model explores: every interleaving
    /// is), and an action given as the last argument, `.task(priority: p,
    /// { … })` or `.task(id: x, { … })`, is the trailing closure. Not in strict mode.
    static func normalized(_ m: Modifier, strict: Bool) -> Modifier {
        // `.onAppear(perform: buildIndex)`: SwiftUI calls the function given, with no arguments.
        if m.name == "onAppear" || m.name == "onDisappear", m.trailing.isEmpty, m.arguments.count == 1,
           m.arguments[0].label == nil || m.arguments[0].label == "perform", isNameChain(m.arguments[0].value) {
            var out = m
            out.arguments = []
            out.trailing = [SwiftTrailingClosure(label: nil, closure: callingClosure(m.arguments[0].value), location: m.arguments[0].value.location)]
            return out
        }
        guard !strict, m.name == "task" || m.name == "refreshable" else { return m }
        var out = m
        out.arguments.removeAll { $0.label == "priority" }
        if out.trailing.isEmpty, let last = out.arguments.last, last.label == nil || last.label == "action", case .closure(let c) = last.value.kind {
            out.arguments.removeLast()
            out.trailing = [SwiftTrailingClosure(label: nil, closure: c, location: last.value.location)]
        }
        return out
    }

    /// `body`: the root view's modifiers become handlers and overlays, its content the view block.
    mutating func translateBody(_ stmts: [SwiftStmt], location: SourceLocation) {
        guard stmts.count == 1, case .expression(let written) = stmts[0].kind else {
            // `var body: some View { switch model.phase { … } }`: the view builder's
            // statements are the view, with no root modifiers.
            var place = ViewPlace()
            var hasContent = false
            let view = viewStatements(stmts, place: &place, hasContent: &hasContent)
            model.view = view
            model.viewLocation = location
            finishEvents(view: view)
            return
        }
        // `List { … }.if(isCompact) { $0.listStyle(.plain) }.task { … }`: the folder's conditional modifier as its code.
        var fragments: [String] = []
        var root = written
        if let (rewritten, names) = conditionalModifier(written) { (root, fragments) = (rewritten, names) }
        defer { for name in fragments { viewFragments[name] = nil } }
        let (base, mods) = peel(root)
        var place = ViewPlace()
        var hasContent = false
        var view = viewExpression(base, modifiers: [], place: &place, hasContent: &hasContent)
        for m in mods { rootModifier(m, view: &view) }
        model.view = view
        model.viewLocation = location
        finishEvents(view: view)
    }

    /// A modifier of the root view (or of an inlined component's root view):
    /// `.task` and `.refreshable` are handlers, `.overlay` and `.onChange` add to the view.
    mutating func rootModifier(_ m: Modifier, view: inout [Stmt]) {
        if SwiftUIVocabulary.styling.contains(m.name) { return }
        switch m.name {
        case "task", "refreshable":
            // `.task(load)`, `.refreshable(action: reload)`: a method named is a closure awaiting it.
            if !configuration.strict, m.trailing.isEmpty, let named = m.arguments.last, named.label == nil || named.label == "action",
               namedMethod(named.value) != nil {
                let call = SwiftExpr(kind: .awaitExpr(SwiftExpr(kind: .call(named.value, arguments: [], trailingClosures: []), location: named.value.location)), location: named.value.location)
                let closure = SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil,
                                           body: [SwiftStmt(kind: .expression(call), location: named.value.location)], location: named.value.location)
                let rewritten = Modifier(name: m.name, arguments: Array(m.arguments.dropLast()),
                                         trailing: [SwiftTrailingClosure(label: nil, closure: closure, location: named.value.location)], location: m.location)
                abstraction("'.\(m.name)(\(SwiftSyntaxDump.describe(named.value)))' is '.\(m.name) { await \(SwiftSyntaxDump.describe(named.value))() }'", at: m.location)
                return rootModifier(rewritten, view: &view)
            }
            if m.name == "task", m.arguments.first?.label == "id" { return taskIDHandler(m) }
            guard m.arguments.isEmpty, m.trailing.count == 1, let closure = m.trailing.first?.closure else {
                if m.name == "task" {
                    error("'.task' with arguments other than 'id:' is not understood; the forms read are .task { … } and .task(id: value) { … }", at: m.location)
                } else {
                    error("'.refreshable' with arguments is not understood (arguments yet)", at: m.location)
                }
                return
            }
            let event = m.name == "task" ? "load" : "refresh"
            let kind: HandlerKind = m.name == "task" ? .task : .refreshable
            let body = asyncStatements(closure.body)
            model.handlers.append(HandlerDecl(event: event, kind: kind, role: nil, condition: nil, body: body, location: m.location))
        case "overlay":
            guard let closure = m.trailing.first?.closure ?? overlayArgument(m.arguments, at: m.location) else {
                error("'.overlay' without a trailing closure is not understood", at: m.location)
                return
            }
            var p = ViewPlace()
            p.overlay = true
            var c = false
            view += viewStatements(closure.body, place: &p, hasContent: &c)
        case "onAppear":
            rootAppearHandler(m)
        case "searchable":
            searchable(m)
        case "alert", "confirmationDialog", "sheet", "fullScreenCover", "popover":
            presentation(m, view: &view)
        case "onChange":
            if let toast = toastOnChange(m) { view += toast } else if isChangeAction(m) { changeHandler(m) } else { view += onChange(m) }
        case "disabled" where rootDisabled(m, view: &view):
            return
        default:
            if folderModifier(m, view: &view) { return }
            view += unknownModifier(m, place: ViewPlace(), element: nil, root: true)
        }
    }

    /// `.onChange(of: flag) { v in guard v, let e = X else { return }; MessageBanner.showError(…) }` → `if flag, let e = X { banner(e) }`
    /// (also `{ _, v in … }`, the two-value form).
    mutating func onChange(_ m: Modifier) -> [Stmt] {
        if let toast = toastOnChange(m) { return toast }
        error("this '.onChange' is not understood; the form read is .onChange(of: flag) { v in guard v, let e = … else { return }; …Banner….show…(…) } (a toast)", at: m.location)
        return []
    }

    /// The toast form of `.onChange` read as a banner (see ``onChange(_:)``);
    /// nil when `m` has another shape.
    mutating func toastOnChange(_ m: Modifier) -> [Stmt]? {
        guard let of = m.arguments.first, of.label == "of", let closure = m.trailing.first?.closure,
              let params = closure.parameters, let param = Self.toastFlagParameter(params), param != "_",
              closure.body.count == 2,
              case .guardStmt(let conds, _) = closure.body[0].kind, conds.count == 2,
              case .expression(let test) = conds[0], case .identifier(param) = test.kind,
              case .optionalBinding(_, let pat, _, let value?, _) = conds[1], case .identifier(let errorName) = pat.kind,
              case .expression(let toast) = closure.body[1].kind,
              case .call(let callee, _, _) = toast.kind, case .member(let helper, _) = callee.kind,
              case .identifier(let helperName) = helper.kind, helperName.contains("Banner") || helperName.contains("Toast")
        else { return nil }
        guard let flag = expression(of.value) else { return [] }
        scopes.append([:])
        defer { scopes.removeLast() }
        guard let errorValue = expression(value) else { return [] }
        abstraction("\(helperName) toast in .onChange(of:): banner(\(errorName)) shown while the flag holds and \(errorName) is non-nil", at: m.location)
        let banner = Stmt(kind: .expression(Expr(kind: .call(callee: Expr(kind: .identifier("banner"), location: toast.location),
                                                              arguments: [Argument(label: nil, value: Expr(kind: .identifier(errorName), location: toast.location))]),
                                                  location: toast.location)), location: toast.location)
        return [Stmt(kind: .ifStatement(conditions: [.boolean(flag), .optionalBinding(name: errorName, value: errorValue, isLet: true)],
                                        then: [banner], elseBody: nil, elseIsIf: false), location: m.location)]
    }

    mutating func viewStatements(_ stmts: [SwiftStmt], place: inout ViewPlace, hasContent: inout Bool) -> [Stmt] {
        var out: [Stmt] = []
        for s in stmts { out += viewStatement(s, place: &place, hasContent: &hasContent) }
        return out
    }

    mutating func viewStatement(_ s: SwiftStmt, place: inout ViewPlace, hasContent: inout Bool) -> [Stmt] {
        switch s.kind {
        case .expression(let e):
            if let (rewritten, fragments) = conditionalModifier(e) {
                defer { for name in fragments { viewFragments[name] = nil } }
                return viewStatement(SwiftStmt(kind: .expression(rewritten), location: s.location), place: &place, hasContent: &hasContent)
            }
            let (base, mods) = peel(e)
            return viewExpression(base, modifiers: mods, place: &place, hasContent: &hasContent)
        case .ifStmt(let i):
            return viewIf(i, location: s.location, place: place, hasContent: &hasContent).map { [$0] } ?? []
        case .switchStmt(let sw):
            return viewSwitch(sw, location: s.location, place: place, hasContent: &hasContent)
        case .declaration(let d):
            guard case .variable(let v) = d.kind else {
                error("a local declaration other than let/var is not understood in a view", at: s.location)
                return []
            }
            return viewLocal(v, location: s.location, place: &place)
        case .ifConfig(let clauses) where !configuration.strict:
            // `#if os(iOS) … #else … #endif` in a view: the first clause, as for members and code.
            guard let first = clauses.first else { return [] }
            abstraction("#if in a view: its first clause is read (the configuration built by default)", at: s.location)
            return viewStatements(first.items, place: &place, hasContent: &hasContent)
        case .returnStmt(let e?) where !configuration.strict:
            // `return VStack { … }` in a view helper: the view returned.
            return viewStatement(SwiftStmt(kind: .expression(e), location: s.location), place: &place, hasContent: &hasContent)
        default:
            error("this statement is not understood in a view (views are read from let, var, if, if let, switch and view expressions)", at: s.location)
            return []
        }
    }

    mutating func viewIf(_ i: SwiftIf, location: SourceLocation, place: ViewPlace, hasContent: inout Bool) -> Stmt? {
        if readsStubFallback(Self.expressions(of: i.conditions), place: place) { return nil }
        scopes.append([:])
        defer { scopes.removeLast() }
        var inner = place
        inner.inBranch = true
        var conds: [SwiftCondition] = i.conditions.flatMap(conjunctsTestingAnError)
        // `error != nil` on an `Error?` state variable: bind it, the branch holds that error.
        for (k, c) in conds.enumerated() {
            if case .expression(let e) = c, case .binary("!=", let l, let r) = e.kind, case .nilLiteral = r.kind,
               case .identifier(let name) = l.kind, stateVars[name] == .optional(.error) {
                conds[k] = .optionalBinding(keyword: "let", pattern: SwiftPattern(kind: .identifier(name), location: l.location), type: nil, value: nil, location: e.location)
                inner.errors.append(.name(name))
                abstraction("\(name) != nil in a view: read as if let \(name) (the branch shows that error)", at: e.location)
            } else if !configuration.strict, case .expression(let e) = c, case .binary("!=", let l, let r) = e.kind, case .nilLiteral = r.kind,
                      let name = optionalErrorMember(l), local(name) == nil {
                // `viewModel.error != nil`: `if let error = viewModel.error`.
                conds[k] = .optionalBinding(keyword: "let", pattern: SwiftPattern(kind: .identifier(name), location: l.location), type: nil, value: l, location: e.location)
                inner.errors.append(.name(name))
                abstraction("\(SwiftSyntaxDump.describe(l)) != nil in a view: read as if let \(name) = \(SwiftSyntaxDump.describe(l)) (the branch shows that error)", at: e.location)
            }
        }
        // `if case .error(let message) = viewModel.state`: the branch holds the error the case binds, as a switch's case does.
        for c in conds {
            guard case .matching(let p, _, let subject, _) = c, let v = stateVariableName(subject), case .named(let enumName)? = stateVars[v],
                  let enumDecl = model.enums.first(where: { $0.name == enumName }), let bound = bindingErrors([Self.distributingBinding(p)], in: enumDecl),
                  bound.patterns == [Self.distributingBinding(p)] else { continue }
            inner.errors.append(.name(bound.name))
        }
        guard let cs = conditions(conds) else { return nil }
        let tested = variablesRead(by: cs)
        inner.tested.formUnion(tested)
        if inner.errors.isEmpty, let held = heldErrorTested(by: i.conditions) { inner.errors.append(held) }
        for c in cs {
            guard case .optionalBinding(let name, let value, _) = c else { continue }
            if isErrorTyped(name) || isOptionalErrorProperty(value) {
                inner.errors.append(.name(name))
            } else if case .identifier(let v) = value.kind, errorMessageVariables.contains(v) {
                // `if let message = model.errorMessage`: the branch holds that error.
                inner.errors.append(.name(name))
            }
        }
        var thenContent = hasContent
        let then = viewStatements(i.body, place: &inner, hasContent: &thenContent)
        scopes.removeLast()
        scopes.append([:])
        var elseBody: [Stmt]?
        var elseIsIf = false
        var elseContent = hasContent
        switch i.elseBranch {
        case nil: break
        case .block(let stmts, _):
            var p = place
            p.inBranch = true
            p.tested.formUnion(tested)
            elseBody = viewStatements(stmts, place: &p, hasContent: &elseContent)
        case .elseIf(let nested, let loc):
            elseIsIf = true
            var p = place
            p.tested.formUnion(tested)
            elseBody = viewIf(nested, location: loc, place: p, hasContent: &elseContent).map { [$0] } ?? []
        }
        hasContent = hasContent || (thenContent && elseContent)
        return Stmt(kind: .ifStatement(conditions: cs, then: then, elseBody: elseBody, elseIsIf: elseIsIf), location: location)
    }

    func isErrorTyped(_ name: String) -> Bool { stateVars[name] == .optional(.error) }

    /// Whether `e` reads an `Error?` property of a state enum's extension
    /// (`if let error = viewModel.state.error`, `var error: Error?` declared
    /// on the state's enum): the branch binding it holds that error.
    func isOptionalErrorProperty(_ e: Expr) -> Bool {
        guard case .member(let base, let property, _) = e.kind, case .identifier(let v) = base.kind, case .named(let enumName)? = stateVars[v] else { return false }
        return model.extensions.contains { x in x.typeName == enumName && x.properties.contains { $0.name == property && $0.type == .optional(.error) } }
    }

    mutating func viewSwitch(_ sw: SwiftSwitch, location: SourceLocation, place: ViewPlace, hasContent: inout Bool) -> [Stmt] {
        if readsStubFallback([sw.subject], place: place) { return [] }
        if let chain = unreadSwitch(sw, at: location) { return viewIf(chain, location: location, place: place, hasContent: &hasContent).map { [$0] } ?? [] }
        guard let subject = expression(sw.subject) else { return [] }
        var enumName: String?
        if let v = stateVariableName(sw.subject), case .named(let n)? = stateVars[v] { enumName = n }
        let enumDecl = model.enums.first { $0.name == enumName }
        var accessor: ErrorSource?
        if let enumName {
            for x in model.extensions where x.typeName == enumName {
                if let p = x.properties.first(where: { $0.type == .optional(.error) }) {
                    accessor = .accessor(Expr(kind: .member(base: subject, name: p.name, optional: false), location: subject.location))
                    break
                }
            }
        }
        var cases: [SwitchCase] = []
        let tested = variablesRead(by: [.boolean(subject)])
        for c in sw.cases {
            scopes.append([:])
            var inner = place
            inner.inBranch = true
            inner.tested.formUnion(tested)
            if let accessor { inner.errors.append(accessor) } else if let enumName, let enumDecl, Self.holdsErrors(enumDecl) {
                inner.errors.append(.held(subject: subject, enumName: enumName))
            }
            var items = c.items.map { Self.distributingBinding($0.pattern) }
            if containsErrorView(c.body), let enumDecl, let rewritten = bindingErrors(items, in: enumDecl) {
                if zip(items, rewritten.patterns).contains(where: { $0 != $1 && Self.matchesOptionalError($1, in: enumDecl) }) {
                    let written = items.map(SwiftSyntaxDump.describe).joined(separator: ", ")
                    let read = rewritten.patterns.map(SwiftSyntaxDump.describe).joined(separator: ", ")
                    abstraction("the error view shows the error the case holds: case \(written) read as case \(read)", at: c.location)
                }
                items = rewritten.patterns
                inner.errors.append(.name(rewritten.name))
            } else if let enumDecl, let bound = bindingErrors(items, in: enumDecl), bound.patterns == items {
                // The case binds its error as written (`case .error(let message)`): a `Text(message)` shows it.
                inner.errors.append(.name(bound.name))
            } else if let enumDecl, let nested = nestedErrorHolder(items, in: enumDecl) {
                // `case let .error(kind)` of `.error(ErrorKind)`, `enum ErrorKind { case offline, common(Error) }`:
                // an error view shows the error the bound value holds, or none.
                inner.errors.append(.held(subject: Expr(kind: .identifier(nested.name), location: c.location), enumName: nested.enumName))
            }
            var patterns: [Pattern] = []
            for p in items { if let x = pattern(p) { patterns.append(x) } }
            let clause = whereClause(of: c)
            var content = hasContent
            let body = viewStatements(c.body, place: &inner, hasContent: &content)
            scopes.removeLast()
            cases.append(SwitchCase(patterns: c.isDefault ? [] : patterns, whereClause: clause, body: body, location: c.location))
        }
        return [Stmt(kind: .switchStatement(subject: subject, cases: cases), location: location)]
    }

    /// `viewModel.error` (or `self.error`) naming a stored `Error?` of the
    /// screen or its view model: the model variable's name; nil otherwise.
    func optionalErrorMember(_ e: SwiftExpr) -> String? {
        guard case .member = e.kind, let variable = storedVariable(e) else { return nil }
        guard stateVars[variable] == .optional(.error) else { return nil }
        return variable
    }

    /// A condition `a && b` one of whose operands tests the screen's
    /// optional error against nil (`viewModel.error != nil && items.isEmpty`)
    /// as the list `a, b`, which Swift evaluates the same way; any other
    /// condition as it is.
    func conjunctsTestingAnError(_ c: SwiftCondition) -> [SwiftCondition] {
        guard !configuration.strict, case .expression(let e) = c, case .binary("&&", _, _) = e.kind else { return [c] }
        func conjuncts(_ x: SwiftExpr) -> [SwiftExpr] {
            if case .binary("&&", let l, let r) = x.kind { return conjuncts(l) + conjuncts(r) }
            return [x]
        }
        let parts = conjuncts(e)
        let tests = parts.contains { x in
            guard case .binary("!=", let l, let r) = x.kind, case .nilLiteral = r.kind else { return false }
            if case .identifier(let n) = l.kind { return stateVars[n] == .optional(.error) }
            return optionalErrorMember(l) != nil
        }
        return tests ? parts.map { .expression($0) } : [c]
    }

    /// `case let .failed(error)` as `case .failed(let error)`: a `let` (or
    /// `var`) before a case pattern binds each name in it; any other pattern unchanged.
    static func distributingBinding(_ p: SwiftPattern) -> SwiftPattern {
        guard case .binding(let keyword, let inner) = p.kind, case .enumCase = inner.kind else { return p }
        func push(_ q: SwiftPattern) -> SwiftPattern {
            func elements(_ xs: [SwiftTuplePatternElement]) -> [SwiftTuplePatternElement] {
                xs.map { SwiftTuplePatternElement(label: $0.label, pattern: push($0.pattern)) }
            }
            switch q.kind {
            case .identifier: return SwiftPattern(kind: .binding(keyword: keyword, q), location: q.location)
            case .enumCase(let type, let name, let args): return SwiftPattern(kind: .enumCase(type: type, name: name, arguments: args.map(elements)), location: q.location)
            case .tuple(let xs): return SwiftPattern(kind: .tuple(elements(xs)), location: q.location)
            case .optional(let x): return SwiftPattern(kind: .optional(push(x)), location: q.location)
            case .wildcard, .binding, .isType, .cast, .expression: return q
            }
        }
        return push(inner)
    }

    /// The name every pattern binds to its case's one payload of an enum
    /// that holds errors in some of its cases (`case let .error(kind)` of
    /// `case error(ErrorKind)`), with that enum's name; nil otherwise.
    func nestedErrorHolder(_ patterns: [SwiftPattern], in e: EnumDecl) -> (name: String, enumName: String)? {
        var found: (name: String, enumName: String)?
        for p in patterns {
            var pattern = p
            if case .binding(_, let inner) = pattern.kind { pattern = inner }
            guard case .enumCase(_, let caseName, let args?) = pattern.kind, args.count == 1,
                  let decl = e.cases.first(where: { $0.name == caseName }), decl.payload.count == 1,
                  case .named(let holder) = decl.payload[0].type, let holderDecl = model.enums.first(where: { $0.name == holder }),
                  Self.holdsErrors(holderDecl) else { return nil }
            var element = args[0].pattern
            if case .binding(_, let inner) = element.kind { element = inner }
            guard case .identifier(let name) = element.kind, found == nil || found?.name == name else { return nil }
            found = (name, holder)
        }
        return found
    }

    /// The case patterns with their `Error` payload bound (`.failure` → `.failure(let error)`),
    /// when every pattern has one; nil otherwise. An `Error?` payload matched
    /// non-nil holds an error too (`.loading(nil, _?)` → `.loading(nil, let error?)`).
    func bindingErrors(_ patterns: [SwiftPattern], in e: EnumDecl) -> (patterns: [SwiftPattern], name: String)? {
        var out: [SwiftPattern] = []
        var bound: String?
        for p in patterns {
            guard case .enumCase(let type, let name, let args) = p.kind, let decl = e.cases.first(where: { $0.name == name }),
                  let slot = decl.payload.firstIndex(where: { $0.type == .error || $0.type == .optional(.error) }) else { return nil }
            var elements = args ?? decl.payload.map { SwiftTuplePatternElement(label: $0.label, pattern: SwiftPattern(kind: .wildcard, location: p.location)) }
            guard elements.count == decl.payload.count else { return nil }
            if decl.payload[slot].type == .optional(.error) {
                guard let (pattern, n) = bindingOptionalError(elements[slot].pattern), bound == nil || bound == n else { return nil }
                elements[slot].pattern = pattern
                bound = n
                out.append(SwiftPattern(kind: .enumCase(type: type, name: name, arguments: elements), location: p.location))
                continue
            }
            switch elements[slot].pattern.kind {
            case .wildcard:
                elements[slot].pattern = SwiftPattern(kind: .binding(keyword: "let", SwiftPattern(kind: .identifier("error"), location: p.location)), location: p.location)
                if bound != nil && bound != "error" { return nil }
                bound = "error"
            case .binding(_, let inner):
                guard case .identifier(let n) = inner.kind, bound == nil || bound == n else { return nil }
                bound = n
            case .identifier(let n):
                guard bound == nil || bound == n else { return nil }
                bound = n
            default: return nil
            }
            out.append(SwiftPattern(kind: .enumCase(type: type, name: name, arguments: elements), location: p.location))
        }
        guard let bound else { return nil }
        return (out, bound)
    }

    /// Whether `p` matches a case of `e` whose error payload is an `Error?`.
    static func matchesOptionalError(_ p: SwiftPattern, in e: EnumDecl) -> Bool {
        guard case .enumCase(_, let name, _) = p.kind, let decl = e.cases.first(where: { $0.name == name }) else { return false }
        return decl.payload.contains { $0.type == .optional(.error) }
    }

    /// An `Error?` payload's pattern that matches only a non-nil error, with
    /// that error bound: `_?` → `let error?`; `let e?` keeps `e`. Nil for a
    /// pattern that also matches nil (`_`, `nil`), where the branch may hold no error.
    func bindingOptionalError(_ p: SwiftPattern) -> (pattern: SwiftPattern, name: String)? {
        func bind(_ n: String) -> SwiftPattern {
            SwiftPattern(kind: .binding(keyword: "let", SwiftPattern(kind: .optional(SwiftPattern(kind: .identifier(n), location: p.location)), location: p.location)), location: p.location)
        }
        switch p.kind {
        case .optional(let inner):
            switch inner.kind {
            case .wildcard: return (bind("error"), "error")
            case .identifier(let n): return (p, n)
            case .binding(_, let named): if case .identifier(let n) = named.kind { return (p, n) }
            default: break
            }
        case .binding(_, let inner):
            if case .optional(let named) = inner.kind, case .identifier(let n) = named.kind { return (p, n) }
        case .enumCase(_, "some", let args?) where args.count == 1:
            if case .wildcard = args[0].pattern.kind { return (bind("error"), "error") }
        default: break
        }
        return nil
    }

    /// Whether an error view appears in these view statements, outside nested switches.
    func containsErrorView(_ stmts: [SwiftStmt]) -> Bool {
        for s in stmts {
            switch s.kind {
            case .expression(let e):
                let (base, _) = peel(e)
                if case .call(let callee, _, _) = base.kind, case .identifier(let n) = callee.kind {
                    if SwiftUIVocabulary.isErrorView(n) { return true }
                    if SwiftUIVocabulary.containers.contains(n), case .call(_, _, let t) = base.kind, let body = t.first?.closure.body, containsErrorView(body) { return true }
                }
            case .ifStmt(let i):
                if i.branchBodies.contains(where: containsErrorView) { return true }
            default: continue
            }
        }
        return false
    }
}
