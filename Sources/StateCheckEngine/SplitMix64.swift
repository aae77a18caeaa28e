/// SplitMix64, a small, fast, deterministic 64-bit generator (Steele, Lea &
/// Flood 2014). The engine uses it instead of the system generator so that a
/// seed gives the same walks on Linux and macOS, in every Swift version.
package struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The generator's whole state.
    public var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound` (`bound > 0`), by Lemire's multiply-shift
    /// with rejection, so it is unbiased and defined by this code alone
    /// (not by the standard library's `random(in:)`, which may change).
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let b = UInt64(bound)
        let threshold = (0 &- b) % b
        while true {
            let (high, low) = next().multipliedFullWidth(by: b)
            if low >= threshold { return Int(high) }
        }
    }
}
