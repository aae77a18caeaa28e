/// A column of non-negative integers kept in as few bytes as its largest
/// value needs: one byte per element while every value is below 256, two
/// below 65,536, four below 2^32, eight after that.
///
/// The search appends one value per edge (its label) and one per state
/// (where its edges start); both are small on most models, yet their types
/// are four and eight bytes wide. The first value that does not fit widens
/// every page once, page by page, so no second copy of the whole column is
/// resident.
///
/// - Complexity: `append` amortised O(1) (a widening is O(count), at most
///   three times per column); reading is two array reads.
@usableFromInline
package struct WideningColumn<Element: FixedWidthInteger & Sendable>: RandomAccessCollection, Equatable, Sendable {
    /// The values at the width they need.
    @usableFromInline
    enum Storage: Sendable {
        /// Every value is below 256.
        case oneByte(PagedArray<UInt8>)
        /// Every value is below 65,536.
        case twoBytes(PagedArray<UInt16>)
        /// Every value is below 2^32.
        case fourBytes(PagedArray<UInt32>)
        /// Any value.
        case eightBytes(PagedArray<UInt64>)
    }

    @usableFromInline
    var storage: Storage = .oneByte([])

    /// An empty column.
    @inlinable
    package init() {}

    /// The values of `values`, in order.
    @inlinable
    package init<C: Sequence>(_ values: C) where C.Element == Element {
        for v in values { append(v) }
    }

    /// The first position, 0.
    @inlinable
    package var startIndex: Int { 0 }

    /// One past the last value.
    @inlinable
    package var endIndex: Int { count }

    /// The number of values.
    @inlinable
    package var count: Int {
        switch storage {
        case .oneByte(let a): return a.count
        case .twoBytes(let a): return a.count
        case .fourBytes(let a): return a.count
        case .eightBytes(let a): return a.count
        }
    }

    /// The value at `position`.
    @inlinable
    package subscript(position: Int) -> Element {
        switch storage {
        case .oneByte(let a): return Element(truncatingIfNeeded: a[position])
        case .twoBytes(let a): return Element(truncatingIfNeeded: a[position])
        case .fourBytes(let a): return Element(truncatingIfNeeded: a[position])
        case .eightBytes(let a): return Element(truncatingIfNeeded: a[position])
        }
    }

    /// Appends `value` (not negative), widening the column if it needs more bytes.
    @inlinable
    package mutating func append(_ value: Element) {
        precondition(value >= 0, "a column value is an index, never negative")
        switch storage {
        case .oneByte(var a) where value <= UInt8.max:
            storage = .eightBytes([])   // releases the reference, so `a` is appended in place
            a.append(UInt8(truncatingIfNeeded: value))
            storage = .oneByte(a)
        case .twoBytes(var a) where value <= UInt16.max:
            storage = .oneByte([])
            a.append(UInt16(truncatingIfNeeded: value))
            storage = .twoBytes(a)
        case .fourBytes(var a) where value <= UInt32.max:
            storage = .oneByte([])
            a.append(UInt32(truncatingIfNeeded: value))
            storage = .fourBytes(a)
        case .eightBytes(var a):
            storage = .oneByte([])
            a.append(UInt64(truncatingIfNeeded: value))
            storage = .eightBytes(a)
        case .oneByte, .twoBytes, .fourBytes:
            widen()
            append(value)
        }
    }

    /// Appends the values of `values`, in order.
    @inlinable
    package mutating func append<C: Sequence>(contentsOf values: C) where C.Element == Element {
        for v in values { append(v) }
    }

    /// Removes the last `k` values.
    @inlinable
    package mutating func removeLast(_ k: Int) {
        switch storage {
        case .oneByte(var a): storage = .eightBytes([]); a.removeLast(k); storage = .oneByte(a)
        case .twoBytes(var a): storage = .oneByte([]); a.removeLast(k); storage = .twoBytes(a)
        case .fourBytes(var a): storage = .oneByte([]); a.removeLast(k); storage = .fourBytes(a)
        case .eightBytes(var a): storage = .oneByte([]); a.removeLast(k); storage = .eightBytes(a)
        }
    }

    /// Moves every value to the next wider storage.
    @usableFromInline
    mutating func widen() {
        switch storage {
        case .oneByte(var a):
            storage = .eightBytes([])
            storage = .twoBytes(Self.widened(&a))
        case .twoBytes(var a):
            storage = .oneByte([])
            storage = .fourBytes(Self.widened(&a))
        case .fourBytes(var a):
            storage = .oneByte([])
            storage = .eightBytes(Self.widened(&a))
        case .eightBytes:
            break
        }
    }

    /// `narrow`'s values at a wider type, emptying `narrow` a page at a time.
    @usableFromInline
    static func widened<Narrow, Wide>(_ narrow: inout PagedArray<Narrow>) -> PagedArray<Wide>
    where Narrow: FixedWidthInteger & UnsignedInteger, Wide: FixedWidthInteger & UnsignedInteger {
        var wider = PagedArray<Wide>()
        for page in narrow.pages.indices {
            for v in narrow.pages[page] { wider.append(Wide(v)) }
            narrow.pages[page] = []
        }
        return wider
    }

    /// The bytes the column's pages hold.
    @inlinable
    package var storageBytes: Int {
        switch storage {
        case .oneByte(let a): return a.storageBytes
        case .twoBytes(let a): return a.storageBytes
        case .fourBytes(let a): return a.storageBytes
        case .eightBytes(let a): return a.storageBytes
        }
    }

    /// Whether both hold the same values in the same order (whatever their widths).
    @inlinable
    package static func == (a: WideningColumn, b: WideningColumn) -> Bool {
        a.count == b.count && a.indices.allSatisfy { a[$0] == b[$0] }
    }
}

extension WideningColumn: ExpressibleByArrayLiteral {
    /// The literal's values, in order.
    @inlinable
    package init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

/// The label of each kept edge (a ``LabelID``), in one byte while the
/// search has met fewer than 256 labels.
@usableFromInline
package typealias LabelColumn = WideningColumn<LabelID>

/// Where each state's edges start in a ``StateGraph`` (an edge index), in
/// four bytes or fewer while the graph has fewer than 2^32 edges.
@usableFromInline
package typealias OffsetColumn = WideningColumn<Int>
