import StateCheckEngine
import StateCheckScreens

extension ModelSystem {
    /// Checks and lowers a model tree built by another front end (the Swift
    /// screens' translator): the same checker and lowering as a `.model`
    /// file's, with `file` naming the source in diagnostics and traces.
    ///
    /// - Throws: ``ModelError`` with every diagnostic when the tree has an error.
    package static func compile(model written: ModelDecl, file: String) throws(ModelError) -> ModelSystem {
        let (model, rowErrors, rowPoisoned) = RowExpansion.expand(written, file: file)
        let (semantic, symbols) = checkModelDetailed(model, file: file, failedNames: rowPoisoned, viewFailed: false)
        let diagnostics = sortedDiagnostics(rowErrors + semantic)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ModelError(diagnostics) }
        let warnings = diagnostics.filter { $0.severity != .error }
        let checked = CheckedModel(tree: model, symbols: symbols)
        let lowered: Result<ModelSystem, ModelError> = runWithLargeStack {
            do throws(ModelError) { return .success(try ModelSystem(checked: checked, file: file, warnings: warnings)) } catch { return .failure(error) }
        }
        return try lowered.get()
    }
}
