/// The front end `ModelSystem.compile` uses: parse, then check.
enum ModelFrontEnd {
    static func parseAndCheck(source: String, file: String) throws(ModelError) -> ModelDecl {
        let (model, diagnostics) = parseModel(source: source, file: file)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ModelError(diagnostics) }
        guard let model else {
            throw ModelError([Diagnostic(file: file, line: 1, column: 1, message: "the file has no 'model' declaration")])
        }
        return model
    }
}
