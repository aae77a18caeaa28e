import Foundation
import PackagePlugin

/// Applied to a target (`plugins: [.plugin(name: "StateCheckBuildToolPlugin",
/// package: "StateCheck")]`), `swift build` and Xcode run `statecheck check`
/// on the target's `.swift` sources and `.model` files; each violation is a
/// `path:line:col: error: …` line, which the build shows at its file and line,
/// and the build fails until it is fixed or recorded in `statecheck.json`.
///
/// It is a build command, not a prebuild command: SwiftPM runs prebuild
/// commands only with prebuilt binaries, and `statecheck` is built from
/// source. A build command runs when one of its declared inputs changes (the
/// files checked and the `statecheck.json` files the check reads) and must
/// declare an output: the stamp `statecheck check --stamp` writes into the
/// plugin's work folder, a Swift file holding only a comment.
@main
struct StateCheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.commands(
            tool: context.tool(named: "statecheck").url,
            files: module.sourceFiles.map(\.url),
            targetName: target.name,
            workFolder: context.pluginWorkDirectoryURL,
            root: context.package.directoryURL)
    }

    /// The `statecheck check` command for `files` (only their `.swift` and
    /// `.model` files count); none when there are none.
    ///
    /// - Parameter root: where the search for `statecheck.json` stops (the
    ///   package's or project's folder), as `statecheck` looks it up from the
    ///   sources' folder up to the folder holding `Package.swift`.
    static func commands(tool: URL, files: [URL], targetName: String, workFolder: URL, root: URL) -> [Command] {
        let checked = files.filter { ["swift", "model"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        guard !checked.isEmpty else { return [] }
        let stamp = workFolder.appendingPathComponent("StateCheckBuildStamp.swift")
        return [
            .buildCommand(
                displayName: "statecheck check \(targetName)",
                executable: tool,
                arguments: ["check", "--stamp", stamp.path] + checked.map(\.path),
                inputFiles: checked + configurations(for: checked, upTo: root),
                outputFiles: [stamp])
        ]
    }

    /// The `statecheck.json` files in the folders of `files` and their parents
    /// up to `root`: a change to one of them runs the check again.
    static func configurations(for files: [URL], upTo root: URL) -> [URL] {
        let stop = root.standardizedFileURL.path
        var folders = Set<String>()
        for file in files {
            var folder = file.standardizedFileURL.deletingLastPathComponent()
            while folders.insert(folder.path).inserted, folder.path.hasPrefix(stop), folder.path != stop {
                folder = folder.deletingLastPathComponent()
            }
        }
        return folders.sorted()
            .map { URL(fileURLWithPath: $0).appendingPathComponent("statecheck.json") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (the target's Build Phases ▸ Run Build Tool Plug-ins):
/// the target's input files, with the project's folder as the root.
extension StateCheckBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        Self.commands(
            tool: try context.tool(named: "statecheck").url,
            files: target.inputFiles.map(\.url),
            targetName: target.displayName,
            workFolder: context.pluginWorkDirectoryURL,
            root: context.xcodeProject.directoryURL)
    }
}
#endif
