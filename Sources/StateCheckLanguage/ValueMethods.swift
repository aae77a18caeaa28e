// The methods of a `Value` (api data) that both front ends read the same way.
import StateCheckEngine
import StateCheckScreens

/// How the methods Swift code calls on a collection of api data are read: a
/// `Value` is a list of opaque pages, so a transform is the same `Value`,
/// and what depends on the elements cannot be decided.
package enum ValueMethods {
    /// Transforms of a `Value` read as the same `Value`: its pages stay opaque
    /// (`items.map { … }`, `items.filter { … }`, `items.sorted(by: …)`).
    package static let transforms: Set<String> = ["map", "filter", "compactMap", "sorted", "reversed", "shuffled"]

    /// The transforms that may drop elements: their result's `isEmpty` and
    /// `count` depend on the elements, which are opaque.
    package static let filters: Set<String> = ["filter", "compactMap"]

    /// The members of a `Value` that count its elements (`isEmpty`, `count`).
    package static let counting: Set<String> = [LanguageNames.valueIsEmpty, LanguageNames.valueCount]

    /// Methods of a `Value` whose answer depends on its elements, which are
    /// opaque, so the abstraction cannot decide them (`first(where:)`,
    /// `contains(where:)`, …).
    package static let queries: Set<String> = [
        "first", "last", "contains", "allSatisfy", "firstIndex", "lastIndex", "min", "max", "reduce", "forEach",
    ]

    /// The diagnostic for a query of a `Value`'s elements (`items.contains(where: …)`).
    package static func undecidableQuery(_ name: String) -> String {
        "'\(name)' on api data cannot be decided: a Value's elements are opaque, so which of them match is not known "
            + "(deciding either way would guess a branch); keep what the code needs in a state variable (a Bool or an enum) "
            + "set where the data arrives, or test 'isEmpty'"
    }

    /// The diagnostic for `isEmpty` / `count` read on a filtered `Value`.
    package static func undecidableFilteredMember(_ member: String, of transform: String) -> String {
        "'\(member)' of a '\(transform)' result cannot be decided: a Value's elements are opaque, so how many of them remain is not known "
            + "(deciding either way would guess a branch); test '\(member)' of the Value itself, or keep the answer in a state variable"
    }

    /// The diagnostic for `first` / `last` of a `Value` outside the forms the Swift front end reads.
    package static func element(_ name: String) -> String {
        "'\(name)' of a Value is one of its elements, which are opaque; test 'isEmpty' instead ('if !items.isEmpty { … }')"
    }
}
