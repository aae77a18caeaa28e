import StateCheck
import Foundation

extension CheckCommand {
    /// Appends the Markdown step summary of `report` to `path` (the file
    /// GitHub Actions shows on the run's page; other steps write to it too,
    /// so it is appended to, and created when missing). A summary that
    /// cannot be written is a warning: the verdicts, not the summary,
    /// decide the exit status.
    static func writeStepSummary(_ report: CheckReport, checked: [ModelChecking.Checked], to path: String, context: CommandContext) {
        let comparison = Comparison(standardColumns: checked, minimizations: checked.map { Minimization.analyze($0.result.exploration) })
        let data = Data(GitHubReport.stepSummary(report, comparison: comparison).utf8)
        do {
            if !FileManager.default.fileExists(atPath: path) {
                try data.write(to: URL(fileURLWithPath: path))
                return
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: data)
        } catch {
            context.writeError("\(path): warning: the step summary cannot be written (\(error.localizedDescription)); GITHUB_STEP_SUMMARY names this file\n")
        }
    }
}
