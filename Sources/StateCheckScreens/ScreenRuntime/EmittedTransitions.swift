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
    /// The pairs are compared where they lie, through the buffer's
    /// addressor: a `for pair in pairs` loop copied each pair out
    /// (retaining every array of its target state and releasing them
    /// after), which cost more than the comparisons themselves.
    ///
    /// - Complexity: O(*n*) label comparisons for *n* pairs recorded.
    @inlinable
    public mutating func insert(_ label: EventLabel, _ target: State) -> Bool {
        let seen = pairs.withUnsafeBufferPointer { buffer in
            buffer.indices.contains { buffer[$0].label == label && buffer[$0].target == target }
        }
        if seen { return false }
        record(label, target)
        return true
    }

    /// Records (`label`, `target`) without looking for an equal pair: the
    /// caller knows no pair recorded so far has `label` (the environment
    /// events of one expansion, each offered once, come first).
    ///
    /// Scanning for them cost one label comparison per pair recorded
    /// before, each comparing strings and copying the stored label.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable
    public mutating func insertNew(_ label: EventLabel, _ target: State) {
        record(label, target)
    }

    /// Appends the pair, with room for a typical expansion's at the first.
    @inlinable
    mutating func record(_ label: EventLabel, _ target: State) {
        if pairs.isEmpty { pairs.reserveCapacity(16) }
        pairs.append((label, target))
    }
}
