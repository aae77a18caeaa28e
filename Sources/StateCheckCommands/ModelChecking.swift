import Foundation
import StateCheck

/// Reads, compiles and checks one model file: the pipeline every command
/// that explores shares (check, explain, compare, diagram, reports).
package struct ModelChecking {
    /// A model that compiled and was explored.
    package struct Checked {
        /// The compiled model.
        var system: ModelSystem
        /// The verdicts and the exploration.
        var result: CheckResult<ModelSystem>
        /// The same as plain report values.
        package var report: ModelReport
    }

    /// What the user asked for.
    var properties: [String]?
    var limits: ExplorationLimits
    var context: CommandContext
    /// Exploration threads (`--threads`).
    var threads = 1
    /// `--config`: the `statecheck.json` of Swift screens, instead of the one looked up beside them.
    var configurationPath: String?
    /// `--strict`: Swift constructs outside the SwiftUI mapping are refused.
    var strict = false
    /// Where every diagnostic goes: written to standard error, and kept
    /// for the reports that carry them.
    var log: DiagnosticLog
    /// Whether a model whose runs failed is still returned, its report
    /// carrying the runtime errors (`check`, `compare`); otherwise it is
    /// not checked.
    var keepsRunsWithRuntimeErrors = false

    /// Reads and compiles `file`: the model and its text, or nil after
    /// reporting why not (exit status 2). Warnings of a model that compiles
    /// are reported too.
    package func compile(_ file: String) -> (system: ModelSystem, source: String)? {
        if file.hasSuffix(".swift") { return compileSwiftFile(file) }
        let source: String
        do {
            source = try ModelFiles.read(file)
        } catch {
            log.report(error)
            return nil
        }
        guard let system = compile(source: source, file: file) else { return nil }
        return (system, source)
    }

    /// Compiles model text already read; `file` names it in diagnostics.
    /// Reports the errors (and returns nil) or the warnings.
    func compile(source: String, file: String) -> ModelSystem? {
        do {
            let system = try ModelSystem.compile(source: source, file: file)
            log.report(system.warnings, source: source)
            return system
        } catch {
            log.report(error.diagnostics, source: source)
            return nil
        }
    }

    /// Checks `file`, or reports its diagnostics and returns nil (exit
    /// status 2).
    func run(_ file: String) -> Checked? {
        let deadline = newDeadline()
        guard let (system, source) = compile(file) else { return nil }
        return explore(system, source: source, deadline: deadline)
    }

    /// A deadline for one model under `--timeout`, counting from now: the
    /// time spent reading, compiling or translating it counts, and a setup
    /// that used it up leaves the exploration no time (partial result).
    func newDeadline() -> ExplorationDeadline? {
        limits.timeout.map { ExplorationDeadline(seconds: $0) }
    }

    /// Checks model text already read (the fuzzer's entry point); `file`
    /// names it in diagnostics.
    package func run(source: String, file: String) -> Checked? {
        let deadline = newDeadline()
        guard let system = compile(source: source, file: file) else { return nil }
        return explore(system, source: source, deadline: deadline)
    }

    /// Explores a compiled model and checks its properties, or reports why
    /// it could not be checked and returns nil.
    /// `screenLine`: for a screen read from Swift, the line of its type, which
    /// reports cite for the default expectations.
    /// `deadline`: the model's `--timeout` deadline when it started earlier
    /// (before compiling); by default one starts now.
    func explore(_ system: ModelSystem, source: String, screenLine: Int? = nil, deadline: ExplorationDeadline? = nil) -> Checked? {
        // The interpreter polls the deadline inside long expansions.
        var system = system
        let deadline = deadline ?? newDeadline()
        system.deadline = deadline
        var expectations: [String: Verdict] = [:]
        for e in system.expectations where properties == nil || properties?.contains(e.property) == true {
            expectations[e.property] = e.verdict == .holds ? .holds : .violated
        }
        let progress = ProgressLine(name: system.name, context: context)
        var options = ExplorationOptions(
            limits: limits,
            keepGraph: true,
            stopFlag: context.stopFlag,
            progress: context.stderrIsTerminal ? progress.update : nil,
            threads: threads
        )
        options.deadline = deadline
        var result: CheckResult<ModelSystem>
        do {
            result = try check(
                system,
                properties: properties,
                customInvariants: system.customInvariants,
                customSteps: system.customSteps,
                expectations: expectations,
                options: options
            )
        } catch {
            deadline?.disarm()
            progress.clear()
            log.reportError("\(error)", file: system.file)
            return nil
        }
        // Traces, replays and reports run the model again afterwards: in full.
        deadline?.disarm()
        progress.clear()
        if system.file.hasSuffix(".swift") { result = result.expectingApplicableStandardPropertiesToHold() }
        let runtime = result.runtimeErrors
        if !runtime.isEmpty {
            log.report(runtime, source: source, of: system.file)
            if !keepsRunsWithRuntimeErrors { return nil }
        }
        var report = ModelReport(system: system, result: result, selected: Set(properties ?? []), describeLimit: \.commandLineDescription)
        if let screenLine {
            for i in report.properties.indices where report.properties[i].expectLine == nil { report.properties[i].expectLine = screenLine }
        }
        return Checked(system: system, result: result, report: report)
    }

    /// Creates a value from each of its stored properties; without `log`,
    /// diagnostics go to a new log writing to `context`.
    package init(properties: [String]? = nil, limits: StateCheckEngine.ExplorationLimits, context: StateCheckCommands.CommandContext, threads: Int = 1, log: StateCheckCommands.DiagnosticLog? = nil, keepsRunsWithRuntimeErrors: Bool = false) {
        self.properties = properties
        self.limits = limits
        self.context = context
        self.threads = threads
        self.log = log ?? DiagnosticLog(context: context)
        self.keepsRunsWithRuntimeErrors = keepsRunsWithRuntimeErrors
    }
}

