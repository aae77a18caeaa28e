import Foundation
import StateCheck
import StateCheckSwift

extension ModelChecking {
    /// `--strict`: on the commands that check Swift screens.
    static let strictOption = OptionSpec(
        ["--strict"], help: "Refuse Swift constructs outside the SwiftUI mapping instead of reading them as presentation or abstractions (statecheck.json: \"strict\": true).")

    /// `--config`: on the commands that check Swift screens.
    static let configOption = OptionSpec(
        ["--config"], value: "path", help: "Read this statecheck.json for Swift screens instead of looking one up beside them.")

    /// The folder whose `.swift` files form the module of `file`: the folder
    /// under `Sources/`, or beside an `.xcodeproj`, that holds it; otherwise
    /// `named` (the folder named on the command line that `file` was found
    /// in: a folder is a module with its subfolders, whatever sits beside
    /// it, since XcodeGen and Tuist projects commit no `.xcodeproj`), or
    /// the file's own folder when it was named by itself.
    static func moduleRoot(ofSwiftFile file: String, named: String? = nil) -> String {
        markedModuleRoot(ofSwiftFile: file) ?? named ?? URL(fileURLWithPath: file).deletingLastPathComponent().path
    }

    /// Files that mark the top of a project: a single file's module is never
    /// looked for above the folder that holds one.
    static let projectMarkers: [String] = ["Package.swift", ".git", "project.yml", "Project.swift", "Podfile", "Cartfile"]

    /// The module of a `.swift` file named by itself: the folder a project's
    /// layout marks (``markedModuleRoot(ofSwiftFile:)``); otherwise the
    /// nearest of its own folder and the folders above it (at most four,
    /// never above a project's top) in which the file's screens read with no
    /// error, so that `replay Features/Feed/FeedView.swift` reads the types
    /// of `Models/` beside `Features/`, as `check` of the app folder did.
    /// The file's own folder when none does.
    ///
    /// Bounded: a folder holding more than ``maxSingleFileModuleFiles`` `.swift`
    /// files is not read (its walk stops there), and `isStopped` (an
    /// interrupt) is asked before each folder: once true, the file's own folder.
    static func singleFileModuleRoot(_ file: String, configurationPath: String?, isStopped: @escaping () -> Bool = { false }) -> String {
        if let marked = markedModuleRoot(ofSwiftFile: file) { return marked }
        let own = URL(fileURLWithPath: file).deletingLastPathComponent().path
        var candidates: [String] = []
        var dir = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        for _ in 0 ..< 5 {
            candidates.append(dir.path)
            let entries = Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            if projectMarkers.contains(where: entries.contains) || entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { break }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        guard candidates.count > 1, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return own }
        var missing: Set<String>?
        for (level, root) in candidates.enumerated() {
            if isStopped() { return own }
            // A folder of thousands of files is no module a single file is read with.
            let files = SwiftScreenLoader.swiftFiles(in: root, limit: maxSingleFileModuleFiles)
            guard files.count <= maxSingleFileModuleFiles else { break }
            // A folder above is read only when it declares a type the file names and its own folder does not.
            let declared = declaredTypeNames(in: files)
            if let wanted = missing {
                guard !wanted.isDisjoint(with: declared) else { continue }
            } else {
                missing = capitalizedNames(in: text).subtracting(declared).subtracting(platformTypeNames)
            }
            let configuration = configurationPath.flatMap { try? ScreenConfiguration.read(path: $0) }
                ?? (try? ScreenConfiguration.lookUp(from: root)) ?? ScreenConfiguration()
            // The file's own folder is the module when it reads the screen without a default for the unknown; when
            // it needs one, a folder above that declares what it lacks is read first, and the own folder last.
            var strictly = configuration
            strictly.strict = strictly.strict || level == 0
            let folder = SwiftScreenLoader.load(folder: root, only: [file], configuration: strictly, isStopped: isStopped)
            if !folder.screens.isEmpty, !folder.diagnostics.contains(where: { $0.severity == .error }) {
                return level == 0 ? own : root
            }
        }
        return own
    }

    /// The most `.swift` files a folder above a single file may hold to be
    /// read as its module: a larger one (an app of 8,500 files) is a
    /// project, not the module of one file, and reading it took minutes.
    static let maxSingleFileModuleFiles = 2_000

