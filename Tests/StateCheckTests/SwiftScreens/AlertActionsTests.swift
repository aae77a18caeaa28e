import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// An alert's actions as teams write them: a `TextField` bound to the
/// screen's text beside the buttons (iOS 16 alerts take one), and a button
/// offered only under an `if` (`if case .loginRequired? = error { Button("Sign in") … }`).
/// Before, either refused the screen ("the actions of '.alert' are read as
/// Buttons … this is not one"). Typing is now the input events a text field
/// bound to `blockReason` has, and a button under an `if` is offered
/// whenever the alert is (its condition not evaluated: at least every
/// behaviour of the real alert).
@Suite struct AlertActionsTests {
    static let folder = "Tests/StateCheckTests/Golden/SwiftScreens/AlertActions"

    init() { _ = FileManager.default.changeCurrentDirectoryPath(packageRoot) }

    @Test func theFieldIsTypingAndTheButtonsAreEvents() {
        let run = runCLI(["inspect", Self.folder])
        #expect(run.status == .success, "\(run.stderr)")
        for line in [
            "setBlockReasonA sync when blockReason != \"a\"  (line 32)",
            "alertBlock sync when alertBlockIsShown()  (line 36)",
            "alertSignIn sync when alertSignInIsShown()  (line 46)",
            "alertRetry Task when alertRetryIsShown()  (line 50)",
            "line 32: a text field among the actions of '.alert' is bound to $blockReason: typing is an event, enabled whenever the screen is shown",
            "line 45: the buttons under an if among the actions of '.alert' are read as always offered (the condition is not evaluated)",
        ] {
            #expect(run.stdout.contains(line), "\(line)\n\(run.stdout)")
        }
    }

    /// After a failed load the error alert offers Sign in; the block dialog
    /// takes a reason before Block runs its action.
    @Test func aReplayUsesTheButtonUnderTheIfAndTheField() {
        let run = runCLI(["replay", Self.folder + "/MembersView.swift", "load, fail membersClientMembers, alertSignIn, tapBlock, setBlockReasonA, alertBlock"])
        #expect(run.status == .success, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("""
            Step 6: alertBlock
              ran lines 36, 37, 38
              showBlockDialog
              − true
              + false
            """), "\(run.stdout)")
    }

    /// The screen never sets `.loginRequired` (its load fails with
    /// `.network` only), so the Sign in branch's case is unreachable.
    @Test func theUnreachableCaseIsFound() {
        let run = runCLI(["check", Self.folder, "--property", "allCasesReachable"])
        #expect(run.status == .expectationFailed)
        #expect(run.stdout.contains("[allCasesReachable] MembersView: expected to hold, but it is violated (never reached: MembersError.loginRequired (no trace: nothing leads there))"), "\(run.stdout)")
    }

    @Test func strictModeStillRefuses() {
        let run = runCLI(["check", Self.folder, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("MembersView.swift:32:13: error: the actions of '.alert' are read as Buttons"), "\(run.stderr)")
    }
}
