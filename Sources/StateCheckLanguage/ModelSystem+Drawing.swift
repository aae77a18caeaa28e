// Drawing the `view` block from model variables, through the memo of views
// drawn lately.
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelSystem {
    /// What the `view` block draws from `vars` (a state's variables with
    /// its tokens named, or a run's variables): the memo's view when it
    /// holds one for equal variables, else a fresh drawing, then filed.
    func view(drawnFrom vars: [RValue]) -> RenderedView {
        guard let view = program.viewBlock else { return RenderedView(elements: [], branches: [], failure: nil) }
        let hash = VariablesMemo<RenderedView>.hash(of: vars)
        if let drawn = views.value(for: vars, hash: hash) { return drawn }
        var m = Machine(program: compiled, limits: limits, vars: vars)
        var failure: Diagnostic?
        do {
            _ = try m.evaluate(block: view)
        } catch {
            failure = diagnostic(error, fallback: 1)
        }
        let drawn = RenderedView(elements: m.elements, branches: m.branches, failure: failure)
        views.store(drawn, for: vars, hash: hash)
        return drawn
    }
}
