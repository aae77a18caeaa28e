import StateCheckEngine
import StateCheckScreens

/// The front end `ModelSystem.compile` uses: parse, then check
/// (`analyzeCheckedModel`, from the parser and checker).
enum ModelFrontEnd {
    /// The checked tree with its symbol table, and the warnings of a model
    /// without errors.
    ///
    /// - Throws: ``ModelError`` with every diagnostic (errors and warnings)
    ///   when the model has an error.
    static func parseAndCheck(source: String, file: String) throws(ModelError) -> (checked: CheckedModel, warnings: [Diagnostic]) {
        let (checked, diagnostics) = analyzeCheckedModel(source: source, file: file)
        guard let checked else { throw ModelError(diagnostics) }
        return (checked, diagnostics.filter { $0.severity != .error })
    }
}
