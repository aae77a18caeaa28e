import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage

/// `statecheck translate`: the `.model` text a Swift screen was read as.
@Suite struct TranslateCommandTests {
    static let fixtures = SwiftScreensCommandTests.fixtures

    /// The text of ProfileScreen, its file named relative to the fixtures,
    /// is `Golden/CLI/translate-ProfileScreen.txt` (not a `.model` beside the screen, which commands would read as a design)
    /// (`STATECHECK_RECORD_GOLDEN=1 swift test` rewrites it).
    @Test func printsTheModelAScreenWasReadAs() throws {
        let run = runCLI(["translate", Self.fixtures + "/ProfileScreen/ProfileScreen.swift", "--screen", "ProfileScreen"])
        #expect(run.status == .success, "\(run.stderr)")
        let text = run.stdout.replacingOccurrences(of: Self.fixtures + "/", with: "")
        let url = URL(fileURLWithPath: Self.fixtures + "/../CLI/translate-ProfileScreen.txt")
        if ProcessInfo.processInfo.environment["STATECHECK_RECORD_GOLDEN"] == "1" { try text.write(to: url, atomically: true, encoding: .utf8) }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)))
        #expect(text.hasPrefix("// ProfileScreen: read from ProfileScreen/ProfileScreen.swift:"))
        // The text is a model that compiles.
        _ = try ModelSystem.compile(source: run.stdout, file: "translate.model")
    }

    @Test func aRefusedScreenGetsCheckDiagnosticsAndExitTwo() {
        let run = runCLI(["translate", Self.fixtures + "/Unsupported"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("SettingsScreen.swift:16:46: error: '.alert' is read bound to a @State variable of the screen"), "\(run.stderr)")
    }

    @Test func aNameWithoutModelSpellingIsAnError() {
        let run = runCLI(["translate", Self.fixtures + "/Dashboard"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("Dashboard/Dashboard.swift:4:1: error: 'Dashboard' was read with constructs no .model text spells (the variable name 'news.state'; "), "\(run.stderr)")
        #expect(run.stdout.contains("var /* the variable name 'news.state' */: Loadable = .idle"))
    }

    @Test func aModelFileIsAUsageError() {
        let run = runCLI(["translate", SwiftScreensCommandTests.models + "/case1-after.model"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr == "error: 'translate' reads Swift screens (a .swift file or a folder of them); '\(SwiftScreensCommandTests.models)/case1-after.model' is a .model file, which is already model text\n")
    }

    @Test func anUnknownScreenNameIsAnError() {
        let run = runCLI(["translate", Self.fixtures + "/ProfileScreen/ProfileScreen.swift", "--screen", "Nope"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("no screen named 'Nope' was read (the screens read: ProfileScreen)"), "\(run.stderr)")
    }

    @Test func helpListsTheOptions() {
        let help = runCLI(["translate", "--help"])
        #expect(help.stdout.contains("--screen"))
        #expect(help.stdout.contains("--output"))
    }
}
