import StateCheckLanguage

extension DesignFrontEnd {
    /// A screen of an app's Swift file: the text is parsed in place of the
    /// file among `module` (the other files of its module, already parsed),
    /// the screen named `screen` is translated, and its design is compiled.
    /// A rewrite that the translator refuses (an error diagnostic) or that
    /// loses the screen throws, so the search drops it. The text is shown as
    /// it is: a Swift file carries no expectations.
    package static func swift(screen: String, module: [SwiftSourceFile], configuration: ScreenConfiguration) -> DesignFrontEnd {
        DesignFrontEnd(
            compile: { source, file in
                let parsed = SwiftParser.parse(source, file: file)
                let files = module.filter { $0.path != file } + [parsed]
                let (screens, diagnostics) = runWithLargeStack {
                    ScreenTranslator(module: SwiftModule(files: files), configuration: configuration).translate(onlyFiles: [file])
                }
                let errors = diagnostics.filter { $0.severity == .error }
                guard errors.isEmpty, let translated = screens.first(where: { $0.name == screen }) else {
                    throw ModelError(errors.isEmpty
                        ? [Diagnostic(file: file, line: 1, column: 1, message: "the screen '\(screen)' is not read from this text")]
                        : errors)
                }
                return try ModelSystem.compile(model: translated.model, file: file)
            },
            shown: { source, _ in source })
    }
}
