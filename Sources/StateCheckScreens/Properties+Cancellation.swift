import StateCheckEngine

/// `silentCancellation`: a cancelled request is not an error to show.
enum CancellationProperties {
    /// The name of the step that only watches for the trigger.
    static let triggerStepName = "silentCancellation#trigger"

    /// `silentCancellation`.
    ///
    /// Trigger (a `CancellationError` was thrown): a `fail` answers a
    /// cancelled task, a transition's note says a call in a cancelled task
    /// threw at once (``StepNote/threwCancellation``), or some state shows or
    /// stores a `CancellationError` (a screen payload, or a model variable
    /// whose rendering mentions it).
    static func silentCancellation<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let property = StandardProperty.silentCancellation
        let name = property.rawValue
        let invariant = StateInvariant<S.State>(name) { state in
            let shown = ctx.screen(state: state).shownErrors.contains(.cancellationError)
            if shown { ctx.trigger(property); return false }
            if !ctx.triggered.contains(property),
               ctx.system.variables(of: state).contains(where: { $0.value.contains(ErrorValue.cancellationError.rawValue) }) {
                ctx.trigger(property)
            }
            return true
        }
        let step = StepProperty<EventLabel, S.State, StepNote>(triggerStepName) { _, t in
            if !ctx.triggered.contains(property),
               t.note.threwCancellation || (t.label.name == "fail" && t.note.answered?.isCancelled == true) {
                ctx.trigger(property)
            }
            return true
        }
        return PropertyPlan(invariants: [invariant], steps: [step]) { e, ctx in
            if let site = e.violations[name] {
                return .violated("the screen shows \(e.screen(site.anchor)): a CancellationError is shown to the user", at: site)
            }
            if ctx.triggered.contains(property) { return .holds }
            return .notApplicable("no CancellationError is ever thrown: no fail answers a cancelled task and no state holds one")
        }
    }
}
