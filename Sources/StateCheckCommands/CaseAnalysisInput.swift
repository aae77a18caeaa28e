import StateCheck

/// The shared front of `minimize` and `coverage`: collect the files, then
/// compile and explore each one with its graph (no property is checked).
enum CaseAnalysisInput {
    /// The explored models, or `nil` after writing a usage or model error.
    static func explore(_ args: ParsedArguments, _ context: CommandContext) -> [ModelChecking.Checked]? {
        guard let (checked, unchecked, _) = ModelChecking.checkPaths(args, properties: [], context: context), unchecked.isEmpty else {
            return nil
        }
        return checked
    }
}
