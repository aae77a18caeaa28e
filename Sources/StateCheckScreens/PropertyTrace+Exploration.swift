import StateCheckEngine

extension PropertyTrace {
    /// The shortest trace to `site`, dressed with screens, variables and
    /// tasks.
    ///
    /// Each step re-expands the state before it (nothing is explored again)
    /// to recover the transition's note and the target *as that transition
    /// emitted it*: a system may present an equal state differently
    /// depending on the transition that produced it (the interpreter names
    /// pages relative to the source state), and the last step of a step
    /// property's trace must show what the property compared.
    init<S: ScreenSystem>(_ exploration: Exploration<S>, to site: ViolationSite) {
        let system = exploration.system
        var (start, path) = exploration.path(to: site.anchor)
        if case .step(_, let label, let to) = site { path.append((label, to)) }
        func vars(_ state: S.State) -> [ModelVariable] {
            system.variables(of: state).map { ModelVariable(name: $0.name, value: $0.value) }
        }
        var current = exploration.states[Int(start)]
        var previousScreen = system.screen(of: current)
        var previousVars = vars(current)
        let initialScreen = previousScreen, initialVars = previousVars
        var steps: [PropertyTraceStep] = []
        for (labelID, toID) in path {
            let label = exploration.labels[Int(labelID)]
            let stored = exploration.states[Int(toID)]
            var emitted: Transition<EventLabel, S.State, StepNote>?
            system.forEachSuccessor(of: current) { t in
                if emitted == nil, t.label == label, t.target == stored { emitted = t }
            }
            let state = emitted?.target ?? stored
            let screen = system.screen(of: state)
            let variables = vars(state)
            steps.append(PropertyTraceStep(
                label: label,
                lines: emitted?.note.lines ?? [],
                crash: emitted?.note.crash,
                screenBefore: previousScreen, screenAfter: screen,
                variablesBefore: previousVars, variablesAfter: variables,
                tasksAfter: system.tasks(of: state),
                stateID: toID))
            current = state
            previousScreen = screen
            previousVars = variables
        }
        self.init(initialScreen: initialScreen, initialVariables: initialVars, initialStateID: start, steps: steps)
    }
}