/// The "states, states/s" line on a terminal's standard error, redrawn in place.
final class ProgressLine {
    private let name: String
    private let context: CommandContext
    private var shown = false

    init(name: String, context: CommandContext) {
        self.name = name
        self.context = context
    }

    func update(_ p: ExplorationProgress) {
        shown = true
        context.writeError("\r\u{1B}[K\(name): \(p.states) states, \(p.transitions) transitions, depth \(p.depth), \(Int(p.statesPerSecond)) states/s")
    }

    func clear() {
        if shown { context.writeError("\r\u{1B}[K") }
        shown = false
    }
}

extension ModelChecking {
    /// The models named by a command's PATH arguments (default `Models`), each
    /// compiled and checked with the command's exploration limits.
    ///
    /// - Returns: `nil` after writing a usage or file error; otherwise the
    ///   checked models (with `keepingRunsWithRuntimeErrors`, also those
    ///   whose runs failed), the files that could not be checked, and every
    ///   diagnostic in order (already written to standard error): the
    ///   errors and warnings of the unchecked files, the warnings of the
    ///   checked ones; and the files an interrupt (``CommandContext/stopFlag``)
    ///   left unexplored, not checked.
    static func checkPaths(_ args: ParsedArguments, properties: [String]?, context: CommandContext, keepingRunsWithRuntimeErrors: Bool = false)
        -> (checked: [Checked], unchecked: [String], diagnostics: [Diagnostic], notChecked: [String])? {
        guard let run = checkPathsTallying(args, properties: properties, context: context, keepingRunsWithRuntimeErrors: keepingRunsWithRuntimeErrors) else {
            return nil
        }
        return (run.checked, run.unchecked, run.diagnostics, run.notChecked)
    }

