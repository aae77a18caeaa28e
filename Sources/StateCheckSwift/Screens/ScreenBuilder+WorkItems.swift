import StateCheckLanguage

// `check = DispatchWorkItem { … }`, then `DispatchQueue.main.asyncAfter(deadline: …, execute: check)`:
// a work item runs its block when it is scheduled or performed, later, on the main queue, unless it
// was cancelled first. Creating one is no statement; each schedule (`async(execute:)`,
// `asyncAfter(deadline:execute:)`, `perform()`) is `Task { block }`, the block one of those the
// screen's code assigns to that name (by an assumption when it assigns several), so it may run after
// any later step. That a cancelled item never runs is a prefix of those runs, and `cancel()` is no
// statement: the block may still run, one more behaviour, never one fewer.

extension ScreenBuilder {
    /// The block of `DispatchWorkItem { … }` or `DispatchWorkItem(block: { … })`; nil for anything else.
    static func workItemBlock(_ value: SwiftExpr) -> SwiftClosure? {
        guard case .call(let callee, let args, let trailing) = value.kind, case .identifier("DispatchWorkItem") = callee.kind else { return nil }
        if trailing.count == 1, args.allSatisfy({ $0.label != "block" }) { return trailing[0].closure }
        if trailing.isEmpty, let a = args.first(where: { $0.label == "block" }), case .closure(let c) = a.value.kind { return c }
        return nil
    }

    /// The name a work item is kept under: `check`, `self.check`, `check!`, `check?`.
    static func workItemName(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let n): return n == "self" ? nil : n
        case .member(let base, let n):
            if case .identifier("self") = base.kind { return n }
            return nil
        case .forceUnwrap(let inner), .optionalChain(let inner): return workItemName(inner)
        default: return nil
        }
    }

    /// The blocks the screen's code (its members, its extensions' and its
    /// view models' methods) assigns to each name as a work item.
    func workItemBlocks() -> [String: [SwiftClosure]] {
        var code: [[SwiftStmt]] = []
        for d in allMembers(of: screen) {
            switch d.kind {
            case .function(let f): code.append(f.body ?? [])
            case .variable(let v):
                for b in v.bindings {
                    switch b.accessors {
                    case .getter(let stmts)?: code.append(stmts)
                    case .accessors(let list)?: for a in list { code.append(a.body ?? []) }
                    case nil: continue
                    }
                }
            default: continue
            }
        }
        for (f, _, _, _) in viewModelMethods { code.append(f.body ?? []) }
        var out: [String: [SwiftClosure]] = [:]
        for stmts in code {
            for s in stmts {
                s.forEachExpression { x in
                    guard case .binary("=", let target, let value) = x.kind, let block = Self.workItemBlock(value),
                          let name = Self.workItemName(target) else { return }
                    if !(out[name]?.contains(block) ?? false) { out[name, default: []].append(block) }
                }
            }
        }
        return out
    }

    /// A statement creating, cancelling or scheduling a work item (see
    /// above); nil for any other statement and in strict mode.
    mutating func workItemStatement(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict else { return nil }
        if case .binary("=", let target, let value) = e.kind, Self.workItemBlock(value) != nil, let name = Self.workItemName(target) {
            abstraction("\(name) = DispatchWorkItem { … } creates a work item: its block runs where the item is scheduled, in a task of its own", at: loc)
            return []
        }
        guard case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty else { return nil }
        var scheduled: String?
        switch callee.kind {
        case .member(let base, "cancel"), .member(let base, "perform"):
            guard let name = Self.workItemName(base), workItemBlocks()[name] != nil else { return nil }
            if case .member(_, "cancel") = callee.kind {
                abstraction("\(name).cancel() is not read: the work item's block may still run (one more behaviour)", at: loc)
                return []
            }
            scheduled = name
        case .member(_, "async"), .member(_, "asyncAfter"):
            guard let item = args.first(where: { $0.label == "execute" }), let name = Self.workItemName(item.value) else { return nil }
            scheduled = name
        default:
            return nil
        }
        guard let name = scheduled, let blocks = workItemBlocks()[name], !blocks.isEmpty else { return nil }
        var body: [Stmt] = []
        for (k, block) in blocks.enumerated().reversed() {
            let read = closureBody(block)
            let run = Self.mayThrow(block) ? [Stmt(kind: .doCatch(body: read, catchBody: []), location: loc)] : read
            if k == blocks.count - 1 { body = run; continue }
            let chosen = assumption("\(name) holds its work item #\(k + 1)", at: loc)
            body = [Stmt(kind: .ifStatement(conditions: [.boolean(chosen)], then: run, elseBody: body, elseIsIf: false), location: loc)]
        }
        abstraction("\(Self.brief(callee))(…) schedules the work item \(name): its block runs later, in a task of its own", at: loc)
        return [Stmt(kind: .spawnTask(body: body), location: loc)]
    }
}
