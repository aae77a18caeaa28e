import StateCheckEngine

/// `contentKeptWhileReloading`, `errorKeptWhileRetrying` and
/// `contentKeptOnFailedRefresh`: what a reload may not take away.
enum ReloadingProperties {
    /// Whether some task of `state` is reloading (role `reload`, suspended at an api call).
    static func someTaskReloading<S: ScreenSystem>(_ system: S, _ state: S.State) -> Bool {
        system.hasReloadingTask(state)
    }

    /// `contentKeptWhileReloading` (`keepsContent`) or
    /// `errorKeptWhileRetrying` (not `keepsContent`).
    ///
    /// A retry that replaces the `errorView` by content made progress: the
    /// error went because the data came, not because a reload hid it, so
    /// `errorKeptWhileRetrying` is violated only when the screen after shows
    /// neither `errorView` nor content (a second retry still in flight when
    /// the first one's `success` arrives is no lost error). Content replaced
    /// by other content is content, so `contentKeptWhileReloading` asks for
    /// content only.
    static func keptWhileReloading<S: ScreenSystem>(
        _ property: StandardProperty, keepsContent: Bool, _ ctx: PropertyContext<S>
    ) -> PropertyPlan<S> {
        let name = property.rawValue
        let what = keepsContent ? "content" : "errorView"
        func shows(_ screen: Screen) -> Bool { keepsContent ? screen.content != nil : screen.showsErrorView }
        func keeps(_ screen: Screen) -> Bool { keepsContent ? screen.content != nil : screen.showsErrorView || screen.content != nil }
        let step = StepProperty<EventLabel, S.State, StepNote>(name) { source, t in
            guard shows(ctx.screen(source: source)) else { return true }
            let after = ctx.screen(target: t.target)
            guard after.isVisible, someTaskReloading(ctx.system, t.target) else { return true }
            ctx.trigger(property)
            return keeps(after)
        }
        return PropertyPlan(steps: [step]) { e, ctx in
            if let site = e.violations[name], case .step(let from, let label, let to) = site {
                return .violated(
                    "`\(e.labelText(label))` replaced \(e.screen(from)) by \(e.screen(to)) while a task reloads: the \(what) disappeared",
                    at: site)
            }
            if ctx.triggered.contains(property) { return .holds }
            return .notApplicable("no transition from a screen showing \(what) leads to a visible screen while a task is reloading")
        }
    }

    /// `contentKeptOnFailedRefresh`.
    static func contentKeptOnFailedRefresh<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let property = StandardProperty.contentKeptOnFailedRefresh
        let name = property.rawValue
        let step = StepProperty<EventLabel, S.State, StepNote>(name) { source, t in
            guard t.label.name == "fail", let answered = t.note.answered, answered.isReloading else { return true }
            guard ctx.screen(source: source).content != nil else { return true }
            ctx.trigger(property)
            return ctx.screen(target: t.target).content != nil
        }
        return PropertyPlan(steps: [step]) { e, ctx in
            if let site = e.violations[name], case .step(let from, let label, let to) = site {
                return .violated(
                    "`\(e.labelText(label))` answered a reloading task and replaced \(e.screen(from)) by \(e.screen(to)): the content disappeared",
                    at: site)
            }
            if ctx.triggered.contains(property) { return .holds }
            return .notApplicable("no fail answers a reloading task while content is shown")
        }
    }
}
