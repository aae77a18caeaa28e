import Foundation
import StateCheck
import StateCheckSwift

/// `statecheck translate PATH`: the `.model` text each SwiftUI screen was
/// read as, the design `check` explores.
package enum TranslateCommand {
    static let spec = CommandSpec(
        name: "translate",
        abstract: "Print the .model text each SwiftUI screen was read as.",
        arguments: "PATH",
        options: [
            OptionSpec(["--screen"], value: "name", help: "Print only the screen of this type name."),
            OptionSpec(["--output", "-o"], value: "file", help: "Write the text to this file instead of standard output."),
            ModelChecking.configOption,
            ModelChecking.strictOption,
        ],
        discussion: """
        PATH is a .swift file or a folder of them (one module); translate reads
        Swift (a .model file is its own text). Each screen is printed as a .model
        file after a comment naming the Swift file and line it was read from:
        the text parses back to the design `check` explores. A screen `check`
        refuses is printed too, with the diagnostics `check` prints for it; a
        name no .model text spells (a child view model's `news.state`) is
        printed as a /* … */ note, with an error. Exit status: 0 when every
        screen was read, compiles and is spelled, 2 otherwise.
        """
    )

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard args.positionals.count == 1, let path = args.positionals.first else {
            context.writeError("error: 'translate' takes one .swift file or folder, e.g. statecheck translate Sources/MyApp/FeedView.swift\n")
            return .usageOrModelError
        }
        if path.hasSuffix(".model") {
            context.writeError("error: 'translate' reads Swift screens (a .swift file or a folder of them); '\(path)' is a .model file, which is already model text\n")
            return .usageOrModelError
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            context.writeError("\(FileProblem(path: path, message: "no such file or folder"))\n")
            return .usageOrModelError
        }
        if !isDir.boolValue, !path.hasSuffix(".swift") {
            context.writeError("error: 'translate' reads Swift screens (a .swift file or a folder of them), not '\(path)'\n")
            return .usageOrModelError
        }
        let stopFlag = context.stopFlag
        let root = isDir.boolValue ? path
            : ModelChecking.singleFileModuleRoot(path, configurationPath: args.value("--config"), isStopped: { stopFlag.isStopped })
        var configuration: ScreenConfiguration
        do throws(ScreenConfigurationError) {
            if let config = args.value("--config") { configuration = try ScreenConfiguration.read(path: config) }
            else { configuration = try ScreenConfiguration.lookUp(from: root) }
        } catch {
            context.writeError("\(error)\n")
            return .usageOrModelError
        }
        if args.flags.contains("--strict") { configuration.strict = true }
        let folder = SwiftScreenLoader.load(folder: root, only: isDir.boolValue ? nil : [path], configuration: configuration,
                                            maxFiles: isDir.boolValue ? .max : ModelChecking.maxSingleFileModuleFiles,
                                            isStopped: { stopFlag.isStopped })
        let log = DiagnosticLog(context: context)
        log.moduleSources = folder.sources
        let byFile = Dictionary(grouping: folder.diagnostics, by: \.file)
        for file in byFile.keys.sorted() { log.report(byFile[file] ?? [], source: folder.sources[file]) }
        var screens = folder.screens
        if let name = args.value("--screen") {
            screens = screens.filter { $0.name == name }
            if screens.isEmpty {
                let read = folder.screens.map(\.name)
                log.reportError("no screen named '\(name)' was read" + (read.isEmpty ? "" : " (the screens read: \(read.joined(separator: ", ")))"), file: path)
                return .usageOrModelError
            }
        } else if screens.isEmpty && folder.diagnostics.isEmpty {
            if isDir.boolValue { log.reportError(ModelChecking.noScreenInFolder, file: path) }
            else { log.report([Diagnostic(file: path, line: 1, column: 1, message: ModelChecking.declaresNoScreen)], source: nil) }
            return .usageOrModelError
        }
        var texts: [String] = []
        for screen in screens {
            texts.append(text(of: screen, log: log, source: folder.sources[screen.file]))
        }
        let out = texts.joined(separator: "\n")
        if let output = args.value("--output") {
            do { try OutputFile.write(out, to: output) } catch {
                context.writeError("\(error)\n")
                return .usageOrModelError
            }
        } else {
            context.write(out)
        }
        return log.entries.contains { $0.severity == .error } ? .usageOrModelError : .success
    }

    /// The screen's `.model` text after the comment naming where it was read;
    /// what `check` refuses of it, and what has no `.model` spelling, reported to `log`.
    static func text(of screen: TranslatedScreen, log: DiagnosticLog, source: String?) -> String {
        let loc = screen.model.location
        // The model read is compiled as `check` compiles it, so a screen `check` refuses gets its diagnostics.
        do {
            let system = try ModelSystem.compile(model: screen.model, file: screen.file)
            log.report(system.warnings, source: source, of: screen.file)
        } catch {
            log.report(error.diagnostics, source: source, of: screen.file)
        }
        let printed = ModelPrinter.print(screen.model)
        if !printed.unspellable.isEmpty {
            log.report([Diagnostic(file: screen.file, line: loc.line, column: loc.column,
                                   message: "'\(screen.name)' was read with constructs no .model text spells (\(printed.unspellable.joined(separator: "; "))); the text printed marks them /* … */ and is not the design checked")],
                       source: source)
        }
        return "// \(screen.name): read from \(screen.file):\(loc.line)\n" + printed.text
    }
}
