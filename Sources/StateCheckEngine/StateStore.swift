/// An exact visited set that numbers states densely in insertion order.
///
/// States live once, in an ``Explorer/StateStorage`` (an array of them, or a system's
/// compact form); an open-addressing table of
/// 64-bit slots finds them. A slot holds the state id in its low half and the
/// top 32 bits of the state's hash in its high half: the table index is taken
/// from the top bits of the hash too, so the table grows by re-reading its
/// own slots, without hashing any state again (and without knowing which hash
/// function the caller used). No per-state heap object is allocated.
///
/// Callers either let the store hash with `hashValue` (``insert(_:)``,
/// ``id(of:)``) or pass their own hash (``insert(_:hash:)``,
/// ``id(of:hash:)``); one store must always be used with one hash function.
///
/// When the caller's hash is injective (equal hashes only for equal states,
/// as for a bijective mix of a state that is one machine word), the store
/// can be told so: each slot is then a pair (full 64-bit hash, id), and a
/// lookup never reads the state array, which saves a cache miss per probe on
/// large state spaces at 8 more bytes per slot.
///
/// - Complexity: `insert` and `id(of:)` are expected O(1) (linear probing at
///   most three quarters full); growing re-reads every slot once.
@usableFromInline
struct StateStore<Storage: Explorer.StateStorage> {
    /// A stored state.
    @usableFromInline
    typealias State = Storage.Element
    /// The states, indexed by ``StateID``.
    @usableFromInline
    var states = Storage()
    /// One word per slot, or two (hash, id) when `injective`.
    @usableFromInline
    var slots: [UInt64]
    /// `64 - log2(slot count)`: the table index is `hash >> shift`.
    @usableFromInline
    var shift: UInt64
    /// Whether hashes identify states (see the type's discussion).
    @usableFromInline
    let injective: Bool

    @inlinable
    static var empty: UInt64 { UInt64.max }

    /// Creates an empty store with room for about `capacity` states before
    /// its first resize. Pass `injectiveHash: true` only when the hashes
    /// given to ``insert(_:hash:)`` and ``id(of:hash:)`` are equal exactly
    /// for equal states.
    @inlinable
    init(capacity: Int = 1024, injectiveHash: Bool = false) {
        var size = 16
        var bits: UInt64 = 4
        while size * 3 / 4 < capacity && bits < 32 { size <<= 1; bits += 1 }
        injective = injectiveHash
        slots = Array(repeating: Self.empty, count: injectiveHash ? 2 * size : size)
        shift = 64 - bits
        states.reserveCapacity(Swift.max(0, capacity))
    }

    /// The number of slots.
    @usableFromInline
    var slotCount: Int { injective ? slots.count / 2 : slots.count }

    /// The number of stored states.
    @inlinable
    var count: Int { states.count }

    /// Returns the id of `state`, if it is stored (hashing with `hashValue`).
    public func id(of state: State) -> StateID? {
        id(of: state, hash: state.hashValue)
    }

    /// Stores `state` if it is new (hashing with `hashValue`). Returns its id
    /// and whether it was new.
    @discardableResult
    public mutating func insert(_ state: State) -> (id: StateID, inserted: Bool) {
        insert(state, hash: state.hashValue)
    }

    /// Returns the id of `state`, whose hash is `hash`, if it is stored.
    @inlinable @inline(__always)
    func id(of state: State, hash: Int) -> StateID? {
        id(ofKey: Storage.key(of: state), hash: hash)
    }

