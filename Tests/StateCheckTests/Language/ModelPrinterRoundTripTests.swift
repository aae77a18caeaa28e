import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The printer's proof: every shipped model and every Swift fixture screen,
/// printed and parsed back, checks to the same states, transitions and
/// verdicts (standard and custom properties) as the tree it was printed from,
/// and printing the tree read back gives the same text.
@Suite struct ModelPrinterRoundTripTests {
    /// What a check of `system` found: its size, every verdict, or the errors it ran into.
    struct Outcome: Equatable, CustomStringConvertible {
        var states = 0
        var transitions = 0
        var verdicts: [String: Verdict] = [:]
        var errors: [String] = []

        var description: String {
            let v = verdicts.keys.sorted().map { "\($0)=\(verdicts[$0].map(\.rawValue) ?? "?")" }.joined(separator: " ")
            return "\(states) states, \(transitions) transitions: \(v) \(errors)"
        }

        init(_ system: ModelSystem) {
            do {
                let result = try check(system, customInvariants: system.customInvariants, customSteps: system.customSteps)
                states = result.stateCount
                transitions = result.transitionCount
                for p in result.properties { verdicts[p.name] = p.verdict }
                errors = result.runtimeErrors.map { "\($0)" }
            } catch {
                errors = ["\(error)"]
            }
        }
    }

    /// Prints `model`, parses and compiles the text, and expects the same
    /// outcome as `original`; returns the printed text.
    @discardableResult
    static func expectRoundTrip(_ model: ModelDecl, original: ModelSystem, name: String) -> String {
        let printed = ModelPrinter.print(model)
        #expect(printed.unspellable == [], "\(name): \(printed.unspellable)")
        let reread: ModelSystem
        do {
            reread = try ModelSystem.compile(source: printed.text, file: "printed.model")
        } catch {
            Issue.record("\(name): the printed text does not compile:\n\(error.diagnostics.map(\.description).joined(separator: "\n"))\n\(printed.text)")
            return printed.text
        }
        #expect(Outcome(reread) == Outcome(original), "\(name)")
        let (tree, diagnostics) = parseModel(source: printed.text, file: "printed.model")
        #expect(diagnostics.filter { $0.severity == .error } == [])
        if let tree {
            let again = ModelPrinter.print(tree).text
            if again != printed.text, ProcessInfo.processInfo.environment["STATECHECK_PRINTER_DEBUG"] == "1" {
                try? printed.text.write(toFile: "/tmp/printer-1-\(name.replacingOccurrences(of: "/", with: "_"))", atomically: true, encoding: .utf8)
                try? again.write(toFile: "/tmp/printer-2-\(name.replacingOccurrences(of: "/", with: "_"))", atomically: true, encoding: .utf8)
            }
            #expect(again == printed.text, "\(name): printing is not stable")
        }
        return printed.text
    }

    @Test(arguments: shippedModelFiles)
    func shippedModel(_ file: String) throws {
        let source = try String(contentsOf: modelsFolder.appendingPathComponent(file), encoding: .utf8)
        let (tree, diagnostics) = parseModel(source: source, file: file)
        #expect(diagnostics.filter { $0.severity == .error } == [])
        let model = try #require(tree)
        Self.expectRoundTrip(model, original: try ModelSystem.compile(source: source, file: file), name: file)
    }

    static let fixtureFolders = ((try? FileManager.default.contentsOfDirectory(atPath: SwiftScreensFixtureTests.fixtures.path)) ?? []).sorted()

    /// The fixture screens read with names no `.model` text spells (a child
    /// view model's state, `news.state`; a tuple read whole, `(data, response)`; an event with an argument, `select(.all)`):
    /// `translate` reports them, and they are not round-tripped.
    static let unspellableScreens: Set<String> = ["Dashboard/Dashboard", "SearchModel/SearchModel", "StatusScreen/ArticlesScreen"]

    @Test(arguments: fixtureFolders)
    func swiftFixtureScreens(_ folder: String) throws {
        let path = SwiftScreensFixtureTests.fixtures.appendingPathComponent(folder).path
        let loaded = SwiftScreenLoader.load(folder: path, configuration: try ScreenConfiguration.lookUp(from: path))
        for screen in loaded.screens {
            // A screen `check` refuses has no design to compare; `translate` reports it.
            guard let original = try? ModelSystem.compile(model: screen.model, file: screen.file) else { continue }
            let name = "\(folder)/\(screen.name)"
            if Self.unspellableScreens.contains(name) {
                #expect(ModelPrinter.print(screen.model).unspellable != [], "\(name) is now spelled: take it off the list")
                continue
            }
            Self.expectRoundTrip(screen.model, original: original, name: name)
        }
    }

    @Test func aTupleKeepsItsLabels() throws {
        let source = """
        model Pairs

        var pair: (count: Int, busy: Bool) = (0, false)

        on tap sync {
            pair = (pair.count + 1, !pair.busy)
        }

        view {
            if pair.busy { spinner }
        }
        """
        let (tree, _) = parseModel(source: source, file: "pairs.model")
        let printed = ModelPrinter.print(try #require(tree)).text
        #expect(printed.contains("var pair: (count: Int, busy: Bool) = (0, false)"))
        #expect(printed.contains("    pair = (pair.count + 1, !pair.busy)"))
    }
}