    /// ``checkPaths(_:properties:context:keepingRunsWithRuntimeErrors:)``, and
    /// how many SwiftUI screens it found, checked and refused.
    static func checkPathsTallying(_ args: ParsedArguments, properties: [String]?, context: CommandContext, keepingRunsWithRuntimeErrors: Bool = false)
        -> (checked: [Checked], unchecked: [String], diagnostics: [Diagnostic], notChecked: [String], screens: ScreenTally)? {
        let files: [String]
        let limits: ExplorationLimits
        let threads: Int
        let paths = args.positionals.isEmpty ? ["Models"] : args.positionals
        do {
            limits = try ExplorationLimits(args)
            threads = try Self.threads(args)
            files = try ModelFiles.collect(paths)
        } catch let error as UsageError {
            context.writeError("error: \(error.message)\n")
            return nil
        } catch {
            context.writeError("\(error)\n")
            return nil
        }
        let log = DiagnosticLog(context: context)
        var checker = ModelChecking(
            properties: properties, limits: limits, context: context, threads: threads, log: log,
            keepsRunsWithRuntimeErrors: keepingRunsWithRuntimeErrors)
        checker.configurationPath = args.values["--config"]?.last
        checker.strict = args.flags.contains("--strict")
        var checked: [Checked] = []
        var unchecked: [String] = []
        let stopFlag = context.stopFlag
        let roots = moduleRoots(of: files, named: paths, configurationPath: checker.configurationPath, isStopped: { stopFlag.isStopped })
        func moduleRoot(ofSwiftFile file: String) -> String { roots[file] ?? Self.moduleRoot(ofSwiftFile: file) }
        var modules: [String: [String]] = [:]
        for file in files where file.hasSuffix(".swift") { modules[moduleRoot(ofSwiftFile: file), default: []].append(file) }
        var done = Set<String>()
        var notChecked: [String] = []
        // The files that declared a screen: a folder named on the command line whose `.swift` files declare
        // none (and that holds no `.model` file) checks nothing, an error rather than a false green.
        var screenFiles = Set<String>()
        for file in files {
            // After an interrupt nothing more is explored: the rest is not checked (neither met nor failed).
            if context.stopFlag.isStopped {
                if !file.hasSuffix(".swift") {
                    notChecked.append(file)
                } else if case let root = moduleRoot(ofSwiftFile: file), done.insert(root).inserted {
                    notChecked += modules[root] ?? [file]
                }
                continue
            }
            guard file.hasSuffix(".swift") else {
                if let c = checker.run(file) { checked.append(c) } else { unchecked.append(file) }
                continue
            }
            let root = moduleRoot(ofSwiftFile: file)
            guard done.insert(root).inserted else { continue }
            let members = modules[root] ?? []
            // Each screen has a deadline of its own, counting from the start of its own exploration, so a
            // screen that uses up --timeout leaves the next one its time. A module of one screen counts from
            // the start of the module's translation (reading and translating it is work on that screen); the
            // reading of a module of many (a whole app) is no one screen's work, and under load it took the
            // first screen's whole --timeout.
            var translation = checker.newDeadline()
            let logged = log.entries.count
            // Files named by themselves read a bounded module; a folder named is read whole.
            let singleFiles = members.allSatisfy { member in paths.contains { Self.standardizedPath($0) == Self.standardizedPath(member) } }
            guard let screens = checker.swiftScreens(root: root, files: members, singleFiles: singleFiles) else {
                unchecked += members
                continue
            }
            // An interrupt while the module was read: it gave no screen, and none of its files is checked.
            if context.stopFlag.isStopped, screens.isEmpty {
                notChecked += members
                continue
            }
            for screen in screens { screenFiles.insert(Self.standardizedPath(screen.system.file)) }
            if screens.count > 1 { translation = nil }
            for (system, source, line) in screens {
                if context.stopFlag.isStopped {
                    if !notChecked.contains(system.file) { notChecked.append(system.file) }
                    continue
                }
                let deadline = translation
                translation = nil
                if let c = checker.explore(system, source: source, screenLine: line, deadline: deadline) { checked.append(c) } else { unchecked.append(system.file) }
            }
            // The loader spells a file as its module root does (`./Feed.swift` may be reported as `Feed.swift`
            // or an absolute path): files are compared by their standardized paths.
            let spelled = Dictionary(members.map { (Self.standardizedPath($0), $0) }, uniquingKeysWith: { first, _ in first })
            let errors = log.entries[logged...].filter { $0.severity == .error }
            var failed = Set(errors.compactMap { spelled[Self.standardizedPath($0.file)] })
            // Errors only in other files of the module (a view model's file) stopped the screens of the
            // files asked for: those that gave no screen are not checked either.
            if failed.isEmpty, !errors.isEmpty {
                let translated = Set(screens.map { Self.standardizedPath($0.system.file) })
                failed = Set(members.filter { !translated.contains(Self.standardizedPath($0)) })
            }
            unchecked += failed.sorted()
        }
        if !context.stopFlag.isStopped {
            for folder in Self.foldersWithoutScreens(paths, files: files, screenFiles: screenFiles, unchecked: unchecked) {
                log.reportError(Self.noScreenInFolder, file: folder)
                unchecked.append(folder)
            }
            for file in Self.swiftFilesWithoutScreens(paths, screenFiles: screenFiles, unchecked: unchecked) {
                log.report([Diagnostic(file: file, line: 1, column: 1, message: Self.declaresNoScreen + "; nothing to check")], source: nil)
                unchecked.append(file)
            }
        }
        return (checked, unchecked, log.entries, notChecked, log.screens)
    }

    /// The `.swift` files named by themselves in `paths` that declared no
    /// screen and reported no error, when none of the files named declared
    /// one: checking them checks nothing. (A target's files named together,
    /// as the build plugin does, are a screen and its companions: models and
    /// helpers declare none.)
    static func swiftFilesWithoutScreens(_ paths: [String], screenFiles: Set<String>, unchecked: [String]) -> [String] {
        let failed = Set(unchecked.map(standardizedPath))
        let named = paths.filter { $0.hasSuffix(".swift") }.map(standardizedPath)
        if named.contains(where: screenFiles.contains) { return [] }
        return paths.filter { path in
            var isDir: ObjCBool = false
            guard path.hasSuffix(".swift"), FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { return false }
            let standardized = standardizedPath(path)
            return !screenFiles.contains(standardized) && !failed.contains(standardized)
        }
    }

    /// The folders of `paths` whose files (of `files`) are all `.swift`
    /// files that declared no screen and reported no error.
    static func foldersWithoutScreens(_ paths: [String], files: [String], screenFiles: Set<String>, unchecked: [String]) -> [String] {
        let failed = Set(unchecked.map(standardizedPath))
        return paths.filter { path in
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return false }
            let standardized = standardizedPath(path)
            let prefix = standardized.hasSuffix("/") ? standardized : standardized + "/"
            let inside = files.map(standardizedPath).filter { $0.hasPrefix(prefix) }
            return !inside.isEmpty && inside.allSatisfy { $0.hasSuffix(".swift") && !screenFiles.contains($0) && !failed.contains($0) }
        }
    }
}

extension ModelChecking {
    /// `--threads`: on the commands that check models.
    static let threadsOption = OptionSpec(
        ["--threads"], value: "n", help: "Explore each model on n threads (default 1); verdicts and traces are the same for every n.")

    /// The `--threads` value, 1 … 64.
    static func threads(_ args: ParsedArguments) throws(UsageError) -> Int {
        let n = try args.int("--threads", min: 1) ?? 1
        guard n <= 64 else {
            throw UsageError("'\(n)' is not a valid value for '--threads'; expected an integer from 1 to 64")
        }
        return n
    }
}
