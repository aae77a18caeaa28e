/// The (label, target) pairs one expansion has emitted so far, so that an
/// equal transition is emitted once.
///
/// An expansion emits about ten transitions, and only `success` / `fail` of
/// several tasks (and `wake` / `hop` of several tasks) can repeat a label:
/// a short list scanned from the front costs less than hashing every
/// label's strings into a dictionary and allocating a list per label.
/// Labels are compared first (unequal names differ at their first string),
/// targets only when the labels are equal.
@_spi(ScreenRuntime) public struct EmittedTransitions<State: Equatable> {
    /// Every pair emitted, in emission order.
    @usableFromInline var pairs: [(label: EventLabel, target: State)] = []

    /// No transition emitted yet.
    @inlinable
    public init() {}

    /// Records (`label`, `target`) and returns true, or returns false when
    /// an equal pair was recorded before.
    ///
    /// - Complexity: O(*n*) label comparisons for *n* pairs recorded.
    @inlinable
    public mutating func insert(_ label: EventLabel, _ target: State) -> Bool {
        for pair in pairs where pair.label == label && pair.target == target { return false }
        if pairs.isEmpty { pairs.reserveCapacity(16) }
        pairs.append((label, target))
        return true
    }
}
