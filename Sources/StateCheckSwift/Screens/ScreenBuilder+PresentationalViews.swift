import StateCheckLanguage

/// What keeps a view struct of the module from being read as a presentation
/// of the data it is given: the first state, action or lifecycle found.
struct PresentationBlocker {
    /// The construct, as the diagnostic names it (`the @State property 'isExpanded'`, `'.task'`).
    var construct: String
    /// Where it is written.
    var location: SourceLocation
}

extension ScreenBuilder {
    /// Modifiers that run code or present something: a view that has one does more than present its data.
    static let actingModifiers: Set<String> = [
        "task", "onAppear", "onDisappear", "onChange", "onReceive", "onSubmit", "onTapGesture", "refreshable",
        "alert", "sheet", "fullScreenCover", "confirmationDialog", "popover", "searchable", "swipeActions", "contextMenu",
    ]

    /// Property wrappers a view only reads from: without an acting view or
    /// modifier (which make the view more than a presentation anyway) nothing
    /// can write them or act on them.
    static let readOnlyWrappers: Set<String> = ["Environment", "ScaledMetric"]

    /// Views that take the user's input or act: a view that shows one does more than present its data.
    static let actingViews: Set<String> = [
        "Button", "Toggle", "TextField", "SecureField", "Picker", "Stepper", "Slider", "DatePicker", "NavigationLink", "Menu", "Link", "Task",
    ]

    /// A view struct of the module given the screen's data (`ArtistHeader(artist: artist)`,
    /// `TransactionRow(transaction: item)`) that only presents it: `content(artist)`,
    /// read as a view helper of the screen is. Nil when `name` is no such struct
    /// (the caller diagnoses the view); a diagnostic naming what the struct does
    /// beyond presenting (state, a closure property, an action, a lifecycle
    /// modifier) when it is one but does more.
    mutating func presentationalView(_ name: String, _ args: [SwiftArgument], modifiers: [Modifier], place: ViewPlace,
                                     hasContent: inout Bool, at loc: SourceLocation) -> [Stmt]? {
        guard let located = module.type(named: name, from: currentFile), located.decl.keyword == .structKeyword,
              located.decl.genericParameters.isEmpty, located.decl.inheritance.contains(where: { $0.simpleName == "View" }),
              ComponentCalls.body(of: located) != nil, let first = args.first, Self.isDataArgument(first.value),
              !isEnumCaseLiteral(first.value) else { return nil }
        // By default only what can reach the screen's state blocks (a Binding, a closure, a view model):
        // the view's own state and actions are its own screen's.
        // What the call passes decides (closures, input bindings and bindings handed out are read by unknownView).
        if !configuration.strict, args.contains(where: { a in
            if case .closure = a.value.kind { return true }
            // `InMeetingView(session: session)`: a view handed the screen's view model acts through it.
            return handedViewModel(a.value) != nil || boundInputVariable(a.value) != nil || namedAction(a.value) != nil || (hasEffects(a.value) && handedBinding(a.value) != nil)
        }) { return nil }
        if let blocker = configuration.strict ? presentationBlocker(located) : stateReach(of: located).flatMap({ childReachesScreen(located, $0, args) ? $0 : nil }) {
            let file = blocker.location.file ?? located.file
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            let line = file == currentFile ? "line \(blocker.location.line)" : "\(fileName):\(blocker.location.line)"
            error("the view '\(name)' is read as content of the data it is given only when it presents that data; it has \(blocker.construct) (\(line)); "
                  + "show the data with a view helper of the screen, or move what the view does into the screen", at: loc)
            return []
        }
        // `PinButton(itemID: assignment.id)`: data of the parent's, not loaded by the screen: shown as a mark.
        // So is `MyIntStepper(amount: $value)` of an opaque `value`: what the view writes through the binding is not read.
        // So is `ArchiveCard(client: client)` of the screen's client: the view's calls of it are its own screen's.
        if !configuration.strict, opaqueRoot(first.value) != nil || boundInput(first.value) != nil
            || Self.rootName(first.value).map({ environmentProperties[$0] != nil && stateVars[$0] == nil }) == true {
            presentation("'\(name)' shows \(SwiftSyntaxDump.describe(first.value)), a value the screen does not decide: a mark on the screen", at: loc)
            return [element("mark", [Expr(kind: .stringLiteral(name), location: loc)], at: loc)]
        }
        if let shown = shownError(name, args, place: place, hasContent: hasContent, at: loc) { return shown }
        if let read = placeholderOrContent(first.value, helper: name, modifiers: modifiers, place: place, at: loc) { return read }
        guard let v = expression(first.value) else { return [] }
        abstraction("\(name) is a view of the module that presents the data it is given: content(\(SwiftSyntaxDump.describe(first.value)))", at: loc)
        hasContent = true
        return [element("content", [v], at: loc)]
    }

