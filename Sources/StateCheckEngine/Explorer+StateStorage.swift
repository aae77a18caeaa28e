extension Explorer {
    /// How the visited-state store keeps the states it numbers.
    ///
    /// The store looks a state up through its ``Key``, the form it is kept in
    /// (made once per lookup), and asks the storage whether a stored state has
    /// that key; reading a state back (`self[id]`) may rebuild it.
    ///
    /// An array of states is the default storage: the key is the state itself
    /// and nothing is rebuilt. A system whose states own many small heap buffers
    /// (an interpreted model's variables, tasks and frames) can instead keep them
    /// as flat bytes in a few large buffers, at the cost of encoding each target once and
    /// decoding each state when it is read (expanded, reported).
    ///
    /// Storage is only appended to and read; ids are positions, in insertion order.
    public protocol StateStorage: RandomAccessCollection where Index == Int, Element: Hashable {
        /// A state in its stored form, ready to compare and append.
        associatedtype Key

        /// Empty storage.
        init()

        /// Storage holding `states`, in order.
        init<C: Sequence>(_ states: C) where C.Element == Element

        /// The stored form of `state`. Equal states must have equal keys by
        /// ``storedKey(at:equals:)``, and different states different keys.
        static func key(of state: Element) -> Key

        /// Whether the state at `position` is the state whose key is `key`.
        func storedKey(at position: Int, equals key: Key) -> Bool

        /// Appends the state whose key is `key`.
        mutating func append(key: Key)

        /// Makes room for about `capacity` states.
        mutating func reserveCapacity(_ capacity: Int)

        /// Removes the last `k` states.
        mutating func removeLast(_ k: Int)

        /// The bytes this storage holds (its buffers' capacities, not counting
        /// what the stored values may share), for measurements.
        var storageBytes: Int { get }
    }
}

extension Array: Explorer.StateStorage where Element: Hashable {
    /// The state itself.
    @inlinable @inline(__always)
    public static func key(of state: Element) -> Element { state }

    /// Compares the stored state with `key`.
    @inlinable @inline(__always)
    public func storedKey(at position: Int, equals key: Element) -> Bool { self[position] == key }

    /// Appends `key`, the state itself.
    @inlinable @inline(__always)
    public mutating func append(key: Element) { append(key) }

    /// The element buffer's capacity in bytes (heap storage the elements
    /// own is not counted).
    @inlinable
    public var storageBytes: Int { capacity * MemoryLayout<Element>.stride }
}
