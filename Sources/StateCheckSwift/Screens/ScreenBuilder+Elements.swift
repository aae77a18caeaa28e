import StateCheckLanguage

extension ScreenBuilder {
    func element(_ name: String, _ args: [Expr], at loc: SourceLocation, labels: [String?]? = nil) -> Stmt {
        let arguments = args.enumerated().map { Argument(label: labels?[$0.offset], value: $0.element) }
        let callee = Expr(kind: .identifier(name), location: loc)
        let e = args.isEmpty ? callee : Expr(kind: .call(callee: callee, arguments: arguments), location: loc)
        return Stmt(kind: .expression(e), location: loc)
    }

    /// Modifiers of views inside the body that the mapping reads (styling
    /// and presentations besides); any other is read by ``unknownModifier(_:place:element:root:)``.
    static let mappedInnerModifiers: Set<String> = ["searchable", "onAppear", "onDisappear", "task", "disabled", "refreshable"]

    /// The forms of a mapped modifier that a view inside the body may carry,
    /// as a refusal words them: what the user can write instead.
    static func innerModifierForms(_ name: String) -> String {
        switch name {
        case "onAppear", "onDisappear": return "a view takes one .\(name) { … }: put the actions in one closure"
        case "task": return "move the .task to the List, or to a view the screen always shows"
        case "disabled": return "write .disabled(condition) with one condition"
        case "refreshable": return "write .refreshable { … } with one trailing closure"
        default: return "the modifiers read on a view are .searchable, .onAppear, .onDisappear, .task, .disabled, .refreshable, presentations and styling"
        }
    }

    /// `self.makeHeaderView()` is `makeHeaderView()`: a view helper or view
    /// fragment of the screen called through `self`, when no local of that name hides it.
    func ownHelperCall(_ e: SwiftExpr) -> SwiftExpr {
        guard case .call(let callee, let args, let trailing) = e.kind, case .member(let base, let name) = callee.kind,
              case .identifier("self") = base.kind, local(name) == nil, viewHelpers.contains(name) || viewFragments[name] != nil else { return e }
        let bare = SwiftExpr(kind: .identifier(name), location: callee.location)
        return SwiftExpr(kind: .call(bare, arguments: args, trailingClosures: trailing), location: e.location)
    }

    /// One view expression (its modifiers peeled) as view elements.
    mutating func viewExpression(_ base: SwiftExpr, modifiers: [Modifier], place: inout ViewPlace, hasContent: inout Bool) -> [Stmt] {
        let unknown = modifiers.filter {
            !Self.mappedInnerModifiers.contains($0.name) && !SwiftUIVocabulary.styling.contains($0.name) && !Self.presentationModifiers.contains($0.name)
        }
        var isBanner = false
        if case .call(let callee, _, _) = base.kind, case .identifier(let name) = callee.kind { isBanner = Self.isBannerView(name) && !viewHelpers.contains(name) }
        guard !unknown.isEmpty, !isBanner else { return mappedViewExpression(base, modifiers: modifiers, place: &place, hasContent: &hasContent) }
        let mapped = modifiers.filter { m in !unknown.contains { $0.location == m.location && $0.name == m.name } }
        var views = mappedViewExpression(base, modifiers: mapped, place: &place, hasContent: &hasContent)
        // The modifier's events are enabled while its view is shown: one element's
        // branches say when; a view of several elements, or none, is taken as always
        // shown (at least as often as the real one).
        var element: SourceLocation?
        if views.count == 1, case .expression = views[0].kind { element = views[0].location }
        for m in unknown { views += unknownModifier(m, place: place, element: element, root: false) }
        return views
    }

