import StateCheck
import Testing

/// `DesignComparison` from a test, as the article `CheckYourOwnEnum` shows
/// it: the rows `statecheck compare` prints, through the public API only.
@Suite struct DesignComparisonTests {
    @Test func aRowIsTheDesignsCheck() throws {
        var comparison = DesignComparison()
        let result = try comparison.add(SwiftScreenSystem(UserScreen()), file: "UserScreen.swift")
        let row = try #require(comparison.rows.first)
        #expect(comparison.rows.count == 1)
        #expect(row.name == "UserScreen")
        #expect(row.file == "UserScreen.swift")
        #expect(row.states == result.stateCount)
        #expect(row.transitions == result.transitionCount)
        #expect(row.verdicts["contentKeptWhileReloading"] == .holds)
        #expect(row.verdicts["errorKeptWhileRetrying"] == .violated)
        #expect(row.traceLengths["errorKeptWhileRetrying"] == result["errorKeptWhileRetrying"]?.trace?.labels.count)
        #expect(row.traceLengths["contentKeptWhileReloading"] == nil)
        #expect(row.limit == nil)
        #expect(comparison.properties == StandardProperty.allCases.map(\.rawValue))
        #expect(Set(row.verdicts.keys) == Set(comparison.properties))
    }

    @Test func aCheckMadeAlreadyGivesTheSameRow() throws {
        var checkedHere = DesignComparison()
        try checkedHere.add(SwiftScreenSystem(UserScreen()), file: "UserScreen.swift")
        var checkedBefore = DesignComparison()
        checkedBefore.add(try check(SwiftScreenSystem(UserScreen())), file: "UserScreen.swift")
        #expect(checkedHere == checkedBefore)
        #expect(checkedHere.rows == checkedBefore.rows)
    }

    @Test func theMarkdownIsComparesTable() throws {
        var comparison = DesignComparison()
        try comparison.add(SwiftScreenSystem(UserScreen()), file: "UserScreen.swift")
        let row = try #require(comparison.rows.first)
        let lines = comparison.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("| Design | Cases | States | Transitions | P1 |") == true)
        #expect(lines.contains { $0.hasPrefix("| UserScreen | \(row.enumCases) | \(row.states) | \(row.transitions) | ") })
        #expect(lines.contains("- P1: `\(comparison.properties[0])`"))
    }
}
