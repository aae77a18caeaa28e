/// The label of each kept edge, in as few bytes as the labels need.
///
/// A search rarely sees more than a few hundred distinct labels, yet a
/// ``LabelID`` is four bytes. The column keeps one byte per edge while every
/// label is below 256, two while below 65,536, and four after that; the
/// first label that does not fit widens every page once (page by page, so
/// no second copy of the whole column is resident).
///
/// - Complexity: `append` amortised O(1) (a widening is O(edges), at most
///   twice per column); reading is two array reads.
@usableFromInline
package struct LabelColumn: RandomAccessCollection, Equatable, Sendable {
    /// The edges' labels at the width they need.
    @usableFromInline
    enum Storage: Sendable {
        /// Every label is below 256.
        case narrow(PagedArray<UInt8>)
        /// Every label is below 65,536.
        case medium(PagedArray<UInt16>)
        /// Any label.
        case wide(PagedArray<LabelID>)
    }

    @usableFromInline
    var storage: Storage = .narrow([])

    /// An empty column.
    @inlinable
    package init() {}

    /// The labels of `labels`, in order.
    @inlinable
    package init<C: Sequence>(_ labels: C) where C.Element == LabelID {
        for l in labels { append(l) }
    }

    /// The first position, 0.
    @inlinable
    package var startIndex: Int { 0 }

    /// One past the last label.
    @inlinable
    package var endIndex: Int { count }

    /// The number of labels.
    @inlinable
    package var count: Int {
        switch storage {
        case .narrow(let a): return a.count
        case .medium(let a): return a.count
        case .wide(let a): return a.count
        }
    }

    /// The label of edge `position`.
    @inlinable
    package subscript(position: Int) -> LabelID {
        switch storage {
        case .narrow(let a): return LabelID(a[position])
        case .medium(let a): return LabelID(a[position])
        case .wide(let a): return a[position]
        }
    }

    /// Appends `label` (not negative), widening the column if it needs more bytes.
    @inlinable
    package mutating func append(_ label: LabelID) {
        precondition(label >= 0, "an edge label is a label id")
        switch storage {
        case .narrow(var a):
            if label < 256 {
                storage = .medium([])   // releases the reference, so `a` is appended in place
                a.append(UInt8(truncatingIfNeeded: label))
                storage = .narrow(a)
            } else {
                widen()
                append(label)
            }
        case .medium(var a):
            if label < 65_536 {
                storage = .narrow([])
                a.append(UInt16(truncatingIfNeeded: label))
                storage = .medium(a)
            } else {
                widen()
                append(label)
            }
        case .wide(var a):
            storage = .narrow([])
            a.append(label)
            storage = .wide(a)
        }
    }

    /// Appends the labels of `labels`, in order.
    @inlinable
    package mutating func append<C: Sequence>(contentsOf labels: C) where C.Element == LabelID {
        for l in labels { append(l) }
    }

    /// Removes the last `k` labels.
    @inlinable
    package mutating func removeLast(_ k: Int) {
        switch storage {
        case .narrow(var a): storage = .medium([]); a.removeLast(k); storage = .narrow(a)
        case .medium(var a): storage = .narrow([]); a.removeLast(k); storage = .medium(a)
        case .wide(var a): storage = .narrow([]); a.removeLast(k); storage = .wide(a)
        }
    }

    /// Moves every label to the next wider storage, a page at a time.
    @usableFromInline
    mutating func widen() {
        switch storage {
        case .narrow(var a):
            storage = .medium([])
            var wider = PagedArray<UInt16>()
            for page in a.pages.indices {
                for l in a.pages[page] { wider.append(UInt16(l)) }
                a.pages[page] = []
            }
            storage = .medium(wider)
        case .medium(var a):
            storage = .narrow([])
            var wider = PagedArray<LabelID>()
            for page in a.pages.indices {
                for l in a.pages[page] { wider.append(LabelID(l)) }
                a.pages[page] = []
            }
            storage = .wide(wider)
        case .wide:
            break
        }
    }

    /// The bytes the column's pages hold.
    @inlinable
    package var storageBytes: Int {
        switch storage {
        case .narrow(let a): return a.storageBytes
        case .medium(let a): return a.storageBytes
        case .wide(let a): return a.storageBytes
        }
    }

    /// Whether both hold the same labels in the same order (whatever their widths).
    @inlinable
    package static func == (a: LabelColumn, b: LabelColumn) -> Bool {
        a.count == b.count && a.indices.allSatisfy { a[$0] == b[$0] }
    }
}

extension LabelColumn: ExpressibleByArrayLiteral {
    /// The literal's labels, in order.
    @inlinable
    package init(arrayLiteral elements: LabelID...) {
        self.init(elements)
    }
}
