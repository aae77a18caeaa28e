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
        try #"{"expect": {"FeedScreen": {"contentKeptOnFailedRefresh": "violated", "silentCancellation": "violated"}}}"#
            .write(to: config, atomically: true, encoding: .utf8)
        let run = runCLI(["check", Self.fixtures + "/FeedScreen", "--config", config.path])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("FeedScreen"))
    }

    @Test func anUnsupportedScreenIsNotChecked() {
        let run = runCLI(["check", Self.fixtures + "/Unsupported"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("SettingsScreen.swift:10:13: error: the view 'Toggle' is not understood"))
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
}
