import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// The paging move (#33): a paging design whose failed page replaces the
/// pages by `.loadingFailure(error)` violates `pagesKeptOnPagingFailure`;
/// adding `pagingFailure(V, E)` is the first suggestion, proved by checking.
@Suite struct PagingFailureMoveTests {
    static let file = "Suggest/paging-without-failure.model"

    var url: URL { testTargetFolder.appendingPathComponent("Golden").appendingPathComponent(Self.file) }

    func source() throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test func aFailedPageKeepsThePagesIsTheFirstSuggestion() throws {
        let outcome = try SuggestionSearch().suggest(source: source(), file: "paging-without-failure.model", property: "pagesKeptOnPagingFailure")
        #expect(outcome.before.first { $0.property == "pagesKeptOnPagingFailure" }?.verdict == .violated)
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "pagingFailure")
        #expect(first.after.first { $0.property == "pagesKeptOnPagingFailure" }?.verdict == .holds)
        #expect(first.source.contains("""
                } catch {
                    if case .paging(let value) = dataState {
                        dataState = .pagingFailure(value, error)
                    } else {
                        dataState = .loadingFailure(error)
                    }
                }
            """))
        #expect(first.source.contains("    case loadingFailure(Error)\n    case pagingFailure(Value, Error)\n    case paging(Value)\n"))
        // The suggested design reads back with the same verdicts.
        #expect(try SuggestionSearch().verdicts(of: ModelSystem.compile(source: first.source, file: "suggested.model")) == first.after)
        // The talk's Case 3 Paging has the same verdicts (its view also shows a footer error and retry).
        #expect(first.after == (try SuggestionSearch().verdicts(of: shippedModel("case3-paging.model"))))
    }

    /// The rewrite that adds the case but still sends a failed page to
    /// `.loadingFailure` fixes nothing and is withheld.
    @Test func aRewriteThatStillDropsThePagesIsWithheld() throws {
        let broken = DesignMove(name: "caseOnly", summary: "adds the case, keeps the assignment") { text in
            KeepContentOnFailedReload.pagingFailure.apply(text)?
                .replacingOccurrences(of: "dataState = .pagingFailure(value, error)", with: "dataState = .loadingFailure(error)")
        }
        let outcome = try SuggestionSearch(moves: [broken]).suggest(source: source(), file: "paging-without-failure.model", property: "pagesKeptOnPagingFailure")
        #expect(outcome.properties.map(\.property) == ["pagesKeptOnPagingFailure"])
        #expect(outcome.properties.first?.suggestions.isEmpty == true)
    }

    @Test func movesSkipDesignsThatHaveTheCase() throws {
        let models = modelsFolder
        for file in ["case3-paging.model", "case4-paging.model", "case1-before.model"] {
            let text = try String(contentsOf: models.appendingPathComponent(file), encoding: .utf8)
            #expect(KeepContentOnFailedReload.pagingFailure.apply(text) == nil, "\(file)")
        }
    }

    @Test func goldenText() {
        let capture = CapturedOutput()
        let status = StateCheckCLI.main(["suggest", url.path, "pagesKeptOnPagingFailure"], context: capture.context())
        #expect(status == .success)
        expectGolden(capture.stdout.replacingOccurrences(of: url.path, with: "paging-without-failure.model"), "Suggest/paging-without-failure.txt")
    }
}
