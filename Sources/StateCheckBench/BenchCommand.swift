import StateCheck
import StateCheckCommands
import Foundation

/// `statecheck bench`: the engine on the paging benchmark family of
/// the paging benchmark family (`PagingSystem`, compiled into the binary), optionally side by side
/// with SPIN. Run it from a release build: `swift run -c release statecheck bench`.
package enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure the engine on the paging benchmark family (optionally against SPIN).",
        arguments: "[PATH…]",
        options: [
            OptionSpec(["--screens"], value: "N", help: "Independent screens, 1…4 (default 3)."),
            OptionSpec(["--in-flight"], value: "K", help: "Requests in flight per screen, 1…7 (default 3)."),
            OptionSpec(["--pages"], value: "P", help: "Loaded pages per screen, 1…7 (default 3)."),
            OptionSpec(["--threads"], value: "T", help: "Exploration threads (default 1); results are identical for every T."),
            OptionSpec(["--repeat"], value: "R", help: "Runs (rounds with --compare-spin or --compare-threads; default 1)."),
            OptionSpec(["--compare-spin"], help: "Also build SPIN's verifier (spin, gcc) for the same size and run both alternately."),
            OptionSpec(["--compare-threads"], help: "Run one thread and --threads T (default 2) alternately; print the speedup and whether the results are identical."),
            OptionSpec(["--design"], value: "NAME", help: "Instead: the .model interpreter against the Swift-API twin of a shipped design (case4-paging).", allowed: DesignBenchmark.designs),
            OptionSpec(["--max-pages"], value: "P", help: "With --design: bound maxPages for both sides (default 3)."),
            OptionSpec(["--max-tasks"], value: "T", help: "With --design: bound maxTasks for both sides (default 4)."),
            OptionSpec(["--model"], value: "PATH", help: "With --design: the design's .model file (default Models/NAME.model, from the package root)."),
            OptionSpec(["--interpreted"], help: "Also the same family generated as .model text and checked by the interpreter, beside the compiled system (and SPIN with --compare-spin)."),
            OptionSpec(["--models"], help: "Instead: check each PATH (.model/.swift files, folders) with one thread and --threads T (default 2); per file: speed, peak memory and the visited-state store's bytes per state."),
            OptionSpec(["--baseline"], value: "BIN", help: "With --models: also run 'check' on each PATH with this binary and with BIN (a previously built statecheck), alternately, and print the ratio."),
            OptionSpec(["--max-states"], value: "n", help: "With --models: stop exploring a model after n states (default 1000000)."),
            OptionSpec(["--format"], value: "text|json", help: "Output format (default: text; json is one document per line, schemaVersion 1).", allowed: ["text", "json"]),
        ],
        discussion: """
        Sizes of the paging family: S0 = 1 2 3, S1 = 2 2 3, S2 = 3 2 3, S3 = 3 3 3, S4 = 4 2 3
        (screens, in-flight, pages). Prints states, transitions, seconds, states/s and
        peak memory; exit 1 when the counts differ from the closed forms.
        With --compare-threads: both runs' figures, the speedup, and a digest of each
        result (states, parents, labels, counts, violations); exit 1 when they differ.
        With --design: states, transitions, seconds and states/s of the interpreter
        and of the Swift twin, and their ratio; exit 1 when the counts differ.
        With --interpreted: one row per tool and round (compiled, interpreted, spin):
        states, transitions, seconds, states/s, and the ratios interpreted/compiled and
        interpreted/spin of the best runs' seconds. The generated model has the view of
        the model language: S_N + 1 states and T_N + S_N + 1 transitions (its load and
        cancel); exit 1 when any tool's counts differ from their closed forms.
        With --models PATH…: per file and thread count, states, transitions, exploration
        and check seconds, states/s and bytes/state (peak memory growth over states);
        with --baseline BIN, each side's 'check' process seconds and this/baseline.
        A run slower than a second gets a line on standard error. Ctrl-C stops every
        mode: what was measured in full stays written (JSON: "interrupted": true), a
        line on standard error says what was not measured, exit 3 (incomplete).
        With --format json each line is one document of the bench JSON schema
        (schemaVersion 1; "kind" says which: run, compareThreads, compareSpin, design,
        interpreted, models).
        """
    )

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        if args.flags.contains("--models") { return runModels(args, context) }
        if args.flags.contains("--interpreted") { return runInterpreted(args, context) }
        if let modelsOnly = ["--baseline", "--max-states"].first(where: { args.value($0) != nil }) {
            context.writeError("error: '\(modelsOnly)' applies only with --models\n")
            return .usageOrModelError
        }
        if let design = args.value("--design") {
            let familyOptions = ["--screens", "--in-flight", "--pages", "--threads"].filter { args.value($0) != nil }
                + ["--compare-spin", "--compare-threads"].filter { args.flags.contains($0) }
            if let first = familyOptions.first {
                context.writeError("error: '\(first)' is an option of the paging benchmark; with --design only --model, --max-pages, --max-tasks, --repeat and --format apply\n")
                return .usageOrModelError
            }
            return runDesign(design, args, context)
        }
        if let designOnly = ["--model", "--max-pages", "--max-tasks"].first(where: { args.value($0) != nil }) {
            context.writeError("error: '\(designOnly)' applies only with --design (the paging benchmark's sizes are --screens, --in-flight and --pages)\n")
            return .usageOrModelError
        }
        let screens, inFlight, pages, threads, repeats: Int
        do {
            screens = try args.int("--screens", min: 1) ?? 3
            inFlight = try args.int("--in-flight", min: 1) ?? 3
            pages = try args.int("--pages", min: 1) ?? 3
            threads = try args.int("--threads", min: 1) ?? (args.flags.contains("--compare-threads") ? 2 : 1)
            repeats = try args.int("--repeat", min: 1) ?? 1
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        guard args.positionals.isEmpty else {
            context.writeError("error: 'bench' takes no positional arguments (see 'statecheck bench --help')\n")
            return .usageOrModelError
        }
        guard let system = PagingSystem(screens: screens, inFlight: inFlight, pages: pages) else {
            context.writeError("error: need 1 <= screens <= 4, 1 <= in-flight <= 7, 1 <= pages <= 7\n")
            return .usageOrModelError
        }
        let json = args.value("--format") == "json"
        if args.flags.contains("--compare-spin") {
            switch SpinComparison.run(system, threads: threads, rounds: repeats, stopFlag: context.stopFlag) {
            case .success(let comparison):
                if comparison.interrupted {
                    if !comparison.statecheck.isEmpty { context.write((json ? comparison.json : comparison.text) + "\n") }
                    BenchProgress(context: context).interrupted(measured: comparison.spin.count, of: repeats, unit: "round")
                    return .incomplete
                }
                context.write((json ? comparison.json : comparison.text) + "\n")
                return comparison.countsAgree ? .success : .expectationFailed
            case .failure(let error):
                context.writeError("error: \(error)\n")
                return .usageOrModelError
            }
        }
        if args.flags.contains("--compare-threads") {
            guard threads > 1 else {
                context.writeError("error: --compare-threads compares one thread with --threads T; give T >= 2\n")
                return .usageOrModelError
            }
            guard let scaling = ThreadScaling.run(system, threads: threads, rounds: repeats, stopFlag: context.stopFlag, measure: { t in
                if let executable = context.executablePath {
                    return measureInChildProcess(executable, system, threads: t)
                }
                return PagingBenchmark.run(system, threads: t, stopFlag: context.stopFlag)
            }) else {
                context.writeError("error: a benchmark run in a child process (\(context.executablePath ?? "?") bench) failed\n")
                return .usageOrModelError
            }
            if scaling.interrupted {
                if !scaling.single.isEmpty { context.write((json ? scaling.json : scaling.text) + "\n") }
                BenchProgress(context: context).interrupted(measured: scaling.single.count, of: repeats, unit: "round")
                return .incomplete
            }
            context.write((json ? scaling.json : scaling.text) + "\n")
            return scaling.resultsIdentical ? .success : .expectationFailed
        }
        return runRepeated(system, threads: threads, repeats: repeats, json: json, context)
    }

    /// `repeats` measured runs of `system`, each written as it ends; a run
    /// slower than a second gets a line on standard error. Ctrl-C stops the
    /// series: the runs measured so far stay written (an interrupted run is
    /// marked partial) and the exit status is 3 (incomplete).
    static func runRepeated(_ system: PagingSystem, threads: Int, repeats: Int, json: Bool, _ context: CommandContext) -> ExitCode {
        let progress = BenchProgress(context: context)
        let label = "paging N=\(system.screens) K=\(system.inFlight) P=\(system.pages)"
        var ok = true
        var done = 0
        var partialShown = false
        for run in 1...repeats {
            if progress.isStopped { break }
            let result = PagingBenchmark.run(system, threads: threads, stopFlag: progress.stopFlag, progress: progress.liveLine(label))
            progress.clearLiveLine()
            context.write((json ? result.document : result.text) + "\n")
            if result.interrupted {
                partialShown = true
                break
            }
            done += 1
            progress.finished(run: run, of: repeats, seconds: result.seconds)
            ok = ok && result.countsMatch && result.invariantHolds
        }
        if progress.isStopped {
            progress.interrupted(after: done, of: repeats, partialShown: partialShown)
            return .incomplete
        }
        return ok ? .success : .expectationFailed
    }

    /// One `bench --format json` run in a child process: a fresh process, so
    /// its peak memory is its own.
    private static func measureInChildProcess(_ executable: String, _ system: PagingSystem, threads: Int) -> PagingBenchmarkResult? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["bench", "--screens", "\(system.screens)", "--in-flight", "\(system.inFlight)",
                             "--pages", "\(system.pages)", "--threads", "\(threads)", "--format", "json"]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let line = String(data: data, encoding: .utf8)?.split(separator: "\n").last else { return nil }
        return PagingBenchmarkResult(json: String(line))
    }

    /// `bench --design NAME`: the interpreter against the Swift-API twin.
    private static func runDesign(_ design: String, _ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        var bounds = ModelBounds()
        let repeats: Int
        do {
            bounds.maxPages = try args.int("--max-pages", min: 1) ?? bounds.maxPages
            bounds.maxTasks = try args.int("--max-tasks", min: 1) ?? bounds.maxTasks
            repeats = try args.int("--repeat", min: 1) ?? 1
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        guard args.positionals.isEmpty else {
            context.writeError("error: 'bench' takes no positional arguments (see 'statecheck bench --help')\n")
            return .usageOrModelError
        }
        let file = args.value("--model") ?? DesignBenchmark.defaultModelFile(of: design)
        let source: String
        do {
            source = try ModelFiles.read(file)
        } catch {
            context.writeError("\(error)\nbench --design \(design) reads the design's model file: run it from the package root, or pass --model PATH\n")
            return .usageOrModelError
        }
        do {
            guard let result = try DesignBenchmark.run(design: design, source: source, file: file, bounds: bounds, rounds: repeats,
                                                       stopFlag: context.stopFlag) else {
                context.writeError("error: unknown design '\(design)' (known: \(DesignBenchmark.designs.joined(separator: ", ")))\n")
                return .usageOrModelError
            }
            if result.interrupted {
                if result.rounds > 0 { context.write((args.value("--format") == "json" ? result.json : result.text) + "\n") }
                BenchProgress(context: context).interrupted(measured: result.rounds, of: repeats, unit: "round")
                return .incomplete
            }
            context.write((args.value("--format") == "json" ? result.json : result.text) + "\n")
            return result.countsAgree ? .success : .expectationFailed
        } catch {
            context.writeError(Diagnostic.rendered(error.diagnostics, source: source))
            return .usageOrModelError
        }
    }
}
