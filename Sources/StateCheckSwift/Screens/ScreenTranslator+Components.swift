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

extension ScreenBuilder {
    /// Notes that the generic view `t`, which no view of the folder uses but
    /// which holds state of its own, is read as a screen alone: its generic
    /// parameters are `Value` (data the caller decides, or views the caller
    /// passes, which are presentation).
    mutating func aloneComponent(_ t: SwiftModule.Located) {
        let params = t.decl.genericParameters.map(\.name).joined(separator: ", ")
        abstraction("the generic view \(t.decl.name)<\(params)> is used by no view of the folder: it is checked alone, its generic parameters erased to Value", at: t.outer.location)
    }
}
