// What was computed lately from model variables alone, by the values it
// read: the views drawn and the handlers' `when` outcomes.
import Foundation
@_spi(ScreenRuntime) import StateCheckScreens

/// A bounded, direct-mapped memo of values computed from model variables,
/// keyed by the values they were computed from (compared in full, so a
/// hash collision only costs a recomputation).
///
/// Two things the interpreter computes read the model variables and
/// nothing else: the `view` block (it cannot await, and elements can be
/// written only there), keyed by all the variables, and a handler's `when`
/// clause (it cannot await or change them), keyed by the handler and the
/// variables it reads. Equal keys therefore give equal views and equal
/// outcomes, a runtime error's diagnostic included. Most states differ
/// from a recent one only in their tasks or in variables the computation
/// does not read, so most answers are found here. The memo holds at most
/// ``slotCount`` entries, a newer one replacing an older one of the same
/// slot, so its memory is bounded whatever the model's size; one memo
/// serves every exploration thread, behind a lock held only to look up or
/// store a slot.
final class VariablesMemo<Value>: @unchecked Sendable {
    /// How many keys the memo holds values for at most (a power of two).
    let slotCount: Int

    private struct Entry {
        var hash: Int
        var vars: [RValue]
        var value: Value
    }

    /// Empty until the first value is filed (a model that never asks
    /// allocates nothing).
    private var slots: [Entry?] = []
    private let lock = NSLock()

    /// An empty memo of `slotCount` slots (rounded up to a power of two).
    init(slotCount: Int = 1024) {
        var n = 1
        while n < slotCount { n <<= 1 }
        self.slotCount = n
    }

    /// The hash of `vars` the memo files a value under.
    static func hash(of vars: [RValue]) -> Int {
        var h = StateHasher()
        h.values(vars)
        return h.finalize()
    }

    /// The value filed for `vars` (whose ``hash(of:)`` is `hash`), if the memo holds it.
    func value(for vars: [RValue], hash: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard !slots.isEmpty, let entry = slots[hash & (slotCount - 1)], entry.hash == hash, entry.vars == vars else { return nil }
        return entry.value
    }

    /// The value filed under `hash` whose key `matches` accepts, if the
    /// memo holds one: a lookup that builds no key array (the caller
    /// compares the filed key with what it would have built).
    func value(hash: Int, where matches: ([RValue]) -> Bool) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard !slots.isEmpty, let entry = slots[hash & (slotCount - 1)], entry.hash == hash, matches(entry.vars) else { return nil }
        return entry.value
    }

    /// Files `value`, computed from `vars` (whose ``hash(of:)`` is `hash`).
    func store(_ value: Value, for vars: [RValue], hash: Int) {
        lock.lock()
        defer { lock.unlock() }
        if slots.isEmpty { slots = Array(repeating: nil, count: slotCount) }
        slots[hash & (slotCount - 1)] = Entry(hash: hash, vars: vars, value: value)
    }
}

/// What the `view` block drew from one array of variables: its elements,
/// the explicit view branches it took, and the runtime error that stopped
/// it early, if any (the elements are then those built before it).
struct RenderedView: Sendable {
    /// The elements, in drawing order.
    var elements: [ScreenElement]
    /// The explicit view branches taken.
    var branches: Set<Int>
    /// The error that stopped the block, if any.
    var failure: Diagnostic?
}
