import StateCheckEngine

/// `singleFlight` and `noLeakedTask`: what the design does with requests
/// and tasks.
enum TaskProperties {
    /// The name of the step that catches a continuation resumed twice.
    static let resumeStepName = "noLeakedTask#resume"

    /// `singleFlight`.
    static func singleFlight<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let property = StandardProperty.singleFlight
        let name = property.rawValue
        let invariant = StateInvariant<S.State>(name) { state in
            let calls = ctx.system.callsInFlight(of: state)
            if calls.isEmpty { return true }
            ctx.trigger(property)
            if calls.count == 1 { return true }
            return Set(calls).count == calls.count
        }
        return PropertyPlan(invariants: [invariant]) { e, ctx in
            if let site = e.violations[name] {
                let calls = e.system.callsInFlight(of: e.states[Int(site.anchor)])
                var seen: Set<String> = [], twice: [String] = []
                for c in calls where !seen.insert(c).inserted && !twice.contains(c) { twice.append(c) }
                let apis = twice.joined(separator: ", ")
                return .violated("two calls of \(apis) are in flight at once", at: site)
            }
            return ctx.triggered.contains(property) ? .holds : .notApplicable("no state has an api call in flight")
        }
    }

    /// `noLeakedTask`: a leaked continuation (invariant), a continuation
    /// resumed twice (step), or a state from which no state without a live
    /// task is reachable (graph). The shortest of the three traces is reported.
    static func noLeakedTask<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        let name = StandardProperty.noLeakedTask.rawValue
        let invariant = StateInvariant<S.State>(name) { state in
            ctx.system.leakedContinuations(of: state).isEmpty
        }
        let step = StepProperty<EventLabel, S.State, StepNote>(resumeStepName) { _, t in
            t.note.crash == nil
        }
        var plan = PropertyPlan<S>(invariants: [invariant], steps: [step]) { e, ctx in
            var candidates: [Evaluation] = []
            if let site = e.violations[name] {
                let leaked = e.system.leakedContinuations(of: e.states[Int(site.anchor)]).joined(separator: ", ")
                candidates.append(.violated("a continuation is leaked: \(leaked); its task can never finish", at: site))
            }
            if let site = e.violations[resumeStepName], case .step(let from, let label, let to) = site {
                let found = e.trace(start: from, steps: [(label, to)]).steps.last?.note?.crash
                candidates.append(.violated("`\(e.labelText(label))` resumed a continuation twice: \(found ?? "a crash in Swift")", at: site))
            }
            if let stuck = StuckStates.nearestStuckState(e, goal: { ctx.facts[$0].contains(.noLiveTask) }) {
                let tasks = e.system.tasks(of: e.states[Int(stuck)]).map(describe).joined(separator: ", ")
                candidates.append(.violated("no state without a live task is reachable from the state this trace ends in: \(tasks) can never finish", at: .state(stuck)))
            }
            // Shortest trace first; on a tie the invariant, then the step, then the graph.
            let best = candidates.enumerated().min { a, b in
                let la = a.element.site?.traceLength(in: e) ?? 0, lb = b.element.site?.traceLength(in: e) ?? 0
                return (la, a.offset) < (lb, b.offset)
            }
            return best?.element ?? .holds
        }
        plan.needsFacts = true
        return plan
    }

    /// `a reload task waiting for getUser`, `a cancelled page task waiting for a continuation`.
    static func describe(_ task: TaskSummary) -> String {
        let what = (task.isCancelled ? "cancelled " : "") + task.role.rawValue + " task"
        let article = what.hasPrefix("a") ? "an" : "a"
        switch task.waitingFor {
        case .api(let api): return "\(article) \(what) waiting for \(api)"
        case .continuation: return "\(article) \(what) waiting for a continuation"
        case .sleep: return "\(article) \(what) sleeping in Task.sleep"
        case .task: return "\(article) \(what) awaiting another task's value"
        case .mainActor: return "\(article) \(what) waiting for the main actor"
        }
    }
}
