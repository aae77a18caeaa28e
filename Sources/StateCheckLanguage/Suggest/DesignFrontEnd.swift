/// How ``SuggestionSearch`` reads a design's text and writes the text it
/// shows: a `.model` file (the default), or a front end of another
/// language (the Swift front end reads a screen of an app's Swift file).
///
/// The search never looks inside the text: it rewrites it with its moves,
/// reads each result with ``compile`` and checks it, so the same proof
/// serves every front end.
package struct DesignFrontEnd: Sendable {
    /// The design `source` (the text of `file`) read as a system to check;
    /// throws when it cannot be read.
    package var compile: @Sendable (_ source: String, _ file: String) throws -> ModelSystem
    /// The text shown for a proved rewrite with its verdicts: a `.model`
    /// file's `expect` lines follow them; a front end with no expectations
    /// in its text returns it unchanged. The search reads it back and
    /// checks it to the same verdicts before showing it.
    package var shown: @Sendable (_ source: String, _ verdicts: [PropertyVerdict]) -> String

    /// Creates a front end from its reading and its shown text.
    package init(compile: @escaping @Sendable (String, String) throws -> ModelSystem,
                 shown: @escaping @Sendable (String, [PropertyVerdict]) -> String) {
        self.compile = compile
        self.shown = shown
    }

    /// The `.model` language: compiled by ``ModelSystem/compile(source:file:)``,
    /// shown with its `expect` lines updated (``ExpectationUpdate``).
    package static var model: DesignFrontEnd {
        DesignFrontEnd(
            compile: { source, file in try ModelSystem.compile(source: source, file: file) },
            shown: { source, verdicts in ExpectationUpdate.apply(to: source, verdicts: verdicts) })
    }
}
