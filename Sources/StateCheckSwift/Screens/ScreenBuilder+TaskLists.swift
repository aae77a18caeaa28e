import StateCheckLanguage

/// A bag of task handles in a screen's code (`@State private var tasks:
/// [Task<Void, Never>] = []`, or a `Set`): `append`/`insert`, `removeAll()`,
/// `forEach { $0.cancel() }`, `for t in tasks`, `count` and `isEmpty` read
/// as the model language's `[Task<Void, Never>]`, which holds at most
/// `maxTasks` handles. Releasing handles cancels nothing (Swift's rule).
extension ScreenBuilder {
    /// Whether `e` names a state variable that is a bag of task handles.
    func isTaskListExpression(_ e: SwiftExpr) -> Bool {
        guard let name = stateVariableName(e) else { return false }
        return stateVars[name] == .taskList
    }

    /// `tasks.append(t)`, `tasks.insert(t)`, `tasks.removeAll()` or
    /// `tasks.forEach { … }` on a bag of task handles; `.none` when the call
    /// is not one on a bag.
    mutating func taskListCall(_ callee: SwiftExpr, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], location loc: SourceLocation) -> ConcurrencyCall {
        guard case .member(let base, let name) = callee.kind, isTaskListExpression(base) else { return .none }
        switch name {
        case "append", "insert", "removeAll":
            guard trailing.isEmpty, args.allSatisfy({ $0.label == nil }), args.count == (name == "removeAll" ? 0 : 1) else {
                error("a bag of task handles is changed with 'append(task)', 'insert(task)' and 'removeAll()'", at: loc)
                return .diagnosed
            }
            guard let b = expression(base), let xs = arguments(args) else { return .diagnosed }
            return .translated(Expr(kind: .call(callee: Expr(kind: .member(base: b, name: name, optional: false), location: callee.location), arguments: xs), location: loc))
        case "forEach":
            let closure = trailing.count == 1 && args.isEmpty ? trailing[0].closure
                : args.count == 1 && trailing.isEmpty ? Self.closureLiteral(args[0].value) : nil
            guard let closure, (closure.parameters?.count ?? 0) <= 1, !closure.effects.isAsync else {
                error("'forEach' on a bag of task handles is read as 'tasks.forEach { $0.cancel() }' or 'tasks.forEach { task in … }'", at: loc)
                return .diagnosed
            }
            let parameter = closure.parameters?.first.flatMap { $0.name ?? $0.label } ?? "$0"
            guard let b = expression(base) else { return .diagnosed }
            scopes.append([parameter: .plain])
            let body = statements(closure.body)
            scopes.removeLast()
            let literal = Expr(kind: .closure(parameters: closure.parameters == nil ? [] : [parameter], body: body), location: closure.location)
            return .translated(Expr(kind: .call(callee: Expr(kind: .member(base: b, name: name, optional: false), location: callee.location),
                                                arguments: [Argument(label: nil, value: literal)]), location: loc))
        default:
            error("a bag of task handles is read with 'append', 'insert', 'removeAll()', 'forEach', 'for … in', 'count' and 'isEmpty'; '\(name)' is not modelled", at: loc)
            return .diagnosed
        }
    }

    /// Whether `e` is an empty bag built by its type's initializer:
    /// `Set<Task<Void, Never>>()` or `[Task<Void, Never>]()`.
    mutating func isEmptyTaskBag(_ e: SwiftExpr) -> Bool {
        guard case .call(let callee, let args, let trailing) = e.kind, args.isEmpty, trailing.isEmpty else { return false }
        switch callee.kind {
        case .specialized(let base, let types):
            guard case .identifier("Set") = base.kind, local("Set") == nil, types.count == 1 else { return false }
            return modelType(types[0]) == .task
        case .array(let elements):
            guard elements.count == 1, case .specialized(let base, let types) = elements[0].kind,
                  case .identifier("Task") = base.kind, local("Task") == nil, types.count == 2 else { return false }
            return types[0].simpleName == "Void"
        default:
            return false
        }
    }

    /// The closure `e` is, when it is a closure literal.
    static func closureLiteral(_ e: SwiftExpr) -> SwiftClosure? {
        if case .closure(let c) = e.kind { return c }
        return nil
    }
}
