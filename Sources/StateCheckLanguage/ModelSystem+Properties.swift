// The model's own `invariant` and `step` declarations (MODEL-LANGUAGE.md 6)
// as engine properties.
import StateCheckEngine
import StateCheckScreens


extension ModelSystem {
    /// One ``StateInvariant`` per `invariant name: EXPR`, in source order.
    ///
    /// The expression reads model variables and `screen.content` (a Value
    /// or nil), `screen.spinner`, `screen.refreshSpinner`,
    /// `screen.footerSpinner`, `screen.errorView`, `screen.footerError`,
    /// `screen.banner`, `screen.alert`, `screen.blank`, `screen.visible`
    /// (Bools). An evaluation error counts as a violation and is added to
    /// ``runtimeErrors``.
    public var customInvariants: [StateInvariant<ModelState>] {
        program.properties.filter { !$0.isStep }.map { p in
            StateInvariant(p.name) { state in
                let screen = self.screen(of: state)
                var m = Machine(program: self.compiled, limits: self.limits, vars: state.namedVars)
                m.screens = [screen, screen]
                return self.holds(&m, p)
            }
        }
    }

    /// One ``StepProperty`` per `step name: EXPR`, in source order.
    ///
    /// `before.X` / `after.X` read a variable or `screen.…` of the source /
    /// target state, with pages named consistently across the step (see
    /// ``ModelState``); a bare variable or `screen.…` reads the target state;
    /// `event.name` and `event.api` (nil unless success / fail) read the label.
    public var customSteps: [StepProperty<EventLabel, ModelState, StepNote>] {
        program.properties.filter(\.isStep).map { p in
            StepProperty(p.name) { source, transition in
                var m = Machine(program: self.compiled, limits: self.limits, vars: transition.target.namedVars)
                m.beforeVars = source.namedVars
                m.screens = [self.screen(of: source), self.screen(of: transition.target)]
                m.event = transition.label
                return self.holds(&m, p)
            }
        }
    }

    private func holds(_ m: inout Machine, _ p: PropertyInfo) -> Bool {
        do {
            return try m.evaluate(block: p.block) == .bool(true)
        } catch {
            reports.recordError(diagnostic(error, fallback: p.location.line))
            return false
        }
    }
}
