import StateCheckScreens

/// A design move proved to help: the rewritten model was checked, the
/// property now holds and every property that held still holds.
package struct Suggestion: Hashable, Sendable {
    /// The move's name (``DesignMove/name``); two moves applied in turn
    /// are named `first + second`.
    package var move: String
    /// What the move does (``DesignMove/summary``).
    package var summary: String
    /// The rewritten model text, its `expect` lines matching ``after``.
    package var source: String
    /// Every standard property's verdict on the rewritten model, in
    /// ``StandardProperty`` order.
    package var after: [PropertyVerdict]
    /// How many lines the move's rewrite changes (added plus removed, the
    /// `expect` updates not counted): smaller first.
    package var size: Int

    /// Creates a suggestion from its stored properties.
    package init(move: String, summary: String, source: String, after: [PropertyVerdict], size: Int) {
        self.move = move
        self.summary = summary
        self.source = source
        self.after = after
        self.size = size
    }
}

/// A property's name and verdict: one row of a verdict table.
package struct PropertyVerdict: Hashable, Sendable {
    /// The property's name.
    package var property: String
    /// Its verdict.
    package var verdict: Verdict

    /// Creates a row.
    package init(property: String, verdict: Verdict) {
        self.property = property
        self.verdict = verdict
    }
}

/// The suggestions for one violated property, smallest first.
package struct PropertySuggestions: Hashable, Sendable {
    /// The violated property.
    package var property: String
    /// The moves that make it hold without breaking a property that held;
    /// empty when no move of the catalogue does.
    package var suggestions: [Suggestion]

    /// Creates the suggestions of one property.
    package init(property: String, suggestions: [Suggestion]) {
        self.property = property
        self.suggestions = suggestions
    }
}

/// What ``SuggestionSearch`` found for one model.
package struct SuggestionOutcome: Hashable, Sendable {
    /// The model's name.
    package var model: String
    /// The original model text.
    package var source: String
    /// Every standard property's verdict on the original model.
    package var before: [PropertyVerdict]
    /// One entry per violated property searched, in ``StandardProperty`` order.
    package var properties: [PropertySuggestions]

    /// Creates an outcome from its stored properties.
    package init(model: String, source: String, before: [PropertyVerdict], properties: [PropertySuggestions]) {
        self.model = model
        self.source = source
        self.before = before
        self.properties = properties
    }
}
