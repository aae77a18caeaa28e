// The compact visited-state store of interpreted models.
import Foundation
import StateCheckEngine

extension ModelState {
    /// Interpreted states kept as flat bytes in pages
    /// (``ModelSystem``'s ``TransitionSystem/Storage``), each distinct part
    /// of a state once.
    ///
    /// A state's identity encoding (``ModelState/encode(into:)``) is a
    /// sequence of *components*: the flags, variables and task count, then
    /// each task with its frames; the bytes after the identity (the token
    /// count and page names) are one more. Each distinct component is kept
    /// once, in ``Components``; a state is stored as a record of its
    /// components' numbers:
    ///
    /// ```text
    /// identity components (LEB128) · number of each (LEB128) · number of the rest (LEB128)
    /// ```
    ///
    /// The records lie back to back in 64 KiB pages (``Strings``), with a
    /// 32-bit end offset per state. A state then costs a byte or two per
    /// component and four bytes, instead of the
    /// dozen heap buffers its arrays of values, tasks and frames own as a
    /// Swift value, or the few dozen bytes of its whole encoding.
    ///
    /// The store compares a target's encoding with a stored state by
    /// comparing each of the stored state's components, in order, with the
    /// encoding's next bytes: every component's encoding is self-delimiting,
    /// so the two are equal exactly when every component matches and the
    /// identity ends where the last one does. Reading a state (`arena[id]`)
    /// joins its components' bytes and decodes them.
    ///
    /// - Complexity: appending is linear in the encoding (each component is
    ///   looked up once); comparing is linear in the encoding; reading a
    ///   state decodes it (allocating its arrays).
    public struct Arena: Explorer.StateStorage, Sendable {
        /// Each state's record, by id.
        var records = Strings()
        /// The distinct components the records refer to.
        var components = Components()

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
        public var endIndex: Int { records.count }

        /// The state stored at `position`, decoded.
        public subscript(position: Int) -> ModelState {
            var joined: [UInt8] = []
            joined.reserveCapacity(128)
            records.withBytes(position) { record in
                var r = StateBytes.Reader(bytes: record)
                // The identity's components, then the rest.
                for _ in 0 ... r.unsigned() {
                    components.strings.withBytes(r.unsigned()) { joined.append(contentsOf: $0) }
                }
            }
            return joined.withUnsafeBytes { ModelState.decode($0) }
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
            key.bytes.withUnsafeBytes { mine in
                records.withBytes(position) { record in
                    var r = StateBytes.Reader(bytes: record)
                    var at = 0
                    for _ in 0 ..< r.unsigned() {
                        let length = components.strings.withBytes(r.unsigned()) { part -> Int in
                            guard at + part.count <= key.identityCount,
                                  Components.same(part, UnsafeRawBufferPointer(rebasing: mine[at ..< (at + part.count)])) else { return -1 }
                            return part.count
                        }
                        if length < 0 { return false }
                        at += length
                    }
                    return at == key.identityCount
                }
            }
        }

        /// Appends the state encoded by `key`.
        public mutating func append(key: Key) {
            var record: [UInt8] = []
            record.reserveCapacity(16)
            key.bytes.withUnsafeBytes { raw in
                let identity = UnsafeRawBufferPointer(rebasing: raw[..<key.identityCount])
                let bounds = Self.componentEnds(of: identity)
                StateBytes.unsigned(bounds.count, into: &record)
                var start = 0
                for end in bounds {
                    StateBytes.unsigned(components.intern(UnsafeRawBufferPointer(rebasing: identity[start ..< end])), into: &record)
                    start = end
                }
                StateBytes.unsigned(components.intern(UnsafeRawBufferPointer(rebasing: raw[key.identityCount...])), into: &record)
            }
            record.withUnsafeBytes { records.append($0) }
        }

        /// Where each component of an identity encoding ends: the flags,
        /// variables and task count, then each task.
        static func componentEnds(of identity: UnsafeRawBufferPointer) -> [Int] {
            var r = StateBytes.Reader(bytes: identity)
            _ = r.byte()
            r.skipValues()
            let taskCount = r.unsigned()
            var ends = [r.at]
            ends.reserveCapacity(taskCount + 1)
            for _ in 0 ..< taskCount {
                r.skipTask()
                ends.append(r.at)
            }
            return ends
        }

        /// Makes room for about `capacity` states' offsets (their bytes grow
        /// as they come).
        public mutating func reserveCapacity(_ capacity: Int) {
            records.reserveCapacity(capacity)
        }

        /// Removes the last `k` states, and the components only they held.
        public mutating func removeLast(_ k: Int) {
            records.removeLast(k)
            // Components are numbered in first-seen order, so the kept
            // states' components are those up to the greatest number they hold.
            var kept = 0
            for i in 0 ..< records.count {
                records.withBytes(i) { record in
                    var r = StateBytes.Reader(bytes: record)
                    for _ in 0 ... r.unsigned() { kept = Swift.max(kept, r.unsigned() + 1) }
                }
            }
            components.removeLast(components.count - kept)
        }

        /// The capacities of the records' and the components' buffers and of
        /// the components' table.
        public var storageBytes: Int {
            records.storageBytes + components.storageBytes
        }

        /// The bytes the stored states take without spare capacity: their
        /// records and end offsets, and the distinct components with their
        /// table.
        package var usedBytes: Int {
            records.usedBytes + components.usedBytes
        }
    }
}
