import StateCheckEngine
import StateCheckScreens

/// The front end `ModelSystem.compile` uses: parse, then check
/// (`analyzeModel`, from the parser and checker).
enum ModelFrontEnd {
    /// The checked tree and the warnings of a model without errors.
    ///
    /// - Throws: ``ModelError`` with every diagnostic (errors and warnings)
    ///   when the model has an error.
    static func parseAndCheck(source: String, file: String) throws(ModelError) -> (model: ModelDecl, warnings: [Diagnostic]) {
        let (model, diagnostics) = analyzeModel(source: source, file: file)
        guard let model else { throw ModelError(diagnostics) }
        return (model, diagnostics.filter { $0.severity != .error })
    }
}
