import StateCheck
import Foundation

/// `statecheck reports`: regenerate `Reports/` from `Models/`, or with
/// `--check` fail when the committed reports are stale.
package enum ReportsCommand {
    static let spec = CommandSpec(
        name: "reports",
        abstract: "Regenerate Reports/ from Models/ (or, with --check, fail if it is stale).",
        arguments: "[PATH ...]",
        options: [
            OptionSpec(["--check"], help: "Write nothing; exit 1 when a report differs from what would be written."),
            OptionSpec(["--output", "-o"], value: "folder", help: "The reports folder (default: Reports)."),
            ModelChecking.configOption,
            ModelChecking.strictOption,
        ],
        discussion: """
        PATH is .model files, .swift files or folders of either (default: Models);
        every .model design and every SwiftUI screen read from .swift files (each
        folder one module, as 'check' reads it) is reported, named after its type.
        Writes README.md (the comparison and every design) and,
        per design, diagrams/NAME.dot and diagrams/NAME.md (Mermaid, rendered by GitHub),
        and filmstrips/NAME-PROPERTY.svg for each violated property (the shortest trace
        as a strip of screens; the comparison table's ✗ cell links to it).
        Each file is written to a temporary file and renamed, so an interrupted run
        never leaves a half-written report. A design whose exploration stopped early
        (the state limit, Ctrl-C) writes nothing: exit status 3.
        """
    )

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        let output = args.value("--output") ?? "Reports"
        let files: [String]
        let paths = args.positionals.isEmpty ? ["Models"] : args.positionals
        do {
            files = try ModelFiles.collect(paths)
        } catch {
            context.writeError("\(error)\n")
            return .usageOrModelError
        }
        var checker = ModelChecking(properties: nil, limits: ExplorationLimits(maxStates: ExplorationLimits.defaultMaxStates, maxMemory: ExplorationLimits.defaultMaxMemory), context: context)
        checker.configurationPath = args.value("--config")
        checker.strict = args.flags.contains("--strict")
        guard let checked = checker.runForReports(files, named: paths) else { return .usageOrModelError }
        // Reports show verdicts: a partial exploration's (unknown) are not written or compared.
        let partial = checked.filter { $0.report.limit != nil }
        if !partial.isEmpty {
            for c in partial { context.writeError("\(c.report.file): warning: \(c.report.name): \(c.report.limit ?? "")\n") }
            context.writeError("error: \(output) not \(args.flags.contains("--check") ? "checked" : "written"): reports are made only from complete explorations\n")
            return .incomplete
        }
        let set = ReportSet(checked)
        if args.flags.contains("--check") {
            return check(set, in: output, context: context)
        }
        return write(set, to: output, context: context)
    }

    static func check(_ set: ReportSet, in folder: String, context: CommandContext) -> ExitCode {
        var stale: [String] = []
        for (path, contents) in set.files {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
            let existing = (try? Data(contentsOf: url)).flatMap { String(data: $0, encoding: .utf8) }
            if existing == nil { stale.append("\(folder)/\(path) is missing") }
            else if existing != contents { stale.append("\(folder)/\(path) is out of date") }
        }
        let expected = Set(set.files.map(\.path))
        for path in existingFiles(in: folder) where !expected.contains(path) {
            stale.append("\(folder)/\(path) is not generated from any model (delete it)")
        }
        if stale.isEmpty {
            context.write("\(folder)/ is up to date (\(set.files.count) files).\n")
            return .success
        }
        for s in stale { context.writeError("error: \(s)\n") }
        context.writeError("Run 'swift run statecheck reports' and commit \(folder)/.\n")
        return .expectationFailed
    }

    static func write(_ set: ReportSet, to folder: String, context: CommandContext) -> ExitCode {
        let fm = FileManager.default
        let expected = Set(set.files.map(\.path))
        var written = 0
        do {
            for (path, contents) in set.files {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if (try? Data(contentsOf: url)) == Data(contents.utf8) { continue }
                try Data(contents.utf8).write(to: url, options: .atomic)
                written += 1
            }
            for path in existingFiles(in: folder) where !expected.contains(path) {
                try fm.removeItem(at: URL(fileURLWithPath: folder).appendingPathComponent(path))
            }
        } catch {
            context.writeError("\(folder): error: cannot write reports (\(error.localizedDescription))\n")
            return .usageOrModelError
        }
        context.write("Wrote \(folder)/: \(set.files.count) files, \(written) changed.\n")
        return .success
    }

    /// Files under `folder` (relative paths), skipping hidden ones.
    static func existingFiles(in folder: String) -> [String] {
        guard let e = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: [String] = []
        while let p = e.nextObject() as? String {
            var isDir: ObjCBool = false
            let last = p.split(separator: "/").last.map(String.init) ?? p
            if last.hasPrefix(".") { continue }
            if FileManager.default.fileExists(atPath: folder + "/" + p, isDirectory: &isDir), !isDir.boolValue { out.append(p) }
        }
        return out.sorted()
    }
}

extension ReportSet {
    /// The reports of checked models: each model's exploration (made once
    /// by ``ModelChecking``) is analysed once, and the comparison row and
    /// the design's sections read the same analysis.
    init(_ checked: [ModelChecking.Checked]) {
        let minimizations = checked.map { Minimization.analyze($0.result.exploration) }
        let designs = zip(checked, minimizations).compactMap { c, minimization -> ReportSet.Design? in
            guard let diagram = Diagram.build(c.result.exploration) else { return nil }
            let e = c.result.exploration
            var sections: [(title: String, markdown: String)] = []
            let matrices = CoverageMatrix.analyze(e)
            if !matrices.isEmpty { sections.append(("Case × event coverage", CoverageReport.markdown(matrices))) }
            if let m = minimization {
                sections.append(("Indistinguishable cases (statecheck minimize)", "```text\n" + MinimizeReport.text(m) + "```\n"))
            }
            let filmstrips = c.report.properties.filter { $0.verdict == .violated && !$0.trace.isEmpty }.map {
                (property: $0.name, svg: Filmstrip.svg($0, of: c.report, definition: StandardProperty(rawValue: $0.name)?.summary))
            }
            return ReportSet.Design(name: c.system.name, file: c.system.file, documentation: c.system.documentation, diagram: diagram,
                                    sections: sections, filmstrips: filmstrips)
        }
        self.init(comparison: Comparison(standardColumns: checked, minimizations: minimizations), designs: designs)
    }
}
