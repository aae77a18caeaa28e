import StateCheckLanguage

// A row's actions beyond the buttons and views ``rowButtons(_:at:)`` reads
// (those directly in the row or in its stacks): a `Button` in an `if` or a
// `switch` of the row, in a view helper the row calls
// (`ForEach(friends) { listItem(for: $0) }`), in a modifier's views
// (`.swipeActions { Button("Delete") { … } }`, `.contextMenu { … }`), and a
// modifier's action (`.onTapGesture { selected = friend }`). Each may run
// whenever the list is shown, for any row: it is an event enabled while the
// list is shown, the row (and a helper's parameters) opaque in it. Left
// unread, its effects would be lost: a sheet it presents would never be
// reached and a property it sets never change. Views a row leads to (a
// `NavigationLink`'s destination, a `.sheet`'s content) are screens of their
// own, not read here.

extension ScreenBuilder {
    /// Makes events of the actions of a row (`closure`, whose element is
    /// `row`) that ``rowButtons(_:at:)`` does not read, as the file's
    /// comment says.
    mutating func rowEffects(_ closure: SwiftClosure, row: String, at loc: SourceLocation) {
        guard !configuration.strict else { return }
        let saved = rowElement
        if row != "_", row != "$0" { rowElement = row }
        defer { rowElement = saved }
        var visiting: Set<String> = []
        rowEffects(closure.body, covered: true, buttonsCovered: row != "_" && row != "$0", top: true, visiting: &visiting, at: loc)
    }

    /// Modifiers whose closures ``lastRowAppear(_:list:at:)`` reads on the row's own statements.
    static let rowLifecycleModifiers: Set<String> = ["onAppear", "onDisappear", "task"]

    /// Modifiers whose views are another screen, shown over this one.
    static let destinationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// The events of `stmts`, part of a row; `covered` says they sit where
    /// ``rowButtons(_:at:)`` reads a view given actions (and, with
    /// `buttonsCovered`, a `Button`); `top`, that they are the row's own
    /// statements, whose lifecycle modifiers ``lastRowAppear(_:list:at:)`` reads.
    mutating func rowEffects(_ stmts: [SwiftStmt], covered: Bool, buttonsCovered: Bool, top: Bool = false, visiting: inout Set<String>, at loc: SourceLocation) {
        for s in stmts {
            switch s.kind {
            case .expression(let e):
                rowEffects(e, covered: covered, buttonsCovered: buttonsCovered, top: top, visiting: &visiting, at: loc)
            case .ifStmt(let i):
                scopes.append(Self.opaqueNames(i.conditions.flatMap(Self.boundNames)))
                rowEffects(i.body, covered: false, buttonsCovered: false, visiting: &visiting, at: loc)
                scopes.removeLast()
                switch i.elseBranch {
                case .block(let body, _)?:
                    rowEffects(body, covered: false, buttonsCovered: false, visiting: &visiting, at: loc)
                case .elseIf(let next, let at)?:
                    rowEffects([SwiftStmt(kind: .ifStmt(next), location: at)], covered: false, buttonsCovered: false, visiting: &visiting, at: loc)
                case nil:
                    break
                }
            case .switchStmt(let sw):
                for c in sw.cases {
                    scopes.append(Self.opaqueNames(c.items.flatMap { Self.boundNames($0.pattern) }))
                    rowEffects(c.body, covered: false, buttonsCovered: false, visiting: &visiting, at: loc)
                    scopes.removeLast()
                }
            default:
                continue
            }
        }
    }

