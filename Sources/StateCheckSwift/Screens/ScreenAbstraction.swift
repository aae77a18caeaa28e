import StateCheckLanguage

/// A documented abstraction the translator applied to a screen, with where.
package struct ScreenAbstraction: Hashable, Sendable {
    /// The construct's location in the screen's file.
    package var location: SourceLocation
    /// The rule, in one line (`users.last?.id in guard let: read as !users.isEmpty`).
    package var rule: String
}

/// What the translator understood of one screen, for `inspect`.
package struct ScreenSummary: Hashable, Sendable {
    /// An event and the Swift line that defines it.
    package struct Event: Hashable, Sendable {
        /// `load`, `refresh`, `page`, `tapRetry`, …
        package var name: String
        /// `.task`, `.refreshable`, `Task`, `sync`.
        package var kind: String
        /// Where the construct that defines it is.
        package var location: SourceLocation
    }
    /// Events in order.
    package var events: [Event] = []
    /// Abstractions applied, in order.
    package var abstractions: [ScreenAbstraction] = []
}

/// One screen read from Swift: its design as a model tree, and what was understood.
package struct TranslatedScreen: Sendable {
    /// The screen's type name (the design's name).
    package var name: String
    /// The file that declares the screen (diagnostics and traces cite it).
    package var file: String
    /// The design, for the model checker.
    package var model: ModelDecl
    /// Events and abstractions, for `inspect`.
    package var summary: ScreenSummary
}
