import StateCheckEngine

/// `pagesKeptOnPagingFailure`, `noStaleOverwrite` and `noMixedListings`:
/// what happens to the pages already shown.
enum PagingProperties {
    /// `pagesKeptOnPagingFailure`.
    static func pagesKeptOnPagingFailure<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let property = StandardProperty.pagesKeptOnPagingFailure
        let name = property.rawValue
        let step = StepProperty<EventLabel, S.State, StepNote>(name) { source, t in
            guard t.label.name == "fail", let answered = t.note.answered, answered.role == .page else { return true }
            ctx.trigger(property)
            guard let before = ctx.screen(source: source).content else { return true }
            guard let after = ctx.screen(target: t.target).content else { return false }
            return pagesInSourceNumbering(after, t.note).starts(with: before)
        }
        return PropertyPlan(steps: [step]) { e, ctx in
            if let site = e.violations[name], case .step(let from, let label, let to) = site {
                return .violated(
                    "`\(e.labelText(label))` answered a paging task and replaced \(e.screen(from)) by \(e.screen(to)): the earlier pages were lost",
                    at: site)
            }
            if ctx.triggered.contains(property) { return .holds }
            return .notApplicable("no fail ever answers a paging task")
        }
    }

    /// `noStaleOverwrite`.
    static func noStaleOverwrite<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let property = StandardProperty.noStaleOverwrite
        let name = property.rawValue
        let step = StepProperty<EventLabel, S.State, StepNote>(name) { source, t in
            guard let before = ctx.screen(source: source).content,
                  let shown = ctx.screen(target: t.target).content else { return true }
            let after = pagesInSourceNumbering(shown, t.note)
            guard after != before else { return true }
            ctx.trigger(property)
            return isFresh(after, replacing: before, note: t.note)
        }
        return PropertyPlan(steps: [step]) { e, ctx in
            if let site = e.violations[name], case .step(let from, let label, let to) = site {
                return .violated(
                    "`\(e.labelText(label))` replaced \(e.screen(from)) by \(e.screen(to)), whose newest page was requested earlier",
                    at: site)
            }
            if ctx.triggered.contains(property) { return .holds }
            return .notApplicable("no transition replaces shown content by different content")
        }
    }

    /// `noMixedListings`: content never shows pages of two listings at once.
    ///
    /// A listing is what one reload started: its first page is the reload's
    /// answer and the pages after it were requested later. Page tokens are
    /// reserved in request order, so "requested before" is "smaller token"
    /// (compared in the source state's numbering). On every `success` whose
    /// page the screen shows after it (the pages shown after that were not
    /// shown before):
    /// - answering a paging task: the content's first page must not have
    ///   been requested after that page (else the page was requested for an
    ///   older listing than the one it joined: the stale page appended to a
    ///   refreshed list);
    /// - answering a reloading task: every other page shown must have been
    ///   requested after the reload's page (else pages of the old listing
    ///   stay beside the new one).
    /// It triggers on a `success` answering a paging task (a model that
    /// never pages cannot mix listings that way).
    static func noMixedListings<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let property = StandardProperty.noMixedListings
        let name = property.rawValue
        let step = StepProperty<EventLabel, S.State, StepNote>(name) { source, t in
            guard t.label.name == "success", let answered = t.note.answered else { return true }
            if answered.role == .page { ctx.trigger(property) }
            guard let shown = ctx.screen(target: t.target).content else { return true }
            let before = Set(ctx.screen(source: source).content?.pages ?? [])
            let after = pagesInSourceNumbering(shown, t.note).pages
            let answers = after.filter { !before.contains($0) }
            guard !answers.isEmpty else { return true }
            switch answered.role {
            case .page:
                guard let first = after.first else { return true }
                return answers.allSatisfy { first <= $0 }
            case .reload:
                return answers.allSatisfy { answer in after.allSatisfy { answers.contains($0) || $0 > answer } }
            case .action:
                return true
            }
        }
        return PropertyPlan(steps: [step]) { e, ctx in
            if let site = e.violations[name], case .step(let from, let label, let to) = site {
                return .violated(
                    "`\(e.labelText(label))` replaced \(e.screen(from)) by \(e.screen(to)): pages of two listings show together (a page requested before a reload beside the reload's page)",
                    at: site)
            }
            if ctx.triggered.contains(property) { return .holds }
            return .notApplicable("no success answers a paging task")
        }
    }
}