    /// ``viewExpression(_:modifiers:place:hasContent:)`` once the modifiers
    /// the mapping does not name are set aside.
    mutating func mappedViewExpression(_ written: SwiftExpr, modifiers: [Modifier], place: inout ViewPlace, hasContent: inout Bool) -> [Stmt] {
        let base = ownHelperCall(written)
        let loc = base.location
        // `.alert`, `.confirmationDialog`, `.sheet` on a view inside the body: shown with that view.
        let presenting = modifiers.filter { Self.presentationModifiers.contains($0.name) }
        if !presenting.isEmpty {
            var views = viewExpression(base, modifiers: modifiers.filter { !Self.presentationModifiers.contains($0.name) }, place: &place, hasContent: &hasContent)
            for m in presenting { presentation(m, view: &views, inner: true) }
            return views
        }
        if case .call(let callee, let args, _) = base.kind, case .identifier(let name) = callee.kind,
           let banner = bannerView(name, args, modifiers: modifiers, place: place, at: loc) {
            return banner
        }
        var onAppear: Modifier?
        var onDisappear: Modifier?
        var task: Modifier?
        var footerTask: Modifier?
        var disabled: SwiftExpr?
        for m in modifiers {
            if SwiftUIVocabulary.styling.contains(m.name) { continue }
            switch m.name {
            // `NavigationStack { List { … }.searchable(text: $query) }`: the field is in the
            // navigation bar, shown with the screen when the view is in no branch.
            case "searchable" where !place.inBranch && !place.inList: searchable(m)
            case "searchable" where configuration.strict:
                error("'.searchable' on a view shown only in some states (in an if, a switch or a List's rows) is not understood; put it on a view the screen always shows, such as its NavigationStack or List", at: m.location)
                return []
            // `if loaded { List { … }.searchable(text: $query) }`: the field is read as always
            // shown, so typing is possible in every state (at least whenever the real field is).
            case "searchable":
                searchable(m)
                abstraction("'.searchable' on a view shown only in some states: its field is read as shown in every state (typing at least whenever the real field is shown)", at: m.location)
            case "onAppear" where onAppear == nil: onAppear = m
            case "onDisappear" where onDisappear == nil: onDisappear = m
            // `NavigationStack { List { … }.task { … } }`: a view the screen always shows
            // appears and disappears with it, so its `.task` is the screen's.
            case "task" where !place.inBranch && !place.inList:
                var unchanged: [Stmt] = []
                rootModifier(m, view: &unchanged)
                abstraction("'.task' on a view in no branch: the screen's .task (the view appears and disappears with the screen)", at: m.location)
            case "task" where !place.inList && task == nil && m.arguments.isEmpty: task = m
            // `ProgressView().task { await model.loadMore() }` after a List's content: the paging footer's task.
            case "task" where place.inList && !configuration.strict && footerTask == nil && m.arguments.isEmpty && m.trailing.count == 1
                && Self.isFooterProgress(base):
                footerTask = m
            case "task" where !place.inList:
                error("'.task' with arguments on a view shown only in some states is not understood; the form read there is .task { … } (put .task(id:) on a view the screen always shows)", at: m.location)
                return []
            case "disabled" where m.arguments.count == 1: disabled = m.arguments[0].value
            case "refreshable" where m.arguments.isEmpty && m.trailing.count == 1:
                innerRefreshable(m, on: base, element: loc)
            default:
                error("the modifier '.\(m.name)' on a view is not understood in this form; \(Self.innerModifierForms(m.name)), or remove it from the screen's view", at: m.location)
                return []
            }
        }
        // `content` of a component whose initializer ran `self.content = content()`: the closure's views.
        if let m = footerTask {
            guard onAppear == nil, onDisappear == nil else {
                error("a footer ProgressView with both '.task' and '.\(onAppear == nil ? "onDisappear" : "onAppear")' is not understood; put its work in one of them", at: m.location)
                return []
            }
            return self.footerTask(m, hasContent: hasContent, at: loc) ?? []
        }
        if onAppear == nil, onDisappear == nil, task == nil, let name = builtViewName(base) {
            return closureView(name, [], place: &place, hasContent: &hasContent, at: loc) ?? []
        }
        if onAppear == nil, onDisappear == nil, task == nil, let fragment = fragmentName(base),
           let views = givenViews(fragment, place: &place, hasContent: &hasContent) {
            return views
        }
        if let fragment = fragmentName(base), let body = viewFragments[fragment] {
            return viewFragment(fragment, body: body, appearing: onAppear ?? onDisappear, place: &place, hasContent: &hasContent, at: loc)
        }
        guard case .call(let callee, let written, let writtenTrailing) = base.kind, case .identifier(let name) = callee.kind else {
            // `Color.clear`, `Image.placeholder`, `Color(.systemBackground)`: a value of a view type.
            if case .member(let inner, _) = base.kind, case .identifier(let type) = inner.kind, type.first?.isUppercase == true {
                return unknownView(type, [], [], place: &place, hasContent: &hasContent, at: loc)
            }
            if case .call(let callee, let args, let trailing) = base.kind, case .member(let inner, _) = callee.kind,
               case .identifier(let type) = inner.kind, type.first?.isUppercase == true {
                return unknownView(type, args, trailing, place: &place, hasContent: &hasContent, at: loc)
            }
            if let name = opaqueViewName(base) {
                var args: [SwiftArgument] = []
                var trailing: [SwiftTrailingClosure] = []
                if case .call(_, let a, let t) = base.kind { args = a; trailing = t }
                abstraction("\(name) is a view built from a value the screen does not decide: read as a view the folder does not declare", at: loc)
                return unknownView(name, args, trailing, place: &place, hasContent: &hasContent, at: loc)
            }
            if !configuration.strict, onAppear == nil, onDisappear == nil, task == nil,
               let read = viewOfOtherForm(base, modifiers: modifiers, place: &place, hasContent: &hasContent, at: loc) {
                return read
            }
            error("this view is not understood (a view is a SwiftUI or folder view, or a helper of the screen)", at: loc)
            return []
        }
        // `ForEach(items, id: \.id, content: { item in … })`, `ForEach(kinds, content: makeRow)`: the rows as a trailing closure.
        let (args, trailing) = Self.rowContentAsTrailing(name, written, writtenTrailing)
        if !place.inList, onAppear != nil || onDisappear != nil || task != nil {
            return elementWithLifecycle(base, modifiers: modifiers, appear: onAppear, disappear: onDisappear, task: task, place: &place, hasContent: &hasContent)
        }
        if onDisappear != nil {
            error("'.onDisappear' on '\(name)' in a List is not understood (read outside lazy containers, where it runs as the element leaves the screen)", at: onDisappear?.location ?? loc)
            return []
        }
        // `ForEach(model.photos) { photo in PhotoItem(photo).onAppear { if photo.id == model.photos.last?.id { model.loadMore() } } }`
        // over rows the screen does not decide: any row may appear, any number of times, while they are shown.
        if let appear = onAppear, place.inOpaqueRows, !configuration.strict, appear.arguments.isEmpty, appear.trailing.count == 1,
           let closure = appear.trailing.first?.closure {
            let event = uniqueEventName("rowAppear")
            guard let pending = action(closure, name: event, element: loc, location: appear.location) else { return [] }
            pendingEvents.append(pending)
            abstraction("'.onAppear' on rows of data the screen does not decide: the event \(event), a row scrolling into view, any number of times while the rows are shown; the row is opaque", at: appear.location)
            let rest = modifiers.filter { $0.name != "onAppear" }
            return mappedViewExpression(base, modifiers: rest, place: &place, hasContent: &hasContent)
        }
        // `HStack { … }.onAppear { viewModel.theme = … }` in a List: the element scrolling into view, again as the user scrolls back.
        if let appear = onAppear, name != "ProgressView", !configuration.strict, appear.arguments.isEmpty, appear.trailing.count == 1,
           let closure = appear.trailing.first?.closure {
            let shown = name.prefix(1).lowercased() + name.dropFirst()
            let event = uniqueEventName(shown + "Appear")
            guard let pending = action(closure, name: event, element: loc, location: appear.location) else { return [] }
            pendingEvents.append(pending)
            abstraction("'.onAppear' on '\(name)' in a List: the event \(event), the element scrolling into view, any number of times while it is shown", at: appear.location)
            let rest = modifiers.filter { $0.name != "onAppear" }
            return [element("mark", [Expr(kind: .stringLiteral(shown), location: loc)], at: loc)]
                + mappedViewExpression(base, modifiers: rest, place: &place, hasContent: &hasContent)
        }
        if onAppear != nil && name != "ProgressView" {
            error("'.onAppear' on '\(name)' in a List is not understood (read on the footer ProgressView of a List, and outside lazy containers)", at: onAppear?.location ?? loc)
            return []
        }
        // `List(selection: $selected) { … }`: the user selects a row.
        if name == "List", let selection = args.first(where: { $0.label == "selection" }), !listSelection(selection.value, at: loc) { return [] }
        // `ForEach(episodes) { episode in … }` over data the screen does not decide (its parent's):
        // a mark, and the rows read once with the row opaque (its actions are events of any row).
        if name == "List" || name == "ForEach", let first = args.first, first.label == nil, !configuration.strict,
           let root = opaqueRoot(first.value), let closure = trailing.last?.closure {
            return opaqueRows(name, root: root, closure: closure, place: &place, hasContent: &hasContent, at: loc)
        }
        if name == "List", let first = args.first, first.label == nil {
            // `List(items) { item in row }` shows its data as `ForEach(items)` does.
            if let read = placeholderOrContent(first.value, helper: name, modifiers: modifiers, place: place, at: loc) { return read }
            guard let v = attempt({ $0.expression(first.value) }) else {
                if let rows = unreadRows(name, data: first.value, trailing: trailing, place: &place, hasContent: &hasContent, at: loc) { return rows }
                _ = expression(first.value)
                return []
            }
            hasContent = true
            lastRowAppear(trailing, list: v, at: loc)
            rowButtons(trailing, at: loc)
            if let (closure, row) = Self.rowClosure(trailing) { rowEffects(closure, row: row, at: loc) }
            return [element("content", [v], at: loc)]
        }
        if SwiftUIVocabulary.containers.contains(name) {
            guard let closure = contentArgument(args) ?? trailing.last?.closure else {
                error("'\(name)' without a trailing closure is not understood", at: loc)
                return []
            }
            var p = place
            if SwiftUIVocabulary.lazyContainers.contains(name) { p.inList = true }
            let savedRow = rowElement
            defer { rowElement = savedRow }
            if name == "List", let first = args.first, first.label == nil,
               let params = closure.parameters, params.count == 1, let row = params[0].name ?? params[0].label, row != "_" {
                rowElement = row
            }
            return viewStatements(closure.body, place: &p, hasContent: &hasContent)
        }
        switch name {
        case "EmptyView":
            return [element("blank", [], at: loc)]
        case "ProgressView":
            if let appear = onAppear {
                guard place.inList, hasContent, let closure = appear.trailing.first?.closure else {
                    error("a ProgressView with '.onAppear' is read as a List's footer after its content; here it is not after content", at: appear.location)
                    return []
                }
                guard let event = action(closure, name: "page", element: loc, location: appear.location) else { return [] }
                pagingFunctions.formUnion(calledFunctions(event.body))
                model.handlers.append(HandlerDecl(event: "page", kind: event.kind, role: nil, condition: nil, body: event.body, location: appear.location))
                abstraction("ProgressView().onAppear in a List after content: footerSpinner and the event page", at: appear.location)
                return [element("footerSpinner", [], at: loc)]
            }
            return [element(place.overlay || !hasContent ? "spinner" : "footerSpinner", [], at: loc)]
        case "Text":
            if let first = args.first, first.label == nil, let message = shownErrorMessage(first.value, place: place) {
                abstraction("Text(\(SwiftSyntaxDump.describe(first.value))) shows an error's description: errorView(\(message))", at: loc)
                return [element(hasContent ? "footerError" : "errorView", [Expr(kind: .identifier(message), location: loc)], at: loc)]
            }
            // `Text(character.name)` in a branch that bound the loaded `character`: the screen shows that data.
            if !configuration.strict, let first = args.first, first.label == nil, let data = shownDataRoot(first.value),
               let v = attempt({ $0.expression(data) }) {
                abstraction("Text(\(SwiftSyntaxDump.describe(first.value))) shows a field of \(SwiftSyntaxDump.describe(data)), data an api answered: content(\(SwiftSyntaxDump.describe(data)))", at: loc)
                hasContent = true
                return [element("content", [v], at: loc)]
            }
            return [element("mark", [Expr(kind: .stringLiteral("text"), location: loc)], at: loc)]
        case "ForEach":
            if let first = args.first, let read = placeholderOrContent(first.value, helper: name, modifiers: modifiers, place: place, at: loc) { return read }
            // `ForEach(items.filter { … })`: the rows of the data (a content element is shown whatever rows it has).
            if let first = args.first, let transform = filteringTransform(first.value) {
                abstraction("ForEach of a \(transform) of api data: content of the data (its rows opaque, shown whatever rows the \(transform) leaves)", at: loc)
            }
            guard let first = args.first, let v = attempt({ $0.expression($0.filteringTransform(first.value) == nil ? first.value : Self.transformedData(first.value)) }) else {
                if let first = args.first, let rows = unreadRows(name, data: first.value, trailing: trailing, place: &place, hasContent: &hasContent, at: loc) {
                    return rows
                }
                if let first = args.first { _ = expression(first.value) }
                error("ForEach needs the data it shows", at: loc)
                return []
            }
            hasContent = true
            lastRowAppear(trailing, list: v, at: loc)
            rowButtons(trailing, at: loc)
            if let (closure, row) = Self.rowClosure(trailing) { rowEffects(closure, row: row, at: loc) }
            return [element("content", [v], at: loc)]
        case "Button":
            return button(args, trailing, disabled: disabled, at: loc)
        case "Toggle", "TextField", "SecureField", "Picker", "Stepper", "Slider":
            return inputView(name, args, trailing, at: loc) ?? []
        default:
            break
        }
        if SwiftUIVocabulary.isErrorView(name) {
            return errorView(name, args, trailing, place: place, hasContent: hasContent, at: loc)
        }
        if let views = closureView(name, args, place: &place, hasContent: &hasContent, at: loc) { return views }
        // `row(value)` of `let row: (T) -> Row`: a view the parent builds from the data it is given shows that data.
        if !configuration.strict, screenInputs.contains(name), local(name) == nil, stateVars[name] == nil, let first = args.first,
           args.allSatisfy({ changesNothing($0.value) }), let v = attempt({ $0.expression(first.value) }) {
            abstraction("\(name)(…) is a view the parent builds from the data it is given: content of \(SwiftSyntaxDump.describe(first.value))", at: loc)
            hasContent = true
            return [element("content", [v], at: loc)]
        }
        if viewHelpers.contains(name) {
            if let views = contentHelperInPlace(name, args, trailing, place: &place, hasContent: &hasContent, at: loc) { return views }
            if let views = actionHelperInPlace(name, args, trailing, place: &place, hasContent: &hasContent, at: loc) { return views }
            if let shown = shownError(name, args, place: place, hasContent: hasContent, at: loc) { return shown }
            // `profileRow(title: "Logout", icon: "door")`: a helper given literals shows no data of the screen's.
            // `ProductCell(viewModel: self.viewModel, product: product)`: a helper given the view model acts through it.
            if let first = args.first, !Self.isDataArgument(first.value) || args.contains(where: { handedViewModel($0.value) != nil }),
               let views = helperInPlace(name, args, place: &place, hasContent: &hasContent, at: loc) { return views }
            if let first = args.first, let read = placeholderOrContent(first.value, helper: name, modifiers: modifiers, place: place, at: loc) { return read }
            guard let first = args.first, let v = attempt({ $0.expression(first.value) }) else {
                if let views = helperInPlace(name, args, place: &place, hasContent: &hasContent, at: loc) { return views }
                if let first = args.first { _ = expression(first.value) }
                error("the view helper '\(name)' is read as content of the data it is given; here it is given none", at: loc)
                return []
            }
            hasContent = true
            return [element("content", [v], at: loc)]
        }
        if let views = inlinedComponent(at: loc, place: &place, hasContent: &hasContent) { return views }
        // `LoadMoreTrigger(isLoading: model.isLoading) { await model.loadMore() }`: a view handed an action is more than its data.
        let acts = !configuration.strict && trailing.contains { hasEffects($0.closure.body) }
        // `ContentUnavailableView("Could not load", systemImage: "…", description: Text(error))`: a SwiftUI view that shows the error.
        if !acts, module.type(named: name, from: file) == nil, let shown = shownError(name, args, place: place, hasContent: hasContent, at: loc) { return shown }
        if !acts, let views = presentationalView(name, args, modifiers: modifiers, place: place, hasContent: &hasContent, at: loc) { return views }
        return unknownView(name, args, trailing, place: &place, hasContent: &hasContent, at: loc)
    }

