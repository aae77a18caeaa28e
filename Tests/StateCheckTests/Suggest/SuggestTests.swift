import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// `statecheck suggest` (#33): the talk's moves are rediscovered, proved
/// by checking, and a move that does not prove out is withheld.
@Suite struct SuggestTests {
    func source(_ file: String) throws -> String {
        try String(contentsOf: modelsFolder.appendingPathComponent(file), encoding: .utf8)
    }

    /// The whole verdict table of a shipped model, as the search computes it.
    func verdicts(_ file: String) throws -> [PropertyVerdict] {
        try SuggestionSearch().verdicts(of: shippedModel(file))
    }

    @Test func case1BeforeReloadingIsTheTalksMove() throws {
        let outcome = try SuggestionSearch().suggest(source: source("case1-before.model"), file: "Models/case1-before.model", property: "contentKeptWhileReloading")
        #expect(outcome.before.first { $0.property == "contentKeptWhileReloading" }?.verdict == .violated)
        #expect(outcome.properties.map(\.property) == ["contentKeptWhileReloading"])
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "reLoading")
        #expect(first.after == (try verdicts("case1-after.model")))
        // The suggested design is a model that compiles and reads back with the same verdicts.
        #expect(try SuggestionSearch().verdicts(of: ModelSystem.compile(source: first.source, file: "suggested.model")) == first.after)
        #expect(checkPasses(first.source))
        #expect(first.source.contains("expect holds contentKeptWhileReloading\n"))
    }

    @Test func case2BeforeRetryIsTheTalksMove() throws {
        let outcome = try SuggestionSearch().suggest(source: source("case2-before.model"), file: "Models/case2-before.model", property: "errorKeptWhileRetrying")
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "retryLoading")
        #expect(first.after == (try verdicts("case2-after.model")))
        #expect(checkPasses(first.source))
    }

    /// Whether `statecheck check` meets every expectation of `source`: the
    /// suggested design's `expect` lines were brought up to date.
    func checkPasses(_ source: String) -> Bool {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("suggested-\(UUID().uuidString).model")
        defer { try? FileManager.default.removeItem(at: url) }
        guard (try? source.write(to: url, atomically: true, encoding: .utf8)) != nil else { return false }
        return run(["check", url.path]).status == .success
    }

    @Test func case3PagingFailedRefreshIsCase4sMove() throws {
        let outcome = try SuggestionSearch().suggest(source: source("case3-paging.model"), file: "Models/case3-paging.model", property: "contentKeptOnFailedRefresh")
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "reLoadingFailure")
        #expect(first.after == (try verdicts("case4-paging.model")))
        #expect(checkPasses(first.source))
    }

    /// Case 1 → 2 from Case 1 After (Case 2 Before's guarded table): its
    /// `startLoading()` sends `.failure` to `initialLoading` in a one-line
    /// clause, which the move splits as Case 2 After's does.
    @Test func case1AfterRetryIsCase2sMove() throws {
        let outcome = try SuggestionSearch().suggest(source: source("case1-after.model"), file: "Models/case1-after.model", property: "errorKeptWhileRetrying")
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "retryLoading")
        #expect(first.after == (try verdicts("case2-after.model")))
        #expect(first.source.contains("        case .failure(let error): self = .retryLoading(error)\n"))
        #expect(checkPasses(first.source))
    }

    /// Case 2 → 4 on the single-value designs: Case 2 After's failed reload
    /// gets Case 4's `reLoadingFailure` move, with Case 4's verdicts.
    @Test func case2AfterFailedRefreshIsCase4sMove() throws {
        let outcome = try SuggestionSearch().suggest(source: source("case2-after.model"), file: "Models/case2-after.model", property: "contentKeptOnFailedRefresh")
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "reLoadingFailure")
        #expect(first.after == (try verdicts("case4-reloading-failure.model")))
        #expect(checkPasses(first.source))
    }

    /// Case 0 → 1: Case 0 After is Case 1 Before without pull-to-refresh,
    /// so its only reload is the retry link, and the move that keeps the
    /// error while it runs is the one Case 2 makes; Case 0 Before → After
    /// is a refactoring with the same verdicts, not a fix.
    @Test func case0AfterRetryIsCase2sMove() throws {
        #expect(try verdicts("case0-before.model") == verdicts("case0-after.model"))
        let outcome = try SuggestionSearch().suggest(source: source("case0-after.model"), file: "Models/case0-after.model", property: "errorKeptWhileRetrying")
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "retryLoading")
        #expect(first.after.first { $0.property == "errorKeptWhileRetrying" }?.verdict == .holds)
        #expect(checkPasses(first.source))
    }

    /// `silentCancellation`: the smallest proved move ignores the
    /// `CancellationError` and puts back the state the load replaced; the
    /// `Task.isCancelled` check is proved too, and both suggested designs
    /// pass `statecheck check` with the property holding.
    @Test(arguments: ["case0-after.model", "case1-before.model", "case1-after.model", "case2-before.model", "caseEX-placeholder.model"])
    func silentCancellationIsTheCancellationMove(_ file: String) throws {
        let outcome = try SuggestionSearch().suggest(source: source(file), file: "Models/\(file)", property: "silentCancellation")
        let suggestions = try #require(outcome.properties.first?.suggestions)
        #expect(suggestions.map(\.move) == ["ignoreCancellation", "checkCancellation"])
        for s in suggestions {
            #expect(s.after.first { $0.property == "silentCancellation" }?.verdict == .holds)
            #expect(checkPasses(s.source))
        }
    }

    /// From Case 2 After on, a cancelled first load that puts back `idle`
    /// while the view is visible again (its reload was dropped by the busy
    /// guard) lets a pull-to-refresh start `initialLoading` under the
    /// refresh spinner: `noDoubleSpinner`, which held, breaks, so neither
    /// cancellation move is shown.
    @Test func cancellationMovesThatBreakNoDoubleSpinnerAreWithheld() throws {
        let text = try source("case2-after.model")
        let moved = try #require(RestoreOnCancellation(check: .errorIsCancellation).apply(to: text))
        let after = try SuggestionSearch().verdicts(of: ModelSystem.compile(source: moved, file: "moved.model"))
        #expect(after.first { $0.property == "silentCancellation" }?.verdict == .holds)
        #expect(after.first { $0.property == "noDoubleSpinner" }?.verdict == .violated)
        let outcome = try SuggestionSearch().suggest(source: text, file: "Models/case2-after.model", property: "silentCancellation")
        #expect(outcome.properties.first?.suggestions.isEmpty == true)
    }

    @Test func checkCancellationBindsAnAwaitedAnswerBeforeItsCheck() throws {
        let moved = try #require(RestoreOnCancellation(check: .taskIsCancelled).apply(to: try source("case1-before.model")))
        #expect(moved.contains("""
                let previous = dataState
                dataState = .loading
                do {
                    let answer: DataState = .success(try await getUser())
                    if Task.isCancelled {
                        dataState = previous
                    } else {
                        dataState = answer
                    }
                } catch {
                    if Task.isCancelled {
                        dataState = previous
                    } else {
                        dataState = .failure(error)
                    }
                }
            """))
        #expect(RestoreOnCancellation(check: .taskIsCancelled).apply(to: try source("case0-before.model")) == nil)
    }

    /// Case 1 Before with its spinner written as Case 1 After's overlay
    /// (`if case .loading`): a refresh from `success` and one from `failure`
    /// each show two spinners, so neither move alone fixes `noDoubleSpinner`.
    func case1BeforeWithOverlaySpinner() throws -> String {
        let text = try source("case1-before.model")
        let overlay = text.replacingOccurrences(of: "    if dataState.isLoading { spinner }", with: "    if case .loading = dataState { spinner }")
        #expect(overlay != text)
        return overlay
    }

    @Test func movesComposeWhenNoSingleMoveIsEnough() throws {
        let text = try case1BeforeWithOverlaySpinner()
        let outcome = try SuggestionSearch().suggest(source: text, file: "case1-overlay.model")
        let byProperty = Dictionary(uniqueKeysWithValues: outcome.properties.map { ($0.property, $0.suggestions.map(\.move)) })
        // A property one move fixes is never shown a pair.
        #expect(byProperty["contentKeptWhileReloading"] == ["reLoading"])
        #expect(byProperty["errorKeptWhileRetrying"] == ["retryLoading"])
        // Each pair once, in catalogue order: the talk's Case 1 and Case 2 steps together, Case 2 After's verdicts.
        #expect(byProperty["noDoubleSpinner"] == ["reLoading + retryLoading"])
        let pair = try #require(outcome.properties.first { $0.property == "noDoubleSpinner" }?.suggestions.first)
        #expect(pair.after == (try verdicts("case2-after.model")))
        #expect(checkPasses(pair.source))
    }

    @Test func aPairIsTriedOnlyWhereNoSingleMoveFixes() throws {
        // Only the pair's moves, and a property each fixes alone: no pair is proved or shown.
        let search = SuggestionSearch(moves: [KeepPayloadWhileLoading.reLoading.move, KeepPayloadWhileLoading.retryLoading.move])
        let outcome = try search.suggest(source: source("case1-before.model"), file: "Models/case1-before.model", property: "contentKeptWhileReloading")
        #expect(outcome.properties.first?.suggestions.map(\.move) == ["reLoading"])
        // A pair whose result breaks a property that held is withheld like a single move.
        let breaking = SuggestionSearch(moves: [Self.fixesButBreaksAnother, Self.fixesNothing])
        let withheld = try breaking.suggest(source: source("case1-before.model"), file: "Models/case1-before.model", property: "contentKeptWhileReloading")
        #expect(withheld.properties.first?.suggestions.isEmpty == true)
    }

    @Test func goldenTextAndJSONOfAPair() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("case1-overlay-\(UUID().uuidString).model")
        defer { try? FileManager.default.removeItem(at: url) }
        try case1BeforeWithOverlaySpinner().write(to: url, atomically: true, encoding: .utf8)
        let text = run(["suggest", url.path, "noDoubleSpinner"])
        #expect(text.status == .success)
        expectGolden(text.out.replacingOccurrences(of: url.path, with: "case1-overlay.model"), "Suggest/case1-overlay-pair.txt")
        let json = run(["suggest", "--format", "json", url.path, "noDoubleSpinner"])
        let document = json.out.replacingOccurrences(of: url.path, with: "case1-overlay.model")
        expectGolden(document, "Suggest/case1-overlay-pair.json")
        #expect(try JSONSchemaTests.schema("suggest").errors(JSONValue.parse(document)) == [])
    }

    /// Case 1 Before without its busy guard sends a refresh during a load:
    /// `singleFlight` breaks, and the busy guard move puts the talk's guard
    /// back, with Case 1 Before's verdicts.
    func case1BeforeWithoutGuard() throws -> String {
        let text = try source("case1-before.model")
        let unguarded = text.replacingOccurrences(of: "    if dataState.isLoading { return }\n", with: "")
        #expect(unguarded != text)
        return unguarded
    }

    @Test func singleFlightIsTheBusyGuard() throws {
        let text = try case1BeforeWithoutGuard()
        let outcome = try SuggestionSearch().suggest(source: text, file: "case1-unguarded.model", property: "singleFlight")
        #expect(outcome.before.first { $0.property == "singleFlight" }?.verdict == .violated)
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "busyGuard")
        #expect(first.after == (try verdicts("case1-before.model")))
        #expect(first.source.contains("func fetchUser() async {\n    if dataState.isLoading { return }\n    dataState = .loading\n"))
        #expect(checkPasses(first.source))
        // A guarded design is left alone.
        #expect(BusyGuard.apply(to: try source("case1-before.model")) == nil)
        #expect(BusyGuard.apply(to: try source("case3-paging.model")) == nil)
    }

    @Test func goldenTextAndJSONOfTheBusyGuard() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("case1-unguarded-\(UUID().uuidString).model")
        defer { try? FileManager.default.removeItem(at: url) }
        try case1BeforeWithoutGuard().write(to: url, atomically: true, encoding: .utf8)
        let text = run(["suggest", url.path, "singleFlight"])
        #expect(text.status == .success)
        expectGolden(text.out.replacingOccurrences(of: url.path, with: "case1-unguarded.model"), "Suggest/case1-unguarded-busyGuard.txt")
        let json = run(["suggest", "--format", "json", url.path, "singleFlight"])
        let document = json.out.replacingOccurrences(of: url.path, with: "case1-unguarded.model")
        expectGolden(document, "Suggest/case1-unguarded-busyGuard.json")
        #expect(try JSONSchemaTests.schema("suggest").errors(JSONValue.parse(document)) == [])
    }

    @Test func everyViolationIsSearchedWhenNoPropertyIsNamed() throws {
        let outcome = try SuggestionSearch().suggest(source: source("case1-before.model"), file: "Models/case1-before.model")
        let violated = outcome.before.filter { $0.verdict == .violated }.map(\.property)
        #expect(outcome.properties.map(\.property) == violated)
        #expect(violated.contains("contentKeptWhileReloading"))
    }

    @Test func movesSkipModelsWithoutTheirShape() throws {
        #expect(KeepPayloadWhileLoading.reLoading.apply(to: try source("case1-after.model")) == nil)
        #expect(KeepPayloadWhileLoading.retryLoading.apply(to: try source("case2-after.model")) == nil)
        #expect(KeepPayloadWhileLoading.reLoading.apply(to: "model M\nvar x: Int = 0\n") == nil)
        #expect(KeepContentOnFailedReload().apply(to: try source("case4-paging.model")) == nil)
        #expect(KeepContentOnFailedReload().apply(to: try source("case1-before.model")) == nil)
    }

    /// A move that makes the property hold but breaks `allCasesReachable`
    /// (which held): the reLoading move plus a case nothing ever assigns.
    static let fixesButBreaksAnother = DesignMove(name: "deadCase", summary: "reLoading and a dead case") { text in
        KeepPayloadWhileLoading.reLoading.apply(to: text)?
            .replacingOccurrences(of: "    case idle\n", with: "    case idle\n    case neverUsed\n")
            .replacingOccurrences(of: "    case .idle, .loading:\n", with: "    case .idle, .loading, .neverUsed:\n")
    }
    /// A move that changes the text but fixes nothing.
    static let fixesNothing = DesignMove(name: "comment", summary: "adds a comment") { $0 + "\n// reviewed\n" }
    /// A move whose result does not compile.
    static let doesNotCompile = DesignMove(name: "broken", summary: "breaks the syntax") { $0 + "\nenum {\n" }

    @Test func aMoveThatBreaksAPropertyThatHeldIsWithheld() throws {
        let text = try source("case1-before.model")
        // The injected move does fix the property, so only the broken one withholds it.
        let broken = try #require(Self.fixesButBreaksAnother.apply(text))
        let brokenVerdicts = try SuggestionSearch().verdicts(of: ModelSystem.compile(source: broken, file: "broken.model"))
        #expect(brokenVerdicts.first { $0.property == "contentKeptWhileReloading" }?.verdict == .holds)
        #expect(brokenVerdicts.first { $0.property == "allCasesReachable" }?.verdict == .violated)

        let search = SuggestionSearch(moves: [Self.fixesButBreaksAnother, Self.fixesNothing, Self.doesNotCompile])
        let outcome = try search.suggest(source: text, file: "Models/case1-before.model", property: "contentKeptWhileReloading")
        #expect(outcome.properties.map(\.property) == ["contentKeptWhileReloading"])
        #expect(outcome.properties.first?.suggestions.isEmpty == true)
    }

    @Test func injectedMovesDoNotHideTheCatalogues() throws {
        let search = SuggestionSearch(moves: [Self.fixesButBreaksAnother, Self.fixesNothing] + DesignMove.catalogue)
        let outcome = try search.suggest(source: source("case1-before.model"), file: "Models/case1-before.model", property: "contentKeptWhileReloading")
        #expect(outcome.properties.first?.suggestions.map(\.move) == ["reLoading"])
    }

    @Test func unifiedDiffHunks() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"
        let new = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\n"
        #expect(UnifiedDiff.render(old: old, new: new, path: "x.model") == """
        --- a/x.model
        +++ b/x.model
        @@ -1,5 +1,5 @@
         a
        -b
        +B
         c
         d
         e
        @@ -8,3 +8,4 @@
         h
         i
         j
        +k

        """)
        #expect(UnifiedDiff.render(old: old, new: old, path: "x.model") == "")
        #expect(LineDiff.changedLineCount(["a", "b"], ["a", "c", "b"]) == 1)
    }

    func run(_ arguments: [String]) -> (status: ExitCode, out: String, err: String) {
        let capture = CapturedOutput()
        let status = StateCheckCLI.main(arguments, context: capture.context())
        return (status, capture.stdout, capture.stderr)
    }

    @Test func goldenText() {
        let path = modelsFolder.appendingPathComponent("case1-before.model").path
        let r = run(["suggest", path, "contentKeptWhileReloading"])
        #expect(r.status == .success)
        expectGolden(r.out.replacingOccurrences(of: modelsFolder.path + "/", with: "Models/"), "Suggest/case1-before.txt")
    }

    @Test func goldenTextOfCase4sMove() {
        let path = modelsFolder.appendingPathComponent("case3-paging.model").path
        let r = run(["suggest", path, "contentKeptOnFailedRefresh"])
        #expect(r.status == .success)
        expectGolden(r.out.replacingOccurrences(of: modelsFolder.path + "/", with: "Models/"), "Suggest/case3-paging.txt")
    }

    @Test func goldenTextOfTheCancellationMove() {
        let path = modelsFolder.appendingPathComponent("case1-before.model").path
        let r = run(["suggest", path, "silentCancellation"])
        #expect(r.status == .success)
        expectGolden(r.out.replacingOccurrences(of: modelsFolder.path + "/", with: "Models/"), "Suggest/case1-before-silentCancellation.txt")
    }

    @Test func goldenJSONOfTheCancellationMoves() throws {
        let path = modelsFolder.appendingPathComponent("case0-after.model").path
        let r = run(["suggest", "--format", "json", path, "silentCancellation"])
        #expect(r.status == .success)
        let json = r.out.replacingOccurrences(of: modelsFolder.path + "/", with: "Models/")
        expectGolden(json, "Suggest/case0-after-silentCancellation.json")
        #expect(try JSONSchemaTests.schema("suggest").errors(JSONValue.parse(json)) == [])
    }

    @Test func goldenJSONFollowsItsSchema() throws {
        let path = modelsFolder.appendingPathComponent("case2-before.model").path
        let r = run(["suggest", "--format", "json", path])
        #expect(r.status == .expectationFailed)   // contentKeptOnFailedRefresh: no single move (reLoadingFailure alone breaks a property that held)
        let json = r.out.replacingOccurrences(of: modelsFolder.path + "/", with: "Models/")
        expectGolden(json, "Suggest/case2-before.json")
        let document = try JSONValue.parse(json)
        #expect(try JSONSchemaTests.schema("suggest").errors(document) == [])
    }

    @Test func usageErrors() {
        #expect(run(["suggest"]).status == .usageOrModelError)
        #expect(run(["suggest", modelsFolder.appendingPathComponent("case1-before.model").path, "noSuchProperty"]).status == .usageOrModelError)
        let help = run(["suggest", "--help"])
        #expect(help.status == .success)
        #expect(help.out.contains("USAGE: statecheck suggest PATH [PROPERTY]"))
    }
}

/// The cancel-previous-task move (#33): a search button whose every tap
/// starts a `Task { }` and whose answers check `Task.isCancelled`, but
/// nothing cancels the search a tap replaces, so an older answer can land
/// last (`noStaleOverwrite`). Keeping the handle and cancelling it first is
/// the first suggestion, proved like every other.
@Suite struct CancelPreviousTaskTests {
    static let file = "Suggest/search-button.model"

    func source() throws -> String {
        try String(contentsOf: testTargetFolder.appendingPathComponent("Golden").appendingPathComponent(Self.file), encoding: .utf8)
    }

    @Test func cancellingThePreviousSearchFixesStaleOverwrites() throws {
        let outcome = try SuggestionSearch().suggest(source: source(), file: "search-button.model", property: "noStaleOverwrite")
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "cancelPrevious")
        #expect(first.after.first { $0.property == "noStaleOverwrite" }?.verdict == .holds)
        #expect(first.source.contains("""
            var tapSearchTask: Task<Void, Never>? = nil
            on tapSearch sync {   // Button("Search") { Task { await runSearch() } }
                tapSearchTask?.cancel()
                tapSearchTask = Task { await runSearch() }
            }
            """))
        // The suggested design reads back with the same verdicts.
        #expect(try SuggestionSearch().verdicts(of: ModelSystem.compile(source: first.source, file: "suggested.model")) == first.after)
        // singleFlight stays violated: a cancelled search is still in flight until it answers.
        #expect(first.after.first { $0.property == "singleFlight" }?.verdict == .violated)
    }

    /// The same rewrite without the `cancel()` (the move's result flipped)
    /// fixes nothing, and is withheld.
    @Test func aRewriteThatDoesNotCancelIsWithheld() throws {
        let flipped = DesignMove(name: "keepHandleOnly", summary: "keeps the handle, cancels nothing") { text in
            CancelPreviousTask.apply(to: text)?.replacingOccurrences(of: "    tapSearchTask?.cancel()\n", with: "")
        }
        let outcome = try SuggestionSearch(moves: [flipped]).suggest(source: source(), file: "search-button.model", property: "noStaleOverwrite")
        #expect(outcome.properties.map(\.property) == ["noStaleOverwrite"])
        #expect(outcome.properties.first?.suggestions.isEmpty == true)
    }

    @Test func goldenText() {
        let path = testTargetFolder.appendingPathComponent("Golden").appendingPathComponent(Self.file).path
        let capture = CapturedOutput()
        let status = StateCheckCLI.main(["suggest", path, "noStaleOverwrite"], context: capture.context())
        #expect(status == .success)
        expectGolden(capture.stdout.replacingOccurrences(of: path, with: "search-button.model"), "Suggest/search-button-noStaleOverwrite.txt")
    }
}
