import Foundation
import StateCheck
import StateCheckSwift

/// `statecheck inspect PATH`: what the Swift front end understood of each
/// screen (state, events, apis, view, abstractions), without checking it.
package enum InspectCommand {
    static let spec = CommandSpec(
        name: "inspect",
        abstract: "Show what was read from SwiftUI screens: state, events, apis, view and abstractions.",
        arguments: "PATH",
        options: [
            OptionSpec(["--config"], value: "path", help: "Read this statecheck.json instead of looking one up beside the sources."),
            ModelChecking.strictOption,
        ],
        discussion: """
        PATH is a .swift file or a folder of them (one module). Every event and
        abstraction is listed with the Swift line it comes from ("line 12" in the
        screen's file, "DataState.swift:30" in another); a construct that is
        not understood is an error naming it, and so is what `check` refuses when it
        compiles the screen. Exit status: 0 when every screen was read, 2 on errors.
        """
    )

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard args.positionals.count == 1, let path = args.positionals.first else {
            context.writeError("error: 'inspect' takes one .swift file or folder, e.g. statecheck inspect Sources/MyApp\n")
            return .usageOrModelError
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            context.writeError("\(FileProblem(path: path, message: "no such file or folder"))\n")
            return .usageOrModelError
        }
        let stopFlag = context.stopFlag
        let root = isDir.boolValue ? path
            : ModelChecking.singleFileModuleRoot(path, configurationPath: args.values["--config"]?.last, isStopped: { stopFlag.isStopped })
        var configuration: ScreenConfiguration
        do throws(ScreenConfigurationError) {
            if let config = args.values["--config"]?.last { configuration = try ScreenConfiguration.read(path: config) }
            else { configuration = try ScreenConfiguration.lookUp(from: root) }
        } catch {
            context.writeError("\(error)\n")
            return .usageOrModelError
        }
        if args.flags.contains("--strict") { configuration.strict = true }
        // A file named by itself is read with a bounded module, as `check FILE` reads it (a file at the top
        // of an 8,500-file tree is not read with the whole tree), and an interrupt stops the reading.
        let folder = SwiftScreenLoader.load(folder: root, only: isDir.boolValue ? nil : [path], configuration: configuration,
                                            maxFiles: isDir.boolValue ? .max : ModelChecking.maxSingleFileModuleFiles,
                                            isStopped: { stopFlag.isStopped })
        let log = DiagnosticLog(context: context)
        log.moduleSources = folder.sources
        let byFile = Dictionary(grouping: folder.diagnostics, by: \.file)
        for file in byFile.keys.sorted() { log.report(byFile[file] ?? [], source: folder.sources[file]) }
        var out = ""
        for screen in folder.screens {
            out += ScreenInspection.render(screen, file: screen.file) + "\n"
            // The model read is compiled as `check` compiles it, so that a screen `check` refuses
            // (a name not in scope) fails here with the same diagnostics.
            do {
                let system = try ModelSystem.compile(model: screen.model, file: screen.file)
                log.report(system.warnings, source: folder.sources[screen.file], of: screen.file)
            } catch {
                log.report(error.diagnostics, source: folder.sources[screen.file], of: screen.file)
            }
        }
        context.write(out)
        if folder.screens.isEmpty && folder.diagnostics.isEmpty {
            // A file's error is at its line 1, column 1, as editors and CI problem matchers read it;
            // a folder has no line.
            if isDir.boolValue { log.reportError(ModelChecking.noScreenInFolder, file: path) }
            else { log.report([Diagnostic(file: path, line: 1, column: 1, message: ModelChecking.declaresNoScreen)], source: nil) }
            return .usageOrModelError
        }
        return log.entries.contains { $0.severity == .error } ? .usageOrModelError : .success
    }
}
