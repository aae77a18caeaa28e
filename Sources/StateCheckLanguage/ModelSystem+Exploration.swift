// The search over an interpreted model, compiled for `ModelSystem` itself,
// and the copies of the model its threads expand states with.
import StateCheckEngine

extension ModelSystem {
    /// Explores the model with properties made per unit of work.
    ///
    /// The same search as ``Explorer/explore(_:options:properties:)``,
    /// compiled here for `ModelSystem`: checks written for any screen
    /// system call this, and the search then copies, hashes and stores
    /// states without a metadata lookup or a witness call for each.
    public func explore(options: ExplorationOptions, properties: (_ unit: ExplorationUnit) -> PropertySet<ModelSystem>) -> Exploration<ModelSystem> {
        Explorer.explore(self, options: options, properties: properties)
    }

    /// The model lowered again from its checked tree: the same program in
    /// storage of its own, with a memo of views of its own, so two threads
    /// expanding states retain and lock nothing in common. The deadline is
    /// the same object (polled only under `--timeout`). If lowering failed
    /// this time (it cannot: it succeeded once on the same tree), the
    /// system itself.
    public func privateCopy() -> ModelSystem {
        let checked = checked, file = file, warnings = warnings
        let lowered: ModelSystem? = runWithLargeStack {
            do throws(ModelError) { return try ModelSystem(checked: checked, file: file, warnings: warnings) } catch { return nil }
        }
        guard var copy = lowered else { return self }
        copy.deadline = deadline
        return copy
    }
}
