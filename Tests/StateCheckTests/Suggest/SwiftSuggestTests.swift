import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens
@testable import StateCheckSwift

/// `statecheck suggest FILE.swift` (#33): the cancellation move made on an
/// app's Swift text, proved by reading the rewritten file back with the
/// Swift front end, and shown as a diff that `patch` applies.
@Suite struct SwiftSuggestTests {
    /// A screen in the talk's style: `DataState` with idle/loading/success/failure,
    /// `.task` and `.refreshable` loading, the error stored in the bare `catch`.
    static let fixture = testTargetFolder.appendingPathComponent("Swift/Fixtures/Suggest/ProfileScreen.swift")

    static func source() throws -> String {
        try String(contentsOf: fixture, encoding: .utf8)
    }

    /// The search the command makes on the fixture: its own file is its module.
    static func search(moves: [DesignMove] = SuggestCommand.swiftMoves(screen: "ProfileScreen")) -> SuggestionSearch {
        SuggestionSearch(moves: moves, frontEnd: .swift(screen: "ProfileScreen", module: [], configuration: ScreenConfiguration()))
    }

    static let file = "ProfileScreen.swift"

    /// The verdicts of a Swift text, read as the search reads it.
    static func verdicts(_ text: String) throws -> [PropertyVerdict] {
        try search().verdicts(of: DesignFrontEnd.swift(screen: "ProfileScreen", module: [], configuration: ScreenConfiguration()).compile(text, file))
    }

    @Test func theMoveInsertsTheCatchClauseAtTheParsedLocation() throws {
        let moved = try #require(SwiftRestoreOnCancellation.apply(to: try Self.source()))
        let expected = [
            "        let previous = dataState",
            "        dataState = .loading",
            "",
            "        do {",
            "            dataState = .success(try await ProfileAPI.getProfile())",
            "        } catch is CancellationError {",
            "            dataState = previous",
            "        } catch {",
            "            dataState = .failure(error)",
            "        }",
        ].joined(separator: "\n")
        #expect(moved.contains(expected))
        // Applied once: the rewritten text has the clause and is left alone.
        #expect(SwiftRestoreOnCancellation.apply(to: moved) == nil)
    }

    @Test func silentCancellationIsTheCancellationMoveAndItsDiffReadsBackHolding() throws {
        let text = try Self.source()
        let outcome = try Self.search().suggest(source: text, file: Self.file, property: "silentCancellation")
        #expect(outcome.model == "ProfileScreen")
        #expect(outcome.before.first { $0.property == "silentCancellation" }?.verdict == .violated)
        let first = try #require(outcome.properties.first?.suggestions.first)
        #expect(first.move == "ignoreCancellation")
        // Every property but silentCancellation keeps its verdict: the Case 1 Before table, fixed.
        for (b, a) in zip(outcome.before, first.after) where b.property != "silentCancellation" {
            #expect(a.verdict == b.verdict, "\(b.property)")
        }
        // The diff, applied to the Swift text, is the suggested file, and it reads back with the property holding.
        let diff = UnifiedDiff.render(old: text, new: first.source, path: Self.file)
        let patched = try #require(Self.applying(diff, to: text))
        #expect(patched == first.source)
        let after = try Self.verdicts(patched)
        #expect(after == first.after)
        #expect(after.first { $0.property == "silentCancellation" }?.verdict == .holds)
    }