    /// Names of Swift, Foundation and SwiftUI a file uses without declaring
    /// them: a folder above that happens to declare one of its own is no
    /// reason to read it.
    static let platformTypeNames: Set<String> = [
        "Task", "State", "View", "Text", "Error", "String", "Int", "Bool", "Double", "Binding", "Published", "MainActor",
        "ObservableObject", "Observable", "StateObject", "ObservedObject", "Environment", "EnvironmentObject", "List", "Button",
        "Image", "Color", "Result", "Never", "Void", "Date", "URL", "Data", "Array", "Set", "Dictionary", "Optional", "Self",
        "Some", "Any", "VStack", "HStack", "ZStack", "ForEach", "Section", "Group", "ProgressView", "EmptyView", "NavigationStack",
        "NavigationView", "Label", "Toggle", "TextField", "Picker", "Form", "ScrollView", "Spacer", "Divider", "URLSession",
        "JSONDecoder", "CancellationError", "URLError", "Identifiable", "Decodable", "Encodable", "Codable", "Hashable", "Equatable",
        "Sendable", "Preview", "PreviewProvider", "App", "Scene", "WindowGroup", "Content", "Value", "Element", "ID", "Body",
    ]

    /// The capitalized identifiers of `text`: the types a file may name.
    static func capitalizedNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        var previous: Character = " "
        for c in text {
            if c.isLetter || c.isNumber || c == "_" {
                if current.isEmpty, !(c.isUppercase && !(previous.isLetter || previous.isNumber || previous == "_")) { current = "-" }
                if current != "-" { current.append(c) }
            } else {
                if !current.isEmpty, current != "-" { names.insert(current) }
                current = ""
            }
            previous = c
        }
        if !current.isEmpty, current != "-" { names.insert(current) }
        return names
    }

    /// The type names `files` declare, read from their text (`struct Note`, `enum Loadable`).
    static func declaredTypeNames(in files: [String]) -> Set<String> {
        var names: Set<String> = []
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            for (word, next) in zip(words, words.dropFirst())
            where ["struct", "class", "enum", "protocol", "actor", "typealias"].contains(word) { names.insert(String(next)) }
        }
        return names
    }

    /// The module root a project's layout marks for `file` (a folder under
    /// `Sources/`, or beside an `.xcodeproj`), in the spelling the user gave;
    /// nil when nothing marks one.
    static func markedModuleRoot(ofSwiftFile file: String) -> String? {
        // Decide on the absolute path, answer in the spelling the user gave.
        func spelled(levelsUp: Int) -> String {
            var parts = file.split(separator: "/", omittingEmptySubsequences: false)
            // A relative spelling with `levelsUp` parts is "." (below); one with fewer, or whose parts
            // removed hold `..` or `.`, names another folder than its text does: answered from the absolute path.
            guard parts.count >= levelsUp, !parts.suffix(levelsUp).contains(where: { $0 == ".." || $0 == "." }) else {
                var folder = URL(fileURLWithPath: file).standardizedFileURL
                for _ in 0..<levelsUp { folder.deleteLastPathComponent() }
                return folder.path
            }
            parts.removeLast(levelsUp)
            let joined = parts.joined(separator: "/")
            return joined.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : joined
        }
        var dir = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var levels = 1
        while true {
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            if parent.lastPathComponent == "Sources" { return spelled(levelsUp: levels) }
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
            if siblings.contains(where: { $0.hasSuffix(".xcodeproj") }) { return spelled(levelsUp: levels) }
            if siblings.contains("Package.swift") { return nil }
            dir = parent
            levels += 1
        }
    }

    /// The module root of each `.swift` file of `files`: for one found in a
    /// folder `paths` named, ``moduleRoot(ofSwiftFile:named:)``; for one
    /// named by itself, ``singleFileModuleRoot(_:configurationPath:isStopped:)``.
    static func moduleRoots(of files: [String], named paths: [String], configurationPath: String? = nil,
                            isStopped: @escaping () -> Bool = { false }) -> [String: String] {
        let folders = paths.filter { path in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
        }.map { (spelling: $0, prefix: standardizedPath($0).hasSuffix("/") ? standardizedPath($0) : standardizedPath($0) + "/") }
        var roots: [String: String] = [:]
        for file in files where file.hasSuffix(".swift") {
            let path = standardizedPath(file)
            let named = folders.first { path.hasPrefix($0.prefix) }?.spelling
            roots[file] = named == nil ? singleFileModuleRoot(file, configurationPath: configurationPath, isStopped: isStopped)
                : moduleRoot(ofSwiftFile: file, named: named)
        }
        return roots
    }

    /// Reads the screens declared in `files` (one module: `root`), reporting
    /// the diagnostics of those that cannot be read. ``configurationPath``
    /// overrides the `statecheck.json` lookup.
    /// Nil when the configuration cannot be used (reported).
    /// `singleFiles`: the files were named by themselves, so their module is
    /// bounded (``maxSingleFileModuleFiles``, with a note), not a whole tree.
    func swiftScreens(root: String, files: [String], singleFiles: Bool = false) -> [(system: ModelSystem, source: String, line: Int)]? {
        let configuration: ScreenConfiguration
        do throws(ScreenConfigurationError) {
            if let configPath = configurationPath { configuration = try ScreenConfiguration.read(path: configPath) }
            else { configuration = try ScreenConfiguration.lookUp(from: root) }
        } catch {
            log.report([Diagnostic(file: error.path, line: error.line, column: 1, message: error.message)], source: nil)
            return nil
        }
        var read = configuration
        read.strict = read.strict || strict
        let stopFlag = context.stopFlag
        let folder = SwiftScreenLoader.load(folder: root, only: Set(files), configuration: read,
                                            maxFiles: singleFiles ? Self.maxSingleFileModuleFiles : .max, isStopped: { stopFlag.isStopped })
        log.moduleSources.merge(folder.sources) { known, _ in known }
        let byFile = Dictionary(grouping: folder.diagnostics, by: \.file)
        for file in byFile.keys.sorted() { log.report(byFile[file] ?? [], source: folder.sources[file]) }
        var out: [(ModelSystem, String, Int)] = []
        log.screens.refused += folder.refused
        for screen in folder.screens {
            // What was assumed, per screen: `inspect` lists each reading with its line.
            let (abstracted, presented) = (screen.summary.abstractions.count, screen.summary.presentation.count)
            if abstracted + presented > 0 {
                let loc = screen.model.location
                context.writeError("\(screen.file):\(loc.line):\(loc.column): note: \(screen.name): read with \(abstracted) abstraction\(abstracted == 1 ? "" : "s") and \(presented) construct\(presented == 1 ? "" : "s") as presentation (statecheck inspect lists each)\n")
            }
            do {
                let system = try ModelSystem.compile(model: screen.model, file: screen.file)
                log.report(system.warnings, source: folder.sources[screen.file], of: screen.file)
                out.append((system, folder.sources[screen.file] ?? "", screen.model.location.line))
                log.screens.checked += 1
                if abstracted > 0 { log.screens.withAbstractions += 1 }
            } catch {
                log.screens.refused.append(screen.name)
                log.report(error.diagnostics, source: folder.sources[screen.file], of: screen.file)
                // An error only in another file (a view model's) would leave the screen's file looking checked.
                if let first = error.diagnostics.first(where: { $0.severity == .error }),
                   !error.diagnostics.contains(where: { $0.severity == .error && Self.standardizedPath($0.file) == Self.standardizedPath(screen.file) }) {
                    let loc = screen.model.location
                    log.report([Diagnostic(file: screen.file, line: loc.line, column: loc.column,
                                           message: "'\(screen.name)' is not checked: its reading does not compile "
                                               + "(\(SourceLocation.citedPath(first.file, besideDesign: screen.file)):\(first.line):\(first.column))")],
                               source: folder.sources[screen.file])
                }
            }
        }
        return out
    }

    /// The one screen of a `.swift` file, or nil after reporting why not.
    func compileSwiftFile(_ file: String) -> (system: ModelSystem, source: String)? {
        guard FileManager.default.fileExists(atPath: file) else {
            log.report(FileProblem(path: file, message: "no such file or folder"))
            return nil
        }
        if let problem = ModelFiles.notARegularFile(file) {
            log.report(FileProblem(path: file, message: problem))
            return nil
        }
        let stopFlag = context.stopFlag
        let root = Self.singleFileModuleRoot(file, configurationPath: configurationPath, isStopped: { stopFlag.isStopped })
        guard let screens = swiftScreens(root: root, files: [file], singleFiles: true) else { return nil }
        guard screens.count == 1, let (system, source, _) = screens.first else {
            if screens.isEmpty, !log.entries.contains(where: { $0.file == file }) {
                log.report([Diagnostic(file: file, line: 1, column: 1, message: Self.declaresNoScreen)], source: nil)
            } else if screens.count > 1 {
                log.reportError("declares \(screens.count) screens (\(screens.map(\.system.name).joined(separator: ", "))); this command reads one", file: file)
            }
            return nil
        }
        return (system, source)
    }
}

extension ModelChecking {
    /// The error of a `.swift` file that declares no screen.
    static let declaresNoScreen = "declares no screen (a struct conforming to View with a body and @State properties)"

    /// The error of a folder whose `.swift` files declare no screen (and
    /// that holds no `.model` file): checking it checks nothing.
    static let noScreenInFolder = "no screen found in its .swift files (a screen is a struct conforming to View with a body and @State properties); nothing to check"

    /// `path` absolute and without `.`, `..` or doubled slashes, to compare
    /// two spellings of one file (`./Feed.swift` and `/work/app/Feed.swift`).
    static func standardizedPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
