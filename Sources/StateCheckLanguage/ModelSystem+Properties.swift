// The model's own `invariant` and `step` declarations (the language reference, "Properties and expectations")
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
    /// (Bools). An evaluation error counts as a violation; the exploration's
    /// ``Exploration/runtimeErrors`` lists it (see ``propertyErrors(in:)``).
    public var customInvariants: [StateInvariant<ModelState>] {
        program.properties.filter { !$0.isStep }.map { p in
            StateInvariant(p.name) { state in
                self.evaluate(p, in: state) == .success(true)
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
                self.evaluate(p, from: source, transition) == .success(true)
            }
        }
    }

    /// The evaluation errors of the model's own properties in `exploration`.
    ///
    /// An error makes a property false, and the explorers stop evaluating a
    /// property at its first violation: so each property's error, if any,
    /// is the one met at its violation, found here by evaluating it there
    /// again (the same on every thread count).
    public func propertyErrors(in exploration: Exploration<ModelSystem>) -> [Diagnostic] {
        let e = exploration
        return program.properties.compactMap { p -> Diagnostic? in
            switch e.violations[p.name] {
            case nil:
                return nil
            case .state(let id):
                guard !p.isStep, case .failure(let d) = evaluate(p, in: e.states[Int(id)]) else { return nil }
                return d
            case .step(let from, let label, let to):
                guard p.isStep else { return nil }
                let source = e.states[Int(from)], target = e.states[Int(to)], name = e.labels[Int(label)]
                var failure: Diagnostic?
                var done = false
                forEachSuccessor(of: source) { t in
                    guard !done, t.label == name, t.target == target else { return }
                    done = true
                    if case .failure(let d) = evaluate(p, from: source, t) { failure = d }
                }
                return failure
            }
        }
    }

    /// Invariant `p` in `state`.
    private func evaluate(_ p: PropertyInfo, in state: ModelState) -> Result<Bool, Diagnostic> {
        var m = Machine(program: compiled, limits: limits, vars: state.namedVars)
        if compiled.readsScreen {
            let screen = screen(of: state)
            m.screens = [screen, screen]
        }
        return evaluate(&m, p)
    }

    /// Step property `p` on `transition` from `source`.
    private func evaluate(_ p: PropertyInfo, from source: ModelState, _ transition: Transition<EventLabel, ModelState, StepNote>) -> Result<Bool, Diagnostic> {
        var m = Machine(program: compiled, limits: limits, vars: transition.target.namedVars)
        m.beforeVars = source.namedVars
        if compiled.readsScreen {
            m.screens = [screen(of: source), screen(of: transition.target)]
        }
        m.event = transition.label
        return evaluate(&m, p)
    }

    private func evaluate(_ m: inout Machine, _ p: PropertyInfo) -> Result<Bool, Diagnostic> {
        do {
            return .success(try m.evaluate(block: p.block) == .bool(true))
        } catch {
            return .failure(diagnostic(error, fallback: p.location.line))
        }
    }
}
