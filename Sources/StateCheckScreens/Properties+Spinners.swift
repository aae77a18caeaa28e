import StateCheckEngine

/// `noDoubleSpinner`, `noOrphanSpinner` and `exclusiveContentAndError`:
/// invariants of one screen.
enum ScreenInvariants {
    /// `noDoubleSpinner`.
    static func noDoubleSpinner<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let name = StandardProperty.noDoubleSpinner.rawValue
        let invariant = StateInvariant<S.State>(name) { state in
            let screen = ctx.screen(state: state)
            if screen.showsSpinner { ctx.sawSpinner = true }
            if screen.showsRefreshSpinner { ctx.sawRefreshSpinner = true }
            return !(screen.showsSpinner && screen.showsRefreshSpinner)
        }
        return PropertyPlan(invariants: [invariant]) { e, ctx in
            if let site = e.violations[name] {
                return .violated("the screen shows \(e.screen(site.anchor)): spinner and refreshSpinner together", at: site)
            }
            if !ctx.sawSpinner { return .notApplicable("no state shows spinner") }
            if !ctx.sawRefreshSpinner { return .notApplicable("no state shows refreshSpinner") }
            return .holds
        }
    }

    /// `noOrphanSpinner`.
    static func noOrphanSpinner<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let name = StandardProperty.noOrphanSpinner.rawValue
        let invariant = StateInvariant<S.State>(name) { state in
            guard ctx.screen(state: state).showsSpinner else { return true }
            ctx.sawSpinner = true
            return ctx.system.hasLiveTask(state)
        }
        return PropertyPlan(invariants: [invariant]) { e, ctx in
            if let site = e.violations[name] {
                return .violated("the screen shows \(e.screen(site.anchor)) but no task is alive: the spinner never goes away", at: site)
            }
            return ctx.sawSpinner ? .holds : .notApplicable("no state shows spinner")
        }
    }

    /// `exclusiveContentAndError`.
    static func exclusiveContentAndError<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let name = StandardProperty.exclusiveContentAndError.rawValue
        let invariant = StateInvariant<S.State>(name) { state in
            let screen = ctx.screen(state: state)
            let content = screen.content != nil
            if content { ctx.sawContent = true }
            if screen.showsErrorView { ctx.sawErrorView = true }
            return !(content && screen.showsErrorView)
        }
        return PropertyPlan(invariants: [invariant]) { e, ctx in
            if let site = e.violations[name] {
                return .violated("the screen shows \(e.screen(site.anchor)): content and errorView together", at: site)
            }
            if !ctx.sawContent { return .notApplicable("no state shows content") }
            if !ctx.sawErrorView { return .notApplicable("no state shows errorView") }
            return .holds
        }
    }
}
