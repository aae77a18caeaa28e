import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Calls of a service's methods keep each call site's effects. The view
/// model calls `notificationService.showSuccess(…)` and
/// `notificationService.handleError(…)` synchronously (no `await`: code the
/// model does not read, handed nothing of the screen), awaits
/// `cache.refresh()` without `try` (it cannot throw, or Swift would not
/// compile the call) and `try await api.refresh()` (it can). Before, all
/// four were apis named after the method: the synchronous ones "must be
/// marked with 'await'" and the untried `refresh` "can throw but is not
/// marked with 'try'", and the screen was refused.
@Suite struct ServiceCallsTests {
    static let folder = "Tests/StateCheckTests/Golden/SwiftScreens/ServiceCalls"

    init() { _ = FileManager.default.changeCurrentDirectoryPath(packageRoot) }

    @Test func eachRefreshIsItsOwnApiWithItsSitesThrowing() {
        let run = runCLI(["translate", Self.folder])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("""
            api fetchActivities() -> Value nonempty
            api refresh() -> Value nonthrowing nonempty
            api activityAPIRefresh() -> Value nonempty

            """), "\(run.stdout)")
        #expect(run.stdout.contains("""
            func sync() async {
                await refresh()
                do {
                    try await activityAPIRefresh()
                } catch {
                }
            }
            """), "\(run.stdout)")
        // The synchronous service calls are no apis.
        #expect(!run.stdout.contains("showSuccess"))
        #expect(!run.stdout.contains("handleError"))
    }

    @Test func inspectSaysWhatWasAssumed() {
        let run = runCLI(["inspect", Self.folder])
        #expect(run.stdout.contains("ActivityViewModel.swift:31: notificationService.showSuccess(…) calls InAppNotificationService, a type the folder does not declare, handing it nothing of the screen: it changes nothing the model reads"), "\(run.stdout)")
        #expect(run.stdout.contains("ActivityViewModel.swift:40: Cache.refresh is called without 'try': the api refresh cannot fail"))
        #expect(run.stdout.contains("ActivityViewModel.swift:42: the api ActivityAPI.refresh is named activityAPIRefresh here: this call can throw, unlike another call of 'refresh'"))
        #expect(run.stdout.contains("ActivityViewModel.swift:20: the property errorMessage is opaque (it is assigned a value the screen does not decide, line 33)"))
    }

    /// The screen is checked; its pull-to-refresh runs while the first load's
    /// spinner shows (`.refreshable` on the List in every state).
    @Test func theScreenIsCheckedAndItsDoubleSpinnerFound() {
        let run = runCLI(["check", Self.folder, "--property", "noDoubleSpinner"])
        #expect(run.status == .expectationFailed, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("""
            [noDoubleSpinner] ActivityScreen: expected to hold, but it is violated (the screen shows spinner + refreshSpinner: spinner and refreshSpinner together)
               1. load              (invisible) → spinner
               2. refresh           spinner → spinner + refreshSpinner

            """), "\(run.stdout)")
    }

    @Test func strictModeStillRefuses() {
        let run = runCLI(["check", Self.folder, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stdout.contains("0 models checked"), "\(run.stdout)")
    }
}