    /// The events of one view expression of a row (``rowEffects(_:covered:buttonsCovered:top:visiting:at:)``).
    mutating func rowEffects(_ e: SwiftExpr, covered: Bool, buttonsCovered: Bool, top: Bool = false, visiting: inout Set<String>, at loc: SourceLocation) {
        let (base, modifiers) = peel(e)
        // A lifecycle modifier deeper in the row (`VStack { Text(item.name).onAppear { … } }`) is an action of its own.
        for m in modifiers where !Self.destinationModifiers.contains(m.name) && !(top && Self.rowLifecycleModifiers.contains(m.name)) {
            let closures = Self.closuresGiven(m.arguments, m.trailing) + argumentActions(of: m)
            var acting: [SwiftClosure] = []
            for c in closures {
                if isViewContent(c.body) {
                    rowEffects(c.body, covered: false, buttonsCovered: false, visiting: &visiting, at: loc)
                } else if hasEffects(c.body) {
                    acting.append(c)
                }
            }
            guard !acting.isEmpty else { continue }
            let event = uniqueEventName(m.name == "onTapGesture" ? "tapRow" : "row" + Self.upperCamel(m.name))
            for c in acting {
                guard let pending = action(c, name: event, element: loc, location: c.location) else { continue }
                pendingEvents.append(pending)
            }
            abstraction("'.\(m.name)' in a row has an action: the event \(event), for any row, enabled while the list is shown", at: m.location)
        }
        guard case .call(let callee, let args, let trailing) = base.kind, case .identifier(let name) = callee.kind else { return }
        switch name {
        case "Button":
            guard !buttonsCovered else { return }
            let before = pendingEvents.count
            _ = button(args, trailing, disabled: nil, at: base.location)
            for i in before..<pendingEvents.count { pendingEvents[i].element = loc }
            return
        case "NavigationLink":
            // Its destination is another screen; its label is the row's.
            for t in trailing where t.label == "label" { rowEffects(t.closure.body, covered: false, buttonsCovered: false, visiting: &visiting, at: loc) }
            for a in args where a.label == "label" {
                if case .closure(let c) = a.value.kind { rowEffects(c.body, covered: false, buttonsCovered: false, visiting: &visiting, at: loc) }
            }
            return
        default:
            break
        }
        if viewHelpers.contains(name), !visiting.contains(name),
           let helper = screenFunctions(named: name).first(where: { $0.body != nil }), let body = helper.body {
            // `listItem(for: friend)`: the helper's views are the row's, its parameters values the screen does not decide.
            guard let scope = helperParameterScope(helper, args, at: loc) else { return }
            visiting.insert(name)
            scopes.append(scope)
            rowEffects(body, covered: false, buttonsCovered: false, visiting: &visiting, at: loc)
            scopes.removeLast()
            visiting.remove(name)
            return
        }
        let stack = Self.rowStacks.contains(name)
        for (k, c) in Self.closuresGiven(args, trailing).enumerated() {
            // A stack's last closure is where ``rowButtons(_:at:)`` reads; any other view's actions it reads too.
            let inStack = covered && stack && k == trailing.count - 1
            if isViewContent(c.body) {
                rowEffects(c.body, covered: inStack, buttonsCovered: inStack && buttonsCovered, visiting: &visiting, at: loc)
            } else if !covered, !stack, hasEffects(c.body) {
                let event = uniqueEventName("tap" + name)
                guard let pending = action(c, name: event, element: loc, location: c.location) else { continue }
                pendingEvents.append(pending)
                abstraction("'\(name)' in a row is given an action: the event \(event), for any row, enabled while the list is shown", at: c.location)
            }
        }
    }

    /// A scope in which each of `names` is a value the screen does not decide.
    static func opaqueNames(_ names: [String]) -> [String: LocalKind] {
        Dictionary(names.map { ($0, LocalKind.constant) }, uniquingKeysWith: { first, _ in first })
    }

    /// The names a condition of an `if` binds (`let x = …`, `case .a(let x) = …`).
    static func boundNames(_ c: SwiftCondition) -> [String] {
        switch c {
        case .optionalBinding(_, let pattern, _, _, _), .matching(let pattern, _, _, _): return boundNames(pattern)
        case .expression, .availability: return []
        }
    }
}
