import StateCheck

extension CheckCommand {
    /// `--stamp`: the file a build-tool plugin declares as the output of its
    /// `statecheck check` command, so the build runs the check again only when
    /// its inputs change. It is a Swift file holding only comments (SwiftPM and
    /// Xcode compile a build command's `.swift` outputs into the target and would
    /// bundle any other file as a resource), so it adds nothing to the module.
    static let stampOption = OptionSpec(
        ["--stamp"], value: "path",
        help: "After checking, also write this Swift file, holding only a comment with the outcome (the build-tool plugin's output).")

    /// The stamp's text: one comment line with the outcome, deterministic (no
    /// time), so an unchanged outcome rewrites the same bytes.
    static func stamp(of report: CheckReport) -> String {
        let models = report.models.count == 1 ? "1 model" : "\(report.models.count) models"
        let failing = report.models.filter { !$0.allMet }.count + report.unchecked.count
        let outcome = report.allMet ? "every expectation met" : "\(failing) failed"
        return """
        // Written by `statecheck check --stamp` (StateCheck's build-tool plugin): \(models) checked, \(outcome).
        // It holds no code: the build compiles it to know that the check ran.

        """
    }
}
