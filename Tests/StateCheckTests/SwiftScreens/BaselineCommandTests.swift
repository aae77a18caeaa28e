import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// `statecheck baseline` records today's violations so that `check` passes,
/// and a violation the file does not record still fails.
@Suite struct BaselineCommandTests {
    /// A temporary copy of one fixture folder; returns the copy's path.
    static func copy(_ fixture: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent(fixture)
        try FileManager.default.copyItem(atPath: SwiftScreensCommandTests.fixtures + "/" + fixture, toPath: target.path)
        return target.path
    }

    /// FeedScreen's baseline beside its sources: the team's api fact (its
    /// page is never empty, as case3-paging's) is kept.
    static let feedBaseline = """
        {
          "expect": {
            "FeedScreen": {
              "contentKeptOnFailedRefresh": "violated",
              "silentCancellation": "violated"
            }
          },
          "nonempty": [
            "FeedService.page"
          ]
        }

        """

    @Test func baselineMakesCheckPassAndIsIdempotent() throws {
        let folder = try Self.copy("FeedScreen")
        let file = folder + "/statecheck.json"
        #expect(runCLI(["check", folder]).status == .expectationFailed)

        let first = runCLI(["baseline", folder])
        #expect(first.status == .success, "\(first.stderr)")
        #expect(first.stdout == "Wrote \(file): 2 known violations in 1 screen.\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.feedBaseline)

        let check = runCLI(["check", folder])
        #expect(check.status == .success, "\(check.stdout)\(check.stderr)")

        let again = runCLI(["baseline", folder])
        #expect(again.status == .success)
        #expect(again.stdout == "\(file) is up to date: 2 known violations in 1 screen.\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.feedBaseline)
    }

    @Test func aViolationTheBaselineDoesNotRecordStillFails() throws {
        let folder = try Self.copy("FeedScreen")
        #expect(runCLI(["baseline", folder]).status == .success)
        let file = folder + "/statecheck.json"
        let fewer = Self.feedBaseline.replacingOccurrences(of: "\"contentKeptOnFailedRefresh\": \"violated\",\n      ", with: "")
        try fewer.write(toFile: file, atomically: true, encoding: .utf8)
        let check = runCLI(["check", folder])
        #expect(check.status == .expectationFailed)
        #expect((check.stdout + check.stderr).contains("[contentKeptOnFailedRefresh] FeedScreen: expected to hold, but it is violated"))
    }

    @Test func aGivenConfigurationKeepsItsOtherKeys() throws {
        let folder = try Self.copy("ProfileScreen")
        let config = folder + "/../team.json"
        try #"{"expect": {"Other": {"noDoubleSpinner": "violated"}, "ProfileScreen": {"singleFlight": "violated"}}, "bounds": {"maxTasks": 4}}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let run = runCLI(["baseline", folder + "/ProfileScreen.swift", "--config", config])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == """
            {
              "bounds": {
                "maxTasks": 4
              },
              "expect": {
                "Other": {
                  "noDoubleSpinner": "violated"
                },
                "ProfileScreen": {
                  "contentKeptOnFailedRefresh": "violated",
                  "errorKeptWhileRetrying": "violated",
                  "noDoubleSpinner": "violated",
                  "silentCancellation": "violated"
                }
              }
            }

            """)
        #expect(!FileManager.default.fileExists(atPath: folder + "/statecheck.json"))
        #expect(runCLI(["check", folder, "--config", config]).status == .success)
    }

    /// A new file named by `--config` holds no api fact: FeedScreen's page
    /// may then answer empty, which changes none of its verdicts (an empty
    /// first page shows an empty list; a later one is as new as its
    /// request), so the same two violations are recorded.
    @Test func aConfigurationFileThatIsAbsentIsCreated() throws {
        let folder = try Self.copy("FeedScreen")
        let config = folder + "/../new.json"
        #expect(runCLI(["baseline", folder, "--config", config]).status == .success)
        #expect(try String(contentsOfFile: config, encoding: .utf8) == """
            {
              "expect": {
                "FeedScreen": {
                  "contentKeptOnFailedRefresh": "violated",
                  "silentCancellation": "violated"
                }
              }
            }

            """)
    }

    @Test func nothingIsWrittenWhenAScreenCannotBeRead() throws {
        let folder = try Self.copy("Unsupported")
        let run = runCLI(["baseline", folder])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("not written"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/statecheck.json"))
    }

    @Test func usageErrors() {
        #expect(runCLI(["baseline"]).status == .usageOrModelError)
        let missing = runCLI(["baseline", "/nonexistent-\(UUID().uuidString)"])
        #expect(missing.status == .usageOrModelError)
        #expect(missing.stderr.contains("no such file or folder"))
        let help = runCLI(["baseline", "--help"])
        #expect(help.status == .success)
        #expect(help.stdout.contains("USAGE: statecheck baseline PATH [options]"))
        #expect(help.stdout.contains("--config <path>"))
    }
}
