import StateCheckLanguage

// `InMeetingView(session: session)`, `FriendRowView(friend: friend, viewModel: viewModel)`:
// a view of the folder handed one of the screen's view models is read as a
// view whose code is not read (``reachThrough(holder:view:at:)``: any method
// it can call, any property it can set, whenever it is shown). Its code is
// at hand, though, and it says which properties the view can set: those it
// assigns (`session.lastError = nil`), edits (`session.notes.append(…)`) or
// binds (`$session.draft`), in its own code or in the views of the folder it
// hands the object on to. A property it never writes is one it cannot set,
// so its binding is left out. A view that hands the object to anything else
// (a function, a view of another module) may set any of them.

extension ScreenBuilder {
    /// The stored properties of the view model held by the view `located`'s
    /// property `property` that its code can write, or nil when it hands
    /// the object to code that may write any of them. Nil in strict mode.
    func propertiesWritten(by located: SwiftModule.Located, through property: String) -> Set<String>? {
        guard !configuration.strict else { return nil }
        var visited: Set<String> = []
        return propertiesWritten(by: located, through: property, visited: &visited)
    }

    private func propertiesWritten(by located: SwiftModule.Located, through property: String, visited: inout Set<String>) -> Set<String>? {
        guard visited.insert("\(located.decl.name).\(property)").inserted else { return [] }
        let code = Self.codeStatements(ofMembers: allMembers(of: located))
        var written: Set<String> = []
        var bases: Set<SourceLocation> = []
        var handedTo: [(call: SwiftExpr, label: String?)] = []
        var handedElsewhere = false
        for s in code {
            s.forEachExpression { e in
                switch e.kind {
                case .member(let base, let name):
                    if Self.names(base, property) {
                        bases.insert(base.location)
                    } else if case .identifier(let n) = base.kind, n == "$" + property {
                        written.insert(name)
                    }
                case .binary(let op, let target, let value) where Self.isAssignment(op):
                    if let name = Self.memberWritten(target, through: property) { written.insert(name) }
                    // `self.store = store` in its initializer: the object kept, handed to no other code.
                    if Self.names(target, property), Self.names(value, property) {
                        bases.insert(target.location)
                        bases.insert(value.location)
                    }
                case .call(let callee, let args, _):
                    // `session.notes.append(note)`: a method of a property's value may change it.
                    if case .member(let receiver, _) = callee.kind, let name = Self.memberWritten(receiver, through: property) { written.insert(name) }
                    for a in args where Self.names(a.value, property) {
                        bases.insert(a.value.location)
                        handedTo.append((e, a.label))
                    }
                case .inoutExpr(let inner):
                    if let name = Self.memberWritten(inner, through: property) { written.insert(name) }
                default:
                    break
                }
            }
        }
        // The object itself anywhere but as a member's base or a call's argument: handed to code not read here.
        for s in code {
            s.forEachExpression { e in
                if !handedElsewhere, Self.names(e, property), !bases.contains(e.location) { handedElsewhere = true }
            }
        }
        if handedElsewhere { return nil }
        for (call, label) in handedTo {
            // `_store = StateObject(wrappedValue: store)`: the object kept by the view's own wrapper.
            if case .call(let callee, _, _) = call.kind, case .identifier(let name) = callee.kind, Self.objectWrappers.contains(name), label == "wrappedValue" {
                continue
            }
            // `HostControlsPanel(session: session)`: the views of the folder it hands the object to write what their code writes.
            guard case .call(let callee, _, _) = call.kind, case .identifier(let name) = callee.kind, let label,
                  let child = module.type(named: name, from: located.file), child.decl.keyword == .structKeyword,
                  child.decl.inheritance.contains(where: { $0.simpleName == "View" }),
                  let more = propertiesWritten(by: child, through: label, visited: &visited) else { return nil }
            written.formUnion(more)
        }
        return written
    }

    /// The wrappers a view keeps an object it is given in (`StateObject(wrappedValue: store)`).
    private static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "Bindable", "State"]

    /// Whether `e` is `property` or `self.property`.
    private static func names(_ e: SwiftExpr, _ property: String) -> Bool {
        switch e.kind {
        case .identifier(let n): return n == property
        case .member(let base, let n): if case .identifier("self") = base.kind { return n == property } else { return false }
        default: return false
        }
    }

    /// `name` of a target rooted at `property.name` (`session.draft`,
    /// `self.session.notes[0].text`, `session.meeting?.title`); nil otherwise.
    private static func memberWritten(_ target: SwiftExpr, through property: String) -> String? {
        var e = target
        while true {
            switch e.kind {
            case .member(let base, let name):
                if names(base, property) { return name }
                e = base
            case .optionalChain(let inner), .forceUnwrap(let inner):
                e = inner
            case .subscriptCall(let inner, _, _):
                e = inner
            case .call(let callee, _, _):
                e = callee
            default:
                return nil
            }
        }
    }
}
