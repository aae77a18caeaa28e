// The compact visited-state store of interpreted models.
import Foundation
import StateCheckEngine

extension ModelState {
    /// Interpreted states kept as flat bytes in pages
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
    /// The encodings fill pages of 64 KiB, never copied once written (one
    /// growing buffer would be copied at every doubling, with both copies
    /// resident meanwhile): a state that does not fit in the rest of the
    /// last page starts a new one, and one larger than a page gets a page
    /// of its own. Offsets count every page as its whole extent (a multiple
    /// of 64 KiB), so the page of an offset is found by a shift, and a
    /// state's start is the end of the state before it or, when that lies
    /// on an earlier page, the start of its own page.
    ///
    /// - Complexity: appending and comparing are linear in the encoding;
    ///   reading a state decodes it (allocating its arrays).
    public struct Arena: Explorer.StateStorage, Sendable {
        /// log2 of the bytes of a page's extent.
        @usableFromInline
        static var regionShift: Int { 16 }
        /// The bytes of a standard page (64 KiB).
        @usableFromInline
        static var regionBytes: Int { 1 << regionShift }

        /// The pages of encodings, back to back within each page.
        @usableFromInline
        var pages: [[UInt8]] = []
        /// The offset at which each page starts.
        @usableFromInline
        var pageStarts: [Int] = []
        /// For each 64 KiB region of the offsets, the page it belongs to.
        @usableFromInline
        var regionPages: [Int32] = []
        /// The low 32 bits of the end offset of each state's bytes.
        @usableFromInline
        var ends: [UInt32] = []
        /// The ids of the states whose ends passed each further 4 GiB of
        /// offsets (empty below 4 GiB): the high bits of an end are how many
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
            let (page, start, end) = bounds(position)
            return pages[page].withUnsafeBytes { raw in
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
            let (page, start, end) = bounds(position)
            return pages[page].withUnsafeBytes { raw in
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
            var prefix: [UInt8] = []
            StateBytes.unsigned(key.identityCount, into: &prefix)
            let length = prefix.count + key.bytes.count
            if let last = pages.indices.last, pages[last].count + length <= extent(ofPage: last) {
                pages[last].append(contentsOf: prefix)
                pages[last].append(contentsOf: key.bytes)
            } else {
                let start = pageStarts.last.map { $0 + extent(ofPage: pages.count - 1) } ?? 0
                let regions = Swift.max(1, (length + Self.regionBytes - 1) >> Self.regionShift)
                var page: [UInt8] = []
                // The first page grows as an array does, so small models stay small.
                if !pages.isEmpty { page.reserveCapacity(Swift.max(length, Self.regionBytes)) }
                page.append(contentsOf: prefix)
                page.append(contentsOf: key.bytes)
                pages.append(page)
                pageStarts.append(start)
                regionPages.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: pages.count - 1), count: regions))
            }
            let end = (pageStarts.last ?? 0) + (pages.last?.count ?? 0)
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
            let top = kept == 0 ? 0 : end(kept - 1)
            ends.removeLast(k)
            while let last = wraps.last, last >= kept { wraps.removeLast() }
            while let start = pageStarts.last, start >= top {
                pages.removeLast()
                pageStarts.removeLast()
            }
            if let last = pages.indices.last {
                pages[last].removeLast(pages[last].count - (top - pageStarts[last]))
            }
            let regions = pageStarts.last.map { ($0 + extent(ofPage: pages.count - 1)) >> Self.regionShift } ?? 0
            regionPages.removeLast(regionPages.count - regions)
        }

        /// The capacities of the pages and of the offsets.
        public var storageBytes: Int {
            pages.reduce(0) { $0 + $1.capacity }
                + (ends.capacity + regionPages.capacity) * MemoryLayout<UInt32>.stride
                + (wraps.capacity + pageStarts.capacity) * MemoryLayout<Int>.stride
        }

        /// The bytes the stored states take without spare capacity: their
        /// encodings with their length prefixes, and their end offsets.
        package var usedBytes: Int {
            pages.reduce(0) { $0 + $1.count } + ends.count * MemoryLayout<UInt32>.stride + wraps.count * MemoryLayout<Int>.stride
        }

        /// The bytes of offsets page `page` spans: one region, or as many as
        /// its one large state needs.
        @inline(__always)
        func extent(ofPage page: Int) -> Int {
            let next = page + 1 < pageStarts.count ? pageStarts[page + 1] : nil
            if let next { return next - pageStarts[page] }
            return Swift.max(Self.regionBytes, ((pages[page].count + Self.regionBytes - 1) >> Self.regionShift) << Self.regionShift)
        }

        /// Where the bytes of state `i` end (an offset).
        @inline(__always)
        func end(_ i: Int) -> Int {
            var high = 0
            if !wraps.isEmpty { for w in wraps where w <= i { high += 1 } }
            return high << 32 | Int(ends[i])
        }

        /// The page of state `i` and where its bytes start and end in it.
        @inline(__always)
        func bounds(_ i: Int) -> (page: Int, start: Int, end: Int) {
            let stop = end(i)
            let page = Int(regionPages[(stop - 1) >> Self.regionShift])
            let pageStart = pageStarts[page]
            let start = Swift.max(i == 0 ? 0 : end(i - 1), pageStart)
            return (page, start - pageStart, stop - pageStart)
        }
    }
}
