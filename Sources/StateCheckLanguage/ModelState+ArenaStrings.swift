// The paged byte strings the compact visited-state store keeps its records in.
import Foundation

extension ModelState.Arena {
    /// A list of byte strings kept back to back in pages of 64 KiB, each
    /// found by a 32-bit end offset.
    ///
    /// The pages are never copied once written (one growing buffer would be
    /// copied at every doubling, with both copies resident meanwhile): a
    /// string that does not fit in the rest of the last page starts a new
    /// one, and one larger than a page gets a page of its own. Offsets count
    /// every page as its whole extent (a multiple of 64 KiB), so the page of
    /// an offset is found by a shift, and a string's start is the end of the
    /// string before it or, when that lies on an earlier page, the start of
    /// its own page.
    ///
    /// - Complexity: appending is linear in the string; reading one is a
    ///   few array reads.
    struct Strings: Sendable {
        /// log2 of the bytes of a page's extent.
        static var regionShift: Int { 16 }
        /// The bytes of a standard page (64 KiB).
        static var regionBytes: Int { 1 << regionShift }

        /// The pages of strings, back to back within each page.
        var pages: [[UInt8]] = []
        /// The offset at which each page starts.
        var pageStarts: [Int] = []
        /// For each 64 KiB region of the offsets, the page it belongs to.
        var regionPages: [Int32] = []
        /// The low 32 bits of the end offset of each string.
        var ends: [UInt32] = []
        /// The indices of the strings whose ends passed each further 4 GiB
        /// of offsets (empty below 4 GiB): the high bits of an end are how
        /// many of these indices are at most the string's.
        var wraps: [Int] = []

        /// The number of strings.
        var count: Int { ends.count }

        /// Appends `bytes` as the next string.
        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            let length = bytes.count
            if let last = pages.indices.last, pages[last].count + length <= extent(ofPage: last) {
                pages[last].append(contentsOf: bytes)
            } else {
                let start = pageStarts.last.map { $0 + extent(ofPage: pages.count - 1) } ?? 0
                let regions = Swift.max(1, (length + Self.regionBytes - 1) >> Self.regionShift)
                var page: [UInt8] = []
                // The first page grows as an array does, so small models stay small.
                if !pages.isEmpty { page.reserveCapacity(Swift.max(length, Self.regionBytes)) }
                page.append(contentsOf: bytes)
                pages.append(page)
                pageStarts.append(start)
                regionPages.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: pages.count - 1), count: regions))
            }
            let end = (pageStarts.last ?? 0) + (pages.last?.count ?? 0)
            if end >> 32 > wraps.count { wraps.append(ends.count) }
            ends.append(UInt32(truncatingIfNeeded: end))
        }

        /// Calls `body` with the bytes of string `i`.
        @inline(__always)
        func withBytes<R>(_ i: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
            let (page, start, end) = bounds(i)
            return pages[page].withUnsafeBytes { raw in
                body(UnsafeRawBufferPointer(rebasing: raw[start ..< end]))
            }
        }

        /// Makes room for about `capacity` strings' offsets.
        mutating func reserveCapacity(_ capacity: Int) {
            ends.reserveCapacity(capacity)
        }

        /// Removes the last `k` strings.
        mutating func removeLast(_ k: Int) {
            let kept = ends.count - k
            let top = kept == 0 ? 0 : end(kept - 1)
            ends.removeLast(k)
            while let last = wraps.last, last >= kept { wraps.removeLast() }
            while let start = pageStarts.last, start >= top, !(start == 0 && kept > 0) {
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
        var storageBytes: Int {
            pages.reduce(0) { $0 + $1.capacity }
                + (ends.capacity + regionPages.capacity) * MemoryLayout<UInt32>.stride
                + (wraps.capacity + pageStarts.capacity) * MemoryLayout<Int>.stride
        }

        /// The bytes of the strings and of their end offsets, without spare
        /// capacity.
        var usedBytes: Int {
            pages.reduce(0) { $0 + $1.count } + ends.count * MemoryLayout<UInt32>.stride + wraps.count * MemoryLayout<Int>.stride
        }

        /// The bytes of offsets page `page` spans: one region, or as many as
        /// its one large string needs.
        @inline(__always)
        func extent(ofPage page: Int) -> Int {
            let next = page + 1 < pageStarts.count ? pageStarts[page + 1] : nil
            if let next { return next - pageStarts[page] }
            return Swift.max(Self.regionBytes, ((pages[page].count + Self.regionBytes - 1) >> Self.regionShift) << Self.regionShift)
        }

        /// Where the bytes of string `i` end (an offset).
        @inline(__always)
        func end(_ i: Int) -> Int {
            var high = 0
            if !wraps.isEmpty { for w in wraps where w <= i { high += 1 } }
            return high << 32 | Int(ends[i])
        }

        /// The page of string `i` and where its bytes start and end in it.
        @inline(__always)
        func bounds(_ i: Int) -> (page: Int, start: Int, end: Int) {
            let stop = end(i)
            let pageStart: Int
            let page: Int
            if stop == 0 {
                // Only empty strings end at offset 0: they lie on the first page.
                page = 0
                pageStart = 0
            } else {
                page = Int(regionPages[(stop - 1) >> Self.regionShift])
                pageStart = pageStarts[page]
            }
            let start = Swift.max(i == 0 ? 0 : end(i - 1), pageStart)
            return (page, start - pageStart, stop - pageStart)
        }
    }
}
