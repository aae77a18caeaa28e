import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A bag of task handles in a screen's Swift (`@State private var tasks:
/// [Task<Void, Never>] = []`, `tasks.append(Task { … })`, `tasks.forEach {
/// $0.cancel() }`, `tasks.removeAll()`) reads as the model language's bag:
/// emptying it releases the handles and cancels nothing, as in Swift
/// (TaskBag/: the same screen with two bags; releasing-bag.model is the
/// first one's twin).
@Suite struct SwiftScreensTaskBagTests {
    static func twin(cancelling: Bool) throws -> String {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("TaskBag")
        let source = try String(contentsOf: folder.appendingPathComponent("releasing-bag.model"), encoding: .utf8)
        guard cancelling else { return source }
        return source
            .replacingOccurrences(of: "model ReleasingBagScreen", with: "model CancellingBagScreen")
            .replacingOccurrences(of: "    tasks.removeAll()", with: "    tasks.forEach { $0.cancel() }\n    tasks.removeAll()")
    }

    /// The bag that only empties itself is its twin (120 states, 810
    /// transitions, the twin's counts) and violates `noStaleOverwrite`:
    /// Load (task A asks for page 1), Cancel (A is released, not
    /// cancelled), Load (task B asks for page 2), B's answer shows page 2,
    /// then A's answer, never cancelled, passes `Task.isCancelled` and
    /// replaces it by the older page 1.
    @Test func aBagThatOnlyEmptiesItselfViolatesNoStaleOverwrite() throws {
        let s = try SwiftScreensFixtureTests.screen("TaskBag", "ReleasingBagScreen")
        #expect(s.model.variables.map(\.type).contains(.taskList))
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("TaskBag", "ReleasingBagScreen", twin: Self.twin(cancelling: false))
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 120)
        #expect(swift.transitions == 810)
        #expect(swift.verdicts["noStaleOverwrite"] == .violated)
        let result = try check(ModelSystem.compile(model: s.model, file: s.file), properties: ["noStaleOverwrite"])
        // B's call is the second pending one (choice 1), A's then the only one.
        let trace = try #require(result.properties.first?.trace)
        #expect(trace.labels == ["load", "tapLoad", "tapCancel", "tapLoad", "success orderAPIOrders", "success orderAPIOrders"])
        #expect(trace.steps.map(\.choice) == [0, 0, 0, 0, 1, 0])
    }

    /// The bag that cancels each handle before it empties itself holds
    /// `noStaleOverwrite`: every task the screen let go of drops its answer
    /// (`Task.isCancelled`). It is its twin: 120 states and 720 transitions,
    /// the twin's counts.
    @Test func aBagThatCancelsItsHandlesFirstHoldsNoStaleOverwrite() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("TaskBag", "CancellingBagScreen", twin: Self.twin(cancelling: true))
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 120)
        #expect(swift.transitions == 720)
        #expect(swift.verdicts["noStaleOverwrite"] == .holds)
    }

    /// `for task in tasks { task.cancel() }` is the same loop as `forEach`:
    /// the same design, so the same outcome.
    @Test func aForLoopOverTheBagIsTheSameLoop() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "TaskBag", replacing: "tasks.forEach { $0.cancel() }", with: "for task in tasks { task.cancel() }")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "CancellingBagScreen" })
        let loop = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let (forEach, _) = try SwiftScreensFixtureTests.outcomes("TaskBag", "CancellingBagScreen", twin: Self.twin(cancelling: true))
        #expect(loop == forEach)
    }

    /// A `Set` of handles with `insert` is the same bag (in insertion
    /// order): the same design as the array's, so the twin's outcome.
    @Test func aSetOfHandlesIsTheSameBag() throws {
        let set = try Self.translatedSet()
        let s = try #require(set.first { $0.name == "ReleasingBagScreen" })
        #expect(s.model.variables.map(\.type).contains(.taskList))
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let twin = try DesignOutcome.of(ModelSystem.compile(source: Self.twin(cancelling: false), file: "twin.model"))
        #expect(outcome == twin)
    }

    /// A `@MainActor` view model keeping its loads in `private var tasks =
    /// Set<Task<Void, Never>>()` (`let task = Task { … }`, `tasks.insert(task)`)
    /// and only emptying it: the same design as ReleasingBagScreen's, so
    /// its twin's outcome (120 states, 810 transitions, noStaleOverwrite violated).
    @Test func aViewModelsSetOfHandlesIsTheSameBag() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("TaskBag", "ModelBagScreen", twin: Self.twin(cancelling: false))
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.verdicts["noStaleOverwrite"] == .violated)
    }

    /// TaskBag with its bags declared as sets and filled with `insert`.
    static func translatedSet() throws -> [TranslatedScreen] {
        let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("TaskBag").path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: "[Task<Void, Never>] = []", with: "Set<Task<Void, Never>> = []")
                .replacingOccurrences(of: "tasks.append(", with: "tasks.insert(")
            files.append(SwiftParser.parse(text, file: path))
        }
        let translated = ScreenTranslator(module: SwiftModule(files: files), configuration: try ScreenConfiguration.lookUp(from: dir)).translate()
        #expect(translated.diagnostics == [], "\(translated.diagnostics.map(\.description))")
        return translated.screens
    }

    /// A bag's method the model does not read is named in an error.
    @Test func anUnreadMethodOfTheBagIsDiagnosed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "TaskBag", replacing: "        tasks.removeAll()\n", with: "        tasks.removeFirst()\n")
        #expect(diagnostics.contains {
            $0.message == "a bag of task handles is read with 'append', 'insert', 'removeAll()', 'forEach', 'for … in', 'count' and 'isEmpty'; 'removeFirst' is not modelled"
        }, "\(diagnostics.map(\.description))")
        #expect(!screens.contains { $0.name == "ReleasingBagScreen" })
    }

    /// `inspect` lists the bag with its type.
    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("TaskBag", "ReleasingBagScreen")
        #expect(text == golden)
    }
}
