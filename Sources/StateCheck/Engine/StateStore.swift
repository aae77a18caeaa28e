/// An exact visited set that numbers states densely in insertion order.
///
/// States live once, in a contiguous array; an open-addressing table of
/// 64-bit slots (state id in the low half, a hash fragment in the high half)
/// finds them. No per-state heap object is allocated by the store itself.
///
/// - Complexity: `insert` is amortised O(1) hash computations; the table is
///   rebuilt (rehashing every state) when it is three quarters full.
public struct StateStore<State: Hashable> {
    /// The states, indexed by ``StateID``.
    public private(set) var states: [State] = []
    private var slots: [UInt64]
    private var mask: Int

    private static var empty: UInt64 { UInt64.max }

    /// Creates an empty store with room for about `capacity` states before
    /// its first resize.
    public init(capacity: Int = 1024) {
        var size = 16
        while size * 3 / 4 < capacity { size <<= 1 }
        slots = Array(repeating: Self.empty, count: size)
        mask = size - 1
        states.reserveCapacity(capacity)
    }

    /// The number of stored states.
    public var count: Int { states.count }

    /// Returns the id of `state`, if it is stored.
    public func id(of state: State) -> StateID? {
        let h = state.hashValue
        let fragment = UInt64(truncatingIfNeeded: UInt(bitPattern: h) >> 32) << 32
        var i = h & mask
        while true {
            let slot = slots[i]
            if slot == Self.empty { return nil }
            if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                let id = Int(slot & 0xFFFF_FFFF)
                if states[id] == state { return StateID(id) }
            }
            i = (i + 1) & mask
        }
    }

    /// Stores `state` if it is new. Returns its id and whether it was new.
    @discardableResult
    public mutating func insert(_ state: State) -> (id: StateID, inserted: Bool) {
        let h = state.hashValue
        let fragment = UInt64(truncatingIfNeeded: UInt(bitPattern: h) >> 32) << 32
        var i = h & mask
        while true {
            let slot = slots[i]
            if slot == Self.empty { break }
            if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                let id = Int(slot & 0xFFFF_FFFF)
                if states[id] == state { return (StateID(id), false) }
            }
            i = (i + 1) & mask
        }
        let id = states.count
        states.append(state)
        slots[i] = fragment | UInt64(id)
        if states.count * 4 > slots.count * 3 { grow() }
        return (StateID(id), true)
    }

    /// Approximate bytes held by the table and the state array's elements.
    public var approximateBytes: Int {
        slots.count * 8 + states.capacity * MemoryLayout<State>.stride
    }

    private mutating func grow() {
        let size = slots.count * 2
        var newSlots = Array(repeating: Self.empty, count: size)
        let newMask = size - 1
        for (id, state) in states.enumerated() {
            let h = state.hashValue
            let fragment = UInt64(truncatingIfNeeded: UInt(bitPattern: h) >> 32) << 32
            var i = h & newMask
            while newSlots[i] != Self.empty { i = (i + 1) & newMask }
            newSlots[i] = fragment | UInt64(id)
        }
        slots = newSlots
        mask = newMask
    }
}
