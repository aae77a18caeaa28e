// Lowering a bag of task handles (`[Task<Void, Never>]`): `append` and
// `removeAll()` store a new bag into the variable; `forEach { }` and
// `for t in tasks` run their body once per handle of a copy of the bag
// taken when the loop starts (Swift's value semantics).

extension Lowerer {
    /// `tasks.append(t)`, `tasks.removeAll()` or `tasks.forEach { … }`, as the
    /// checker resolved it; leaves the call's result (nothing) on the stack.
    mutating func taskListCall(_ operation: TaskListOperation, base: Expr, arguments: [Argument], loc: SourceLocation) {
        switch operation {
        case .append:
            guard let lv = lvalue(base), let handle = arguments.first else { b.emit(.push(.void), loc); return }
            load(lv, loc)
            expr(handle.value)
            b.emit(.taskListAppend, loc)
            store(lv, loc)
        case .removeAll:
            // Releasing the handles cancels nothing (Swift's rule).
            guard let lv = lvalue(base) else { b.emit(.push(.void), loc); return }
            b.emit(.push(.taskList([])), loc)
            store(lv, loc)
        case .forEach(let parameter):
            guard case .closure(_, let body)? = arguments.first?.value.kind else { b.emit(.push(.void), loc); return }
            taskListLoop(element: parameter, list: base, body: body, isClosure: true, loc: loc)
        case .emptyLiteral, .iteration:
            error(loc, "this is not a call on a bag of task handles")
        }
        b.emit(.push(.void), loc)
    }

    /// A loop binding `element` to each handle of `list` in turn. In a
    /// closure (`forEach`), `return` ends the body's run for that handle.
    mutating func taskListLoop(element: String, list: Expr, body: [Stmt], isClosure: Bool, loc: SourceLocation) {
        let saved = b.pushScope()
        expr(list)
        let bag = b.temp()
        b.emit(.storeLocal(bag), loc)
        b.emit(.push(.int(0)), loc)
        let index = b.temp()
        b.emit(.storeLocal(index), loc)
        let slot = b.declare(element)
        let head = b.here
        b.emit(.loopStmt, loc)
        b.emit(.loadLocal(index), loc)
        b.emit(.loadLocal(bag), loc)
        b.emit(.getMember(name: memberID(LanguageNames.valueCount)), loc)
        b.emit(.binary(.less), loc)
        let exit = b.here
        b.emit(.jumpIfFalse(-1), loc)
        b.emit(.loadLocal(bag), loc)
        b.emit(.loadLocal(index), loc)
        b.emit(.taskListElement, loc)
        b.emit(.storeLocal(slot), loc)
        let bodyStart = b.here
        let savedBreakables = b.breakables
        if isClosure {
            b.breakables = []
            b.closureExits.append(([], b.handlerDepth))
        } else {
            b.breakables.append((true, [], -1, b.handlerDepth))
        }
        block(body)
        let next = b.here
        if isClosure, let exits = b.closureExits.popLast() {
            for j in exits.jumps { b.patch(j, to: next) }
        }
        b.emit(.loadLocal(index), loc)
        b.emit(.push(.int(1)), loc)
        b.emit(.binary(.plus), loc)
        b.emit(.storeLocal(index), loc)
        b.emit(.jump(head), loc)
        let end = b.here
        b.patch(exit, to: end)
        if isClosure {
            b.breakables = savedBreakables
        } else {
            if let loop = b.breakables.popLast() { for j in loop.breaks { b.patch(j, to: end) } }
            // `continue` in the body goes to the next handle.
            for k in bodyStart..<next where b.block.ops[k] == .jump(-1) { b.block.ops[k] = .jump(next) }
        }
        b.popScope(saved)
    }
}
