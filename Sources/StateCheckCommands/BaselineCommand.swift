import Foundation
import StateCheck
import StateCheckSwift

/// `statecheck baseline PATH`: record today's violations of every Swift
/// screen under PATH in `statecheck.json`, so that `check` passes until a
/// new violation appears.
package enum BaselineCommand {
    static let spec = CommandSpec(
        name: "baseline",
        abstract: "Record today's violations of Swift screens in statecheck.json, so check fails only on new ones.",
        arguments: "PATH",
        options: ExplorationLimits.options + [
            ModelChecking.threadsOption,
            OptionSpec(["--config"], value: "path", help: "Write this statecheck.json (created when absent) instead of the one beside the sources."),
        ],
        discussion: """
        PATH is a .swift file or a folder of them. Every screen is checked; each
        standard property it violates today is written to the 'expect' table of
        statecheck.json (the one check finds for PATH, or PATH's folder/statecheck.json
        when there is none), replacing what that table said for the screen; other
        screens, 'environment', 'bounds' and 'nonempty' are kept. Keys are sorted and
        indented by two spaces, so running it again without changes rewrites nothing.
        A partial exploration (a limit or an interrupt stopped it) records nothing:
        its verdicts are unknown, and a baseline holds only definite ones.
        Exit status: 0 written (or already up to date), 2 a usage or model error
        (nothing is written), 3 an exploration was partial or interrupted (nothing
        is written).
        """
    )

    /// The subcommand for the command table.
    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard args.positionals.count == 1, let path = args.positionals.first else {
            context.writeError("error: 'baseline' takes one .swift file or folder, e.g. statecheck baseline Sources/App\n")
            return .usageOrModelError
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            context.writeError("\(FileProblem(path: path, message: "no such file or folder"))\n")
            return .usageOrModelError
        }
        let folder = isDir.boolValue ? path : (path.range(of: "/", options: .backwards).map { String(path[..<$0.lowerBound]) } ?? ".")
        let target: String
        let existing: ScreenConfiguration
        do throws(ScreenConfigurationError) {
            if let config = args.value("--config") {
                target = config
                existing = FileManager.default.fileExists(atPath: config) ? try ScreenConfiguration.read(path: config) : ScreenConfiguration()
            } else {
                existing = try ScreenConfiguration.lookUp(from: folder)
                target = existing.path ?? (folder.hasSuffix("/") ? folder : folder + "/") + ScreenConfiguration.fileName
            }
        } catch {
            context.writeError("\(error)\n")
            return .usageOrModelError
        }
        var checkArgs = args
        checkArgs.values["--config"] = existing.path.map { [$0] }
        guard let (checked, unchecked, _, notChecked) = ModelChecking.checkPaths(checkArgs, properties: nil, context: context, keepingRunsWithRuntimeErrors: true) else {
            return .usageOrModelError
        }
        let screens = checked.filter { $0.system.file.hasSuffix(".swift") }
        if !unchecked.isEmpty || screens.contains(where: { !$0.report.runtimeErrors.isEmpty }) {
            context.writeError("error: \(target) not written: fix the errors above first\n")
            return .usageOrModelError
        }
        // A partial exploration's verdicts are not final: recording them would
        // drop the violations it did not reach yet, so nothing is written.
        let partial = screens.filter { $0.report.limit != nil }
        if !partial.isEmpty || !notChecked.isEmpty || context.stopFlag.isStopped {
            for s in partial { context.writeError("\(s.report.file): warning: \(s.report.name): \(s.report.limit ?? "")\n") }
            for file in notChecked { context.writeError("\(file): note: not checked: \(TextReport.notCheckedReason)\n") }
            let why = partial.isEmpty
                ? "the run was interrupted"
                : "the exploration of \(partial.map(\.report.name).joined(separator: ", ")) is partial (see above), so its verdicts are unknown"
            context.writeError("error: \(target) not written: \(why); a baseline records only complete checks (raise --max-states or --timeout, or let the run finish)\n")
            return .incomplete
        }
        guard !screens.isEmpty else {
            context.writeError("error: \(path) declares no screen (a struct conforming to View with a body and @State properties)\n")
            return .usageOrModelError
        }
        var verdicts: [String: [String]] = [:]
        for screen in screens {
            verdicts[screen.system.name] = screen.result.properties
                .filter { $0.standard != nil && $0.verdict == .violated }
                .map(\.name)
        }
        let text = existing.baselined(verdicts).jsonText
        let count = verdicts.values.reduce(0) { $0 + $1.count }
        let summary = "\(count) known violation\(count == 1 ? "" : "s") in \(screens.count) screen\(screens.count == 1 ? "" : "s")"
        if FileManager.default.contents(atPath: target).map({ String(decoding: $0, as: UTF8.self) }) == text {
            context.write("\(target) is up to date: \(summary).\n")
            return .success
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            context.writeError("\(FileProblem(path: target, message: "cannot be written (\(error.localizedDescription))"))\n")
            return .usageOrModelError
        }
        context.write("Wrote \(target): \(summary).\n")
        return .success
    }
}
