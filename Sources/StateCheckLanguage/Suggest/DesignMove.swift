/// One step of a design review, stated as a rewrite of a `.model` file's
/// text: "add `reLoading(V)` and map `.success(v)` to it when loading".
///
/// A move is a value: the catalogue ``DesignMove/catalogue`` is a list of
/// them, and a search (``SuggestionSearch``) can be given any list, so a
/// test can pass a move of its own. A move only rewrites text; whether the
/// result is better is decided by checking it, never by the move.
package struct DesignMove: Sendable {
    /// A short stable name, e.g. `reLoading`.
    package var name: String
    /// One line saying what the move does to the design.
    package var summary: String
    /// The rewritten model text, or nil when the model does not have the
    /// shape the move recognises (the move is then skipped).
    package var apply: @Sendable (String) -> String?

    /// Creates a move from its name, summary and rewrite.
    package init(name: String, summary: String, apply: @escaping @Sendable (String) -> String?) {
        self.name = name
        self.summary = summary
        self.apply = apply
    }
}

extension DesignMove {
    /// The standard catalogue, in the order the talk takes its steps.
    package static var catalogue: [DesignMove] {
        [
            KeepPayloadWhileLoading.reLoading.move,
            KeepPayloadWhileLoading.retryLoading.move,
            KeepPagesWhilePaging.move,
            KeepContentOnFailedReload.move,
            KeepContentOnFailedReload.pagingFailure,
            RestoreOnCancellation.ignore,
            RestoreOnCancellation.checkBeforeWriting,
            BusyGuard.move,
            CancelPreviousTask.move,
        ]
    }
}
