import StateCheckScreens

/// A design move proved to help: the rewritten model was checked, the
/// property now holds and every property that held still holds.
public struct Suggestion: Hashable, Sendable {
    /// The move's name (``DesignMove/name``).
    public var move: String
    /// What the move does (``DesignMove/summary``).
    public var summary: String
    /// The rewritten model text, its `expect` lines matching ``after``.
    public var source: String
    /// Every standard property's verdict on the rewritten model, in
    /// ``StandardProperty`` order.
    public var after: [PropertyVerdict]
    /// How many lines the move's rewrite changes (added plus removed, the
    /// `expect` updates not counted): smaller first.
    public var size: Int

    /// Creates a suggestion from its stored properties.
    public init(move: String, summary: String, source: String, after: [PropertyVerdict], size: Int) {
        self.move = move
        self.summary = summary
        self.source = source
        self.after = after
        self.size = size
    }
}

/// A property's name and verdict: one row of a verdict table.
public struct PropertyVerdict: Hashable, Sendable {
    /// The property's name.
    public var property: String
    /// Its verdict.
    public var verdict: Verdict

    /// Creates a row.
    public init(property: String, verdict: Verdict) {
        self.property = property
        self.verdict = verdict
    }
}

/// The suggestions for one violated property, smallest first.
public struct PropertySuggestions: Hashable, Sendable {
    /// The violated property.
    public var property: String
    /// The moves that make it hold without breaking a property that held;
    /// empty when no move of the catalogue does.
    public var suggestions: [Suggestion]

    /// Creates the suggestions of one property.
    public init(property: String, suggestions: [Suggestion]) {
        self.property = property
        self.suggestions = suggestions
    }
}

/// What ``SuggestionSearch`` found for one model.
public struct SuggestionOutcome: Hashable, Sendable {
    /// The model's name.
    public var model: String
    /// The original model text.
    public var source: String
    /// Every standard property's verdict on the original model.
    public var before: [PropertyVerdict]
    /// One entry per violated property searched, in ``StandardProperty`` order.
    public var properties: [PropertySuggestions]

    /// Creates an outcome from its stored properties.
    public init(model: String, source: String, before: [PropertyVerdict], properties: [PropertySuggestions]) {
        self.model = model
        self.source = source
        self.before = before
        self.properties = properties
    }
}
