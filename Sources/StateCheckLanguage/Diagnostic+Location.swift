extension Diagnostic {
    /// A diagnostic at `location`, in the file it names or else in
    /// `compiledFile` (the file the model is compiled as).
    package init(file compiledFile: String, at location: SourceLocation, severity: Severity = .error, message: String) {
        self.init(file: location.file(or: compiledFile), line: location.line, column: location.column, severity: severity, message: message)
    }
}
