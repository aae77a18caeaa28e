import StateCheckEngine

/// `recoverable`: the user is never stuck.
enum RecoveryProperties {
    /// `recoverable`: from every reachable state a settled state (no task
    /// alive, visible, no `spinner`) showing content or an `errorView` is
    /// reachable.
    static func recoverable<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        var plan = PropertyPlan<S> { e, ctx in
            switch e.system.viewHasContentOrErrorView {
            case .some(false):
                return .notApplicable("the view block has no content and no errorView element")
            case .none where !ctx.facts.contains(where: { $0.contains(.showsContentOrError) }):
                return .notApplicable("no state shows content or errorView")
            case .some(true), .none:
                break
            }
            if let stuck = StuckStates.nearestStuckState(e, goal: { ctx.facts[$0].contains(.settledWithContentOrError) }) {
                return .violated(
                    "no settled state showing content or errorView is reachable from the state this trace ends in: \(e.screen(stuck))",
                    at: .state(stuck))
            }
            return .holds
        }
        plan.needsFacts = true
        return plan
    }
}
