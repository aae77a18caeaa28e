import Foundation
import PackagePlugin

/// `swift package statecheck [SUBCOMMAND] [ARGUMENTS …] [--target NAME …]`:
/// runs this package's `statecheck` executable on the package's own targets
/// (the folders holding their `.swift` sources and `.model` files) or on the
/// paths given. Relative paths are read from the package's folder, where the
/// tool runs.
///
/// It declares no permission, so read-only commands never ask for one; the
/// commands that write into the package (`baseline`, `reports`, `diagram
/// --output`) need `--allow-writing-to-package-directory` where SwiftPM
/// sandboxes plugins (macOS), and say so before they run.
@main
struct StateCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package
        try run(
            tool: try context.tool(named: "statecheck").url,
            arguments: arguments,
            folder: package.directoryURL,
            targetFolders: { names throws(CommandLinePlan.Problem) in
                try Self.folders(of: package, named: names)
            })
    }

    /// The folders of the targets `names`, or of every Swift target that is
    /// not a test target when `names` is empty; relative to the package.
    static func folders(of package: Package, named names: [String]) throws(CommandLinePlan.Problem) -> [String] {
        let modules: [any SourceModuleTarget]
        if names.isEmpty {
            modules = package.targets.compactMap(\.sourceModule).filter { module in
                switch module.kind {
                case .generic, .executable: return !module.sourceFiles(withSuffix: "swift").map(\.url).isEmpty
                case .test, .snippet, .macro: return false
                @unknown default: return false
                }
            }
        } else {
            let targets: [Target]
            do { targets = try package.targets(named: names) } catch {
                throw CommandLinePlan.Problem(description: "\(error)")
            }
            modules = targets.compactMap(\.sourceModule)
            let notModules = targets.filter { $0.sourceModule == nil }.map(\.name)
            guard notModules.isEmpty else {
                throw CommandLinePlan.Problem(description: "\(notModules.joined(separator: ", ")) has no sources to read")
            }
        }
        return modules.map { relative(folder(holding: $0.sourceFiles.map(\.url)), to: package.directoryURL) }
    }

    /// The deepest folder holding every one of `files`: a target's folder
    /// (the PackageDescription 6.0 plugin API names it only as a deprecated
    /// `Path`; `Target.directoryURL` needs tools version 6.1).
    static func folder(holding files: [URL]) -> URL {
        let folders = files.map { $0.standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return URL(fileURLWithPath: ".") }
        for parts in folders.dropFirst() {
            let shared = zip(common, parts).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common))
    }

    /// Runs the plan for `arguments` in `folder`; each non-zero exit status is
    /// reported as an error, which makes `swift package` exit 1.
    func run(
        tool: URL, arguments: [String], folder: URL,
        targetFolders: (_ named: [String]) throws(CommandLinePlan.Problem) -> [String]
    ) throws {
        let subcommand = CommandLinePlan.split(arguments).subcommand
        let help = (try? Self.capture(tool, [subcommand, "--help"], in: folder)) ?? ""
        let plan: CommandLinePlan
        do {
            plan = try CommandLinePlan.make(arguments, valueOptions: HelpOptions.valueOptions(inHelp: help), targetFolders: targetFolders)
        } catch {
            Diagnostics.error("swift package statecheck: \(error)")
            return
        }
        for run in plan.runs {
            if let written = CommandLinePlan.writes(subcommand: plan.subcommand, rest: run), !Self.canWrite(in: folder) {
                Diagnostics.error("""
                    'statecheck \(plan.subcommand)' writes \(written) into the package, which SwiftPM's sandbox forbids \
                    without permission: run 'swift package --allow-writing-to-package-directory statecheck \(plan.subcommand) …'
                    """)
                return
            }
            let status = try Self.launch(tool, [plan.subcommand] + run, in: folder)
            if status != 0 {
                let command = ([plan.subcommand] + run).joined(separator: " ")
                Diagnostics.error("'statecheck \(command)' exited with status \(status) (\(Self.meaning(of: status, subcommand: plan.subcommand)))")
            }
        }
    }

    /// What a `statecheck` exit status means.
    static func meaning(of status: Int32, subcommand: String) -> String {
        switch status {
        case 1: return "a check failed, see above"
        case 2: return "a usage or model error, see above"
        default: return "'swift package statecheck \(subcommand) --help' lists the exit statuses"
        }
    }

    /// `url`'s path relative to `base` when it is inside it, else absolute.
    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let root = base.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether files can be created in `folder` (not where SwiftPM's sandbox
    /// forbids it): creates and removes an empty probe file.
    static func canWrite(in folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".statecheck-write-probe-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }

    /// Runs `tool` with its output going where the plugin's goes; its exit status.
    static func launch(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Runs `tool` and returns what it wrote to standard output.
    static func capture(_ tool: URL, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File ▸ Packages or the project's context menu): the same plan,
/// with `--target` naming the project's targets and the project's folder as
/// the working folder.
extension StateCheckCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let project = context.xcodeProject
        try run(
            tool: try context.tool(named: "statecheck").url,
            arguments: arguments,
            folder: project.directoryURL,
            targetFolders: { names throws(CommandLinePlan.Problem) in
                let targets = names.isEmpty ? project.targets : project.targets.filter { names.contains($0.displayName) }
                let unknown = names.filter { name in !project.targets.contains { $0.displayName == name } }
                guard unknown.isEmpty else {
                    throw CommandLinePlan.Problem(description: "no target named \(unknown.joined(separator: ", ")) in \(project.displayName)")
                }
                // An Xcode target has no folder of its own: the folder holding its Swift files.
                return targets.compactMap { target in
                    let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
                    return files.isEmpty ? nil : Self.relative(Self.folder(holding: files), to: project.directoryURL)
                }
            })
    }
}
#endif
