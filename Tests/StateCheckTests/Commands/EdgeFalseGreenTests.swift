import Foundation
import Testing
@testable import StateCheckCommands

/// Edges where a run was green or noisy for no reason, as a user sees them
/// (exit status and the exact lines): a diagnostic of a file shared by
/// several screens printed once, an unreadable `.swift` file and a folder
/// without a screen never a false green, a `--timeout` hit in one model
/// leaving the next its own time, and file-level notes and errors at a
/// `file:line:col`.
@Suite struct EdgeFalseGreenTests {
    /// A new empty temporary folder.
    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-edges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    /// A fixture of Golden/SwiftScreens.
    static func fixture(_ folder: String, _ file: String) throws -> String {
        try String(contentsOfFile: SwiftScreensCommandTests.fixtures + "/\(folder)/\(file)", encoding: .utf8)
    }

    static func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// ItemsScreen's view, view model and service, and a second screen on
    /// the same view model, each file's name prefixed with `prefix`.
    static func twoScreensOnOneViewModel(in dir: String, prefix: String = "", viewModel edit: (String) -> String = { $0 }) throws {
        let view = try fixture("ItemsScreen", "ItemsView.swift")
        try write(view, "\(dir)/\(prefix)ItemsView.swift")
        try write(view.replacingOccurrences(of: "struct ItemsView:", with: "struct OtherItemsView:"), "\(dir)/\(prefix)OtherItemsView.swift")
        try write(edit(try fixture("ItemsScreen", "ItemsViewModel.swift")), "\(dir)/\(prefix)ItemsViewModel.swift")
        try write(try fixture("ItemsScreen", "ItemService.swift"), "\(dir)/\(prefix)ItemService.swift")
    }

    // MARK: - 1. Diagnostics printed once

    /// Two screens share a view model with an error: the error is printed
    /// once, not once per screen.
    @Test func anErrorOfASharedViewModelIsPrintedOnce() throws {
        let dir = try Self.folder()
        try Self.twoScreensOnOneViewModel(in: dir) {
            $0.replacingOccurrences(of: "try await service.fetchItems()", with: "try await servic.fetchItems()")
        }
        // Strictly: by default a name the folder does not hold is read as another module's.
        let run = runCLI(["check", dir, "--strict"])
        #expect(run.status == .usageOrModelError)
        let line = "\(dir)/ItemsViewModel.swift:17:31: error: cannot find 'servic' in scope\n"
        #expect(run.stderr.components(separatedBy: line).count - 1 == 1, "\(run.stderr)")
    }

    // MARK: - 2. An unreadable .swift file

    /// Makes `path` unreadable; false when this process reads it anyway
    /// (running as root, chmod does not stop it: the test then proves nothing).
    static func makeUnreadable(_ path: String) throws -> Bool {
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        return !FileManager.default.isReadableFile(atPath: path)
    }

