/// The canonical renaming of a state's page tokens: the tokens found at a
/// run's end, renamed 1...n keeping issue order, so equal situations are
/// equal states whatever tokens the run issued.
@_spi(ScreenRuntime) public struct PageTokenRenaming: Sendable {
    /// The state's tokens before renaming, sorted, each once: token
    /// `tokens[k]` becomes `k + 1`.
    public let tokens: [Int]
    /// Whether the tokens already are 1...n (renaming changes nothing).
    public let isIdentity: Bool
    /// `map[t]` is the new name of token `t` (empty when ``isIdentity``).
    @usableFromInline let map: [Int]

    /// The renaming of `collected`, every token the state holds (in any
    /// order, repeats allowed).
    @inlinable
    public init(collected: [Int]) {
        var tokens = collected
        tokens.sort()
        var unique = 0
        for t in tokens where unique == 0 || tokens[unique - 1] != t {
            tokens[unique] = t
            unique += 1
        }
        tokens.removeLast(tokens.count - unique)
        var identity = true
        for (i, t) in tokens.enumerated() where t != i + 1 { identity = false; break }
        var map: [Int] = []
        if !identity, let top = tokens.last, top >= 0 {
            map = Array(repeating: 0, count: top + 1)
            for (i, t) in tokens.enumerated() where t >= 0 { map[t] = i + 1 }
        }
        self.tokens = tokens
        self.isIdentity = identity
        self.map = map
    }

    /// The canonical token of `t`.
    @inlinable
    public func canonical(_ t: Int) -> Int {
        isIdentity || t < 0 || t >= map.count ? t : map[t]
    }

    /// How many distinct tokens the state holds (its canonical tokens are 1...count).
    @inlinable
    public var count: Int { tokens.count }
}
