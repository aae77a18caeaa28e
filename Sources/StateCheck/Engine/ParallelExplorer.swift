/// Level-synchronous parallel breadth-first exploration (placeholder: runs
/// single-threaded until the parallel search lands).
enum ParallelExplorer {
    static func explore<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>],
        steps: [StepProperty<S.Label, S.State, S.Note>],
        options: ExplorationOptions
    ) -> Exploration<S> {
        var single = options
        single.threads = 1
        return Explorer.explore(system, invariants: invariants, steps: steps, options: single)
    }
}
