import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Same input, same bytes: every command that renders a result is run twice
/// in-process on the shipped models and the outputs compared.
@Suite struct DeterminismTests {
    static func run(_ arguments: [String]) -> (StateCheckCommands.ExitCode, String, String) {
        let out = CapturedOutput()
        let status = StateCheckCLI.main(arguments, context: out.context())
        return (status, out.stdout, out.stderr)
    }

    static let commands: [[String]] = {
        let models = modelsFolder.path
        var list: [[String]] = [
            ["check", models],
            ["check", models, "--format", "json"],
            ["check", models, "--format", "junit"],
            ["check", models, "--format", "github"],
            ["check", models + "/case4-paging.model", "--max-states", "200"],
            ["explain", models + "/case1-before.model", "contentKeptWhileReloading"],
        ]
        let names = Set(StateCheckCLI.commands.map(\.spec.name))
        if names.contains("compare") { list.append(["compare", models]); list.append(["compare", models, "--format", "json"]) }
        if names.contains("diagram") { list.append(["diagram", models + "/case1-after.model"]) }
        return list
    }()

    @Test(arguments: commands) func twoRunsGiveTheSameBytes(_ arguments: [String]) {
        let first = Self.run(arguments), second = Self.run(arguments)
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
        #expect(first.2 == second.2)
        #expect(!first.1.isEmpty)
    }
}
