import StateCheckEngine
import StateCheckScreens
import Foundation

/// What the runs of a system report while it is explored: runtime problems
/// (each once) and transitions refused by a bound (once per bound, state and
/// label). Shared by every copy of a system, since `forEachSuccessor` is
/// non-mutating, and thread-safe for the parallel explorer. Used by the
/// `.model` interpreter and by Swift designs alike.
package final class RunReports<Problem: Hashable, StateKey: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var problemSet = Set<Problem>()
    private var refused = Set<RefusedKey>()

    private struct RefusedKey: Hashable {
        var bound: String
        var state: StateKey
        var label: EventLabel
    }

    package init() {}

    package func recordError(_ problem: Problem) {
        lock.lock(); defer { lock.unlock() }
        problemSet.insert(problem)
    }

    package func recordBound(_ bound: String, state: StateKey, label: EventLabel) {
        lock.lock(); defer { lock.unlock() }
        refused.insert(RefusedKey(bound: bound, state: state, label: label))
    }

    /// The problems, in the order `areInIncreasingOrder` gives.
    package func errors(by areInIncreasingOrder: (Problem, Problem) -> Bool) -> [Problem] {
        lock.lock(); defer { lock.unlock() }
        return problemSet.sorted(by: areInIncreasingOrder)
    }

    /// Refused (state, label) pairs counted per bound and label, sorted.
    package var boundHits: [BoundHit] {
        lock.lock(); defer { lock.unlock() }
        var counts: [String: [EventLabel: Int]] = [:]
        for r in refused { counts[r.bound, default: [:]][r.label, default: 0] += 1 }
        return counts.flatMap { bound, perLabel in
            perLabel.map { BoundHit(bound: bound, label: $0.key, count: $0.value) }
        }.sorted { ($0.bound, $0.label.description) < ($1.bound, $1.label.description) }
    }

    package func reset() {
        lock.lock(); defer { lock.unlock() }
        problemSet.removeAll()
        refused.removeAll()
    }
}
