/// The start of each state's edges in a ``StateGraph``, in four bytes per
/// state while the graph has fewer than 2^32 edges.
///
/// An offset is an edge index, which fits 32 bits on any graph that fits
/// in memory: the column keeps four bytes per state, and widens to eight
/// (page by page, so no second copy of the whole column is resident) only
/// when an offset passes `UInt32.max`.
///
/// - Complexity: `append` amortised O(1) (a widening is O(states), at most
///   once per column); reading is two array reads.
@usableFromInline
package struct OffsetColumn: RandomAccessCollection, Equatable, Sendable {
    /// The offsets at the width they need.
    @usableFromInline
    enum Storage: Sendable {
        /// Every offset is below 2^32.
        case narrow(PagedArray<UInt32>)
        /// Any offset.
        case wide(PagedArray<Int>)
    }

    @usableFromInline
    var storage: Storage = .narrow([])

    /// An empty column.
    @inlinable
    package init() {}

    /// The offsets of `offsets`, in order.
    @inlinable
    package init<C: Sequence>(_ offsets: C) where C.Element == Int {
        for o in offsets { append(o) }
    }

    /// The first position, 0.
    @inlinable
    package var startIndex: Int { 0 }

    /// One past the last offset.
    @inlinable
    package var endIndex: Int { count }

    /// The number of offsets.
    @inlinable
    package var count: Int {
        switch storage {
        case .narrow(let a): return a.count
        case .wide(let a): return a.count
        }
    }

    /// The offset at `position`.
    @inlinable
    package subscript(position: Int) -> Int {
        switch storage {
        case .narrow(let a): return Int(a[position])
        case .wide(let a): return a[position]
        }
    }

    /// Appends `offset` (not negative), widening the column if it needs more bytes.
    @inlinable
    package mutating func append(_ offset: Int) {
        precondition(offset >= 0, "an offset is an edge index")
        switch storage {
        case .narrow(var a):
            if offset <= Int(UInt32.max) {
                storage = .wide([])   // releases the reference, so `a` is appended in place
                a.append(UInt32(truncatingIfNeeded: offset))
                storage = .narrow(a)
            } else {
                widen()
                append(offset)
            }
        case .wide(var a):
            storage = .narrow([])
            a.append(offset)
            storage = .wide(a)
        }
    }

    /// Appends the offsets of `offsets`, in order.
    @inlinable
    package mutating func append<C: Sequence>(contentsOf offsets: C) where C.Element == Int {
        for o in offsets { append(o) }
    }

    /// Removes the last `k` offsets.
    @inlinable
    package mutating func removeLast(_ k: Int) {
        switch storage {
        case .narrow(var a): storage = .wide([]); a.removeLast(k); storage = .narrow(a)
        case .wide(var a): storage = .narrow([]); a.removeLast(k); storage = .wide(a)
        }
    }

    /// Moves every offset to eight bytes, a page at a time.
    @usableFromInline
    mutating func widen() {
        guard case .narrow(var a) = storage else { return }
        storage = .wide([])
        var wider = PagedArray<Int>()
        for page in a.pages.indices {
            for o in a.pages[page] { wider.append(Int(o)) }
            a.pages[page] = []
        }
        storage = .wide(wider)
    }

    /// The bytes the column's pages hold.
    @inlinable
    package var storageBytes: Int {
        switch storage {
        case .narrow(let a): return a.storageBytes
        case .wide(let a): return a.storageBytes
        }
    }

    /// Whether both hold the same offsets in the same order (whatever their widths).
    @inlinable
    package static func == (a: OffsetColumn, b: OffsetColumn) -> Bool {
        a.count == b.count && a.indices.allSatisfy { a[$0] == b[$0] }
    }
}

extension OffsetColumn: ExpressibleByArrayLiteral {
    /// The literal's offsets, in order.
    @inlinable
    package init(arrayLiteral elements: Int...) {
        self.init(elements)
    }
}
