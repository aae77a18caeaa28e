import StateCheckLanguage
import StateCheckScreens

/// The checked suggestions of the designs of a comparison: what `compare`
/// links each `✗` to. Each design's outcome comes from ``SuggestionSearch``,
/// so a suggestion here was proved like one `statecheck suggest` shows.
package struct ComparisonSuggestions: Sendable, Equatable {
    /// Each searched design's outcome, by design name; a design that is not
    /// here was not searched (its `✗` cells link to nothing).
    package var outcomes: [String: SuggestionOutcome]

    /// Creates the suggestions from each searched design's outcome.
    package init(outcomes: [String: SuggestionOutcome] = [:]) {
        self.outcomes = outcomes
    }

    /// Whether no design was searched: the reports then read as they did without suggestions.
    package var isEmpty: Bool { outcomes.isEmpty }

    /// The proved suggestions (smallest first) for `property` of `design`,
    /// or nil when that design's property was not searched.
    package func suggestions(design: String, property: String) -> [Suggestion]? {
        outcomes[design]?.properties.first { $0.property == property }?.suggestions
    }

    /// The unified diff of `suggestion` against `design`'s text, headed with `path`.
    package func diff(_ suggestion: Suggestion, design: String, path: String) -> String {
        UnifiedDiff.render(old: outcomes[design]?.source ?? "", new: suggestion.source, path: path)
    }

    /// The properties that hold on the design `suggestion` rewrites to, in column order.
    package static func holding(_ suggestion: Suggestion) -> [String] {
        suggestion.after.filter { $0.verdict == .holds }.map(\.property)
    }
}
