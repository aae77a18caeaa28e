// The compact visited-state store of interpreted models.
import Foundation
import StateCheckEngine

extension ModelState {
    /// Interpreted states kept as flat bytes in one buffer
    /// (``ModelSystem``'s ``TransitionSystem/Storage``).
    ///
    /// Each state is its byte encoding (identity first, then its page
    /// names), preceded by the identity's length; a 32-bit end offset per
    /// state finds it. The store compares a target's identity bytes with a
    /// stored state's instead of comparing two states, and reading a state
    /// (`arena[id]`) decodes it. A state then costs its encoding, usually a
    /// few dozen bytes, plus four, instead of the dozen heap buffers its
    /// arrays of values, tasks and frames own as a Swift value.
    ///
    /// - Complexity: appending and comparing are linear in the encoding;
    ///   reading a state decodes it (allocating its arrays).
    public struct Arena: Explorer.StateStorage, Sendable {
        /// The encodings, back to back.
        @usableFromInline
        var bytes: [UInt8] = []
        /// The low 32 bits of the end of each state's bytes.
        @usableFromInline
        var ends: [UInt32] = []
        /// The ids of the states whose ends passed each further 4 GiB of
        /// `bytes` (empty below 4 GiB): the high bits of an end are how many
        /// of these ids are at most the state's.
        @usableFromInline
        var wraps: [Int] = []

        /// A state's encoding and how many of its bytes are its identity.
        public struct Key {
            /// The encoding (``ModelState/encode(into:)``).
            var bytes: [UInt8]
            /// The length of its identity prefix.
            var identityCount: Int
        }

        /// An empty arena.
        public init() {}

        /// An arena holding `states`, in order.
        public init<C: Sequence>(_ states: C) where C.Element == ModelState {
            for s in states { append(key: Self.key(of: s)) }
        }

        /// The first state's position, 0.
        public var startIndex: Int { 0 }

        /// One past the last stored state.
        public var endIndex: Int { ends.count }

        /// The state stored at `position`, decoded.
        public subscript(position: Int) -> ModelState {
            let (start, end) = bounds(position)
            return bytes.withUnsafeBytes { raw in
                var r = StateBytes.Reader(bytes: UnsafeRawBufferPointer(rebasing: raw[start ..< end]))
                _ = r.unsigned()   // the identity's length, needed only to compare
                return ModelState.decode(UnsafeRawBufferPointer(rebasing: raw[(start + r.at) ..< end]))
            }
        }

        /// The encoding of `state`.
        public static func key(of state: ModelState) -> Key {
            var out: [UInt8] = []
            out.reserveCapacity(64)
            let identity = state.encode(into: &out)
            return Key(bytes: out, identityCount: identity)
        }

        /// Whether the state at `position` has the identity bytes of `key`.
        public func storedKey(at position: Int, equals key: Key) -> Bool {
            let (start, end) = bounds(position)
            return bytes.withUnsafeBytes { raw in
                var r = StateBytes.Reader(bytes: UnsafeRawBufferPointer(rebasing: raw[start ..< end]))
                guard r.unsigned() == key.identityCount else { return false }
                let stored = UnsafeRawBufferPointer(rebasing: raw[(start + r.at) ..< (start + r.at + key.identityCount)])
                return key.bytes.withUnsafeBytes { mine in
                    guard let a = stored.baseAddress, let b = mine.baseAddress else { return key.identityCount == 0 }
                    return memcmp(a, b, key.identityCount) == 0
                }
            }
        }

        /// Appends the state encoded by `key`.
        public mutating func append(key: Key) {
            StateBytes.unsigned(key.identityCount, into: &bytes)
            bytes.append(contentsOf: key.bytes)
            let end = bytes.count
            if end >> 32 > wraps.count { wraps.append(ends.count) }
            ends.append(UInt32(truncatingIfNeeded: end))
        }

        /// Makes room for about `capacity` states' offsets (their bytes grow
        /// as they come).
        public mutating func reserveCapacity(_ capacity: Int) {
            ends.reserveCapacity(capacity)
        }

        /// Removes the last `k` states.
        public mutating func removeLast(_ k: Int) {
            let kept = ends.count - k
            ends.removeLast(k)
            while let last = wraps.last, last >= kept { wraps.removeLast() }
            bytes.removeLast(bytes.count - (kept == 0 ? 0 : end(kept - 1)))
        }

        /// The capacities of the byte buffer and of the offsets.
        public var storageBytes: Int {
            bytes.capacity + ends.capacity * MemoryLayout<UInt32>.stride + wraps.capacity * MemoryLayout<Int>.stride
        }

        /// The bytes the stored states take without spare capacity: their
        /// encodings with their length prefixes, and their end offsets.
        package var usedBytes: Int {
            bytes.count + ends.count * MemoryLayout<UInt32>.stride + wraps.count * MemoryLayout<Int>.stride
        }

        /// Where the bytes of state `i` end.
        @inline(__always)
        func end(_ i: Int) -> Int {
            var high = 0
            if !wraps.isEmpty { for w in wraps where w <= i { high += 1 } }
            return high << 32 | Int(ends[i])
        }

        /// Where the bytes of state `i` start and end.
        @inline(__always)
        func bounds(_ i: Int) -> (Int, Int) {
            (i == 0 ? 0 : end(i - 1), end(i))
        }
    }
}
