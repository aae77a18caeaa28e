import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens
@testable import StateCheckSwift

/// `statecheck suggest FILE.swift` walks the talk's steps on an app's
/// Swift, as it does on the `.model` files: Case 1 Before's
/// contentKeptWhileReloading gets `reLoading(V)`, Case 2 Before's
/// errorKeptWhileRetrying `retryLoading(E)`, Case 3's
/// contentKeptOnFailedRefresh `reLoadingFailure(V, E)`. Each fixture is a
/// screen written in the talk's style; the suggested Swift, read back by
/// the Swift front end, has the standard verdicts of the next design of
/// `Models/` (what the talk's next step holds and breaks).
@Suite struct SwiftTalkMovesTests {
    struct Step: CustomTestStringConvertible, Sendable {
        var fixture: String
        var screen: String
        var property: String
        var move: String
        var next: String
        var testDescription: String { "\(screen) \(property) → \(move)" }
    }

    static let steps = [
        Step(fixture: "ProfileScreen", screen: "ProfileScreen", property: "contentKeptWhileReloading", move: "reLoading", next: "case1-after.model"),
        Step(fixture: "OrdersScreen", screen: "OrdersScreen", property: "errorKeptWhileRetrying", move: "retryLoading", next: "case2-after.model"),
        Step(fixture: "InboxScreen", screen: "InboxScreen", property: "contentKeptOnFailedRefresh", move: "reLoadingFailure", next: "case4-paging.model"),
    ]

    static func path(_ step: Step) -> URL {
        testTargetFolder.appendingPathComponent("Swift/Fixtures/Suggest/\(step.fixture).swift")
    }

    static func frontEnd(_ step: Step) -> DesignFrontEnd {
        .swift(screen: step.screen, module: [], configuration: ScreenConfiguration())
    }

    /// The standard properties' verdicts of a shipped model, by name.
    static func standardVerdicts(of model: String) throws -> [String: Verdict] {
        let verdicts = try SuggestionSearch().verdicts(of: try shippedModel(model))
        return Dictionary(uniqueKeysWithValues: verdicts.map { ($0.property, $0.verdict) })
    }

    @Test(arguments: steps)
    func theFirstSuggestionIsTheTalksNextStep(_ step: Step) throws {
        let text = try String(contentsOf: Self.path(step), encoding: .utf8)
        let search = SuggestionSearch(moves: SuggestCommand.swiftMoves(screen: step.screen), frontEnd: Self.frontEnd(step))
        let outcome = try search.suggest(source: text, file: "\(step.fixture).swift", property: step.property)
        #expect(outcome.before.first { $0.property == step.property }?.verdict == .violated)
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == step.move)
        // The next design's verdicts, property by property.
        let next = try Self.standardVerdicts(of: step.next)
        for verdict in first.after {
            #expect(next[verdict.property] == verdict.verdict, "\(verdict.property)")
        }
        // The diff applied to the Swift text is the suggested file; read back, it has those verdicts.
        let patched = try #require(SwiftSuggestTests.applying(UnifiedDiff.render(old: text, new: first.source, path: "\(step.fixture).swift"), to: text))
        #expect(patched == first.source)
        #expect(try search.verdicts(of: Self.frontEnd(step).compile(patched, "\(step.fixture).swift")) == first.after)
        // Applied once: the rewritten screen no longer has the shape.
        let move = try #require(SuggestCommand.swiftMoves(screen: step.screen).first { $0.name == step.move })
        #expect(move.apply(patched) == nil)
    }

    /// The talk's sample app (`STATECHECK_SAMPLE_APP`): Case 0 After,
    /// Case 1 Before, Case 2 Before and Case 3 get the talk's next step from their Swift,
    /// and the suggested Swift has the verdicts of the app's next screen
    /// (Case 1 After, Case 2 After, Case 4 Paging) read by the same front end.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["STATECHECK_SAMPLE_APP"] != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func theSampleAppWalksTheTalksSteps() throws {
        let root = try #require(ProcessInfo.processInfo.environment["STATECHECK_SAMPLE_APP"])
        let configuration = try SwiftScreensSampleAppTests.configuration()
        let folder = SwiftScreenLoader.load(folder: root, configuration: configuration)
        let module = folder.sources.map { SwiftParser.parse($0.value, file: $0.key) }
        // Case 0 After's retry is Case 2's move, as on its `.model`; the next screen is its own table, fixed.
        let walk: [(String, String, String, String?)] = [
            ("Case0_After", "errorKeptWhileRetrying", "retryLoading", nil),
            ("Case1_Before", "contentKeptWhileReloading", "reLoading", "Case1_After"),
            ("Case2_Before", "errorKeptWhileRetrying", "retryLoading", "Case2_After"),
            ("Case3", "contentKeptOnFailedRefresh", "reLoadingFailure", "Case4_Paging"),
        ]
        for (name, property, move, next) in walk {
            let screen = try #require(folder.screens.first { $0.name == name }, "\(name)")
            let text = try #require(folder.sources[screen.file])
            let search = SuggestionSearch(moves: SuggestCommand.swiftMoves(screen: name),
                                          frontEnd: .swift(screen: name, module: module, configuration: configuration))
            let outcome = try search.suggest(source: text, file: screen.file, property: property)
            let first = try #require(outcome.properties.first?.suggestions.first, "\(name)")
            #expect(first.move == move, "\(name)")
            guard let next else {
                for (b, a) in zip(outcome.before, first.after) {
                    #expect(a.verdict == (b.property == property ? .holds : b.verdict), "\(name) \(b.property)")
                }
                continue
            }
            let nextScreen = try #require(folder.screens.first { $0.name == next }, "\(next)")
            let expected = try search.verdicts(of: ModelSystem.compile(model: nextScreen.model, file: nextScreen.file))
            #expect(first.after == expected, "\(name) → \(next)")
        }
    }

    @Test func goldenTextOfTheSwiftReLoadingMove() {
        let capture = CapturedOutput()
        let path = Self.path(Self.steps[0]).path
        let status = StateCheckCLI.main(["suggest", path, "contentKeptWhileReloading"], context: capture.context())
        #expect(status == .success)
        let folder = Self.path(Self.steps[0]).deletingLastPathComponent().path + "/"
        expectGolden(capture.stdout.replacingOccurrences(of: folder, with: "Fixtures/Suggest/"), "Suggest/swift-profile-contentKeptWhileReloading.txt")
    }

    /// Another screen's code, a file without the enum's shape, and a file
    /// whose view shows no `.success` payload get no move.
    @Test func aFileWithoutTheShapeGetsNoMove() throws {
        let text = try String(contentsOf: Self.path(Self.steps[0]), encoding: .utf8)
        #expect(SwiftKeepPayloadWhileLoading.reLoading.apply(to: text, in: "OtherScreen") == nil)
        #expect(SwiftKeepPayloadWhileLoading.reLoading.apply(to: "struct A { func f() { x = 1 } }", in: "A") == nil)
        #expect(SwiftKeepPayloadWhileLoading.reLoading.apply(to: text.replacingOccurrences(of: "case .success(let profile):", with: "default:"), in: "ProfileScreen") == nil)
        #expect(SwiftKeepContentOnFailedReload.apply(to: text, in: "ProfileScreen") == nil)
    }
}
