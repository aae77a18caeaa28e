import StateCheck

extension DiagnosticLog {
    /// Writes and keeps the diagnostics of a design compiled as `file`
    /// (whose text is `source`): those in another file of its module (a
    /// Swift screen's enum or view model) are shown with that file's line,
    /// from ``moduleSources``.
    package func report(_ diagnostics: [Diagnostic], source: String?, of file: String) {
        var start = diagnostics.startIndex
        while start < diagnostics.endIndex {
            let run = diagnostics[start...].prefix { $0.file == diagnostics[start].file }
            let runFile = diagnostics[start].file
            report(Array(run), source: runFile == file ? source : moduleSources[runFile])
            start = run.endIndex
        }
    }
}
