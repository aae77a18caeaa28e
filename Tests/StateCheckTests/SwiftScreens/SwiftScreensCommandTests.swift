import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage

/// The commands read `.swift` files and folders where they read `.model` paths.
@Suite struct SwiftScreensCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/SwiftScreens").path

    @Test func checkFailsOnTheDefaultExpectationsAndCitesTheSwift() {
        let run = runCLI(["check", Self.fixtures + "/ProfileScreen"])
        #expect(run.status == .expectationFailed)
        #expect((run.stdout + run.stderr).contains("ProfileScreen/ProfileScreen.swift:34:1: error: [noDoubleSpinner] ProfileScreen: expected to hold, but it is violated"))
        #expect((run.stdout + run.stderr).contains("replay: statecheck replay \(Self.fixtures)/ProfileScreen/ProfileScreen.swift"))
    }

    @Test func aConfigurationRecordsKnownViolations() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString).json")
        try #"{"expect": {"FeedScreen": {"contentKeptOnFailedRefresh": "violated", "silentCancellation": "violated"}}, "nonempty": ["FeedService.page"]}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let run = runCLI(["check", Self.fixtures + "/FeedScreen", "--config", config.path])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("FeedScreen"))
    }

    @Test func anUnsupportedScreenIsNotChecked() {
        let run = runCLI(["check", Self.fixtures + "/Unsupported"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("SettingsScreen.swift:16:46: error: '.alert' is read bound to a @State variable of the screen"))
    }

    /// After the report, `check` counts the `.swift` files it could not
    /// check and their most frequent reasons, names generalised.
    @Test func checkSummarisesWhyFilesWereNotChecked() {
        let run = runCLI(["check", Self.fixtures + "/Unsupported"])
        #expect(run.stderr.hasSuffix("""
            1 Swift file could not be checked; the most frequent reasons:
              1× '…' is read bound to a @State variable of the screen (isPresented: $variable), which SwiftUI resets as it dismisses; here isPresented: is Binding(get: { … }, set: { … })

            """), "\(run.stderr)")
    }

    @Test func inspectListsWhatWasRead() {
        let run = runCLI(["inspect", Self.fixtures + "/ProfileScreen/ProfileScreen.swift"])
        #expect(run.status == .success)
        #expect(run.stdout.contains("load .task  (line 59)"))
        #expect(run.stdout.contains("fetchProfile() -> Value  (line 77)"))
    }

    @Test func replayRunsEventsOnASwiftScreen() {
        let run = runCLI(["replay", Self.fixtures + "/ProfileScreen/ProfileScreen.swift", "load, success fetchProfile, refresh"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("Replaying 3 events on ProfileScreen"))
    }
    static let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Models").path

    static func golden(_ name: String) throws -> String {
        try String(contentsOfFile: fixtures + "/" + name, encoding: .utf8)
    }

    @Test func compareRowsEachScreenNamedAfterItsTypeBesideModels() throws {
        let run = runCLI(["compare", Self.fixtures + "/ProfileScreen", Self.fixtures + "/FeedScreen", Self.models + "/case1-after.model"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout == (try Self.golden("compare.md")))
    }

    @Test func coverageReadsASwiftFolder() throws {
        let run = runCLI(["coverage", Self.fixtures + "/FeedScreen"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout == (try Self.golden("FeedScreen/coverage.txt")))
    }

    @Test func minimizeReadsASwiftFile() throws {
        let run = runCLI(["minimize", Self.fixtures + "/ProfileScreen/ProfileScreen.swift"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout == (try Self.golden("ProfileScreen/minimize.txt")))
    }

    @Test(arguments: ["check", "compare", "coverage", "minimize", "diagram", "inspect"])
    func everyCommandReadingSwiftTakesAConfiguration(command: String) {
        let missing = "/nonexistent-\(UUID().uuidString)/statecheck.json"
        let run = runCLI([command, Self.fixtures + "/ProfileScreen/ProfileScreen.swift", "--config", missing])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains(missing), "\(run.stderr)")
        #expect(!run.stderr.contains("unknown option"))
    }

    @Test func explainAndReplayTakeAConfiguration() {
        let missing = "/nonexistent-\(UUID().uuidString)/statecheck.json"
        let file = Self.fixtures + "/ProfileScreen/ProfileScreen.swift"
        for args in [["explain", file, "noDoubleSpinner"], ["replay", file, "load"]] {
            let run = runCLI(args + ["--config", missing])
            #expect(run.status == .usageOrModelError)
            #expect(run.stderr.contains(missing), "\(run.stderr)")
        }
    }

    @Test func reportsSaysItReadsSwiftScreens() throws {
        let help = runCLI(["reports", "--help"])
        #expect(help.stdout.contains("PATH is .model files, .swift files or folders of either (default: Models)"))
        #expect(help.stdout.contains("--config"))
    }
}
