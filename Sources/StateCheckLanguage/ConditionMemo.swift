// The handlers' `when` outcomes already evaluated, by the variables they
// were evaluated from: a condition reads the model variables alone, and
// most states share their variables with some state expanded lately.
import Foundation
@_spi(ScreenRuntime) import StateCheckScreens

/// The outcome of each handler's `when` evaluated from one array of
/// variables, by handler index; nil where it was not evaluated.
typealias ConditionOutcomes = [ConditionOutcome<Diagnostic>?]

/// A bounded, direct-mapped memo of `when` outcomes, keyed by the variables
/// they were evaluated from (compared in full, so a hash collision only
/// costs an evaluation), as ``RenderCache`` is for views.
///
/// A `when` clause reads only the model variables (it cannot await or
/// change them), so equal variables give equal outcomes, a runtime error's
/// diagnostic included. Expanding a state evaluates the condition of every
/// handler of every event it offers, each on a machine of its own: a dozen
/// allocations per condition. Most states differ from an earlier one only
/// in their tasks, so their outcomes are mostly found here. The memo holds
/// at most ``slotCount`` entries, a newer one replacing an older one of the
/// same slot; one memo serves every exploration thread, behind a lock held
/// only to look up or store a slot.
final class ConditionMemo: @unchecked Sendable {
    /// How many variable arrays the memo holds outcomes for at most (a power of two).
    static let slotCount = 1024

    private struct Entry {
        var hash: Int
        var vars: [RValue]
        var outcomes: ConditionOutcomes
    }

    /// Empty until the first outcome is filed (a model without `when`
    /// clauses allocates nothing).
    private var slots: [Entry?] = []
    private let lock = NSLock()

    /// The outcomes filed for `vars` (whose ``RenderCache/hash(of:)`` is `hash`), if the memo holds them.
    func outcomes(for vars: [RValue], hash: Int) -> ConditionOutcomes? {
        lock.lock()
        defer { lock.unlock() }
        guard !slots.isEmpty, let entry = slots[hash & (Self.slotCount - 1)], entry.hash == hash, entry.vars == vars else { return nil }
        return entry.outcomes
    }

    /// Files `outcomes`, evaluated from `vars` (whose ``RenderCache/hash(of:)`` is `hash`).
    func store(_ outcomes: ConditionOutcomes, for vars: [RValue], hash: Int) {
        lock.lock()
        defer { lock.unlock() }
        if slots.isEmpty { slots = Array(repeating: nil, count: Self.slotCount) }
        slots[hash & (Self.slotCount - 1)] = Entry(hash: hash, vars: vars, outcomes: outcomes)
    }
}
