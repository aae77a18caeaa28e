import StateCheckEngine
import StateCheckScreens

/// What one run of an event met instead of a transition. The `.model`
/// interpreter and Swift designs return these from
/// ``TransitionSystem/expand(_:_:)``; the explorers collect them into their
/// results, where reports read them.
public enum RunIssue<Problem: Hashable & Sendable>: Hashable, Sendable {
    /// The run failed (the statement budget, a nil unwrap, a design looping
    /// past its run budget): its transition was not taken.
    case failed(Problem)
    /// The transition of `label` was refused because it would exceed
    /// `bound` (`maxTasks`, `maxPages` or `intRange`).
    case refused(bound: String, label: EventLabel)
}

/// A screen system whose expansions return ``RunIssue``s, so that its
/// explorations and checks can list runtime errors and bound hits.
package protocol RunIssueReporting: ScreenSystem where Issue == RunIssue<Problem> {
    /// What a failed run reports (a ``Diagnostic``, a message).
    associatedtype Problem: Hashable & Sendable

    /// Whether runtime error `a` is listed before `b`.
    static func listsBefore(_ a: Problem, _ b: Problem) -> Bool

    /// Runtime errors met outside expansions, by the system's own
    /// properties, read from `exploration`'s violations. Defaults to none.
    func propertyErrors(in exploration: Exploration<Self>) -> [Problem]
}

extension RunIssueReporting {
    /// By default a system has no properties of its own that can fail.
    package func propertyErrors(in exploration: Exploration<Self>) -> [Problem] { [] }
}

extension RunIssue {
    /// The problems of the failed runs among `issues`, each once, in
    /// `listsBefore` order.
    static func runtimeErrors(in issues: some Sequence<RunIssue>, by listsBefore: (Problem, Problem) -> Bool) -> [Problem] {
        var seen = Set<Problem>()
        var problems: [Problem] = []
        for case .failed(let problem) in issues where seen.insert(problem).inserted { problems.append(problem) }
        return problems.sorted(by: listsBefore)
    }

    /// The refused transitions among `found`, counted per bound and label
    /// (a state refusing one label twice counts once), sorted by bound,
    /// then label.
    static func boundHits(in found: FoundIssues<RunIssue>) -> [BoundHit] {
        var seen = Set<Refusal>()
        var counts: [String: [EventLabel: Int]] = [:]
        for f in found {
            guard case .refused(let bound, let label) = f.issue,
                  seen.insert(Refusal(state: f.state, bound: bound, label: label)).inserted else { continue }
            counts[bound, default: [:]][label, default: 0] += 1
        }
        return counts.flatMap { bound, perLabel in
            perLabel.map { BoundHit(bound: bound, label: $0.key, count: $0.value) }
        }.sorted { ($0.bound, $0.label.description) < ($1.bound, $1.label.description) }
    }
}

/// One refused (state, bound, label): what a bound hit counts.
private struct Refusal: Hashable {
    var state: StateID
    var bound: String
    var label: EventLabel
}
