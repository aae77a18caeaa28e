/// The shared front of `minimize` and `coverage`: collect the files, then
/// compile and explore each one with its graph (no property is checked).
enum CaseAnalysisInput {
    /// The explored models, or `nil` after writing a usage or model error.
    static func explore(_ args: ParsedArguments, _ context: CommandContext) -> [ModelChecking.Checked]? {
        let files: [String]
        let limits: ExplorationLimits
        do {
            limits = try ExplorationLimits(args)
            files = try ModelFiles.collect(args.positionals.isEmpty ? ["Models"] : args.positionals)
        } catch let error as UsageError {
            context.writeError("error: \(error.message)\n")
            return nil
        } catch {
            context.writeError("\(error)\n")
            return nil
        }
        let checker = ModelChecking(properties: [], limits: limits, context: context)
        var out: [ModelChecking.Checked] = []
        for file in files {
            guard let checked = checker.run(file) else { return nil }
            out.append(checked)
        }
        return out
    }
}
