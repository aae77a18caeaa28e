import StateCheck

/// The shared front of `minimize` and `coverage`: collect the files, then
/// compile and explore each one with its graph (no property is checked).
enum CaseAnalysisInput {
    /// The explored models and their warnings (already written to standard
    /// error), or `nil` after writing a usage or model error.
    static func explore(_ args: ParsedArguments, _ context: CommandContext) -> (checked: [ModelChecking.Checked], warnings: [Diagnostic])? {
        guard let (checked, unchecked, diagnostics, _) = ModelChecking.checkPaths(args, properties: [], context: context), unchecked.isEmpty else {
            return nil
        }
        return (checked, diagnostics)
    }
}
