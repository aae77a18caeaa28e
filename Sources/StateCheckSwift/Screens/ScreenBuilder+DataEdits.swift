import StateCheckLanguage

// Edits of api data in place. `items.sort(by: …)`, `shuffle()`, `reverse()`
// reorder the rows: the same Value, as `sorted` is. `categories.insert("All",
// at: 0)`, `items.remove(at: i)`, `items.swapAt(i, j)` change which rows it
// holds in a way the model's Value (a list of opaque pages) cannot say: from
// the edit on, the property holds data the screen does not decide, so the
// next pass reads it opaque, as ``opaqueAssignment(to:value:at:)`` does for
// a whole value: a test of its `isEmpty` is an assumption explored both
// ways, and edits of it are not read.

extension ScreenBuilder {
    /// Methods that reorder an array in place.
    static let dataReorders: Set<String> = ["sort", "shuffle", "reverse"]

    /// Methods that insert, remove or move elements of an array in place.
    static let dataEdits: Set<String> = [
        "insert", "remove", "removeFirst", "removeLast", "removeAll", "removeSubrange", "replaceSubrange", "swapAt", "move", "append",
    ]

    /// The statements a reorder `e` of api data in place reads as (none);
    /// nil for any other call. An edit of a property of api data is noted
    /// for the next pass to read the property opaque (the call is then read
    /// as before, and refused).
    mutating func dataEdit(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, case .member(let base, let method) = callee.kind,
              Self.dataReorders.contains(method) || Self.dataEdits.contains(method),
              args.allSatisfy({ changesNothing($0.value) }), trailing.allSatisfy({ changesNothing($0.closure.body) }),
              let name = stateVariableName(base), stateVars[name] == .value else { return nil }
        if Self.dataReorders.contains(method) {
            abstraction("\(method) on api data: its rows reordered, the same Value (its pages stay opaque)", at: loc)
            return []
        }
        noteOpaque(name, at: loc)
        return nil
    }
}