    /// Whether an argument names data (`artist`, `state.value`, `item.detail`,
    /// stub data `.placeholder`) rather than a literal.
    static func isDataArgument(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .identifier, .implicitMember: return true
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base): return isDataArgument(base)
        default: return false
        }
    }

    /// Whether `e` is `.name` where `name` is a case of an enum of the
    /// folder (`BadgeView(kind: .new)`): a literal the call writes, no data.
    func isEnumCaseLiteral(_ e: SwiftExpr) -> Bool {
        guard case .implicitMember(let name) = e.kind else { return false }
        return module.types.contains { t in
            t.decl.keyword == .enumKeyword && t.decl.members.contains { m in
                guard case .enumCase(let elements) = m.kind else { return false }
                return elements.contains { $0.name == name }
            }
        }
    }

    /// The first property, action or modifier of `located` that makes it more than a presentation.
    func presentationBlocker(_ located: SwiftModule.Located) -> PresentationBlocker? {
        if let property = propertyBlocker(of: located, blockingWrapper: { !Self.readOnlyWrappers.contains($0) }) { return property }
        let members = located.decl.members.flatMap(Self.flatten)
        for m in members {
            switch m.kind {
            case .function(let f):
                if let found = Self.actingConstruct(in: f.body ?? []) { return found }
            case .variable(let v):
                for b in v.bindings {
                    if case .getter(let stmts)? = b.accessors, let found = Self.actingConstruct(in: stmts) { return found }
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The first stored property of `located` that blocks reading it as a
    /// presentation: one with a wrapper `blockingWrapper` accepts, a
    /// closure, or a view model.
    func propertyBlocker(of located: SwiftModule.Located, blockingWrapper: (String) -> Bool) -> PresentationBlocker? {
        for m in located.decl.members.flatMap(Self.flatten) {
            guard case .variable(let v) = m.kind, !m.modifiers.contains(where: { $0.name == "static" }) else { continue }
            for b in v.bindings {
                guard case .identifier(let property) = b.pattern.kind, property != "body" else { continue }
                if let attribute = m.attributes.first(where: { blockingWrapper($0.name) }) {
                    return PresentationBlocker(construct: "the @\(attribute.name) property '\(property)'", location: m.location)
                }
                if let t = b.type, Self.isFunctionType(t) {
                    return PresentationBlocker(construct: "the closure property '\(property)'", location: m.location)
                }
                if let t = b.type?.simpleName, let held = module.type(named: t, from: located.file), Self.isViewModel(held) {
                    return PresentationBlocker(construct: "the view model property '\(property)'", location: m.location)
                }
            }
        }
        return nil
    }

    /// `() -> Void`, `((Item) -> Void)?`, `@escaping () -> Void`.
    static func isFunctionType(_ t: SwiftType) -> Bool {
        switch t.kind {
        case .function: return true
        case .optional(let inner), .implicitlyUnwrapped(let inner), .attributed(_, _, let inner): return isFunctionType(inner)
        case .tuple(let elements) where elements.count == 1: return isFunctionType(elements[0].type)
        default: return false
        }
    }

    /// The first acting view, acting modifier or `await` in `stmts`.
    static func actingConstruct(in stmts: [SwiftStmt]) -> PresentationBlocker? {
        for s in stmts {
            if let found = actingConstruct(in: s) { return found }
        }
        return nil
    }

    /// The first acting construct in one statement.
    static func actingConstruct(in s: SwiftStmt) -> PresentationBlocker? {
        switch s.kind {
        case .expression(let e), .throwStmt(let e), .returnStmt(let e?):
            return actingConstruct(in: e)
        case .declaration(let d):
            switch d.kind {
            case .variable(let v):
                for b in v.bindings {
                    if let e = b.initializer, let found = actingConstruct(in: e) { return found }
                }
                return nil
            case .function(let f):
                return actingConstruct(in: f.body ?? [])
            default:
                return nil
            }
        case .ifStmt(let i):
            return actingConstruct(in: i)
        case .guardStmt(let conditions, let body), .whileStmt(let conditions, let body):
            return conditions.lazy.compactMap(actingConstruct(in:)).first ?? actingConstruct(in: body)
        case .switchStmt(let sw):
            return actingConstruct(in: sw)
        case .forIn(let f):
            return actingConstruct(in: f.sequence) ?? actingConstruct(in: f.body)
        case .repeatWhile(let body, let condition):
            return actingConstruct(in: body) ?? actingConstruct(in: condition)
        case .doStmt(let body, _, let catches):
            return actingConstruct(in: body) ?? catches.lazy.compactMap { actingConstruct(in: $0.body) }.first
        case .deferStmt(let body):
            return actingConstruct(in: body)
        case .labeled(_, let statement):
            return actingConstruct(in: statement)
        case .ifConfig(let clauses):
            return clauses.lazy.compactMap { actingConstruct(in: $0.items) }.first
        case .returnStmt(nil), .breakStmt, .continueStmt, .fallthroughStmt:
            return nil
        }
    }

    /// The first acting construct in an `if`'s conditions, then-block and `else`.
    static func actingConstruct(in i: SwiftIf) -> PresentationBlocker? {
        if let found = i.conditions.lazy.compactMap(actingConstruct(in:)).first ?? actingConstruct(in: i.body) { return found }
        switch i.elseBranch {
        case .block(let stmts, _)?: return actingConstruct(in: stmts)
        case .elseIf(let next, _)?: return actingConstruct(in: next)
        case nil: return nil
        }
    }

    /// The first acting construct in a `switch`'s subject and cases.
    static func actingConstruct(in sw: SwiftSwitch) -> PresentationBlocker? {
        actingConstruct(in: sw.subject) ?? sw.cases.lazy.compactMap { actingConstruct(in: $0.body) }.first
    }

    /// The first acting construct in one condition.
    static func actingConstruct(in c: SwiftCondition) -> PresentationBlocker? {
        switch c {
        case .expression(let e), .matching(_, _, let e, _): return actingConstruct(in: e)
        case .optionalBinding(_, _, _, let value, _): return value.flatMap(actingConstruct(in:))
        case .availability: return nil
        }
    }

    /// The first acting view, acting modifier or `await` in an expression, its closures included.
    static func actingConstruct(in e: SwiftExpr) -> PresentationBlocker? {
        switch e.kind {
        case .awaitExpr:
            return PresentationBlocker(construct: "an 'await'", location: e.location)
        case .call(let callee, let args, let trailing):
            switch callee.kind {
            case .identifier(let n) where actingViews.contains(n):
                return PresentationBlocker(construct: "a '\(n)'", location: e.location)
            case .member(_, let n) where actingModifiers.contains(n):
                // The member expression starts at its base: point at the modifier's arguments instead.
                return PresentationBlocker(construct: "'.\(n)'", location: args.first?.value.location ?? trailing.first?.location ?? callee.location)
            default:
                break
            }
            return actingConstruct(in: callee) ?? args.lazy.compactMap { actingConstruct(in: $0.value) }.first
                ?? trailing.lazy.compactMap { actingConstruct(in: $0.closure.body) }.first
        case .subscriptCall(let base, let args, let trailing):
            return actingConstruct(in: base) ?? args.lazy.compactMap { actingConstruct(in: $0.value) }.first
                ?? trailing.lazy.compactMap { actingConstruct(in: $0.closure.body) }.first
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .prefixOperator(_, let base),
             .postfixOperator(_, let base), .cast(let base, _, _), .isType(let base, _), .tryExpr(_, let base), .inoutExpr(let base),
             .specialized(let base, _):
            return actingConstruct(in: base)
        case .closure(let c):
            return actingConstruct(in: c.body)
        case .binary(_, let l, let r):
            return actingConstruct(in: l) ?? actingConstruct(in: r)
        case .ternary(let c, let t, let f):
            return actingConstruct(in: c) ?? actingConstruct(in: t) ?? actingConstruct(in: f)
        case .tuple(let args):
            return args.lazy.compactMap { actingConstruct(in: $0.value) }.first
        case .array(let xs):
            return xs.lazy.compactMap(actingConstruct(in:)).first
        case .dictionary(let pairs):
            return pairs.lazy.compactMap { actingConstruct(in: $0.key) ?? actingConstruct(in: $0.value) }.first
        case .ifExpr(let i):
            return actingConstruct(in: i)
        case .switchExpr(let sw):
            return actingConstruct(in: sw)
        case .postfixIfConfig(let base, let clauses):
            return actingConstruct(in: base) ?? clauses.lazy.compactMap { $0.chain.flatMap(actingConstruct(in:)) }.first
        case .identifier, .integer, .float, .string, .regex, .boolean, .nilLiteral, .discard, .implicitMember, .keyPath,
             .macroExpansion, .postfixBase, .type:
            return nil
        }
    }
}
