import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// The paging move (`paging(V)`, `pagingFailure(V, E)`) on a paging design
/// whose failed page replaces the pages by the error: proved like every move.
@Suite struct PagingMoveTests {
    static let file = "Suggest/paging-without-paging-cases.model"

    func source() throws -> String {
        try String(contentsOf: testTargetFolder.appendingPathComponent("Golden").appendingPathComponent(Self.file), encoding: .utf8)
    }

    @Test func pagingMoveKeepsThePagesOnAFailedPage() throws {
        let outcome = try SuggestionSearch(moves: [KeepPagesWhilePaging.move]).suggest(
            source: source(), file: "paging-without-paging-cases.model", property: "pagesKeptOnPagingFailure")
        #expect(outcome.before.first { $0.property == "pagesKeptOnPagingFailure" }?.verdict == .violated)
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "paging")
        #expect(first.after.first { $0.property == "pagesKeptOnPagingFailure" }?.verdict == .holds)
        #expect(first.source.contains("    case paging(Value)\n    case pagingFailure(Value, Error)\n}"))
        #expect(first.source.contains("    guard let users = dataState.value, !users.isEmpty else { return }\n    dataState = .paging(users)\n"))
        #expect(first.source.contains("        dataState = .pagingFailure(users, error)\n"))
        #expect(first.source.contains("    case .pagingFailure(let value, let error):\n        content(value)\n        footerError(error)\n"))
        // Case 3's standard verdicts (its guard `isLoading || isPaging` is the joined `isLoading` here).
        let case3 = try SuggestionSearch().verdicts(of: shippedModel("case3-paging.model"))
        #expect(first.after == case3)
        // The suggested design reads back with the same verdicts.
        #expect(try SuggestionSearch().verdicts(of: ModelSystem.compile(source: first.source, file: "suggested.model")) == first.after)
        // The catalogue proves it too, beside Case 4's smaller move.
        let all = try SuggestionSearch().suggest(source: source(), file: "paging-without-paging-cases.model", property: "pagesKeptOnPagingFailure")
        #expect(all.properties.first?.suggestions.map(\.move).contains("paging") == true)
    }

    /// The move without its failure rewrite (the failed page still goes to
    /// `loadingFailure`) fixes nothing, and is withheld.
    @Test func aPagingMoveThatLosesThePagesIsWithheld() throws {
        let flipped = DesignMove(name: "pagingOnly", summary: "paging without pagingFailure") { text in
            KeepPagesWhilePaging().apply(to: text)?.replacingOccurrences(
                of: "        dataState = .pagingFailure(users, error)\n", with: "        dataState = .loadingFailure(error)\n")
        }
        let outcome = try SuggestionSearch(moves: [flipped]).suggest(source: source(), file: "paging-without-paging-cases.model", property: "pagesKeptOnPagingFailure")
        #expect(outcome.properties.map(\.property) == ["pagesKeptOnPagingFailure"])
        #expect(outcome.properties.first?.suggestions.isEmpty == true)
    }

    @Test func movesSkipDesignsThatHaveTheirCases() throws {
        let case3 = try String(contentsOf: modelsFolder.appendingPathComponent("case3-paging.model"), encoding: .utf8)
        #expect(KeepPagesWhilePaging().apply(to: case3) == nil)
    }

    @Test func goldenText() {
        let path = testTargetFolder.appendingPathComponent("Golden").appendingPathComponent(Self.file).path
        let capture = CapturedOutput()
        let status = StateCheckCLI.main(["suggest", path, "pagesKeptOnPagingFailure"], context: capture.context())
        #expect(status == .success)
        expectGolden(capture.stdout.replacingOccurrences(of: path, with: "paging-without-paging-cases.model"), "Suggest/paging-without-paging-cases.txt")
    }
}
