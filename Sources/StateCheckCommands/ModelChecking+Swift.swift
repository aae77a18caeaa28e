import Foundation
import StateCheck
import StateCheckSwift

extension ModelChecking {
    /// `--config`: on the commands that check Swift screens.
    static let configOption = OptionSpec(
        ["--config"], value: "path", help: "Read this statecheck.json for Swift screens instead of looking one up beside them.")

    /// The folder whose `.swift` files form the module of `file`: the folder
    /// under `Sources/`, or beside an `.xcodeproj`, that holds it; otherwise
    /// the file's own folder.
    static func moduleRoot(ofSwiftFile file: String) -> String {
        // Decide on the absolute path, answer in the spelling the user gave.
        func spelled(levelsUp: Int) -> String {
            var parts = file.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count > levelsUp else { return URL(fileURLWithPath: file).deletingLastPathComponent().path }
            parts.removeLast(levelsUp)
            let joined = parts.joined(separator: "/")
            return joined.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : joined
        }
        var dir = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var levels = 1
        while true {
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return spelled(levelsUp: 1) }
            if parent.lastPathComponent == "Sources" { return spelled(levelsUp: levels) }
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
            if siblings.contains(where: { $0.hasSuffix(".xcodeproj") }) { return spelled(levelsUp: levels) }
            if siblings.contains("Package.swift") { return spelled(levelsUp: 1) }
            dir = parent
            levels += 1
        }
    }

    /// Reads the screens declared in `files` (one module: `root`), reporting
    /// the diagnostics of those that cannot be read. ``configurationPath``
    /// overrides the `statecheck.json` lookup.
    /// Nil when the configuration cannot be used (reported).
    func swiftScreens(root: String, files: [String]) -> [(system: ModelSystem, source: String, line: Int)]? {
        let configuration: ScreenConfiguration
        do throws(ScreenConfigurationError) {
            if let configPath = configurationPath { configuration = try ScreenConfiguration.read(path: configPath) }
            else { configuration = try ScreenConfiguration.lookUp(from: root) }
        } catch {
            log.report([Diagnostic(file: error.path, line: error.line, column: 1, message: error.message)], source: nil)
            return nil
        }
        let folder = SwiftScreenLoader.load(folder: root, only: Set(files), configuration: configuration)
        log.moduleSources.merge(folder.sources) { known, _ in known }
        let byFile = Dictionary(grouping: folder.diagnostics, by: \.file)
        for file in byFile.keys.sorted() { log.report(byFile[file] ?? [], source: folder.sources[file]) }
        var out: [(ModelSystem, String, Int)] = []
        for screen in folder.screens {
            do {
                let system = try ModelSystem.compile(model: screen.model, file: screen.file)
                log.report(system.warnings, source: folder.sources[screen.file], of: screen.file)
                out.append((system, folder.sources[screen.file] ?? "", screen.model.location.line))
            } catch {
                log.report(error.diagnostics, source: folder.sources[screen.file], of: screen.file)
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
        guard let screens = swiftScreens(root: Self.moduleRoot(ofSwiftFile: file), files: [file]) else { return nil }
        guard screens.count == 1, let (system, source, _) = screens.first else {
            if screens.isEmpty, !log.entries.contains(where: { $0.file == file }) {
                log.reportError("declares no screen (a struct conforming to View with a body and @State properties)", file: file)
            } else if screens.count > 1 {
                log.reportError("declares \(screens.count) screens (\(screens.map(\.system.name).joined(separator: ", "))); this command reads one", file: file)
            }
            return nil
        }
        return (system, source)
    }
}

extension ModelChecking {
    /// `path` absolute and without `.`, `..` or doubled slashes, to compare
    /// two spellings of one file (`./Feed.swift` and `/work/app/Feed.swift`).
    static func standardizedPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