    /// `patch` itself applies the diff the command prints (skipped where it is not installed).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch"), "patch is not installed"))
    func patchAppliesTheDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suggest-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(Self.file)
        try Self.source().write(to: copy, atomically: true, encoding: .utf8)
        let r = run(["suggest", "--format", "json", copy.path, "silentCancellation"])
        #expect(r.status == .success)
        let document = try JSONValue.parse(r.out)
        #expect(try JSONSchemaTests.schema("suggest").errors(document) == [])
        let diff = try #require(Self.firstDiff(document))
        let diffFile = folder.appendingPathComponent("suggest.diff")
        try diff.write(to: diffFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = ["--quiet", copy.path, diffFile.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let patched = try String(contentsOf: copy, encoding: .utf8)
        #expect(patched.contains("} catch is CancellationError {"))
        // The patched file, checked by the command: the property holds.
        let check = run(["suggest", copy.path, "silentCancellation"])
        #expect(check.status == .success)
        #expect(check.out.contains("no violated property to fix"))
        #expect(try Self.verdicts(patched).first { $0.property == "silentCancellation" }?.verdict == .holds)
    }

    @Test func goldenTextOfTheSwiftCancellationMove() {
        let r = run(["suggest", Self.fixture.path, "silentCancellation"])
        #expect(r.status == .success)
        let folder = Self.fixture.deletingLastPathComponent().path + "/"
        expectGolden(r.out.replacingOccurrences(of: folder, with: "Fixtures/Suggest/"), "Suggest/swift-profile-silentCancellation.txt")
    }

    /// A move whose result fixes silentCancellation but breaks noOrphanSpinner
    /// (a cancelled load is left `.loading`, its spinner with no task) is
    /// withheld: nothing unchecked is shown.
    @Test func aSwiftMoveThatBreaksAHeldPropertyIsWithheld() throws {
        let breaking = DesignMove(name: "flipped", summary: "the cancellation move leaving the spinner") { text in
            SwiftRestoreOnCancellation.apply(to: text)?.replacingOccurrences(of: "            dataState = previous\n", with: "            dataState = .loading\n")
        }
        let moved = try #require(breaking.apply(try Self.source()))
        let after = try Self.verdicts(moved)
        #expect(after.first { $0.property == "silentCancellation" }?.verdict == .holds)
        #expect(after.first { $0.property == "noOrphanSpinner" }?.verdict == .violated)
        let outcome = try Self.search(moves: [breaking]).suggest(source: try Self.source(), file: Self.file, property: "silentCancellation")
        #expect(outcome.properties.first?.suggestions.isEmpty == true)
    }

    @Test func aFileWithoutTheShapeGetsNoMove() throws {
        #expect(SwiftRestoreOnCancellation.apply(to: "struct A { func f() { x = 1 } }") == nil)
        // Another type's functions are not the screen's: the move leaves them.
        #expect(SwiftRestoreOnCancellation.apply(to: try Self.source(), in: "OtherScreen") == nil)
        // A CRLF file's lines are not split where the parser's are: left alone.
        #expect(SwiftRestoreOnCancellation.apply(to: try Self.source().replacingOccurrences(of: "\n", with: "\r\n")) == nil)
    }

    /// The talk's sample app (`STATECHECK_SAMPLE_APP`): every screen whose
    /// `.model` transcription gets the cancellation move gets it from its
    /// Swift, read with the app's module; the diff applied to the Swift file
    /// reads back with silentCancellation holding and every other verdict
    /// kept. Case 2 After withholds it, as its `.model` does (noDoubleSpinner).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["STATECHECK_SAMPLE_APP"] != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func sampleAppScreensGetTheCancellationMove() throws {
        let root = try #require(ProcessInfo.processInfo.environment["STATECHECK_SAMPLE_APP"])
        let configuration = try SwiftScreensSampleAppTests.configuration()
        let folder = SwiftScreenLoader.load(folder: root, configuration: configuration)
        let module = folder.sources.map { SwiftParser.parse($0.value, file: $0.key) }
        for name in ["Case0_After", "Case1_Before", "Case1_After", "Case2_Before", "CaseEX", "Case2_After"] {
            let screen = try #require(folder.screens.first { $0.name == name }, "\(name)")
            let text = try #require(folder.sources[screen.file])
            let frontEnd = DesignFrontEnd.swift(screen: name, module: module, configuration: configuration)
            let search = SuggestionSearch(moves: SuggestCommand.swiftMoves(screen: name), frontEnd: frontEnd)
            let outcome = try search.suggest(source: text, file: screen.file, property: "silentCancellation")
            #expect(outcome.before.first { $0.property == "silentCancellation" }?.verdict == .violated, "\(name)")
            let suggestions = try #require(outcome.properties.first?.suggestions, "\(name)")
            if name == "Case2_After" {
                #expect(suggestions.isEmpty)
                continue
            }
            let first = try #require(suggestions.first, "\(name)")
            #expect(first.move == "ignoreCancellation")
            let patched = try #require(Self.applying(UnifiedDiff.render(old: text, new: first.source, path: screen.file), to: text), "\(name)")
            let after = try search.verdicts(of: frontEnd.compile(patched, screen.file))
            #expect(after == first.after, "\(name)")
            for (b, a) in zip(outcome.before, after) {
                #expect(a.verdict == (b.property == "silentCancellation" ? .holds : b.verdict), "\(name) \(b.property)")
            }
        }
        // The command on one file of the app: its module is found and the diff printed.
        let r = run(["suggest", root + "/Cases/Case1_reLoading/Case1_Before.swift", "silentCancellation"])
        #expect(r.status == .success, "\(r.err)")
        #expect(r.out.contains("+        } catch is CancellationError {"))
    }

    /// The first suggestion's diff of a `suggest --format json` document.
    static func firstDiff(_ document: JSONValue) -> String? {
        guard case .array(let properties)? = document["properties"], let entry = properties.first,
              case .array(let suggestions)? = entry["suggestions"], let s = suggestions.first,
              case .string(let diff)? = s["diff"] else { return nil }
        return diff
    }

    /// `diff` (one file's unified diff) applied to `text`, as `patch` applies it
    /// with no fuzz: each hunk's context and removed lines must be where it says.
    static func applying(_ diff: String, to text: String) -> String? {
        var old = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = old.last == ""
        if endsWithNewline { old.removeLast() }
        var out: [String] = []
        var next = 0 // the next line of `old` not yet copied
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("@@ -") else { continue }
            let start = line.dropFirst(4).prefix { $0.isNumber }
            guard let oldStart = Int(start) else { return nil }
            let from = max(oldStart - 1, 0)
            guard from >= next, from <= old.count else { return nil }
            out += old[next..<from]
            next = from
            while let body = lines.first, let mark = body.first, [" ", "-", "+"].contains(mark) {
                lines.removeFirst()
                let content = String(body.dropFirst())
                switch mark {
                case "+": out.append(content)
                default:
                    guard next < old.count, old[next] == content else { return nil }
                    if mark == " " { out.append(content) }
                    next += 1
                }
            }
        }
        out += old[next...]
        return out.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    func run(_ arguments: [String]) -> (status: ExitCode, out: String, err: String) {
        let capture = CapturedOutput()
        let status = StateCheckCLI.main(arguments, context: capture.context())
        return (status, capture.stdout, capture.stderr)
    }
}
