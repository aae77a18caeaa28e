// What one expansion learns once about the state it expands and reads
// again for each of its events: the view drawn from the state's variables.
@_spi(ScreenRuntime) import StateCheckScreens

/// The drawn view of the variables one ``ModelRuntimeAdapter`` expands,
/// kept for the expansion's events.
///
/// Every run from a state whose footer has appeared compares the content
/// at its end with the state's, a function of the state's variables read
/// here once per expansion. A reference type so that the adapter holding
/// it stays a value; one instance serves one expansion on one thread. The
/// answer is keyed by the variables asked about (an identical array is
/// recognised at once), so a question about other variables is answered
/// correctly too.
final class ExpandedState {
    /// The variables ``drawn`` was drawn from.
    private var drawnVars: [RValue]?
    private var drawn: Result<[ScreenElement], Diagnostic> = .success([])

    /// An expansion that has drawn nothing yet.
    init() {}

    /// The elements the view draws from `vars`: kept, else `draw()`, kept.
    func elements(drawnFrom vars: [RValue], draw: () -> Result<[ScreenElement], Diagnostic>) -> Result<[ScreenElement], Diagnostic> {
        if drawnVars == vars { return drawn }
        drawn = draw()
        drawnVars = vars
        return drawn
    }
}
