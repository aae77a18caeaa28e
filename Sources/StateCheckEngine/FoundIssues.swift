/// The issues a search met, in the order it met them, each distinct issue
/// kept once.
///
/// A bound refuses the same transitions from thousands of states: on the
/// feed bench input, 9,600 refusals of one label. Kept as
/// ``FoundIssue`` values, each would hold its own copy of the issue (a
/// bound name and an event label: about 80 bytes); here each distinct issue
/// is stored once and every found issue is eight bytes, its state and the
/// issue's number.
///
/// - Complexity: `append` is expected O(1) (one dictionary lookup);
///   reading an element is two array reads.
@usableFromInline
package struct FoundIssues<Issue: Hashable>: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    /// The distinct issues, numbered in first-seen order.
    @usableFromInline
    var distinct: [Issue] = []
    /// The number of each distinct issue.
    @usableFromInline
    var numbers: [Issue: UInt32] = [:]
    /// Each found issue: its state in the high 32 bits, its issue's number
    /// in the low 32 bits.
    @usableFromInline
    var entries: [UInt64] = []

    /// No issues.
    @inlinable
    package init() {}

    /// The issues of `found`, in order.
    @inlinable
    package init<C: Sequence>(_ found: C) where C.Element == FoundIssue<Issue> {
        append(contentsOf: found)
    }

    /// The literal's issues, in order.
    @inlinable
    package init(arrayLiteral elements: FoundIssue<Issue>...) {
        self.init(elements)
    }

    /// The first position, 0.
    @inlinable
    package var startIndex: Int { 0 }

    /// One past the last found issue.
    @inlinable
    package var endIndex: Int { entries.count }

    /// The found issue at `position`.
    @inlinable
    package subscript(position: Int) -> FoundIssue<Issue> {
        let entry = entries[position]
        return FoundIssue(state: StateID(truncatingIfNeeded: Int64(bitPattern: entry) >> 32),
                          issue: distinct[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)])
    }

    /// Appends `issue`, met by the expansion of `state`.
    @inlinable
    package mutating func append(state: StateID, issue: Issue) {
        let number: UInt32
        if let known = numbers[issue] {
            number = known
        } else {
            number = UInt32(truncatingIfNeeded: distinct.count)
            distinct.append(issue)
            numbers[issue] = number
        }
        entries.append(UInt64(UInt32(bitPattern: state)) << 32 | UInt64(number))
    }

    /// Appends `found`.
    @inlinable
    package mutating func append(_ found: FoundIssue<Issue>) {
        append(state: found.state, issue: found.issue)
    }

    /// Appends the issues of `found`, in order.
    @inlinable
    package mutating func append<C: Sequence>(contentsOf found: C) where C.Element == FoundIssue<Issue> {
        for f in found { append(f) }
    }

    /// Whether both hold the same issues, met by the same states, in the same order.
    @inlinable
    package static func == (a: FoundIssues, b: FoundIssues) -> Bool {
        a.elementsEqual(b)
    }
}

extension FoundIssues: Sendable where Issue: Sendable {}