    /// `if let loaded = items { Button("Open") { open(loaded) } }`: a name the
    /// view binds where the action is shown (an `if let`, a case's payload, a
    /// view helper's local) is no variable of the event's handler, which runs
    /// outside the view. In the action it is read as a value the screen does
    /// not decide (a test of it an assumption, passed on opaque): the value
    /// it captured is one of those, so no behaviour is lost.
    mutating func opaqueViewLocals(readBy closure: SwiftClosure, event: String) {
        var read = Set<String>()
        for s in closure.body { s.forEachExpression { read.formUnion(Self.referencedNames($0)) } }
        var made: [String] = []
        for n in read.sorted() {
            // A view helper's parameter read as the name it is given (`recipient` as a sheet's item).
            if let r = renames[n], local(n) == nil, local(r) != nil, local(r) != .constant {
                renames[n] = nil
                scopes[scopes.count - 1][n] = .constant
                made.append(n)
                continue
            }
            // `if let note { Button { editing = note } }`: the name is the screen's own property too, which holds
            // that value whenever the action is shown; it is read as the property, as before.
            if stateVars[ownMember(n) ?? n] != nil { continue }
            switch local(n) {
            case .plain?, .data?, .apiDerived?, .filtered?:
                scopes[scopes.count - 1][n] = .constant
                made.append(n)
            case .constant?, .lastRow?, .httpResponse?, nil:
                continue
            }
        }
        guard !made.isEmpty else { return }
        abstraction("the action of \(event) reads \(made.map { "'\($0)'" }.joined(separator: ", ")), bound by the view where it is shown: "
                    + "a value the screen does not decide in its handler, which runs outside the view", at: closure.location)
    }

