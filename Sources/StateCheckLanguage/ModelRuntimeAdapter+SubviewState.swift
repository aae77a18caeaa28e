// The interpreter's side of a subview's own state: the variables of a
// subview the view no longer draws go back to their initial values.
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelRuntimeAdapter {
    /// Sets every subview variable whose element the view, drawn from the
    /// run's variables (visible or not: a hidden screen keeps its subviews),
    /// does not show back to its initial value: a removed subview's state is
    /// gone, and inserted again it starts fresh.
    func resetRemovedSubviewState(_ run: inout ModelRun) {
        guard !program.subviewVariables.isEmpty, case .success(let elements) = draw(run.machine.vars) else { return }
        for v in program.subviewVariables where !elements.contains(where: v.owner.matches) {
            var m = Machine(program: compiled, limits: limits, vars: run.machine.vars)
            if let initial = try? m.evaluate(block: program.globalInits[v.global]) {
                run.machine.vars[v.global] = initial
            }
        }
    }
}
