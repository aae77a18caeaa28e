import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// `compare` links each `✗` of a `.model` design or a Swift screen to its checked suggestion
/// (#33): a list under the Markdown table, a `suggestions` array in JSON, a
/// `fix` link and section in HTML; a suggestion the search withholds is never shown.
@Suite struct CompareSuggestionsTests {
    /// `statecheck compare ARGS` from the package root, so files are named as users see them.
    func compare(_ args: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        return runCLI(["compare"] + args)
    }

    @Test func goldenMarkdownListsTheFirstMoveOfEachViolation() {
        let r = compare(["Models/case1-before.model", "Models/case3-paging.model"])
        #expect(r.status == .success)
        expectGolden(r.stdout, "Suggest/compare-case1-before-case3.md")
        // The talk's moves, as `suggest` proves them.
        #expect(r.stdout.contains("- Case1Before ✗ P1 `contentKeptWhileReloading`: **reLoading**: add `reLoading(V)`"))
        #expect(r.stdout.contains("- Case3Paging ✗ P5 `contentKeptOnFailedRefresh`: **reLoadingFailure**: add `reLoadingFailure(V, E)`"))
        #expect(r.stdout.contains("- Case1Before ✗ P3 `noDoubleSpinner`: no move of the catalogue fixes it\n"))
    }

    /// Screens read from Swift are searched with the Swift moves, their
    /// module read as `suggest` reads it: the same suggestions `suggest` proves.
    @Test func swiftScreensLinkTheirViolationsToTheSwiftMoves() throws {
        let folder = "Tests/StateCheckTests/Swift/Fixtures/Suggest/"
        let r = compare([folder + "ProfileScreen.swift", folder + "OrdersScreen.swift"])
        #expect(r.status == .success, "\(r.stderr)")
        #expect(r.stdout.contains("- ProfileScreen ✗ P1 `contentKeptWhileReloading`: **reLoading**: add `reLoading(V)`"), "\(r.stdout)")
        #expect(r.stdout.contains("- OrdersScreen ✗ P2 `errorKeptWhileRetrying`: **retryLoading**: add `retryLoading(E)`"), "\(r.stdout)")
        #expect(r.stdout.contains("- ProfileScreen ✗ P8 `silentCancellation`: **ignoreCancellation**"), "\(r.stdout)")
        #expect(r.stdout.contains("- ProfileScreen ✗ P3 `noDoubleSpinner`: no move of the catalogue fixes it\n"), "\(r.stdout)")
        // --no-suggestions searches nothing.
        #expect(!compare([folder + "ProfileScreen.swift", "--no-suggestions"]).stdout.contains("Suggestions"))
    }

    @Test func goldenJSONCarriesEverySuggestionWithItsDiff() throws {
        let r = compare(["Models/case1-before.model", "--format", "json"])
        #expect(r.status == .success)
        expectGolden(r.stdout, "Suggest/compare-case1-before.json")
        let document = try JSONValue.parse(r.stdout)
        #expect(try JSONSchemaTests.schema("compare").errors(document) == [])
        // The cell's suggestions are `suggest`'s, diff for diff.
        let suggested = runCLI(["suggest", "Models/case1-before.model", "contentKeptWhileReloading", "--format", "json"]).stdout
        let fromSuggest = try JSONValue.parse(suggested)["properties"]?[0]?["suggestions"]?[0]?["diff"]
        let cell = document["designs"]?[0]?["verdicts"]?["contentKeptWhileReloading"]?["suggestions"]?[0]
        #expect(cell?["move"] == .string("reLoading"))
        #expect(fromSuggest != nil && cell?["diff"] == fromSuggest)
        // A cell that holds carries none.
        #expect(document["designs"]?[0]?["verdicts"]?["singleFlight"]?["suggestions"] == nil)
    }

    @Test func noSuggestionsLeavesTheTableAsBefore() {
        let r = compare(["Models/case1-before.model", "--no-suggestions"])
        #expect(r.status == .success)
        #expect(!r.stdout.contains("Suggestions"))
        #expect(compare(["Models/case1-before.model"]).stdout.hasPrefix(r.stdout))
    }

    @Test func htmlLinksEachViolationToItsSuggestionSection() throws {
        let page = compare(["Models/case1-before.model", "--format", "html"]).stdout
        #expect(page.contains(##"<td class="violated"><a href="#fs-d1-p1">✗3</a> <a class="fix" href="#fix-d1-p1" title="checked suggestion: reLoading">fix</a></td>"##))
        #expect(page.contains(#"<section class="suggestion" id="fix-d1-p1"><h3>Case1Before violates contentKeptWhileReloading</h3>"#))
        #expect(page.contains("<p>Suggestion: <strong>reLoading</strong>: add `reLoading(V)`"))
        #expect(page.contains("+    case reLoading(Value)\n"))
        // Every fix link has its section, and noDoubleSpinner (no move proves) has neither.
        let links = try Regex(##"href="#(fix-[^"]*)""##)
        let targets = page.matches(of: links).map { String($0.output[1].substring ?? "") }
        #expect(targets == ["fix-d1-p1", "fix-d1-p2", "fix-d1-p8"])
        for t in targets { #expect(page.contains("id=\"\(t)\"")) }
    }

    /// A move whose result breaks a property that held is withheld by the
    /// search, so the comparison shows no move for that cell.
    @Test func aWithheldMoveIsNeverShown() throws {
        let source = try String(contentsOf: modelsFolder.appendingPathComponent("case1-before.model"), encoding: .utf8)
        let search = SuggestionSearch(moves: [SuggestTests.fixesButBreaksAnother, SuggestTests.fixesNothing])
        let outcome = try search.suggest(source: source, file: "Models/case1-before.model", property: "contentKeptWhileReloading")
        let suggestions = ComparisonSuggestions(outcomes: [outcome.model: outcome])
        let row = Comparison.Row(name: outcome.model, file: "Models/case1-before.model", enumCases: 4, states: 13, transitions: 31,
                                 verdicts: ["contentKeptWhileReloading": (.violated, 3)])
        let comparison = Comparison(properties: ["contentKeptWhileReloading"], rows: [row])
        let markdown = MarkdownComparison.render(comparison, suggestions: suggestions)
        #expect(markdown.hasSuffix("- Case1Before ✗ P1 `contentKeptWhileReloading`: no move of the catalogue fixes it\n"))
        #expect(!markdown.contains("deadCase"))
        let json = JSONComparison.render(comparison, suggestions: suggestions)
        #expect(try JSONValue.parse(json)["designs"]?[0]?["verdicts"]?["contentKeptWhileReloading"]?["suggestions"] == .array([]))
        let page = HTMLComparison.render(comparison, suggestions: suggestions)
        #expect(!page.contains("fix-d1-p1") && !page.contains("deadCase"))
    }
}