    /// `ForEach(data, id: …, content: { row in … })` or `content: makeRow`
    /// (`List(data, rowContent: makeRow)`)
    /// (a method building a row) as `ForEach(data, id: …) { row in … }`
    /// (`{ row in makeRow(row) }`), so that the rows are read as a trailing
    /// closure's are; any other call as written.
    static func rowContentAsTrailing(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> ([SwiftArgument], [SwiftTrailingClosure]) {
        guard name == "ForEach" || name == "List", trailing.isEmpty, let k = args.lastIndex(where: { $0.label == "content" || $0.label == "rowContent" }), k > 0 else {
            return (args, trailing)
        }
        let value = args[k].value
        let closure: SwiftClosure
        switch value.kind {
        case .closure(let c):
            closure = c
        case .identifier, .member:
            closure = Self.callingClosure(value, labels: [nil])
        default:
            return (args, trailing)
        }
        var rest = args
        rest.remove(at: k)
        return (rest, [SwiftTrailingClosure(label: nil, closure: closure, location: value.location)])
    }

    /// An error view: `errorView(e)` replacing content, `footerError(e)` after it; an action is a tap event.
    mutating func errorView(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], place: ViewPlace, hasContent: Bool, at loc: SourceLocation) -> [Stmt] {
        let footer = hasContent
        let kind = footer ? "footerError" : "errorView"
        let source: ErrorSource
        if let bound = place.errors.last {
            source = bound
        } else {
            if let shown = selfHidingErrorView(name, args, kind: kind, at: loc) { return shown }
            guard let given = givenOptionalError(args) ?? lastCaughtError(shownBy: name, tested: place.tested, at: loc) else {
                error("the error view '\(name)' is in a branch that holds no error (bind it: case .failure(let error), if let error; or show it in a switch or an if on the state enum, whose error it then shows)", at: loc)
                return []
            }
            source = given
        }
        var action: SwiftClosure?
        if let t = trailing.first?.closure { action = t }
        for a in args where a.label == "action" {
            if case .closure(let c) = a.value.kind { action = c } else if let c = forwardingAction(a.value) { action = c }
        }
        // `ErrorView(error: error) { await reload() }` of a view whose code runs it in `Task { await refreshAction() }`.
        if let a = action, Self.firstAwait(outsideClosuresOf: a.body) != nil, let run = actionInTaskOfItsOwn(a, givenTo: name, at: loc) { action = run }
        if let action {
            let event = footer ? "tapFooterRetry" : "tapRetry"
            let unique = uniqueEventName(event)
            if let pending = self.action(action, name: unique, element: loc, location: action.location) {
                pendingEvents.append(pending)
            }
        }
        switch source {
        case .name(let n):
            return [element(kind, [Expr(kind: .identifier(n), location: loc)], at: loc)]
        case .accessor(let e):
            abstraction("\(name) shows the state's error: if let error = \(describeAccessor(e))", at: loc)
            let inner = element(kind, [Expr(kind: .identifier("error"), location: loc)], at: loc)
            return [Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: "error", value: e, isLet: true)], then: [inner], elseBody: nil, elseIsIf: false), location: loc)]
        case .held(let subject, let enumName):
            guard let held = heldError(of: subject, enumName: enumName, shownBy: name, at: loc) else { return [] }
            return [element(kind, [held], at: loc)]
        case .given(let e, let written):
            abstraction("\(name) is given the screen's optional error: if let error = \(written) { \(kind)(error) } else { \(kind)() }", at: loc)
            let inner = element(kind, [Expr(kind: .identifier("error"), location: loc)], at: loc)
            return [Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: "error", value: e, isLet: true)], then: [inner],
                                            elseBody: [element(kind, [], at: loc)], elseIsIf: false), location: loc)]
        case .lastCaught(let e):
            // Its reading is told once the code is read (``recordCaughtErrors()``).
            return [element(kind, [e], at: loc)]
        }
    }

    /// The stored property of the screen or its view model that `e` names
    /// (`error`, `self.error`, `viewModel.error`), by its model name; nil otherwise.
    func storedVariable(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let n) where local(n) == nil:
            return ownMember(n) ?? n
        case .member(let base, let n):
            if let holder = viewModelHolder(base) { return member(n, of: holder) }
            if case .identifier("self") = base.kind { return ownMember(n) ?? n }
            return nil
        default:
            return nil
        }
    }

    /// `ErrorStateView(error: viewModel.error) { … }` where no branch binds
    /// an error: the error view is given the screen's optional error (a
    /// stored `Error?` of the screen or its view model, as its `error:`
    /// argument or its only one, of a view whose own body is more than a
    /// test of it); nil otherwise, and in strict mode.
    func givenOptionalError(_ args: [SwiftArgument]) -> ErrorSource? {
        guard !configuration.strict else { return nil }
        let given = args.first { $0.label == "error" } ?? (args.count == 1 || args.dropFirst().allSatisfy({ Self.isClosure($0.value) }) ? args.first : nil)
        guard let value = given?.value else { return nil }
        let variable = storedVariable(value)
        guard let variable, stateVars[variable] == .optional(.error) else { return nil }
        return .given(Expr(kind: .identifier(variable), location: value.location), written: SwiftSyntaxDump.describe(value))
    }

    /// `ErrorView(error: viewModel.error)` shown in every state, of a view of
    /// the folder whose body is only `if error != nil { … }` (or `if let
    /// error { … }`) on the optional it is given: the view shows itself
    /// exactly when there is an error, `if let error = viewModel.error {
    /// errorView(error) }`. Nil in strict mode, or when the view's body,
    /// the argument or its type is anything else.
    mutating func selfHidingErrorView(_ name: String, _ args: [SwiftArgument], kind: String, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, args.count == 1, let located = module.type(named: name, from: currentFile),
              let body = ComponentCalls.body(of: located), body.count == 1, case .ifStmt(let test) = body[0].kind,
              test.elseBranch == nil, test.conditions.count == 1 else { return nil }
        let property = args[0].label ?? ""
        switch test.conditions[0] {
        case .expression(let e):
            guard case .binary("!=", let l, let r) = e.kind, case .identifier(property) = l.kind, case .nilLiteral = r.kind else { return nil }
        case .optionalBinding(_, let pattern, _, let value, _):
            guard case .identifier(let bound) = pattern.kind, value.map({ if case .identifier(property) = $0.kind { return true } else { return false } }) ?? (bound == property) else { return nil }
        case .matching, .availability:
            return nil
        }
        let variable = storedVariable(args[0].value)
        guard let variable else { return nil }
        let shown = Expr(kind: .identifier(variable), location: args[0].value.location)
        let given = SwiftSyntaxDump.describe(args[0].value)
        switch stateVars[variable] {
        case .optional(.error)?:
            // The screen's optional error (or `var error: String?` read as the error it describes).
            abstraction("\(name) shows itself only when the error it is given is not nil: if let error = \(given) { \(kind)(error) }", at: loc)
            let inner = element(kind, [Expr(kind: .identifier("error"), location: loc)], at: loc)
            return [Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: "error", value: shown, isLet: true)], then: [inner], elseBody: nil, elseIsIf: false), location: loc)]
        case .optional(.string)?:
            // An error message the screen keeps as text (`self.error = error.getErrorMessage()`).
            abstraction("\(name) shows itself only when the message it is given is not nil: if \(given) != nil { \(kind) }", at: loc)
            let test = Expr(kind: .binary(.notEqual, shown, Expr(kind: .nilLiteral, location: loc)), location: loc)
            return [Stmt(kind: .ifStatement(conditions: [.boolean(test)], then: [element(kind, [], at: loc)], elseBody: nil, elseIsIf: false), location: loc)]
        case nil where opaqueRoot(args[0].value) != nil:
            // A message the screen does not decide (given a method's result of another type): whether it is set is assumed.
            let test = assumption(given + " != nil", at: loc)
            abstraction("\(name) shows itself only when the message it is given is not nil, which the screen does not decide: if \(given) != nil (assumed) { \(kind) }", at: loc)
            return [Stmt(kind: .ifStatement(conditions: [.boolean(test)], then: [element(kind, [], at: loc)], elseBody: nil, elseIsIf: false), location: loc)]
        default:
            return nil
        }
    }

    func describeAccessor(_ e: Expr) -> String {
        if case .member(let b, let n, _) = e.kind, case .identifier(let v) = b.kind { return "\(v).\(n)" }
        return "…"
    }

    /// `Button("Label") { … }` → `button("Label", disabled: x)` and the event `tapLabel`.
    mutating func button(_ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], disabled: SwiftExpr?, at loc: SourceLocation) -> [Stmt] {
        var action: SwiftClosure?
        var labelTrailing = trailing.first { $0.label == "label" }?.closure
        var actionArgument = false
        for a in args where a.label == "action" {
            actionArgument = true
            if case .closure(let c) = a.value.kind { action = c } else if let c = forwardingAction(a.value) { action = c }
            // `Button("Save", action: save)`, `action: model.refresh`: a method named is an action calling it.
            else if !configuration.strict, namedMethod(a.value) != nil {
                action = Self.callingClosure(a.value)
            } else if let c = referencedAction(a.value, at: loc) { action = c }
            // `Button(action: state == .adding ? add : move)`: the method the condition chooses.
            else if let c = namedAction(a.value) { action = c }
        }
        // `Button(action: f, label: { … })`: the label given as an argument.
        if !configuration.strict, labelTrailing == nil, let a = args.first(where: { $0.label == "label" }), case .closure(let c) = a.value.kind { labelTrailing = c }
        // `Button(action: save) { Text("Save") }`: the trailing closure is the label.
        if actionArgument { labelTrailing = labelTrailing ?? trailing.first?.closure } else { action = trailing.first { $0.label == nil }?.closure }
        let label: String
        if let first = args.first, first.label == nil, case .string(let parts, _) = first.value.kind, parts.count == 1, case .text(let text) = parts[0] {
            label = text
        } else if let found = (labelTrailing.flatMap { Self.labelText($0.body) }) ?? (args.first { $0.label == nil }.flatMap { Self.labelText($0.value) }) {
            label = found
            abstraction("Button { … } label: { … }: the button \"\(label)\", named after its label's text or image", at: loc)
        } else {
            label = "button"
            abstraction("a Button whose label has no literal text: the button \"button\"", at: loc)
        }
        guard let action else {
            error("a Button needs an action closure", at: loc)
            return []
        }
        let words = label.split { !$0.isLetter && !$0.isNumber }
        let event = uniqueEventName("tap" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        var isDisabled = Expr(kind: .boolLiteral(false), location: loc)
        if let disabled {
            // `.disabled(selectedQuality == nil)` of an input: an assumption, as the test of an `if`.
            guard let d = disabledCondition(disabled) else { return [] }
            isDisabled = d
            disabledAbstraction(event, at: disabled.location)
        }
        let rowReads = rowKeyReads
        if var pending = self.action(action, name: event, element: loc, location: action.location) {
            if rowKeyReads > rowReads { pending.rowParameter = Self.rowParameterName }
            pendingEvents.append(pending)
        }
        return [element("button", [Expr(kind: .stringLiteral(label), location: loc), isDisabled], at: loc, labels: [nil, "disabled"])]
    }

    /// The first literal text of a button's label: `Text("Retry")`,
    /// `Label("Retry", systemImage: …)`, `Image(systemName: "arrow.clockwise")`.
    static func labelText(_ stmts: [SwiftStmt]) -> String? {
        var found: String?
        for s in stmts where found == nil { s.forEachExpression { if found == nil { found = literalLabel($0) } } }
        return found
    }

    /// ``labelText(_:)`` of one expression.
    static func labelText(_ e: SwiftExpr) -> String? {
        var found: String?
        e.forEachExpression { if found == nil { found = literalLabel($0) } }
        return found
    }

    /// The literal a `Text`, `Label` or `Image(systemName:)` call shows.
    static func literalLabel(_ e: SwiftExpr) -> String? {
        guard case .call(let callee, let args, _) = e.kind, case .identifier(let name) = callee.kind,
              ["Text", "Label", "Image"].contains(name),
              let first = args.first, first.label == nil || first.label == "systemName",
              case .string(let parts, _) = first.value.kind, parts.count == 1, case .text(let text) = parts[0], !text.isEmpty else { return nil }
        return text
    }

    func uniqueEventName(_ base: String) -> String {
        var name = base
        var n = 2
        while pendingEvents.contains(where: { $0.name == name }) { name = base + String(n); n += 1 }
        return name
    }

    /// An action closure: `{ Task { … } }` is a `Task` handler, anything else a synchronous one.
    mutating func action(_ closure: SwiftClosure, name: String, element: SourceLocation, location: SourceLocation) -> PendingEvent? {
        if let (inner, frame) = forwardedClosure(closure) {
            return inFrame(frame) { $0.action(inner, name: name, element: element, location: location) }
        }
        // `.fileExporter(…) { result in … }`, `.onReceive(publisher) { value in … }`: what the system passes is opaque.
        scopes.append([:])
        defer { scopes.removeLast() }
        let savedRenames = renames
        defer { renames = savedRenames }
        if !configuration.strict {
            declareOpaqueParameters(of: closure)
            opaqueViewLocals(readBy: closure, event: name)
        }
        if closure.body.count == 1, case .expression(let e) = closure.body[0].kind, let inner = Self.spawnedTask(e) {
            notePriority(of: e)
            abstraction("Task { … } in the action of \(name): the handler's kind is Task", at: e.location)
            return PendingEvent(name: name, kind: .unstructured, body: droppingThrownErrors(statements(inner.body), thrownBy: inner.body, at: e.location),
                                element: element, location: location)
        }
        if let awaited = Self.firstAwait(outsideClosuresOf: closure.body) {
            // `LoadMoreTrigger { await model.loadMore() }`: the view runs it in a task of its own.
            error("the action of \(name) awaits: the view it is given runs it in a task of its own, started and cancelled as that view's code says, "
                  + "which is not read here; give it a closure that starts one itself ({ Task { await … } })", at: awaited.location)
            return nil
        }
        return PendingEvent(name: name, kind: .sync, body: statements(closure.body), element: element, location: location)
    }

    /// Whether `e` is `MainActor.run { … }` (or `MainActor.run(body:)`).
    static func isMainActorRun(_ e: SwiftExpr) -> Bool {
        guard case .call(let callee, _, _) = e.kind, case .member(let base, "run") = callee.kind, case .identifier("MainActor") = base.kind else { return false }
        return true
    }

    /// The first `await` of `body` outside the closures it holds (a
    /// `Task { … }` body awaits in a task of its own, `MainActor.run` runs its body at once).
    static func firstAwait(outsideClosuresOf body: [SwiftStmt]) -> SwiftExpr? {
        var inClosures = Set<SourceLocation>()
        for s in body {
            s.forEachExpression { x in
                for c in closures(at: x) {
                    for st in c.body { st.forEachExpression { inner in inClosures.insert(inner.location) } }
                }
            }
        }
        var found: SwiftExpr?
        for s in body {
            s.forEachExpression { x in
                // `await MainActor.run { … }` on the main actor runs its body at once: it is read as that body.
                if found == nil, case .awaitExpr(let inner) = x.kind, !inClosures.contains(x.location), !isMainActorRun(inner) { found = x }
            }
        }
        return found
    }

    /// The functions a handler body calls.
    func calledFunctions(_ stmts: [Stmt]) -> Set<String> {
        var out: Set<String> = []
        func visit(_ e: Expr) {
            switch e.kind {
            case .call(let callee, _):
                if case .identifier(let n) = callee.kind { out.insert(n) }
            case .await(let x), .try(let x, _): visit(x)
            case .spawnValue(let body): out.formUnion(calledFunctions(body))
            default: break
            }
        }
        for s in stmts {
            switch s.kind {
            case .expression(let e): visit(e)
            case .spawnTask(let body): out.formUnion(calledFunctions(body))
            default: continue
            }
        }
        return out
    }

    /// Adds the tap events with `when` clauses that say their element is shown.
    mutating func finishEvents(view: [Stmt]) {
        for event in pendingEvents {
            // Two events of one name (`refresh` of two inner `.refreshable`s) get a function each.
            var fn = "\(event.name)IsShown"
            var k = 2
            while model.functions.contains(where: { $0.name == fn }) { fn = "\(event.name)IsShown\(k)"; k += 1 }
            var body: [Stmt]
            // The element itself, else (a container: `ScrollView { … }.refreshable { … }`) the elements it holds.
            if let shown = shownBody(view, where: { $0 == event.element }) ?? (event.within.isEmpty ? nil : shownBody(view, where: { event.within.contains($0) })) {
                body = shown
                if !alwaysReturns(body) { body.append(returnBool(false, at: event.element)) }
            } else {
                // The element draws nothing the view shows (`Group { … }.refreshable { … }`, a List read as its
                // data): taken as always shown, at least as often as the real one.
                body = [returnBool(true, at: event.element)]
                abstraction("\(event.name) is on a view the model draws no element of: enabled in every state (at least whenever the real view is shown)", at: event.element)
            }
            model.functions.append(FunctionDecl(name: fn, parameters: [], isAsync: false, isThrows: false, isMutating: false,
                                                returnType: .bool, body: body, location: event.element))
            let role: TaskRoleName? = event.role ?? (calledFunctions(event.body).isDisjoint(with: pagingFunctions) ? nil : .page)
            let shown = Expr(kind: .call(callee: Expr(kind: .identifier(fn), location: event.element), arguments: []), location: event.element)
            var condition = event.condition.map { Expr(kind: .binary(.and, shown, $0), location: event.element) } ?? shown
            // A modal presentation takes every tap while it is shown: the screen's own events wait for it to go.
            if !presentations.contains(where: { $0.events.contains(event.name) }), let free = notPresenting(at: event.element) {
                condition = Expr(kind: .binary(.and, condition, free), location: event.element)
            }
            var handler = HandlerDecl(event: event.name, kind: event.kind, role: role, condition: condition, body: event.body, location: event.location)
            handler.rowParameter = event.rowParameter
            model.handlers.append(handler)
            if let row = event.rowParameter {
                abstraction("\(event.name) is in a row and reads the row's id: one event per row, \(event.name)(row1), \(event.name)(row2), the id being \(row)", at: event.element)
            }
            abstraction("\(event.name) is enabled while its element is shown: when \(fn)(), read from the view's branches", at: event.element)
        }
    }

    /// Whether every path through `stmts` ends in a `return`.
    func alwaysReturns(_ stmts: [Stmt]) -> Bool {
        switch stmts.last?.kind {
        case .returnStatement?: return true
        case .ifStatement(_, let then, let e?, _)?: return alwaysReturns(then) && alwaysReturns(e)
        case .switchStatement(_, let cases)?: return cases.allSatisfy { alwaysReturns($0.body) }
        default: return false
        }
    }

    func returnBool(_ b: Bool, at loc: SourceLocation) -> Stmt {
        Stmt(kind: .returnStatement(Expr(kind: .boolLiteral(b), location: loc)), location: loc)
    }

    /// The view's control flow down to the element at `target`: that branch
    /// returns true (for a disabled button, whether it is enabled), the others
    /// false; nil when the element is not in `stmts`.
    func shownBody(_ stmts: [Stmt], where target: (SourceLocation) -> Bool) -> [Stmt]? {
        for s in stmts {
            switch s.kind {
            case .expression:
                if target(s.location) { return [shownReturn(s)] }
            case .ifStatement(let conds, let then, let elseBody, let elseIsIf):
                let t = shownBody(then, where: target)
                let e = elseBody.flatMap { shownBody($0, where: target) }
                if t == nil && e == nil { continue }
                let newElse: [Stmt]? = e != nil || elseBody != nil && t != nil ? (e ?? [returnBool(false, at: s.location)]) : nil
                return [Stmt(kind: .ifStatement(conditions: conds, then: t ?? [returnBool(false, at: s.location)],
                                                elseBody: newElse, elseIsIf: elseIsIf && e != nil), location: s.location)]
            case .switchStatement(let subject, let cases):
                let bodies = cases.map { shownBody($0.body, where: target) }
                if bodies.allSatisfy({ $0 == nil }) { continue }
                let newCases = zip(cases, bodies).map { c, b in
                    SwitchCase(patterns: c.patterns, whereClause: c.whereClause, body: b ?? [returnBool(false, at: c.location)], location: c.location)
                }
                return [Stmt(kind: .switchStatement(subject: subject, cases: newCases), location: s.location)]
            default:
                continue
            }
        }
        return nil
    }
}
