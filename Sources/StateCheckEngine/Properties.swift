/// A named predicate that must hold in every reachable state.
///
/// `Sendable`, so that a property can be a `static let` under Swift 6
/// strict concurrency. The conformance is unchecked: a parallel exploration
/// (`ExplorationOptions.threads` above 1) calls `holds` from several threads
/// at once, so `holds` must only read the state it is given (and values
/// that never change), never change shared state.
public struct StateInvariant<State>: @unchecked Sendable {
    /// The property's name, as reports print it.
    public var name: String
    /// Returns `true` when the state satisfies the invariant.
    public var holds: (State) -> Bool

    /// Creates an invariant.
    public init(_ name: String, holds: @escaping (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// A named predicate that must hold for every reachable transition.
///
/// `Sendable` (unchecked) on the same terms as ``StateInvariant``: `holds`
/// must only read the transition it is given.
public struct StepProperty<Label, State, Note>: @unchecked Sendable {
    /// The property's name, as reports print it.
    public var name: String
    /// Returns `true` when the transition from `source` satisfies the property.
    public var holds: (_ source: State, _ transition: Transition<Label, State, Note>) -> Bool

    /// Creates a step property.
    public init(_ name: String, holds: @escaping (State, Transition<Label, State, Note>) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

/// Where a property first failed during breadth-first exploration.
///
/// Because states are numbered in breadth-first order, the first violation
/// found is one of the nearest to an initial state, so the trace the engine
/// builds from it is a shortest one.
@usableFromInline
package enum ViolationSite: Hashable, Sendable {
    /// An invariant failed in this state.
    case state(StateID)
    /// A step property failed on this transition.
    case step(from: StateID, label: LabelID, to: StateID)

    /// The state the trace leads to (for a step, its source).
    public var anchor: StateID {
        switch self {
        case .state(let id): return id
        case .step(let from, _, _): return from
        }
    }
}

/// A dense number for an explored state: states are numbered in the order the
/// breadth-first search discovered them, starting at 0.
@usableFromInline
package typealias StateID = Int32

/// A dense number for an interned transition label.
@usableFromInline
package typealias LabelID = Int32
