import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Tuples read from Swift (Golden/SwiftScreens/RowProgress): ProgressModel
/// keeps `var tally: (delivered: Int, failed: Int) = (0, 0)`, writes
/// `tally.delivered += 1` / `tally.failed += 1`, reads `tally.1` and
/// `counts().0`, returns tuples from its own functions, destructures them
/// (`let (loaded, failed) = counts()`, `let (_, failed) = progress()`) and
/// compares `tally != (0, 0)`.
@Suite struct SwiftScreensTupleTests {
    static let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RowProgress")

    /// The screen as `statecheck inspect` prints it: the tuple type
    /// `(Int, Int)` with its getters (positions and every label used).
    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("RowProgress", "ProgressScreen")
        #expect(text == golden)
    }

    /// The screen is its `.model` twin (progress-screen.model, written with
    /// the same tuples): equal verdicts and the twin's 1156 states and 3077
    /// transitions. singleFlight, noOrphanSpinner, noLeakedTask and
    /// allCasesReachable hold (the Deliver button is disabled while
    /// delivering, the spinner is `isDelivering`, every delivery is
    /// answered, and each view branch is reached); the tuple's one case is
    /// no enum case allCasesReachable asks for.
    @Test func theScreenIsItsModelTwin() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("progress-screen.model"), encoding: .utf8)
        let s = try SwiftScreensFixtureTests.screen("RowProgress", "ProgressScreen")
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let twin = try DesignOutcome.of(ModelSystem.compile(source: source, file: "progress-screen.model"))
        #expect(swift == twin)
        #expect(swift.states == 1156)
        #expect(swift.transitions == 3077)
        let holding = swift.verdicts.filter { $0.value == .holds }.keys.sorted()
        #expect(holding == ["allCasesReachable", "noLeakedTask", "noOrphanSpinner", "singleFlight"])
        #expect(!swift.verdicts.values.contains(.violated))
    }

    /// The same view model as an `ObservableObject` with `@Published var
    /// tally: (delivered: Int, failed: Int)`, held by `@StateObject`: the
    /// same design as the twin.
    @Test func aPublishedTupleIsTheSameState() throws {
        let replacements = [
            ("@Observable\nfinal class ProgressModel {", "final class ProgressModel: ObservableObject {"),
            ("    var tally: (delivered: Int, failed: Int) = (0, 0)\n    var isDelivering = false\n",
             "    @Published var tally: (delivered: Int, failed: Int) = (0, 0)\n    @Published var isDelivering = false\n"),
            ("@State private var model = ProgressModel()", "@StateObject private var model = ProgressModel()"),
        ]
        var files: [SwiftSourceFile] = []
        var replaced = 0
        for path in SwiftScreenLoader.swiftFiles(in: Self.folder.path) {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            for (old, new) in replacements where text.contains(old) {
                text = text.replacingOccurrences(of: old, with: new)
                replaced += 1
            }
            files.append(SwiftParser.parse(text, file: path))
        }
        #expect(replaced == replacements.count)
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: files), configuration: ScreenConfiguration()).translate()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let s = try #require(screens.first { $0.name == "ProgressScreen" })
        let source = try String(contentsOf: Self.folder.appendingPathComponent("progress-screen.model"), encoding: .utf8)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift == (try DesignOutcome.of(ModelSystem.compile(source: source, file: "twin.model"))))
    }

    /// A tuple of a view model keeps its labels as getters and is one type
    /// with the unlabelled tuple of the same element types, as Swift
    /// converts between them: `progress()` returns `counts()`'s elements.
    @Test func labelledAndUnlabelledTuplesAreOneType() throws {
        let s = try SwiftScreensFixtureTests.screen("RowProgress", "ProgressScreen")
        #expect(s.model.variables.first?.type == .named("(Int, Int)"))
        let getters = s.model.extensions.first { $0.typeName == "(Int, Int)" }?.properties.map(\.name)
        #expect(getters == ["0", "1", "delivered", "failed", "loaded"])
    }

    /// TupleSwitch: the body switches over `(isLoading, failure)` with
    /// tuple patterns (`case (true, _):`, `case (false, let failure?):`,
    /// `case (false, nil):`); `inspect` prints them as Swift writes them.
    @Test func aViewSwitchOverATupleIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("TupleSwitch", "ItemsScreen")
        #expect(text == golden)
    }

    /// The screen is its twin (items-screen.model): 178 states and 1050
    /// transitions, the counts of PostsScreen, whose design is the same
    /// (one unguarded `.task` loading a list, the flag and the failure
    /// set around it) drawn with an `if` chain instead of the switch.
    @Test func aViewSwitchOverATupleIsItsTwin() throws {
        let source = try String(contentsOf: SwiftScreensFixtureTests.fixtures.appendingPathComponent("TupleSwitch/items-screen.model"), encoding: .utf8)
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("TupleSwitch", "ItemsScreen", twin: source)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 178)
        #expect(swift.transitions == 1050)
    }
}
