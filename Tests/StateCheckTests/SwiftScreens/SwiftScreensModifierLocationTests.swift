import Foundation
import Testing
@testable import StateCheckCommands

/// A modifier's diagnostic points at the modifier's name, on its own line,
/// not at the start of the view it is attached to (`.shimmering()` on line
/// 16 was reported at 14:17, `Text`'s column) nor at its first argument.
@Suite struct SwiftScreensModifierLocationTests {
    /// `--strict` refuses a modifier outside the SwiftUI mapping: `check`
    /// and `inspect` print the error at 16:22, the column of `shimmering`.
    @Test(arguments: [".shimmering()", ".shimmering(active: true)", ".shimmering { true }"])
    func anUnknownModifierIsReportedAtItsName(_ modifier: String) throws {
        let dir = try InspectCheckAgreementTests.articlesFolder {
            $0.replacingOccurrences(of: "                Text(errorMessage)\n",
                                    with: "                Text(errorMessage)\n                    .font(.headline)\n                    \(modifier)\n")
        }
        let error = "\(dir)/ArticlesView.swift:16:22: error: the modifier '.shimmering' on a view is not understood (\"strict\": true refuses modifiers outside the SwiftUI mapping)\n"
            + "                    \(modifier)\n"
            + "                     ^\n"
        for command in ["check", "inspect"] {
            let run = runCLI([command, "--strict", dir])
            #expect(run.status == .usageOrModelError, "\(command)")
            #expect(run.stderr.hasPrefix(error), "\(command): \(run.stderr)")
        }
    }
}
