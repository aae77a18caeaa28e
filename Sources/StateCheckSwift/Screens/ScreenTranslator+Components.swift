import StateCheckLanguage

extension ScreenTranslator {
    /// The diagnostic of a generic view that would be a screen but is a
    /// component no view of the folder uses: its generic parameters are only
    /// known where a screen passes its arguments.
    func unusedComponentDiagnostic(_ t: SwiftModule.Located) -> Diagnostic {
        let params = t.decl.genericParameters.map(\.name).joined(separator: ", ")
        return Diagnostic(file: t.file, line: t.outer.location.line, column: t.outer.location.column,
                          message: "the generic view '\(t.decl.name)<\(params)>' is a component that no view of the folder uses; a component is checked inside the screens that call it (its generic parameters bound from their arguments)")
    }
}
