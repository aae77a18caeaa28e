// The search over a design written in Swift, compiled for `SwiftScreenSystem`.
import StateCheckEngine

extension SwiftScreenSystem {
    /// Explores the design with properties made per unit of work.
    ///
    /// The same search as ``Explorer/explore(_:options:properties:)``,
    /// compiled here for `SwiftScreenSystem`: checks written for any screen
    /// system call this, and the search then calls the system's own
    /// methods directly instead of through its conformance (the design
    /// itself stays generic).
    public func explore(options: ExplorationOptions, properties: (_ unit: ExplorationUnit) -> PropertySet<SwiftScreenSystem>) -> Exploration<SwiftScreenSystem> {
        Explorer.explore(self, options: options, properties: properties)
    }
}