    /// Returns the id of the state whose stored form is `key` and whose
    /// hash is `hash`, if it is stored.
    @inlinable @inline(__always)
    func id(ofKey key: Storage.Key, hash: Int) -> StateID? {
        let h = UInt64(bitPattern: Int64(hash))
        if injective {
            let found = probePairs(h)
            return found >= 0 ? StateID(truncatingIfNeeded: found) : nil
        }
        let fragment = h & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { table -> StateID? in
            var i = Int(truncatingIfNeeded: h >> shift)
            while true {
                let slot = table[i]
                if slot == Self.empty { return nil }
                if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                    let id = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    if states.storedKey(at: id, equals: key) { return StateID(truncatingIfNeeded: id) }
                }
                i = (i + 1) & mask
            }
        }
    }

    /// Stores `state`, whose hash is `hash`, if it is new. Returns its id and
    /// whether it was new.
    @inlinable @inline(__always)
    @discardableResult
    mutating func insert(_ state: State, hash: Int) -> (id: StateID, inserted: Bool) {
        insert(key: Storage.key(of: state), hash: hash)
    }

    /// Stores the state whose stored form is `key` and whose hash is
    /// `hash`, if it is new. Returns its id and whether it was new.
    @inlinable @inline(__always)
    @discardableResult
    mutating func insert(key: Storage.Key, hash: Int) -> (id: StateID, inserted: Bool) {
        let h = UInt64(bitPattern: Int64(hash))
        if injective {
            let found = probePairs(h)
            if found >= 0 { return (StateID(truncatingIfNeeded: found), false) }
            let id = states.count
            states.append(key: key)
            let i = -1 - found
            slots[2 * i] = h
            slots[2 * i + 1] = UInt64(id)
            if states.count &* 4 > slots.count &* 3 / 2 { grow() }
            return (StateID(truncatingIfNeeded: id), true)
        }
        let fragment = h & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        let found: Int = slots.withUnsafeBufferPointer { table in
            var i = Int(truncatingIfNeeded: h >> shift)
            while true {
                let slot = table[i]
                if slot == Self.empty { return -1 - i }
                if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                    let id = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    if states.storedKey(at: id, equals: key) { return id }
                }
                i = (i + 1) & mask
            }
        }
        if found >= 0 { return (StateID(truncatingIfNeeded: found), false) }
        let id = states.count
        states.append(key: key)
        slots[-1 - found] = fragment | UInt64(id)
        if states.count &* 4 > slots.count &* 3 { grow() }
        return (StateID(truncatingIfNeeded: id), true)
    }

    /// In injective mode: the id stored for hash `h`, or `-1 - slot` of the
    /// empty slot where it would go.
    @inlinable @inline(__always)
    func probePairs(_ h: UInt64) -> Int {
        slots.withUnsafeBufferPointer { table in
            let mask = table.count / 2 - 1
            var i = Int(truncatingIfNeeded: h >> shift)
            while true {
                let id = table[2 * i + 1]
                if id == Self.empty { return -1 - i }
                if table[2 * i] == h { return Int(truncatingIfNeeded: id) }
                i = (i + 1) & mask
            }
        }
    }

    /// Takes `storage` as the stored states of an empty store, given each
    /// one's hash by id (the hash the store is used with): the table is
    /// filled from the hashes alone, without reading a state.
    @inlinable
    mutating func adopt(_ storage: Storage, hashes: [UInt64]) {
        precondition(states.isEmpty && hashes.count == storage.count, "one hash per adopted state")
        states = storage
        while states.count * 4 > slotCount * 3 && shift > 32 { grow() }
        for (id, h) in hashes.enumerated() {
            if injective {
                let i = -1 - probePairs(h)
                slots[2 * i] = h
                slots[2 * i + 1] = UInt64(id)
            } else {
                let mask = slots.count - 1
                var i = Int(truncatingIfNeeded: h >> shift)
                while slots[i] != Self.empty { i = (i + 1) & mask }
                slots[i] = h & 0xFFFF_FFFF_0000_0000 | UInt64(id)
            }
        }
    }

    /// Reserves room for `capacity` states in the state array and the table.
    public mutating func reserveCapacity(_ capacity: Int) {
        states.reserveCapacity(capacity)
        while capacity * 4 > slotCount * 3 && shift > 32 { grow() }
    }

    /// Approximate bytes held by the table and the storage's buffers.
    public var approximateBytes: Int {
        slots.count * 8 + states.storageBytes
    }

    @usableFromInline
    mutating func grow() {
        guard shift > 32 else { return }
        if injective {
            let size = slotCount * 2
            let newShift = shift - 1
            var fresh = Array(repeating: Self.empty, count: 2 * size)
            let mask = size - 1
            fresh.withUnsafeMutableBufferPointer { table in
                for i in 0 ..< slots.count / 2 where slots[2 * i + 1] != Self.empty {
                    let h = slots[2 * i]
                    var j = Int(truncatingIfNeeded: h >> newShift)
                    while table[2 * j + 1] != Self.empty { j = (j + 1) & mask }
                    table[2 * j] = h
                    table[2 * j + 1] = slots[2 * i + 1]
                }
            }
            slots = fresh
            shift = newShift
            return
        }
        let size = slots.count * 2
        let newShift = shift - 1
        var newSlots = Array(repeating: Self.empty, count: size)
        let newMask = size - 1
        newSlots.withUnsafeMutableBufferPointer { table in
            for slot in slots where slot != Self.empty {
                // The fragment is the hash's top 32 bits, and the index is at
                // most its top 32 bits, so the fragment alone places the slot.
                var i = Int(truncatingIfNeeded: slot >> newShift)
                while table[i] != Self.empty { i = (i + 1) & newMask }
                table[i] = slot
            }
        }
        slots = newSlots
        shift = newShift
    }
}
