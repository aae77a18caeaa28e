import StateCheckLanguage

/// A documented abstraction the translator applied to a screen, with where.
package struct ScreenAbstraction: Hashable, Sendable {
    /// The construct's location (in the screen's file or, for its enum, its
    /// extensions or its view model, in the file that declares them).
    package var location: SourceLocation
    /// The rule, in one line (`users.last?.id in guard let: read as !users.isEmpty`).
    package var rule: String
}

/// What the translator applied to one screen beyond the model tree, for `inspect`.
package struct ScreenSummary: Hashable, Sendable {
    /// Abstractions applied, in order.
    package var abstractions: [ScreenAbstraction] = []
    /// Constructs outside the SwiftUI mapping read as presentation (they
    /// neither read nor write what the screen's loading depends on), in order.
    package var presentation: [ScreenAbstraction] = []
}

/// One screen read from Swift: its design as a model tree, and what was understood.
package struct TranslatedScreen: Sendable {
    /// The screen's type name (the design's name).
    package var name: String
    /// The file that declares the screen (diagnostics and traces cite it).
    package var file: String
    /// The design, for the model checker.
    package var model: ModelDecl
    /// The abstractions applied, for `inspect`.
    package var summary: ScreenSummary
}
