import StateCheckLanguage

// What bears on the screen: the members of the screen and of its view
// models that its view, its view helpers, or the methods those call mention
// by name. A member no such code mentions can neither change what the
// screen shows nor be changed by its events, so it is not read (and its
// type, however foreign, refuses nothing). Mentions are by name, so two
// members of one name both count: the slice is never smaller than the truth.

extension ScreenBuilder {
    /// The names mentioned by `stmts` (identifiers and member names, `$`
    /// dropped), closures included.
    static func mentionedNames(in stmts: [SwiftStmt]) -> Set<String> {
        var names: Set<String> = []
        for s in stmts {
            s.forEachExpression { e in
                switch e.kind {
                case .identifier(let n): names.insert(n.hasPrefix("$") ? String(n.dropFirst()) : n)
                case .member(_, let n): names.insert(n)
                case .implicitMember(let n): names.insert(n)
                default: break
                }
            }
        }
        return names
    }

    /// The members of the screen `screenMembers` and of the view models in
    /// `viewModels` (each its members) that its view mentions, directly or through the methods
    /// it calls (transitively).
    ///
    /// `views` gives the members of a view of the folder the code names (a
    /// component such as `PagingList(viewStore: viewStore)`): its code runs
    /// with the screen's, so what it mentions counts too.
    ///
    /// `handles` gives, per view property holding a view model, the names
    /// of that view model's members: a view the folder does not declare
    /// (`undeclared`) given the holder (`ProductCell(viewModel: viewModel)`)
    /// may use any of them, so each counts as mentioned.
    static func relevantNames(screenMembers: [SwiftDecl], viewModels: [[SwiftDecl]], views: (String) -> [SwiftDecl]? = { _ in nil },
                              handles: [String: Set<String>] = [:], undeclared: (String) -> Bool = { _ in false }) -> Set<String> {
        var bodies: [String: [[SwiftStmt]]] = [:]
        var roots: [SwiftStmt] = []
        func add(_ m: SwiftDecl, isScreen: Bool) {
            switch m.kind {
            case .function(let f):
                // The screen's view helpers and initializers are roots; other methods run when mentioned.
                // A view model's initializer runs as the view is first shown.
                if f.name == "init" || isScreen && f.result.map({ if case .some = $0.kind { return true } else { return false } }) == true {
                    roots += f.body ?? []
                } else {
                    bodies[f.name, default: []].append(f.body ?? [])
                }
            case .variable(let v):
                for b in v.bindings {
                    guard case .identifier(let name) = b.pattern.kind else { continue }
                    var code: [SwiftStmt] = []
                    switch b.accessors {
                    case .getter(let stmts)?: code = stmts
                    // A stored property's `didSet` runs when it is written: when the property is mentioned.
                    case .accessors(let list)?: code = list.flatMap { $0.body ?? [] }
                    case nil: break
                    }
                    if let value = b.initializer { code.append(SwiftStmt(kind: .expression(value), location: m.location)) }
                    // The screen's `body` and view properties are roots; a computed property runs when mentioned.
                    if isScreen, name == "body" || isViewType(b.type) { roots += code } else { bodies[name, default: []].append(code) }
                }
            default:
                break
            }
        }
        for m in screenMembers { add(m, isScreen: true) }
        for vm in viewModels { for m in vm { add(m, isScreen: false) } }
        var names = mentionedNames(in: roots)
        for holder in handedHolders(in: roots, holders: handles, undeclared: undeclared) { names.formUnion(handles[holder] ?? []) }
        var pending = Array(names)
        var viewsRead: Set<String> = []
        while let name = pending.popLast() {
            var code = bodies[name] ?? []
            if name.first?.isUppercase == true, viewsRead.insert(name).inserted, let members = views(name) {
                for m in members {
                    switch m.kind {
                    case .function(let f): code.append(f.body ?? [])
                    case .variable(let v):
                        for b in v.bindings {
                            if case .getter(let stmts)? = b.accessors { code.append(stmts) }
                            if let value = b.initializer { code.append([SwiftStmt(kind: .expression(value), location: m.location)]) }
                        }
                    default: break
                    }
                }
            }
            for body in code {
                for n in mentionedNames(in: body) where names.insert(n).inserted { pending.append(n) }
                for holder in handedHolders(in: body, holders: handles, undeclared: undeclared) {
                    for n in handles[holder] ?? [] where names.insert(n).inserted { pending.append(n) }
                }
            }
        }
        return names
    }

    /// The holders among `holders` that `stmts` hand to a view the folder
    /// does not declare (`ProductCell(viewModel: viewModel)`, `self.viewModel`).
    static func handedHolders(in stmts: [SwiftStmt], holders: [String: Set<String>], undeclared: (String) -> Bool) -> Set<String> {
        guard !holders.isEmpty else { return [] }
        var found: Set<String> = []
        for s in stmts {
            s.forEachExpression { e in
                guard case .call(let callee, let args, _) = e.kind, case .identifier(let view) = callee.kind,
                      view.first?.isUppercase == true, undeclared(view) else { return }
                for a in args {
                    switch a.value.kind {
                    case .identifier(let h) where holders[h] != nil: found.insert(h)
                    case .member(let base, let h) where holders[h] != nil: if case .identifier("self") = base.kind { found.insert(h) }
                    default: break
                    }
                }
            }
        }
        return found
    }

    /// `some View`.
    static func isViewType(_ t: SwiftType?) -> Bool {
        guard let t, case .some(let inner) = t.kind else { return false }
        return inner.simpleName == "View"
    }
}
