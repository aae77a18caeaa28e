// The search over an interpreted model, compiled for `ModelSystem` itself.
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
}
