import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A screen whose types live in several files of its module (SplitFeed: the
/// view in Feed.swift, the enum and its extension in DataState.swift, the
/// view model in FeedViewModel.swift) cites each line with its own file, in
/// `inspect`, diagnostics, `explain`, `replay` and the JSON trace.
@Suite struct SwiftScreensSourceFileTests {
    static let fixtures = SwiftScreensCommandTests.fixtures
    static let folder = fixtures + "/SplitFeed"

    /// Paths as a user in the fixtures folder would see them.
    static func relative(_ text: String) -> String { text.replacingOccurrences(of: fixtures + "/", with: "") }

    @Test func inspectCitesTheFileOfEachLine() throws {
        let run = runCLI(["inspect", Self.folder])
        #expect(run.status == .success, "\(run.stderr)")
        expectGolden(Self.relative(run.stdout), "SwiftScreens/SplitFeed/inspect.txt")
    }

    /// The trace of Feed's reload (its `startLoading()` drops the articles,
    /// as case1-before's does) runs lines of the three files: the event's
    /// handler in Feed.swift, `load()` in FeedViewModel.swift and
    /// `isLoading` / `startLoading()` in DataState.swift.
    @Test func explainCitesTheFileOfEachLineThatRan() throws {
        let run = runCLI(["explain", Self.folder + "/Feed.swift", "contentKeptWhileReloading"])
        #expect(run.status == .expectationFailed, "\(run.stderr)")
        expectGolden(Self.relative(run.stdout), "SwiftScreens/SplitFeed/explain.txt")
        #expect(run.stdout.contains("ran lines Feed.swift:25, FeedViewModel.swift:31, DataState.swift:11, 12, FeedViewModel.swift:32"))
    }

    @Test func replayCitesTheFileOfEachLineThatRan() {
        let run = runCLI(["replay", Self.folder + "/Feed.swift", "load, success articles"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("ran line FeedViewModel.swift:34\n"))
    }

    /// A trace step whose first line is in another file says which; one in the screen's own file keeps the schema as it was.
    @Test func theJSONTraceNamesAnotherFile() {
        let run = runCLI(["check", "--format", "json", Self.folder])
        #expect(run.status == .expectationFailed)
        #expect(run.stdout.contains("\"line\": 34,\n              \"file\": \"\(Self.folder)/FeedViewModel.swift\","))
        #expect(run.stdout.contains("\"line\": 25,\n              \"screen\""))
    }

    /// What the model checker finds wrong in an extension declared in another file is reported in that file, with its line and caret.
    @Test func aCheckerDiagnosticCitesTheExtensionsFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString)/SplitFeed")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        for name in ["Feed.swift", "DataState.swift", "FeedViewModel.swift"] {
            var text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
            if name == "DataState.swift" { text = text.replacingOccurrences(of: "if case .loading = self { return true }", with: "if case .loading = self { return 1 }") }
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let run = runCLI(["check", dir.path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("""
            \(dir.path)/DataState.swift:11:42: error: cannot use a value of type 'Int' where 'Bool' is expected
                    if case .loading = self { return 1 }
                                                     ^
            """), "\(run.stderr)")
        let github = runCLI(["check", "--format", "github", dir.path])
        #expect(github.stdout.contains("::error file=\(dir.path)/DataState.swift,line=11,col=42"), "\(github.stdout)")
        let junit = runCLI(["check", "--format", "junit", dir.path])
        #expect(junit.stdout.contains("\(dir.path)/DataState.swift:11:42: error: cannot use a value of type"), "\(junit.stdout)")
    }

    /// A line of the design's own file is `line 12`; one of a file beside it is
    /// cited by its name, one elsewhere by its path as read.
    @Test func linesOfAnotherFileAreCitedWithIt() {
        let feed = "Sources/App/Feed/Feed.swift"
        #expect(SourceLocation(line: 12, column: 5, file: feed).cited(besideDesign: feed) == "line 12")
        #expect(SourceLocation(line: 30, column: 9, file: "Sources/App/Feed/DataState.swift").cited(besideDesign: feed) == "DataState.swift:30")
        #expect(SourceLocation(line: 30, column: 9, file: "Sources/App/Feed/State/DataState.swift").cited(besideDesign: feed) == "State/DataState.swift:30")
        #expect(SourceLocation(line: 30, column: 9, file: "Sources/App/Shared/DataState.swift").cited(besideDesign: feed) == "Sources/App/Shared/DataState.swift:30")
        #expect(SourceLocation(line: 7, column: 1).cited(besideDesign: "Models/case1-before.model") == "line 7")
    }

    /// `.model` locations name no file: every one is the compiled file's.
    @Test func modelLocationsNameNoFile() throws {
        let source = try String(contentsOf: modelsFolder.appendingPathComponent("case1-before.model"), encoding: .utf8)
        let (tree, _) = parseModel(source: source, file: "case1-before.model")
        let model = try #require(tree)
        #expect(model.location.file == nil)
        #expect(model.variables.allSatisfy { $0.location.file == nil })
    }
}
