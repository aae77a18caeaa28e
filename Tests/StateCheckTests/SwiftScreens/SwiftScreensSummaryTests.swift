import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// `check` of an app folder ends with the whole app at a glance: screens
/// found, checked (read with abstractions among them) and refused, and the
/// verdicts of those checked (Golden/WholeApp: NotesScreen,
/// read with abstractions, and SyncScreen, refused because an observer's
/// closure may set its loading flag at any time).
@Suite struct SwiftScreensSummaryTests {
    @Test func aFolderOfScreensEndsWithTheirSummary() {
        let run = runCLI(["check", SwiftScreensAbstractionSoundnessTests.folder.deletingLastPathComponent().appendingPathComponent("WholeApp").path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("""
            SwiftUI screens: 2 found, 1 checked (1 read with abstractions: statecheck inspect lists them), 1 refused; their verdicts: 7 hold, 2 violated
            1 Swift file could not be checked; the most frequent reasons:
              1× a call with a trailing closure is not understood here

            """), "\(run.stderr)")
    }

    /// `--format json` carries the same figures as `summary`, the refused
    /// screens by name and the refusal reasons with their counts.
    @Test func aFolderOfScreensHasASummaryInJSON() {
        let run = runCLI(["check", "--format", "json", SwiftScreensAbstractionSoundnessTests.folder.deletingLastPathComponent().appendingPathComponent("WholeApp").path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stdout.contains("""
              "summary": {
                "screens": {
                  "found": 2,
                  "checked": 1,
                  "readWithAbstractions": 1,
                  "refused": [
                    "SyncScreen"
                  ]
                },
                "verdicts": {
                  "holds": 7,
                  "violated": 2,
                  "unknown": 0
                },
                "refusalReasons": [
                  {
                    "count": 1,
                    "message": "a call with a trailing closure is not understood here"
                  }
                ]
              }
            }

            """), "\(run.stdout)")
    }

    /// One screen checked without refusals needs no summary.
    @Test func oneScreenCheckedHasNoSummary() {
        let run = runCLI(["check", SwiftScreensFixtureTests.fixtures.appendingPathComponent("SaveButton").path])
        #expect(!run.stderr.contains("SwiftUI screens:"), "\(run.stderr)")
        let json = runCLI(["check", "--format", "json", SwiftScreensFixtureTests.fixtures.appendingPathComponent("SaveButton").path])
        #expect(!json.stdout.contains("\"summary\""), "\(json.stdout)")
    }
}
