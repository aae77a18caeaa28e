import Foundation
import StateCheck
import StateCheckSwift

/// `statecheck suggest PATH [PROPERTY]`: for each violated standard
/// property of a `.model` design or of each screen of a `.swift` file, the smallest design move that makes it
/// hold without breaking a property that held, proved by checking the
/// rewritten design, shown as a verdict table and a unified diff.
package enum SuggestCommand {
    static let spec = CommandSpec(
        name: "suggest",
        abstract: "Suggest a design change that fixes a violated property, checked before it is shown.",
        arguments: "PATH [PROPERTY]",
        options: [
            OptionSpec(["--format"], value: "text|json", help: "Output format (default: text); json carries every proved suggestion.", allowed: ["text", "json"]),
        ] + ExplorationLimits.options + [ModelChecking.configOption, ModelChecking.strictOption],
        discussion: """
        PATH is one .model or .swift file; PROPERTY a standard property (default: every violated one).
        For each violated property, each move of the catalogue is applied to the model's
        text and the result is checked; a move is shown only when the property then holds
        and every property that held (the model's own invariants and steps too) still
        holds. Moves: reLoading (add `reLoading(V)`: starting a load from `.success(v)`
        keeps v on screen), retryLoading (add `retryLoading(E)`: a retry from `.failure(e)`
        keeps e on screen), reLoadingFailure (add `reLoadingFailure(V, E)`: a reload
        that fails keeps its content), ignoreCancellation (a load whose error is a
        CancellationError puts back the state it replaced) and checkCancellation (the
        same, checking Task.isCancelled before every answer is written) and busyGuard
        (`if x.isLoading { return }` before a load's start: singleFlight) and cancelPrevious
        (a handler `on E Task { ... }` keeps its task's handle and cancels the previous
        task before starting a new one, as `.task(id:)` does: noStaleOverwrite). Where no single
        move makes a property hold, each pair of moves is tried and proved the same way,
        shown as 'first + second'. The first
        (smallest) suggestion is printed with the verdicts before -> after (* marks a
        change) and the new design as a unified diff that `patch -p1` applies; its expect
        lines follow the new verdicts, so the patched model passes 'statecheck check'.
        --format json carries every proved suggestion of each property (suggest.schema.json).
        On a .swift file each screen it declares is searched with the Swift moves
        (reLoading, retryLoading and reLoadingFailure on the state enum, its guards and
        the view's switch; ignoreCancellation: `catch is CancellationError { x = previous }`
        before the load's bare `catch`, `let previous = x` before its start mutation); each
        rewritten file is read back by the Swift front end with the rest of its module
        and checked the same way, and the diff is of the Swift file.
        A move that does not apply, does not compile, fails at run time or is only partly
        explored (a limit or an interrupt) is never shown.
        Exit status: 0 every violated property searched has a suggestion (or none is
        violated), 1 some has none, 2 a usage or model error, 3 interrupted.
        """
    )

    package static var command: Subcommand {
        Subcommand(spec: spec, run: run)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard (1...2).contains(args.positionals.count) else {
            context.writeError("error: 'suggest' takes a model file and optionally a property name, e.g. statecheck suggest Models/case1-before.model contentKeptWhileReloading\n")
            return .usageOrModelError
        }
        let file = args.positionals[0]
        let property = args.positionals.count == 2 ? args.positionals[1] : nil
        if let property, StandardProperty(rawValue: property) == nil {
            context.writeError("error: '\(property)' is not a standard property (see 'statecheck suggest --help')\n")
            return .usageOrModelError
        }
        guard file.hasSuffix(".model") || file.hasSuffix(".swift") else {
            context.writeError("error: 'suggest' reads .model and .swift files: \(file)\n")
            return .usageOrModelError
        }
        let limits: ExplorationLimits
        do {
            limits = try ExplorationLimits(args)
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        let outcomes: [SuggestionOutcome]
        if file.hasSuffix(".swift") {
            guard let found = swiftOutcomes(file, property: property, limits: limits, args: args, context) else { return .usageOrModelError }
            outcomes = found
        } else {
            // Reading through the shared pipeline reports the model's diagnostics.
            let reader = ModelChecking(limits: limits, context: context)
            guard let (_, source) = reader.compile(file) else { return .usageOrModelError }
            let search = SuggestionSearch(limits: limits, stopFlag: context.stopFlag)
            do {
                outcomes = [try search.suggest(source: source, file: file, property: property)]
            } catch {
                context.writeError("\(file): error: cannot check the model: \(error)\n")
                return .usageOrModelError
            }
        }
        // One JSON document per run (suggest.schema.json): a file of several screens is reported as text.
        if args.value("--format") == "json", outcomes.count > 1 {
            context.writeError("\(file): error: declares \(outcomes.count) screens (\(outcomes.map(\.model).joined(separator: ", "))); --format json reports one, use the text format\n")
            return .usageOrModelError
        }
        for outcome in outcomes {
            switch args.value("--format") ?? "text" {
            case "json": context.write(SuggestReport.json(outcome, path: file))
            default: context.write(SuggestReport.text(outcome, path: file))
            }
        }
        if context.stopFlag.isStopped { return .incomplete }
        return outcomes.allSatisfy { $0.properties.allSatisfy { !$0.suggestions.isEmpty } } ? .success : .expectationFailed
    }

    /// The moves tried on the screen `screen` of a `.swift` file: those
    /// written for Swift text, each changing only that screen's code.
    static func swiftMoves(screen: String) -> [DesignMove] {
        [
            SwiftKeepPayloadWhileLoading.reLoading.move(in: screen),
            SwiftKeepPayloadWhileLoading.retryLoading.move(in: screen),
            SwiftKeepContentOnFailedReload.move(in: screen),
            SwiftRestoreOnCancellation.ignore(in: screen),
        ]
    }

    /// One outcome per screen of the `.swift` file `file`, each searched with
    /// its text read back by the Swift front end among the files of its
    /// module; nil after reporting why the file cannot be read.
    static func swiftOutcomes(_ file: String, property: String?, limits: ExplorationLimits, args: ParsedArguments,
                              _ context: CommandContext) -> [SuggestionOutcome]? {
        var reader = ModelChecking(limits: limits, context: context)
        reader.configurationPath = args.value("--config")
        reader.strict = args.flags.contains("--strict")
        // The shared pipeline reads the file's screens and reports their diagnostics.
        let stopFlag = context.stopFlag
        let root = ModelChecking.singleFileModuleRoot(file, configurationPath: reader.configurationPath, isStopped: { stopFlag.isStopped })
        guard FileManager.default.fileExists(atPath: file), let checked = reader.swiftScreens(root: root, files: [file], singleFiles: true) else {
            if !FileManager.default.fileExists(atPath: file) { context.writeError("\(FileProblem(path: file, message: "no such file or folder"))\n") }
            return nil
        }
        guard !checked.isEmpty else {
            context.writeError("\(file):1:1: error: \(ModelChecking.declaresNoScreen)\n")
            return nil
        }
        var configuration: ScreenConfiguration
        do throws(ScreenConfigurationError) {
            if let path = reader.configurationPath { configuration = try ScreenConfiguration.read(path: path) }
            else { configuration = try ScreenConfiguration.lookUp(from: root) }
        } catch {
            context.writeError("\(error)\n")
            return nil
        }
        configuration.strict = configuration.strict || reader.strict
        do {
            return try swiftSearch(file, root: root, configuration: configuration, property: property, limits: limits, stopFlag: stopFlag)
        } catch {
            context.writeError("\(file): error: cannot check the screen '\(error.screen)': \(error.underlying)\n")
            return nil
        }
    }

    /// Why a screen of a Swift file could not be searched.
    struct SwiftSearchError: Error {
        /// The screen.
        var screen: String
        /// What its search threw.
        var underlying: any Error
    }

    /// The outcomes of the screens of the `.swift` file `file` (those named
    /// in `screens`, or all), its module read from `root`, without reporting
    /// its diagnostics (the caller read them already).
    static func swiftSearch(_ file: String, root: String, configuration: ScreenConfiguration, property: String?,
                            screens: Set<String>? = nil, limits: ExplorationLimits, stopFlag: StopFlag) throws(SwiftSearchError) -> [SuggestionOutcome] {
        let folder = SwiftScreenLoader.load(folder: root, only: [file], configuration: configuration,
                                            maxFiles: ModelChecking.maxSingleFileModuleFiles, isStopped: { stopFlag.isStopped })
        let module = folder.sources.map { SwiftParser.parse($0.value, file: $0.key) }
        var outcomes: [SuggestionOutcome] = []
        for screen in folder.screens where screens?.contains(screen.name) ?? true {
            guard let source = folder.sources[screen.file] else { continue }
            let search = SuggestionSearch(moves: swiftMoves(screen: screen.name), limits: limits, stopFlag: stopFlag,
                                          frontEnd: .swift(screen: screen.name, module: module, configuration: configuration))
            do {
                outcomes.append(try search.suggest(source: source, file: screen.file, property: property))
            } catch {
                throw SwiftSearchError(screen: screen.name, underlying: error)
            }
        }
        return outcomes
    }
}
