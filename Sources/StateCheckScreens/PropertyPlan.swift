import StateCheckEngine

/// How one property is checked in a run: the engine properties it adds to
/// the single exploration, and how its verdict is read afterwards.
struct PropertyPlan<S: ScreenSystem> {
    /// Invariants evaluated during the exploration.
    var invariants: [StateInvariant<S.State>] = []
    /// Step properties evaluated during the exploration.
    var steps: [StepProperty<EventLabel, S.State, StepNote>] = []
    /// Whether the plan reads per-state facts (graph properties).
    var needsFacts = false
    /// Whether the plan reads the enum cases and view branches seen.
    var needsCoverage = false
    /// Reads the verdict from the finished exploration (never re-explores).
    var evaluate: (Exploration<S>, PropertyContext<S>) -> Evaluation
}

/// A verdict before it is dressed for renderers.
struct Evaluation {
    /// The verdict.
    var verdict: Verdict
    /// Why (empty when the property holds).
    var reason: String = ""
    /// Where the trace leads, for a violation that has one.
    var site: ViolationSite? = nil
    /// Unreached cases and branches (`allCasesReachable`).
    var missing: [String] = []

    static let holds = Evaluation(verdict: .holds)

    static func notApplicable(_ reason: String) -> Evaluation {
        Evaluation(verdict: .notApplicable, reason: reason)
    }

    static func violated(_ reason: String, at site: ViolationSite?) -> Evaluation {
        Evaluation(verdict: .violated, reason: reason, site: site)
    }
}

extension Exploration where System: ScreenSystem {
    /// The screen of the state with id `id`.
    func screen(_ id: StateID) -> Screen { system.screen(of: states[Int(id)]) }

    /// The label of a step site, as written in a model.
    func labelText(_ id: LabelID) -> String { labels[Int(id)].description }
}

extension ViolationSite {
    /// The number of steps of the shortest trace to this site.
    func traceLength<S>(in exploration: Exploration<S>) -> Int {
        switch self {
        case .state(let id): return exploration.depth(of: id)
        case .step(let from, _, _): return exploration.depth(of: from) + 1
        }
    }
}

/// Maps the pages of `after` (in the target state's numbering) into the
/// source state's numbering, using the note's renaming when there is one.
func pagesInSourceNumbering(_ after: PageList, _ note: StepNote) -> PageList {
    guard let renaming = note.pageRenaming else { return after }
    return PageList(after.pages.map { renaming[$0] ?? $0 })
}
