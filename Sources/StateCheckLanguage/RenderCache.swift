// The views already drawn, by the variables they were drawn from: the
// `view` block is a function of the model variables alone, and a state is
// drawn once per transition that reaches it, for its properties.
import Foundation
@_spi(ScreenRuntime) import StateCheckScreens

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

/// A bounded, direct-mapped memo of drawn views, keyed by the variables
/// drawn from (compared in full, so a hash collision only costs a redraw).
///
/// The `view` block reads only the model variables (it cannot await, and
/// elements can be written only there), so equal variables draw equal views.
/// Most transitions reach a state whose variables some recent state already
/// had (only its tasks differ), so the properties' screens are mostly found
/// here. The memo holds at most ``slotCount`` views, one per slot, a newer
/// view replacing an older one of the same slot: its memory is bounded
/// whatever the model's size. One memo serves every exploration thread,
/// behind a lock held only to look up or store a slot.
final class RenderCache: @unchecked Sendable {
    /// How many views the memo holds at most (a power of two).
    static let slotCount = 1024

    private struct Entry {
        var hash: Int
        var vars: [RValue]
        var view: RenderedView
    }

    /// Empty until the first view is filed (a system that never draws
    /// allocates nothing).
    private var slots: [Entry?] = []
    private let lock = NSLock()

    /// The hash of `vars` the memo files a view under.
    static func hash(of vars: [RValue]) -> Int {
        var h = StateHasher()
        h.values(vars)
        return h.finalize()
    }

    /// The view drawn from `vars` (whose ``hash(of:)`` is `hash`), if the memo holds it.
    func view(drawnFrom vars: [RValue], hash: Int) -> RenderedView? {
        lock.lock()
        defer { lock.unlock() }
        guard !slots.isEmpty, let entry = slots[hash & (Self.slotCount - 1)], entry.hash == hash, entry.vars == vars else { return nil }
        return entry.view
    }

    /// Files `view`, drawn from `vars` (whose ``hash(of:)`` is `hash`).
    func store(_ view: RenderedView, drawnFrom vars: [RValue], hash: Int) {
        lock.lock()
        defer { lock.unlock() }
        if slots.isEmpty { slots = Array(repeating: nil, count: Self.slotCount) }
        slots[hash & (Self.slotCount - 1)] = Entry(hash: hash, vars: vars, view: view)
    }
}
