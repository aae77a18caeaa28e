extension PagingProperties {
    /// Whether content `after` (in the source state's numbering) replacing
    /// `before` is not older, for `noStaleOverwrite`. Content with pages is
    /// as new as its newest page. Empty content has no page to date it: the
    /// `success … empty` that shows it is as new as its request (the page
    /// token the call reserved), so a late empty answer to a request issued
    /// before the newest page shown is stale; empty content any other code
    /// shows (a list cleared) is never older.
    static func isFresh(_ after: PageList, replacing before: PageList, note: StepNote) -> Bool {
        let previous = before.newestPage ?? -1
        guard after.pages.isEmpty else { return (after.newestPage ?? -1) >= previous }
        guard let request = note.emptyAnswerRequest else { return true }
        return request >= previous
    }
}
