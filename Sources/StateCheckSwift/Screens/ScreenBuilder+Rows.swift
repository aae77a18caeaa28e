import StateCheckLanguage

/// Per-row state in a screen's code: the ids of an `Identifiable` struct
/// of the folder (`Order.ID`) are the row identities `Row` (`row1`, `row2`,
/// … as `bound rows` says), a dictionary keyed by them one optional value
/// per row, a `Set` of them one Bool per row.
extension ScreenBuilder {
    /// The name of the row in a per-row event's body.
    static let rowParameterName = "row"

    /// `Order.ID` for an `Identifiable` struct or class `Order` of the folder: `Row`.
    mutating func rowKeyType(_ t: SwiftType) -> TypeRef? {
        guard case .member(let base, "ID", let args) = t.kind, args.isEmpty, let typeName = base.simpleName,
              let decl = module.type(named: typeName, from: file),
              decl.decl.inheritance.contains(where: { $0.simpleName == "Identifiable" }) else { return nil }
        if rowKeyTypes.insert(typeName).inserted {
            abstraction("\(typeName).ID is read as the row identities row1, row2 (bound rows in \(ScreenConfiguration.fileName) changes how many): a request per row is explored for each", at: t.location)
        }
        return .named("Row")
    }

    /// A stored property of type `[K: V]` or `Set<K>` with `K` a row
    /// identity (`Order.ID`): the per-row collection (nil inside after its
    /// diagnostic); nil for a property of any other type.
    mutating func rowCollection(name: String, type t: SwiftType, initializer: SwiftExpr?, at location: SourceLocation) -> RowCollectionDecl?? {
        let kind: RowCollectionDecl.Kind
        let isEmpty: Bool
        switch t.kind {
        case .dictionary(let key, let value):
            guard rowKeyType(key) != nil else { return nil }
            guard let v = modelType(value) else {
                error("the property '\(name)' has type '\(t.spelling)': its values have a type that is not understood (Bool, Int, String, any Error, enums and data structs of the folder, optionals of them); the screen is not checked", at: location)
                return .some(nil)
            }
            kind = .dictionary(value: v)
            if case .dictionary(let elements)? = initializer?.kind { isEmpty = elements.isEmpty } else { isEmpty = false }
        case .identifier("Set", let args) where args.count == 1:
            guard rowKeyType(args[0]) != nil else { return nil }
            kind = .set
            if case .array(let elements)? = initializer?.kind { isEmpty = elements.isEmpty } else { isEmpty = false }
        default:
            return nil
        }
        guard isEmpty else {
            error("the per-row property '\(name)' must start empty ('= \(kind == .set ? "[]" : "[:]")'): its rows are filled by the code that loads them; the screen is not checked", at: location)
            return .some(nil)
        }
        abstraction("\(name): \(t.spelling) is per-row state: one \(kind == .set ? "Bool" : "optional entry") per row identity", at: location)
        return RowCollectionDecl(name: name, kind: kind, location: location)
    }

    /// The `Button`s of a `List(items) { item in … }` or `ForEach(items) { item in … }` row (directly, or in a
    /// stack): each is the event of its label, enabled while the list is
    /// shown; one whose action reads the row's id (`item.id`) is one event
    /// per row. The rest of the row is the list's content.
    mutating func rowButtons(_ trailing: [SwiftTrailingClosure], at loc: SourceLocation) {
        guard let (closure, row) = Self.rowClosure(trailing) else { return }
        guard row != "_", row != "$0" else {
            rowViewActions(closure.body, at: loc)
            return
        }
        let saved = rowElement
        rowElement = row
        defer { rowElement = saved }
        func buttons(_ stmts: [SwiftStmt]) -> [(args: [SwiftArgument], trailing: [SwiftTrailingClosure], location: SourceLocation)] {
            stmts.flatMap { s -> [(args: [SwiftArgument], trailing: [SwiftTrailingClosure], location: SourceLocation)] in
                guard case .expression(let e) = s.kind, case .call(let callee, let args, let t) = peel(e).base.kind,
                      case .identifier(let name) = callee.kind else { return [] }
                if name == "Button" { return [(args, t, e.location)] }
                if Self.rowStacks.contains(name), let inner = t.last?.closure { return buttons(inner.body) }
                return []
            }
        }
        for b in buttons(closure.body) {
            let before = pendingEvents.count
            _ = button(b.args, b.trailing, disabled: nil, at: b.location)
            for i in before..<pendingEvents.count { pendingEvents[i].element = loc }
        }
        rowViewActions(closure.body, at: loc)
    }

    /// The stacks a row's views are read through (their last trailing closure).
    static let rowStacks: Set<String> = ["HStack", "VStack", "ZStack", "Group"]

    /// `ForEach(photos) { photo in PhotoTile(photo: photo, onLike: { … }) }`:
    /// a view of a row (directly, or in a stack) other than a Button, given a
    /// closure with effects, may run it whenever the list is shown, for any
    /// row: an event named after the view, the row opaque. A closure that
    /// awaits runs in a task as the view's code says, which is not read:
    /// refused. Strictly, any such closure is refused.
    mutating func rowViewActions(_ stmts: [SwiftStmt], at loc: SourceLocation) {
        for s in stmts {
            guard case .expression(let e) = s.kind, case .call(let callee, let args, let trailing) = peel(e).base.kind,
                  case .identifier(let name) = callee.kind else { continue }
            if Self.rowStacks.contains(name), let inner = trailing.last?.closure {
                rowViewActions(inner.body, at: loc)
                continue
            }
            guard name != "Button" else { continue }
            if module.type(named: name, from: currentFile) != nil, let handed = args.first(where: { viewModelHolder($0.value) != nil }) {
                // `FriendRowView(friend: friend, viewModel: viewModel)`: its code may call the view model's methods for any row.
                error("the view '\(name)' in a row is given the view model '\(SwiftSyntaxDump.describe(handed.value))': its code may change the screen's state for any row, "
                      + "and a row's view is read as content only; write the row's actions in the ForEach (a Button calling the view model), or give the view closures", at: e.location)
                continue
            }
            let closures = Self.closuresGiven(args, trailing)
            let acting = closures.filter { !isViewContent($0.body) && hasEffects($0.body) }
            guard !acting.isEmpty else { continue }
            guard !configuration.strict else {
                error("the view '\(name)' in a row is given a closure with effects, which it may run at any time; no sound reading exists without its code", at: e.location)
                continue
            }
            let event = uniqueEventName("tap" + name)
            for c in acting {
                guard let pending = action(c, name: event, element: loc, location: c.location) else { continue }
                pendingEvents.append(pending)
            }
            abstraction("'\(name)' in a row is given an action: the event \(event), for any row, enabled while the list is shown", at: e.location)
        }
    }
}
