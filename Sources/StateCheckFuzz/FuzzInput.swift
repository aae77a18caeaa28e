import StateCheck
import StateCheckCommands

/// How the fuzzer made an input.
public enum FuzzStrategy: String, Sendable, CaseIterable {
    /// Random bytes, random Unicode, or a random soup of model tokens.
    case random
    /// A shipped model with tokens or lines deleted, duplicated, swapped,
    /// replaced, truncated or nested deeply.
    case mutation
    /// A random program built from the model grammar, meant to parse and check.
    case grammar
    /// Swift only: a screen with a deep or long construct (10,000 nested
    /// generics, a 10,000-term chain, …) or a huge file.
    case construct
}

/// One fuzzed `.model` text and how it was made.
public struct FuzzInput: Sendable, Equatable {
    /// Its position in the run: with the seed, it regenerates the text.
    public var index: Int
    /// How it was made.
    public var strategy: FuzzStrategy
    /// What was done, e.g. `mutation of case1-after.model: swap lines 3 and 9`.
    public var summary: String
    /// The model text.
    public var text: String

    /// Creates an input.
    public init(index: Int, strategy: FuzzStrategy, summary: String, text: String) {
        self.index = index
        self.strategy = strategy
        self.summary = summary
        self.text = text
    }
}

extension SplitMix64 {
    /// A number in `range` (which must not be empty).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { next(below: 100) < percent }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[next(below: items.count)] }
}
