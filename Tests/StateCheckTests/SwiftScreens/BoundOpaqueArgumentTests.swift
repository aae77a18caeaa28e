import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// A view of the folder that presents what it is given, given a binding to a
/// property the screen does not decide (`MyIntStepper(amount: $value)`, where
/// `value` is filled from an api's answer and so read opaque): a mark on the
/// screen, whatever the view writes through the binding (writes to an opaque
/// property are not read; tests of it are assumptions). Before, `$value`
/// reached the model as data and the screen was refused ("'$value' is only
/// available in a closure's body", 39 times in one corpus app).
@Suite struct BoundOpaqueArgumentTests {
    static let folder = "Tests/StateCheckTests/Golden/SwiftScreens/SettingStepper"

    init() { _ = FileManager.default.changeCurrentDirectoryPath(packageRoot) }

    @Test func theStepperIsAMarkAndTheScreenIsChecked() {
        let inspect = runCLI(["inspect", Self.folder])
        #expect(inspect.stdout.contains("line 20: 'MyIntStepper' shows $value, a value the screen does not decide: a mark on the screen"), "\(inspect.stdout)")
        // The first load's request is still in flight when the view comes back: `isFirstShown`
        // is set only after the await, so the second `.task` asks again.
        let run = runCLI(["check", Self.folder, "--property", "singleFlight"])
        #expect(run.status == .expectationFailed, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("""
            [singleFlight] SettingView: expected to hold, but it is violated (two calls of setting are in flight at once)
               1. load              (invisible) → mark("MyIntStepper")
               2. cancel            mark("MyIntStepper") → (invisible)
               3. load              (invisible) → mark("MyIntStepper")

            """), "\(run.stdout)")
    }

    @Test func strictModeStillRefuses() {
        #expect(runCLI(["check", Self.folder, "--strict"]).status == .usageOrModelError)
    }
}
