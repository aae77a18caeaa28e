/// A proved rewrite of ``SuggestionSearch``: one move, or two applied in
/// turn, with the checked text and verdicts, before it is filed under the
/// properties it fixes.
struct Candidate {
    /// The moves' indices in the search's list, in the order applied (ties in size keep this order).
    var order: [Int]
    /// The moves, in the order applied.
    var moves: [DesignMove]
    /// The text shown: the rewrite with its `expect` lines updated.
    var source: String
    /// Every standard property's verdict on the rewrite.
    var after: [PropertyVerdict]
    /// Lines the rewrite changes (``Suggestion/size``).
    var size: Int

    /// Whether `property` holds on the rewrite.
    func fixes(_ property: String) -> Bool {
        after.contains { $0.property == property && $0.verdict == .holds }
    }

    /// The suggestion shown: a pair is named `first + second`, its summaries joined by "; then".
    var suggestion: Suggestion {
        Suggestion(move: moves.map(\.name).joined(separator: " + "),
                   summary: moves.map(\.summary).joined(separator: "; then "),
                   source: source, after: after, size: size)
    }
}
