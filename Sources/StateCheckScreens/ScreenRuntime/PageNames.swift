/// The names a state gives its canonical page tokens.
///
/// Canonical tokens say nothing about another state's tokens, yet step
/// properties compare content before and after a transition (the same
/// page? a newer one?). So a state a transition emits names its tokens
/// consistently with the state it came from: a page that survives keeps
/// its name, a page requested during the run gets a name above every name
/// there (`p3` is the third request along the path that found the state).
/// Names are not part of a state's identity.
@_spi(ScreenRuntime) public struct PageNames: Sendable {
    /// The name of canonical token `t` is `names[t - 1]`; empty means every
    /// token is named by its canonical number.
    public let names: [Int]

    /// Every token named by its canonical number.
    @inlinable
    public init() { names = [] }

    /// Names read back from a stored state: `names[t - 1]` names token `t`
    /// (empty: every token is named by its canonical number).
    @inlinable
    package init(names: [Int]) { self.names = names }

    /// The names of a run's end whose tokens, before renaming, are
    /// `renaming`'s, the run having started in a state of `sourceTokenCount`
    /// tokens (1...n) named `source`: the run issued tokens above n.
    @inlinable
    public init(_ renaming: PageTokenRenaming, source: PageNames, sourceTokenCount n: Int) {
        let tokens = renaming.tokens
        if tokens.isEmpty { names = []; return }
        let top = source.maxName(tokenCount: n)
        var result: [Int] = []
        result.reserveCapacity(tokens.count)
        var identity = true
        for (i, raw) in tokens.enumerated() {
            let name = raw <= n ? source.name(of: raw) : top + (raw - n)
            if name != i + 1 { identity = false }
            result.append(name)
        }
        names = identity ? [] : result
    }

    /// The names of a run's end whose tokens, before renaming, already are
    /// 1...`count` (the renaming is the identity): ``init(_:source:sourceTokenCount:)``
    /// with no renaming built. With `source` naming every token by its
    /// number, so does the result (a surviving token keeps its number, a
    /// new one is numbered above n), and no array is built.
    @inlinable
    public init(tokenCount count: Int, source: PageNames, sourceTokenCount n: Int) {
        if count == 0 || source.isIdentity { names = []; return }
        let top = source.maxName(tokenCount: n)
        var result: [Int] = []
        result.reserveCapacity(count)
        var identity = true
        for raw in 1 ... count {
            let name = raw <= n ? source.name(of: raw) : top + (raw - n)
            if name != raw { identity = false }
            result.append(name)
        }
        names = identity ? [] : result
    }

    /// Whether every token is named by its canonical number.
    @inlinable
    public var isIdentity: Bool { names.isEmpty }

    /// The name of canonical token `t`.
    @inlinable
    public func name(of t: Int) -> Int {
        t >= 1 && t <= names.count ? names[t - 1] : t
    }

    /// The largest name in use in a state of `tokenCount` tokens (0 without tokens).
    @inlinable
    public func maxName(tokenCount: Int) -> Int { names.last ?? tokenCount }
}
