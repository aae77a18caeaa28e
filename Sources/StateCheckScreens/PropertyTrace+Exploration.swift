import StateCheckEngine

extension PropertyTrace {
    /// The shortest trace to `site`, dressed with screens, variables and
    /// tasks (the engine builds the path once: ``Exploration/trace(to:)``).
    init<S: ScreenSystem>(_ exploration: Exploration<S>, to site: ViolationSite) {
        self.init(exploration.trace(to: site), in: exploration.system)
    }

    /// `path` dressed with what renderers print: each state's screen,
    /// variables and tasks, drawn from the state as its transition emitted
    /// it (the interpreter names pages relative to the source state, and
    /// the last step of a step property's trace must show what the property
    /// compared). Nothing is expanded again.
    package init<S: ScreenSystem>(_ path: Trace<S>, in system: S) {
        func vars(_ state: S.State) -> [ModelVariable] {
            system.variables(of: state).map { ModelVariable(name: $0.name, value: $0.value) }
        }
        var previousScreen = system.screen(of: path.initial)
        var previousVars = vars(path.initial)
        let initialScreen = previousScreen, initialVars = previousVars
        var steps: [PropertyTraceStep] = []
        for step in path.steps {
            let screen = system.screen(of: step.state)
            let variables = vars(step.state)
            steps.append(PropertyTraceStep(
                label: step.label,
                choice: step.choice,
                lines: step.note?.lines ?? [],
                files: step.note?.files ?? [],
                crash: step.note?.crash,
                screenBefore: previousScreen, screenAfter: screen,
                variablesBefore: previousVars, variablesAfter: variables,
                tasksAfter: system.tasks(of: step.state),
                stateID: step.id))
            previousScreen = screen
            previousVars = variables
        }
        self.init(
            initialIndex: path.initialIndex, initialScreen: initialScreen, initialVariables: initialVars,
            initialStateID: path.initialID, steps: steps)
    }
}
