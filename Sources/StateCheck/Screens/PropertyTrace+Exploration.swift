extension PropertyTrace {
    /// The shortest trace to `site`, dressed with screens, variables and
    /// tasks (the states on the path are re-expanded for their notes; nothing
    /// is explored again).
    init<S: ScreenSystem>(_ exploration: Exploration<S>, to site: ViolationSite) {
        let system = exploration.system
        let trace = exploration.trace(to: site)
        func vars(_ state: S.State) -> [ModelVariable] {
            system.variables(of: state).map { ModelVariable(name: $0.name, value: $0.value) }
        }
        var previousScreen = system.screen(of: trace.initial)
        var previousVars = vars(trace.initial)
        let initialScreen = previousScreen, initialVars = previousVars
        var steps: [PropertyTraceStep] = []
        for step in trace.steps {
            let screen = system.screen(of: step.state)
            let variables = vars(step.state)
            steps.append(PropertyTraceStep(
                label: step.label,
                lines: step.note?.lines ?? [],
                crash: step.note?.crash,
                screenBefore: previousScreen, screenAfter: screen,
                variablesBefore: previousVars, variablesAfter: variables,
                tasksAfter: system.tasks(of: step.state),
                stateID: step.id))
            previousScreen = screen
            previousVars = variables
        }
        self.init(initialScreen: initialScreen, initialVariables: initialVars, initialStateID: trace.initialID, steps: steps)
    }
}
