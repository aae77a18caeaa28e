// What one expansion learns once about the state it expands and reads
// again for each of its events: the handlers' `when` outcomes and the view
// drawn from the state's variables.
@_spi(ScreenRuntime) import StateCheckScreens

/// The `when` outcomes and the drawn view of the variables one
/// ``ModelRuntimeAdapter`` expands, kept for the expansion's events.
///
/// Every event of a state evaluates its handlers' conditions in the state,
/// and every run from a state whose footer has appeared compares the
/// content at its end with the state's: both are functions of the state's
/// variables, read here once per expansion (and the outcomes from the
/// system's ``VariablesMemo`` when an earlier state had equal variables).
/// A reference type so that the adapter holding it stays a value; one
/// instance serves one expansion on one thread. Each answer is keyed by the
/// variables asked about (an identical array is recognised at once), so a
/// question about other variables is answered correctly too.
final class ExpandedState {
    private let memo: VariablesMemo<ConditionOutcomes>
    private let handlerCount: Int

    /// The variables ``outcomes`` were read for, and their hash.
    private var conditionVars: [RValue]?
    private var conditionHash = 0
    private var outcomes: ConditionOutcomes = []

    /// The variables ``drawn`` was drawn from.
    private var drawnVars: [RValue]?
    private var drawn: Result<[ScreenElement], Diagnostic> = .success([])

    /// An expansion of a system with `handlerCount` handlers, whose outcomes `memo` files.
    init(memo: VariablesMemo<ConditionOutcomes>, handlerCount: Int) {
        self.memo = memo
        self.handlerCount = handlerCount
    }

    /// Handler `h`'s `when` outcome in `vars`: filed, else `evaluate()`,
    /// filed unless it is nil (an evaluation the deadline stopped: it fails
    /// and is not kept).
    func outcome(ofHandler h: Int, in vars: [RValue], evaluate: () -> ConditionOutcome<Diagnostic>?) -> ConditionOutcome<Diagnostic> {
        if conditionVars != vars {
            let hash = VariablesMemo<ConditionOutcomes>.hash(of: vars)
            conditionVars = vars
            conditionHash = hash
            outcomes = memo.value(for: vars, hash: hash) ?? Array(repeating: nil, count: handlerCount)
        }
        if let known = outcomes[h] { return known }
        guard let outcome = evaluate() else { return .fails }
        outcomes[h] = outcome
        memo.store(outcomes, for: vars, hash: conditionHash)
        return outcome
    }

    /// The elements the view draws from `vars`: kept, else `draw()`, kept.
    func elements(drawnFrom vars: [RValue], draw: () -> Result<[ScreenElement], Diagnostic>) -> Result<[ScreenElement], Diagnostic> {
        if drawnVars == vars { return drawn }
        drawn = draw()
        drawnVars = vars
        return drawn
    }
}
