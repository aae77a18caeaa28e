/// A growable array of plain values kept in fixed-size pages, for the
/// search's per-state and per-edge columns.
///
/// An `Array` grows by doubling: each growth copies every element into a
/// buffer twice as large, so while it copies both buffers are resident, and
/// the freed smaller buffers stay in the allocator's heap. On a graph of
/// millions of edges that costs about as much again as the edges
/// themselves. Pages are never copied: appending fills the last page
/// (`pageSize` elements; the first page grows as an array up to that
/// size), then starts a new one, so at most one page is spare.
///
/// Every page but the last is full and the last is never empty, so two
/// paged arrays of equal elements have equal pages.
///
/// - Complexity: `append` amortised O(1) with no copy of earlier pages;
///   reading element `i` is two array reads.
@usableFromInline
package struct PagedArray<Element: BitwiseCopyable & Equatable & Sendable>: RandomAccessCollection, Equatable, Sendable {
    /// log2 of the elements per page.
    @inlinable
    static var pageShift: Int { 14 }
    /// Elements per page (16,384).
    @inlinable
    static var pageSize: Int { 1 << pageShift }

    /// The pages: all full but the last, which is not empty.
    @usableFromInline
    var pages: [[Element]] = []
    /// The number of elements.
    @usableFromInline
    var elementCount = 0

    /// An empty array.
    @inlinable
    package init() {}

    /// The elements of `elements`, in order.
    @inlinable
    package init<C: Sequence>(_ elements: C) where C.Element == Element {
        for e in elements { append(e) }
    }

    /// The first position, 0.
    @inlinable
    package var startIndex: Int { 0 }

    /// One past the last element.
    @inlinable
    package var endIndex: Int { elementCount }

    /// The number of elements.
    @inlinable
    package var count: Int { elementCount }

    /// The element at `position`.
    @inlinable
    package subscript(position: Int) -> Element {
        get { pages[position >> Self.pageShift][position & (Self.pageSize - 1)] }
        set { pages[position >> Self.pageShift][position & (Self.pageSize - 1)] = newValue }
    }

    /// The last element, if any.
    @inlinable
    package var last: Element? {
        elementCount == 0 ? nil : self[elementCount - 1]
    }

    /// Appends `element`.
    @inlinable
    package mutating func append(_ element: Element) {
        if elementCount & (Self.pageSize - 1) == 0 && elementCount >> Self.pageShift == pages.count {
            var page: [Element] = []
            // The first page grows as an array does, so small searches stay small.
            if !pages.isEmpty { page.reserveCapacity(Self.pageSize) }
            pages.append(page)
        }
        pages[pages.count - 1].append(element)
        elementCount += 1
    }

    /// Appends the elements of `elements`, in order.
    @inlinable
    package mutating func append<C: Sequence>(contentsOf elements: C) where C.Element == Element {
        for e in elements { append(e) }
    }

    /// Removes the last `k` elements.
    @inlinable
    package mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= elementCount, "cannot remove more elements than there are")
        var left = k
        while left > 0 {
            let lastCount = pages[pages.count - 1].count
            if lastCount <= left {
                pages.removeLast()
                left -= lastCount
            } else {
                pages[pages.count - 1].removeLast(left)
                left = 0
            }
        }
        elementCount -= k
    }

    /// The bytes the pages' buffers hold (their capacities).
    @inlinable
    package var storageBytes: Int {
        pages.reduce(0) { $0 + $1.capacity * MemoryLayout<Element>.stride }
    }

    /// The elements as one array (for tests and small graphs).
    @inlinable
    package var array: [Element] { pages.flatMap { $0 } }

    /// Whether both hold the same elements in the same order.
    @inlinable
    package static func == (a: PagedArray, b: PagedArray) -> Bool {
        a.elementCount == b.elementCount && a.pages == b.pages
    }
}

extension PagedArray: ExpressibleByArrayLiteral {
    /// The literal's elements, in order.
    @inlinable
    package init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}