    @Test func anUnreadableSwiftFileNamedAloneExits2NamingIt() throws {
        let dir = try Self.folder()
        let path = "\(dir)/Secret.swift"
        try Self.write("struct Secret {}\n", path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        guard try Self.makeUnreadable(path) else { return }   // root reads it: nothing to prove here
        let run = runCLI(["check", path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("\(path):1:1: error: cannot be read (permission denied)\n"), "\(run.stderr)")
        #expect(!run.stdout.contains("every expectation met"))
    }

    @Test func anUnreadableSwiftFileInAFolderIsNotLeftOut() throws {
        let dir = try Self.folder()
        try Self.twoScreensOnOneViewModel(in: dir)
        let path = "\(dir)/Secret.swift"
        try Self.write("struct Secret {}\n", path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        guard try Self.makeUnreadable(path) else { return }   // root reads it: nothing to prove here
        let run = runCLI(["check", dir])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("\(path):1:1: error: cannot be read (permission denied)\n"), "\(run.stderr)")
    }

    // MARK: - 3. A folder without a screen

    @Test func aFolderWhoseSwiftFilesDeclareNoScreenExits2() throws {
        let dir = try Self.folder()
        try Self.write("import Foundation\n\nstruct Helper { var x = 1 }\n", "\(dir)/Helper.swift")
        let run = runCLI(["check", dir])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr == "\(dir): error: no screen found in its .swift files (a screen is a struct conforming to View with a body and @State properties); nothing to check\n")
        #expect(!run.stdout.contains("every expectation met"))
    }

    /// A `.model` file beside Swift files without a screen: the model is checked, nothing more is asked.
    @Test func aFolderWithAModelAndNoScreenIsUnaffected() throws {
        let dir = try Self.folder()
        try Self.write("import Foundation\n\nstruct Helper { var x = 1 }\n", "\(dir)/Helper.swift")
        try FileManager.default.copyItem(atPath: modelsFolder.path + "/save-photo-button.model", toPath: "\(dir)/save-photo-button.model")
        let run = runCLI(["check", dir])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 model checked: every expectation met.\n"))
    }

    // MARK: - 4. A timeout in one model leaves the next its own time

    /// A model whose every state costs milliseconds: it hits a 1-second `--timeout`.
    static let slow = """
    model Slow
    var count: Int = 0
    on tap sync {
        var i = 0
        while i < 20000 { i += 1 }
        count += 1
    }
    view { blank }
    bound intRange = 0...100000
    """

    @Test func aTimeoutInOneModelLeavesTheNextWhole() throws {
        let dir = try Self.folder()
        try Self.write(Self.slow, "\(dir)/a-slow.model")
        try FileManager.default.copyItem(atPath: modelsFolder.path + "/save-photo-button.model", toPath: "\(dir)/b-save-photo-button.model")
        let run = runCLI(["check", "--timeout", "1", dir])
        #expect(run.status == .success, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Slow"))
        #expect(run.stdout.contains(" ok (partial)\n"))
        #expect(run.stdout.contains("SavePhotoButton       4 states        7 transitions   holds 4  violated 0  n/a 10   ok\n"), "\(run.stdout)")
    }

    /// Two screens of one module: the first (PhotoThumbnails with 4 tasks,
    /// some 50 seconds whole) uses up `--timeout 1`; the second (ItemsView)
    /// is still explored whole, not stopped at its first state by the
    /// first one's deadline.
    @Test func aTimeoutInOneScreenLeavesTheNextScreenWhole() throws {
        let dir = try Self.folder()
        for file in ["PhotoListModel.swift", "PhotoListScreen.swift"] { try Self.write(try Self.fixture("PhotoThumbnails", file), "\(dir)/\(file)") }
        try Self.write("{\"bounds\": {\"maxTasks\": 4}}\n", "\(dir)/statecheck.json")
        let view = try Self.fixture("ItemsScreen", "ItemsView.swift")
        try Self.write(view, "\(dir)/ZItemsView.swift")
        try Self.write(try Self.fixture("ItemsScreen", "ItemsViewModel.swift"), "\(dir)/ZItemsViewModel.swift")
        try Self.write(try Self.fixture("ItemsScreen", "ItemService.swift"), "\(dir)/ZItemService.swift")
        let run = runCLI(["check", "--timeout", "1", dir])
        #expect(run.stdout.contains("FAILED (partial)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("ItemsView            28 states       94 transitions   holds 7  violated 5  n/a 2   FAILED\n"), "\(run.stdout)")
    }

    // MARK: - 5. file:line:col on file-level diagnostics

    @Test func inspectOfAFileWithoutAScreenCitesLine1Column1() throws {
        let dir = try Self.folder()
        let path = "\(dir)/Helper.swift"
        try Self.write("import Foundation\n\nstruct Helper { var x = 1 }\n", path)
        let run = runCLI(["inspect", path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr == "\(path):1:1: error: declares no screen (a struct conforming to View with a body and @State properties)\n")
    }

    @Test func boundNotesCiteTheModelsDeclaration() {
        let run = runCLI(["check", modelsFolder.path + "/photos-catalog.model"])
        #expect(run.status == .success)
        #expect(run.stdout.contains("\(modelsFolder.path)/photos-catalog.model:14:1: note: PhotosCatalog: bound maxTasks refused 40 'refresh' transitions\n"), "\(run.stdout)")
    }
}
