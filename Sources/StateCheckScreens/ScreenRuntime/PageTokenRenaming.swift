/// The canonical renaming of a state's page tokens: the tokens found at a
/// run's end, renamed 1...n keeping issue order, so equal situations are
/// equal states whatever tokens the run issued.
@_spi(ScreenRuntime) public struct PageTokenRenaming: Sendable {
    /// The state's tokens before renaming, sorted, each once: token
    /// `tokens[k]` becomes `k + 1`.
    public let tokens: [Int]
    /// Whether the tokens already are 1...n (renaming changes nothing).
    public let isIdentity: Bool
    /// `map[t]` is the new name of token `t` (empty when ``isIdentity`` or
    /// when `bits` names the tokens).
    @usableFromInline let map: [Int]
    /// When not 0, the tokens are the set bits' positions (every token in
    /// 0..<64), and token `t` becomes one more than the count of set bits below bit `t`.
    @usableFromInline let bits: UInt64

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
        self.bits = 0
    }

    /// The renaming of the tokens whose bits are set in `tokenBits` (bit
    /// `t` for token `t`): what ``init(collected:)`` gives for those
    /// tokens, with no table built (a token's new name is counted from the bits).
    @inlinable
    public init(tokenBits: UInt64) {
        var tokens: [Int] = []
        tokens.reserveCapacity(tokenBits.nonzeroBitCount)
        var rest = tokenBits
        var identity = true
        while rest != 0 {
            let t = rest.trailingZeroBitCount
            if t != tokens.count + 1 { identity = false }
            tokens.append(t)
            rest &= rest &- 1
        }
        self.tokens = tokens
        self.isIdentity = identity
        self.map = []
        self.bits = identity ? 0 : tokenBits
    }

    /// The canonical token of `t`.
    @inlinable
    public func canonical(_ t: Int) -> Int {
        if isIdentity || t < 0 { return t }
        if bits != 0 {
            guard t < 64, bits & (1 << UInt64(t)) != 0 else { return t }
            return (bits & ((1 << UInt64(t)) &- 1)).nonzeroBitCount + 1
        }
        return t >= map.count ? t : map[t]
    }

    /// How many distinct tokens the state holds (its canonical tokens are 1...count).
    @inlinable
    public var count: Int { tokens.count }
}
