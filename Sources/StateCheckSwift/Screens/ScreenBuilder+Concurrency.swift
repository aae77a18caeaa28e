import StateCheckLanguage

/// The `Task` API and the structured-concurrency constructs in a screen's
/// code: `Task.checkCancellation()` and `Task.sleep` are understood; the lifecycle constructs
/// the environment does not model yet are diagnosed, so a screen that uses
/// them never gets a verdict as if it were whole.
extension ScreenBuilder {
    /// The outcome of reading a call as a concurrency construct.
    enum ConcurrencyCall {
        /// Not a concurrency construct: translate it as any call.
        case none
        /// Understood as this expression.
        case translated(Expr)
        /// Diagnosed.
        case diagnosed
    }

    /// `Task.checkCancellation()`, `Task.sleep`, `Task.yield()`, a kept
    /// `Task { }` handle, `Task.detached { }`, or a diagnostic for task groups.
    mutating func concurrencyCall(_ callee: SwiftExpr, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], location loc: SourceLocation) -> ConcurrencyCall {
        switch callee.kind {
        case .member(let base, let name):
            guard case .identifier("Task") = base.kind, local("Task") == nil else { return .none }
            switch name {
            case "checkCancellation" where args.isEmpty && trailing.isEmpty:
                return .translated(Expr(kind: .taskCheckCancellation, location: loc))
            case "sleep" where trailing.isEmpty:
                guard let nanoseconds = sleepNanoseconds(args) else {
                    if !configuration.strict, args.count == 1, args.allSatisfy({ Self.isDurationArithmetic($0.value) }) {
                        // `.seconds(delay)`: a duration the screen does not decide; every sleep of the screen is read untimed.
                        unknownSleeps.append(loc)
                        abstraction("'Task.sleep' of a duration the screen does not decide (\(SwiftSyntaxDump.describe(args[0].value))): every sleep of the screen may end before or after any other", at: callee.location)
                        return .translated(Expr(kind: .taskSleep(nanoseconds: 0), location: loc))
                    }
                    error("'Task.sleep' is read as \(SleepDuration.forms)", at: callee.location)
                    return .diagnosed
                }
                return .translated(Expr(kind: .taskSleep(nanoseconds: untimedSleeps ? 0 : nanoseconds), location: loc))
            case "detached" where trailing.count == 1 && args.allSatisfy({ $0.label == "priority" }):
                // Its body runs off the main actor: its effects on the screen reach it in a step of its own.
                guard let closure = trailing.first?.closure else { return .none }
                let hop = Stmt(kind: .expression(Expr(kind: .mainActorHop, location: loc)), location: loc)
                return .translated(Expr(kind: .spawnValue(body: droppingThrownErrors([hop] + asyncStatements(closure.body), thrownBy: closure.body, at: loc)), location: loc))
            case "detached":
                error("'Task.detached' is read as 'Task.detached { … }' (a 'priority:' argument is ignored)", at: callee.location)
            case "yield" where args.isEmpty && trailing.isEmpty && !configuration.strict:
                // `await Task.yield()`: the task gives way; any ready step may run before it goes on.
                abstraction("Task.yield(): the task suspends and goes on in a step of its own, as at a hop to the main actor", at: callee.location)
                return .translated(Expr(kind: .mainActorHop, location: loc))
            case "yield":
                notModelled("'Task.yield()'", because: "the main actor's queue already runs every ready task in order", at: callee.location)
            default:
                notModelled("'Task.\(name)'", because: "the Task API read is 'Task { }', 'Task.isCancelled', 'Task.checkCancellation()' and 'Task.sleep'", at: callee.location)
            }
            return .diagnosed
        case .identifier("Task") where local("Task") == nil && !trailing.isEmpty:
            // `Task { }` as a statement is spawned before expressions are read: here it is a value, a kept handle.
            guard let closure = Self.spawnedTask(SwiftExpr(kind: .call(callee, arguments: args, trailingClosures: trailing), location: loc)) else {
                error("'Task' is read as 'Task { … }' or 'Task(priority: …) { … }' (no other arguments)", at: loc)
                return .diagnosed
            }
            notePriority(of: SwiftExpr(kind: .call(callee, arguments: args, trailingClosures: trailing), location: loc))
            return .translated(Expr(kind: .spawnValue(body: droppingThrownErrors(asyncStatements(closure.body), thrownBy: closure.body, at: loc)), location: loc))
        case .identifier("withCheckedContinuation") where local("withCheckedContinuation") == nil:
            guard args.allSatisfy({ $0.label == "function" }), trailing.count == 1, let closure = trailing.first?.closure,
                  let parameters = closure.parameters, parameters.count == 1,
                  let name = parameters[0].name ?? parameters[0].label else {
                error("'withCheckedContinuation' is read with one trailing closure that names its continuation ('{ continuation in … }')", at: loc)
                return .diagnosed
            }
            scopes.append([name: .plain])
            let body = statements(closure.body)
            scopes.removeLast()
            return .translated(Expr(kind: .withCheckedContinuation(parameter: name, body: body), location: loc))
        case .identifier(let name) where ["withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation"].contains(name) && local(name) == nil:
            notModelled("'\(name)'", because: "the continuations read are 'withCheckedContinuation' ones, which do not throw", at: callee.location)
            return .diagnosed
        case .identifier(let name) where Self.taskGroupFunctions.contains(name) && local(name) == nil:
            notModelled("the task group '\(name)'", because: "child tasks run concurrently with their parent", at: callee.location)
            return .diagnosed
        case .identifier("withTaskCancellationHandler") where local("withTaskCancellationHandler") == nil:
            notModelled("'withTaskCancellationHandler'", because: "cancellation handlers run on another thread", at: callee.location)
            return .diagnosed
        default:
            return .none
        }
    }

    /// The functions that open a task group.
    static let taskGroupFunctions: Set<String> = [
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
    ]

    /// `async let x = …`: diagnosed (child tasks are not modelled yet).
    mutating func asyncLet(_ name: String, at location: SourceLocation) {
        notModelled("'async let \(name)'", because: "child tasks run concurrently with their parent; await the calls one after another", at: location)
    }

    /// The diagnostic for a construct the environment does not model yet.
    mutating func notModelled(_ construct: String, because reason: String, at location: SourceLocation) {
        error("\(construct) is not modelled yet (\(reason)); the screen is not checked", at: location)
    }
}
