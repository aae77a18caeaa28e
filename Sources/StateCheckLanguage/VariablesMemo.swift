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
        var vars: [RValue]
        var value: Value
    }

    /// Each slot's hash. Read first, so a lookup whose hash differs
    /// touches no entry (no retain of its key or value).
    private let hashes: UnsafeMutablePointer<Int>
    /// Whether each slot holds an entry.
    private let filled: UnsafeMutablePointer<Bool>
    /// Each slot's key and value, initialised only where `filled`: the
    /// pages of slots never filled are never written, so a model that asks
    /// little costs little memory. Raw storage owned by the memo (not arrays
    /// in `var`s): a lookup then pays neither the dynamic exclusivity check
    /// of a class's stored `var` nor an array's uniqueness check; every
    /// access is under `lock`.
    private let entries: UnsafeMutablePointer<Entry>
    private let lock = NSLock()

    /// An empty memo of `slotCount` slots (rounded up to a power of two).
    init(slotCount: Int = 1024) {
        var n = 1
        while n < slotCount { n <<= 1 }
        self.slotCount = n
        hashes = .allocate(capacity: n)
        hashes.initialize(repeating: 0, count: n)
        filled = .allocate(capacity: n)
        filled.initialize(repeating: false, count: n)
        entries = .allocate(capacity: n)
    }

    deinit {
        for i in 0 ..< slotCount where filled[i] { (entries + i).deinitialize(count: 1) }
        entries.deallocate()
        filled.deallocate()
        hashes.deallocate()
    }

    /// The hash of `vars` the memo files a value under.
    static func hash(of vars: [RValue]) -> Int {
        var h = StateHasher()
        h.values(vars)
        return h.finalize()
    }

    /// The value filed for `vars` (whose ``hash(of:)`` is `hash`), if the memo holds it.
    func value(for vars: [RValue], hash: Int) -> Value? {
        value(hash: hash) { $0 == vars }
    }

    /// The value filed under `hash` whose key `matches` accepts, if the
    /// memo holds one: a lookup that builds no key array (the caller
    /// compares the filed key with what it would have built).
    func value(hash: Int, where matches: ([RValue]) -> Bool) -> Value? {
        let i = hash & (slotCount - 1)
        lock.lock()
        defer { lock.unlock() }
        guard hashes[i] == hash, filled[i], matches(entries[i].vars) else { return nil }
        return entries[i].value
    }

    /// Files `value`, computed from `vars` (whose ``hash(of:)`` is `hash`).
    func store(_ value: Value, for vars: [RValue], hash: Int) {
        let i = hash & (slotCount - 1)
        lock.lock()
        defer { lock.unlock() }
        hashes[i] = hash
        if filled[i] {
            entries[i] = Entry(vars: vars, value: value)
        } else {
            (entries + i).initialize(to: Entry(vars: vars, value: value))
            filled[i] = true
        }
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
