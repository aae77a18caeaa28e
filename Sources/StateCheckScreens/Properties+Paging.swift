import StateCheckEngine

/// `pagesKeptOnPagingFailure` and `noStaleOverwrite`: what happens to the
/// pages already shown.
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
            return (after.newestPage ?? -1) >= (before.newestPage ?? -1)
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
}
