// One machine kept for many short evaluations (the `when` conditions of one
// expansion), instead of a machine built and destroyed for each.
@_spi(ScreenRuntime) import StateCheckScreens

/// A machine reused for evaluations that must not suspend: each evaluation
/// starts from the state a fresh ``Machine`` has, with the given variables.
///
/// The conditions of every handler are evaluated in the state being
/// expanded, one after another; building a machine for each (a dozen
/// fields, its task and queue arrays) cost more than running most
/// conditions. A reference type so that the adapter holding it stays a
/// value; one instance serves one expansion on one thread.
final class EvaluationMachine {
    private var machine: Machine

    init(program: CompiledProgram, limits: RunLimits) {
        machine = Machine(program: program, limits: limits, vars: [])
    }

    /// Evaluates `block` with `vars` as the model variables, exactly as a
    /// fresh machine's ``Machine/evaluate(block:arguments:)`` would.
    func evaluate(block: Int, vars: [RValue]) throws(RunStop) -> RValue {
        machine.reset(vars: vars)
        return try machine.evaluate(block: block)
    }
}

extension Machine {
    /// Returns the machine to the state `Machine(program:limits:vars:)`
    /// creates, keeping the capacity of its arrays.
    mutating func reset(vars: [RValue]) {
        self.vars = vars
        tasks.removeAll(keepingCapacity: true)
        ready.removeAll()
        nextToken = 1
        nextContinuation = 0
        if !continuations.isEmpty { continuations.removeAll() }
        if !pendingErrors.isEmpty { pendingErrors.removeAll() }
        statements = 0
        lines.removeAll(keepingCapacity: true)
        if !lineFiles.isEmpty { lineFiles.removeAll() }
        threwCancellation = false
        lastResult = .void
        lastLoopOrCall = nil
        elements.removeAll(keepingCapacity: true)
        if !branches.isEmpty { branches.removeAll(keepingCapacity: true) }
        if !screens.isEmpty { screens.removeAll() }
        if !beforeVars.isEmpty { beforeVars.removeAll() }
        event = nil
    }
}
