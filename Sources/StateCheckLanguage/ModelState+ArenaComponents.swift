// The table of distinct state components the compact visited-state store
// refers to by number.
import Foundation

extension ModelState.Arena {
    /// Each distinct component of the stored states (the variables, or one
    /// task with its frames), kept once and numbered densely in first-seen
    /// order.
    ///
    /// Interpreted states share most of their parts: thousands of states
    /// hold the same suspended task, or the same variables with other tasks.
    /// A stored state is then its components' numbers (a byte or two each)
    /// instead of their bytes, as SPIN's `COLLAPSE` compression stores a
    /// state as the indices of its processes' and globals' distinct
    /// vectors.
    ///
    /// An open-addressing table of 64-bit slots (the top 32 bits of the
    /// component's hash over its number) finds a component by its bytes.
    ///
    /// - Complexity: `intern` is expected O(length of the component).
    struct Components: Sendable {
        /// The components' bytes, by number.
        var strings = Strings()
        /// `hash & 0xFFFF_FFFF_0000_0000 | number`, or `empty`.
        var slots: [UInt64] = Array(repeating: empty, count: 64)
        /// `64 - log2(slots.count)`: a component's slot is `hash >> shift`.
        var shift: UInt64 = 58

        /// An empty slot.
        static var empty: UInt64 { UInt64.max }

        /// The number of distinct components.
        var count: Int { strings.count }

        /// The number of the component whose bytes are `bytes`, adding it
        /// if it is new.
        mutating func intern(_ bytes: UnsafeRawBufferPointer) -> Int {
            let h = Self.hash(bytes)
            let fragment = h & 0xFFFF_FFFF_0000_0000
            let mask = slots.count - 1
            var i = Int(truncatingIfNeeded: h >> shift)
            while true {
                let slot = slots[i]
                if slot == Self.empty { break }
                if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                    let number = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    if strings.withBytes(number, { Self.same($0, bytes) }) { return number }
                }
                i = (i + 1) & mask
            }
            let number = strings.count
            precondition(number < 0xFFFF_FFFF, "more than 2^32 distinct state components")
            strings.append(bytes)
            slots[i] = fragment | UInt64(number)
            if strings.count &* 4 > slots.count &* 3 { rebuild(slotCount: slots.count * 2) }
            return number
        }

        /// Removes the components numbered `count - k` and above.
        mutating func removeLast(_ k: Int) {
            guard k > 0 else { return }
            strings.removeLast(k)
            // The table a fresh one would have grown to for the rest.
            var size = 64
            while strings.count * 4 > size * 3 { size <<= 1 }
            rebuild(slotCount: size)
        }

        /// The bytes the table and the components hold.
        var storageBytes: Int { slots.capacity * MemoryLayout<UInt64>.stride + strings.storageBytes }

        /// The bytes of the components and of the table's slots, without spare capacity.
        var usedBytes: Int { slots.count * MemoryLayout<UInt64>.stride + strings.usedBytes }

        /// Refills a table of `slotCount` slots (a power of two, at least
        /// 64) from the components' bytes.
        mutating func rebuild(slotCount: Int) {
            var size = 64
            var bits: UInt64 = 6
            while size < slotCount { size <<= 1; bits += 1 }
            var fresh = Array(repeating: Self.empty, count: size)
            let newShift = 64 - bits
            let mask = size - 1
            for number in 0 ..< strings.count {
                let h = strings.withBytes(number, Self.hash)
                var i = Int(truncatingIfNeeded: h >> newShift)
                while fresh[i] != Self.empty { i = (i + 1) & mask }
                fresh[i] = h & 0xFFFF_FFFF_0000_0000 | UInt64(number)
            }
            slots = fresh
            shift = newShift
        }

        /// Whether `a` and `b` hold the same bytes.
        @inline(__always)
        static func same(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
            guard a.count == b.count else { return false }
            guard let x = a.baseAddress, let y = b.baseAddress else { return true }
            return memcmp(x, y, a.count) == 0
        }

        /// A 64-bit hash of `bytes` (eight bytes at a time, then a final mix).
        static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            var at = 0
            while at + 8 <= bytes.count {
                h = (h ^ bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                at += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while at < bytes.count {
                tail |= UInt64(bytes[at]) << shift
                shift += 8
                at += 1
            }
            h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h >> 33
            h = h &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 33
            return h
        }
    }
}
