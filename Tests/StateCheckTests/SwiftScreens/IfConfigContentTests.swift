import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// A toolbar's content that starts with `#if os(macOS) … #endif`
/// (`ToolbarItemGroup(placement:content:)` holding a platform's refresh
/// button, then the Reload button) is view content: its first clause is read,
/// as a view's `#if` is. Before, a closure holding `#if` was not recognised
/// as view content and its buttons' action closures were refused ("this
/// expression is not understood in a screen's code").
@Suite struct IfConfigContentTests {
    static let folder = "Tests/StateCheckTests/Golden/SwiftScreens/ToolbarContent"

    init() { _ = FileManager.default.changeCurrentDirectoryPath(packageRoot) }

    /// Both buttons start a load while the `.task`'s load is in flight: the
    /// real screen lets a tap come while the spinner shows.
    @Test func theToolbarsButtonsAreEventsAndDoubleLoadsAreFound() {
        let run = runCLI(["check", Self.folder, "--property", "singleFlight"])
        #expect(run.status == .expectationFailed, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("""
            [singleFlight] LocationsView: expected to hold, but it is violated (two calls of locations are in flight at once)
               1. load              (invisible) → spinner + mark("RefreshButton") + button("Reload")
               2. tapRefreshButton  spinner + mark("RefreshButton") + button("Reload") → spinner + mark("RefreshButton") + button("Reload")

            """), "\(run.stdout)")
    }

    @Test func inspectListsTheClauseRead() {
        let run = runCLI(["inspect", Self.folder])
        #expect(run.stdout.contains("line 58: #if in a view: its first clause is read (the configuration built by default)"), "\(run.stdout)")
        #expect(run.stdout.contains("tapReload Task when tapReloadIsShown()  (line 62)"))
    }

    @Test func strictModeRefusesTheIf() {
        let run = runCLI(["check", Self.folder, "--strict"])
        #expect(run.status == .usageOrModelError)
    }
}
