import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckSwift

/// What `statecheck check FILE.swift` does with a hostile or broken Swift
/// file, as a user sees it (exit status and the whole diagnostic line):
/// 10,000-deep or -long constructs end in a positioned error, never a
/// crash; a syntax error in a file a screen is read from withholds that
/// screen's verdicts; a file declaring no screen is no green run.
@Suite struct HostileSwiftTests {
    /// A new temporary folder marked as a project's top (so a single file's
    /// module is that folder, not the whole temporary directory).
    static func project() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data().write(to: dir.appendingPathComponent("Package.swift"))
        return dir.path
    }

    /// A screen whose `load()` holds `line` on line 16.
    static func screen(load line: String) -> String {
        """
        import SwiftUI

        enum LoadingState { case idle, loading, loaded, failed }

        struct FeedView: View {
            @State private var state: LoadingState = .idle
            var body: some View {
                switch state {
                case .idle: Text("idle")
                case .loading: ProgressView()
                case .loaded: Text("ok")
                case .failed: Text("failed")
                }
            }
            func load() {
                \(line)
            }
        }

        """
    }

    /// The error of a construct deeper or longer than the parser reads.
    static let tooDeep = "nesting is too deep (more than 200 levels): brackets, closures, generic arguments, "
        + "type suffixes ('?', '.Member') and the operators of one chain each count a level; this statement is not read "
        + "(split it into shorter ones)"

    // MARK: - 1. Deep and long constructs: a diagnostic, never a crash

    /// (what, line 16 of the screen, the column of the error). Before the
    /// parser counted chains, suffixes and generic arguments, each crashed
    /// `check` with a stack overflow (SIGSEGV).
    static let shapes: [(String, String, Int)] = {
        let n = 10_000
        func r(_ s: String) -> String { String(repeating: s, count: n) }
        return [
            ("+ chain", "let x = " + Array(repeating: "1", count: n).joined(separator: " + "), 787),
            ("&& chain", "let x = " + Array(repeating: "true", count: n).joined(separator: " && "), 1558),
            ("generic arguments", "let x: " + r("Box<") + "Int" + r(">") + " = 1", 796),
            ("? suffixes", "let x: Int" + r("?") + " = nil", 10020),
            ("parentheses", "let x = " + r("(") + "1" + r(")"), 114),
            ("closures", "let x = " + r("{ ") + "1" + r(" }"), 147),
            ("< chain", "let x = " + Array(repeating: "a", count: n).joined(separator: " < "), 787),
            ("member chain", "let x = a" + r(".b"), 404),
        ]
    }()

    @Test(arguments: 0..<shapes.count)
    func aConstruct10000DeepOrLongIsAPositionedError(_ index: Int) throws {
        let (what, line, column) = Self.shapes[index]
        let path = try Self.project() + "/FeedView.swift"
        try Self.screen(load: line).write(toFile: path, atomically: true, encoding: .utf8)
        let run = runCLI(["check", path])
        #expect(run.status == .usageOrModelError, "\(what)")
        #expect(run.stderr.contains("\n\(path):16:\(column): error: \(Self.tooDeep)\n"), "\(what): \(run.stderr.prefix(300))")
        // The statement is not read, so neither is the screen.
        #expect(run.stderr.hasPrefix("""
            \(path):5:1: error: 'FeedView' is not checked: a file it is read from does not parse (the syntax error at \
            line 16, column \(column)); fix it, since checking what is left would give verdicts about code that is not there\n
            """), "\(what): \(run.stderr.prefix(300))")
        #expect(!run.stdout.contains("every expectation met"), "\(what)")
    }

    /// 10,000 nested type declarations: each counts a level too.
    @Test func tenThousandNestedTypesAreAPositionedError() throws {
        let path = try Self.project() + "/Nested.swift"
        let text = String(repeating: "struct A { ", count: 10_000) + String(repeating: "}", count: 10_000) + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let run = runCLI(["check", path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.hasPrefix("\(path):1:2190: error: \(Self.tooDeep)\n"), "\(run.stderr.prefix(300))")
    }

    /// A chain just under the limit is read: the limit is no refusal of ordinary code.
    @Test func aFiftyTermChainIsRead() throws {
        let path = try Self.project() + "/FeedView.swift"
        try Self.screen(load: "let x = " + Array(repeating: "1", count: 50).joined(separator: " + ")).write(toFile: path, atomically: true, encoding: .utf8)
        let run = runCLI(["check", path])
        #expect(!run.stderr.contains("nesting is too deep"), "\(run.stderr)")
        #expect(run.stdout.contains("FeedView"), "\(run.stdout)")
    }

    // MARK: - 3. A syntax error withholds the screen's verdicts

    /// ItemsScreen's three files in a project folder, `edit` applied to one of them.
    static func itemsScreen(editing file: String, _ edit: (String) -> String) throws -> String {
        let dir = try project()
        for name in ["ItemsView.swift", "ItemsViewModel.swift", "ItemService.swift"] {
            let text = try EdgeFalseGreenTests.fixture("ItemsScreen", name)
            try (name == file ? edit(text) : text).write(toFile: "\(dir)/\(name)", atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func aStrayBarInTheViewModelsGuardRefusesTheScreen() throws {
        let dir = try Self.itemsScreen(editing: "ItemsViewModel.swift") {
            $0.replacingOccurrences(of: "guard !isLoading else", with: "guard !isLoading | else")
        }
        let run = runCLI(["check", "\(dir)/ItemsView.swift"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("""
            \(dir)/ItemsView.swift:3:1: error: 'ItemsView' is not checked: a file it is read from does not parse \
            (the syntax error at \(dir)/ItemsViewModel.swift:13:28); fix it, since checking what is left would give \
            verdicts about code that is not there\n
            """), "\(run.stderr)")
        #expect(run.stderr.contains("\(dir)/ItemsViewModel.swift:13:28: error: expected an expression, found 'else'\n"), "\(run.stderr)")
        #expect(run.stdout.contains("0 models checked"), "\(run.stdout)")
        #expect(!run.stdout.contains("[allCasesReachable]") && !run.stdout.contains("violated"), "\(run.stdout)")
    }

    @Test func anEmptySwitchInTheScreensOwnFileRefusesIt() throws {
        let dir = try Self.itemsScreen(editing: "ItemsView.swift") {
            $0.replacingOccurrences(of: "        .refreshable {\n", with: "        .refreshable {\n            switch  {\n            }\n")
        }
        let run = runCLI(["check", "\(dir)/ItemsView.swift"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("""
            \(dir)/ItemsView.swift:3:1: error: 'ItemsView' is not checked: a file it is read from does not parse \
            (the syntax error at line 32, column 13); fix it, since checking what is left would give verdicts about \
            code that is not there\n
            """), "\(run.stderr)")
        #expect(run.stderr.contains("\(dir)/ItemsView.swift:32:13: error: expected '{' in 'switch' statement, found 'await'\n"), "\(run.stderr)")
        #expect(run.stdout.contains("0 models checked"), "\(run.stdout)")
    }

    /// The same folder without the error is checked: the refusal is the error's doing.
    @Test func theSameScreenWithoutTheErrorIsChecked() throws {
        let dir = try Self.itemsScreen(editing: "") { $0 }
        let run = runCLI(["check", "\(dir)/ItemsView.swift"])
        #expect(!run.stderr.contains("is not checked"), "\(run.stderr)")
        #expect(run.stdout.contains("ItemsView"), "\(run.stdout)")
        #expect(!run.stdout.contains("0 models checked"), "\(run.stdout)")
    }

    // MARK: - 4. A file declaring no screen

    @Test func aSwiftFileDeclaringNoScreenExits2() throws {
        let path = try Self.project() + "/Point.swift"
        try "struct Point { var x = 1 }\n".write(toFile: path, atomically: true, encoding: .utf8)
        let run = runCLI(["check", path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("""
            \(path):1:1: error: declares no screen (a struct conforming to View with a body and @State properties); nothing to check\n
            """), "\(run.stderr)")
        #expect(!run.stdout.contains("every expectation met"), "\(run.stdout)")
    }
}

/// A single file at the top of a huge tree: its module is bounded, and an
/// interrupt is honoured before the tree is read.
@Suite struct HugeTreeTests {
    /// A project whose top holds FeedView.swift and whose `Deep/` holds 2,100 small files.
    static func hugeTree() throws -> String {
        let dir = try HostileSwiftTests.project()
        try HostileSwiftTests.screen(load: "let x = 1").write(toFile: dir + "/FeedView.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/Deep", withIntermediateDirectories: true)
        for i in 0..<2_100 {
            try Data("struct T\(i) { var a = \(i) }\n".utf8).write(to: URL(fileURLWithPath: dir + "/Deep/T\(i).swift"))
        }
        return dir
    }

    @Test func aFileAtTheTopOfAHugeTreeReadsOnlyItsOwnFolderWithANote() throws {
        let dir = try Self.hugeTree()
        let path = dir + "/FeedView.swift"
        let run = runCLI(["check", path])
        #expect(run.stderr.hasPrefix("""
            \(path):1:1: note: '\(dir)' and its subfolders hold more than 2000 .swift files: only the 1 directly in it are \
            read as this file's module (check the folder itself to read all of them)\n
            """), "\(run.stderr.prefix(400))")
        #expect(run.stdout.contains("FeedView"), "\(run.stdout)")
        // The folder named by itself is read whole: no note.
        let whole = runCLI(["check", dir])
        #expect(!whole.stderr.contains("hold more than 2000"), "\(whole.stderr.prefix(400))")
    }

    /// `inspect FILE` reads the same bounded module as `check FILE`: the
    /// same note, and the screen shown; before, it read the whole tree.
    @Test func inspectOfAFileAtTheTopOfAHugeTreeIsBoundedAsCheckIs() throws {
        let dir = try Self.hugeTree()
        let path = dir + "/FeedView.swift"
        let run = runCLI(["inspect", path])
        #expect(run.status == .success, "\(run.stderr.prefix(400))")
        #expect(run.stderr == """
            \(path):1:1: note: '\(dir)' and its subfolders hold more than 2000 .swift files: only the 1 directly in it are \
            read as this file's module (check the folder itself to read all of them)
            import SwiftUI
            ^\n
            """, "\(run.stderr.prefix(400))")
        #expect(run.stdout.hasPrefix("FeedView (\(path):"), "\(run.stdout)")
    }

    /// SIGTERM (the executable's handler sets the stop flag) before the
    /// module is read: exit 3, the screen reported as not checked, promptly.
    @Test func aStopBeforeReadingEndsTheRunWithExit3() throws {
        let dir = try Self.hugeTree()
        let flag = StopFlag()
        flag.stop()
        let output = CapturedOutput()
        let start = Date()
        let status = StateCheckCLI.main(["check", dir + "/FeedView.swift"], context: output.context(stopFlag: flag))
        #expect(status == .incomplete, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("not checked"), "\(output.stdout)")
        #expect(Date().timeIntervalSince(start) < 5)
    }

    /// A stop while the module is read: no file is read after it, no screen translated.
    @Test func aStopWhileReadingReadsNoMoreFiles() throws {
        let dir = try Self.hugeTree()
        let asked = Counter()
        let folder = SwiftScreenLoader.load(folder: dir, configuration: ScreenConfiguration()) {
            asked.value += 1
            return asked.value > 10
        }
        #expect(folder.sources.count == 10)
        #expect(folder.screens.isEmpty)
    }

    /// A count a closure can bump.
    final class Counter: @unchecked Sendable { var value = 0 }

    /// The executable's own handler, with a real SIGTERM (what a CI cancel
    /// sends) while a long read is under way: a folder of 200 files of 1,500
    /// declarations each, whose reading takes many seconds. The run ends
    /// with exit 3 and says its files were not checked; it is not killed,
    /// and it does not claim that every expectation was met.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: InterruptTests.executable), "the statecheck executable is not built"))
    func sigtermDuringALongReadEndsTheRunWithExit3() throws {
        let dir = try HostileSwiftTests.project()
        try HostileSwiftTests.screen(load: "let x = 1").write(toFile: dir + "/FeedView.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/Generated", withIntermediateDirectories: true)
        for i in 0..<200 {
            let declarations = (0..<1_500).map { "struct G\(i)_\($0) { var a = \($0); var b = \"\($0)\" }\n" }.joined()
            try Data(declarations.utf8).write(to: URL(fileURLWithPath: dir + "/Generated/G\(i).swift"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: InterruptTests.executable)
        process.arguments = ["check", dir]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        process.terminate()   // SIGTERM
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "\(stderr.prefix(400))")
        #expect(process.terminationStatus == 3, "\(stdout)\(stderr.prefix(400))")
        #expect(stdout.contains("\(dir)/FeedView.swift: note: not checked: the run was interrupted before its turn\n"), "\(stdout.suffix(400))")
        // The screen's file, the 200 generated ones and the project's Package.swift.
        #expect(stdout.hasSuffix("0 models checked, 202 not checked (interrupted): nothing was decided.\n"), "\(stdout.suffix(400))")
    }
}
