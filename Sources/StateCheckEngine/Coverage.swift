/// What an exploration exercised: transitions per label, declared labels
/// that were never enabled, and states per breadth-first depth.
package struct Coverage<Label: Hashable> {
    /// A label with the number of explored transitions that carried it.
    public struct LabelCount {
        /// The label.
        public var label: Label
        /// Its transitions.
        public var transitions: Int
    }

    /// Every label seen, in first-seen (``LabelID``) order, with its count.
    public var transitionsPerLabel: [LabelCount]
    /// Labels the system declared that no explored transition carried, in
    /// declaration order.
    public var neverEnabled: [Label]
    /// `statesPerDepth[d]` is the number of states at breadth-first depth `d`.
    public var statesPerDepth: [Int]
    /// Whether the exploration was complete; on a partial one a label may be
    /// "never enabled" only because its states were not reached.
    public var isComplete: Bool

    /// The count for `label` (0 when it never fired).
    public func transitions(of label: Label) -> Int {
        transitionsPerLabel.first { $0.label == label }?.transitions ?? 0
    }
}

extension Coverage.LabelCount: Equatable where Label: Equatable {}
extension Coverage: Equatable where Label: Equatable {}

extension Exploration {
    /// The coverage of this exploration.
    ///
    /// - Complexity: O(labels + declared labels + depth).
    package var coverage: Coverage<System.Label> {
        Coverage(
            transitionsPerLabel: zip(labels, transitionsPerLabel).map { Coverage.LabelCount(label: $0, transitions: $1) },
            neverEnabled: neverEnabledLabels,
            statesPerDepth: statesPerDepth,
            isComplete: isComplete
        )
    }
}
