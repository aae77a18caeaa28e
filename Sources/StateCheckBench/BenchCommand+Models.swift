import StateCheck
import StateCheckCommands
import Foundation

extension BenchCommand {
    /// `bench --models PATH…`: every `.model` (and `.swift`) file named,
    /// folders searched, checked in this process with one thread and with
    /// `--threads T` (default 2); with `--baseline BIN` also each file's
    /// `check` by this binary and by `BIN`, in processes of their own,
    /// alternately. Exit 2 when a file cannot be read or compiled (the
    /// others are still measured). Ctrl-C stops the series: the files
    /// measured in full are written, the others are named, exit 3.
    static func runModels(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        if let other = ["--design", "--model", "--max-pages", "--max-tasks", "--screens", "--in-flight", "--pages"].first(where: { args.value($0) != nil })
            ?? ["--compare-spin", "--compare-threads", "--interpreted"].first(where: { args.flags.contains($0) }) {
            context.writeError("error: '\(other)' does not apply with --models (its options are --threads, --repeat, --max-states, --baseline and --format)\n")
            return .usageOrModelError
        }
        let threads, repeats: Int
        let limits: ExplorationLimits
        do {
            threads = try args.int("--threads", min: 2) ?? 2
            repeats = try args.int("--repeat", min: 1) ?? 1
            limits = try ExplorationLimits(args)
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        guard !args.positionals.isEmpty else {
            context.writeError("error: 'bench --models' needs one or more .model files or folders (for example: statecheck bench --models Models)\n")
            return .usageOrModelError
        }
        let baseline = args.value("--baseline")
        var current: String?
        if let baseline {
            guard FileManager.default.isExecutableFile(atPath: baseline) else {
                context.writeError("\(baseline): error: is not an executable file; --baseline takes a previously built statecheck binary (for example: .build/release/statecheck copied aside before a change)\n")
                return .usageOrModelError
            }
            guard let executable = context.executablePath else {
                context.writeError("error: --baseline compares with this binary run as a process, and its path is unknown here\n")
                return .usageOrModelError
            }
            current = executable
        }
        let files: [String]
        do {
            files = try ModelFiles.collect(args.positionals)
        } catch {
            context.writeError("\(error)\n")
            return .usageOrModelError
        }
        let checking = ModelChecking(limits: limits, context: context)
        let threadCounts = [1, threads]
        var bench = ModelsBenchmark(threadCounts: threadCounts, maxStates: limits.maxStates ?? 1_000_000, rounds: repeats, rows: [],
                                    baselinePath: baseline, baselineRows: [])
        var failed = false
        let stopFlag = context.stopFlag
        // Ctrl-C: the files measured in full stay, the file it stopped is dropped.
        var measured = 0
        files: for file in files {
            if stopFlag.isStopped { break }
            guard let (system, _) = checking.compile(file) else {
                failed = true
                measured += 1
                continue
            }
            var rows: [ModelBenchmarkRow] = []
            for t in threadCounts {
                let row = ModelsBenchmark.measure(system, file: file, threads: t, limits: limits, rounds: repeats, stopFlag: stopFlag)
                if row.interrupted { break files }
                rows.append(row)
            }
            var baselineRows: [BaselineRow] = []
            if let baseline, let current {
                for t in threadCounts {
                    var this: ProcessCheckRun?, that: ProcessCheckRun?
                    for _ in 0..<repeats {
                        if stopFlag.isStopped { break files }
                        this = best(this, ModelsBenchmark.measureProcess(current, file: file, threads: t, maxStates: limits.maxStates ?? 1_000_000, rounds: 1))
                        that = best(that, ModelsBenchmark.measureProcess(baseline, file: file, threads: t, maxStates: limits.maxStates ?? 1_000_000, rounds: 1))
                    }
                    // A process Ctrl-C reached stopped early: its figures are partial.
                    if stopFlag.isStopped { break files }
                    guard let this, let that else {
                        context.writeError("\(file): error: a 'check' process (\(this == nil ? current : baseline)) could not be started\n")
                        failed = true
                        continue
                    }
                    baselineRows.append(BaselineRow(file: file, threads: t, current: this, baseline: that))
                }
            }
            bench.rows += rows
            bench.baselineRows += baselineRows
            measured += 1
        }
        if stopFlag.isStopped && measured < files.count {
            bench.interrupted = true
            if measured > 0 { context.write((args.value("--format") == "json" ? bench.json : bench.text) + "\n") }
            BenchProgress(context: context).interrupted(
                measured: measured, of: files.count, unit: "file", notMeasured: files[measured...].joined(separator: ", "))
            return .incomplete
        }
        context.write((args.value("--format") == "json" ? bench.json : bench.text) + "\n")
        return failed ? .usageOrModelError : .success
    }

    /// The faster of two process runs (either may be missing).
    private static func best(_ a: ProcessCheckRun?, _ b: ProcessCheckRun?) -> ProcessCheckRun? {
        guard let a else { return b }
        guard let b else { return a }
        return b.seconds < a.seconds ? b : a
    }
}
