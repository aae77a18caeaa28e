import StateCheck
import StateCheckCommands
import Foundation

/// `statecheck fuzz`: runs generated `.model` texts through parse, check and
/// explore, and prints how each kind of input ended.
///
/// ```text
/// $ statecheck fuzz --iterations 10000 --seed 7
/// fuzz: 1000 of 10000 inputs (diagnostics 655, results 345, anomalies 0) 21.4 s
/// ...
/// inputs run: 10000 (random 2000, mutation 4000, grammar 4000)
/// diagnostics: 6012
/// results: 3988 (102 stopped by a limit; 3950 of 4000 grammar programs checked)
/// anomalies: 0
/// crashes: 0 (a crash ends the process before this line)
/// ```
package enum FuzzCommand {
    static let spec = CommandSpec(
        name: "fuzz",
        abstract: "Run generated model texts through parse, check and explore (robustness).",
        arguments: "",
        options: [
            OptionSpec(["--iterations", "-n"], value: "n", help: "Inputs to run (default: 1000)."),
            OptionSpec(["--seed"], value: "n", help: "Seed of the generator (default: 1); same seed, same inputs."),
            OptionSpec(["--start"], value: "i", help: "Index of the first input (default: 0), to rerun one input of a run."),
            OptionSpec(["--corpus"], value: "path", help: "Models to mutate (default: Models, when it exists)."),
            OptionSpec(["--save-current"], value: "file", help: "Write each input here before running it: after a crash it holds the culprit."),
            OptionSpec(["--print"], help: "Print the inputs instead of running them."),
            OptionSpec(["--swift"], help: "Fuzz Swift screens instead of models: each input is checked as 'statecheck check FILE.swift' is."),
        ] + ExplorationLimits.options,
        discussion: """
        Inputs take turns: random bytes/Unicode/token soup, mutations of the corpus
        (delete, duplicate, swap, replace, truncate, nest deeply), and programs from the
        model grammar. Each is explored with --max-states 2000 --timeout 1 unless given.
        Every input must end in a diagnostic (path:line:col: error:) or a result; a crash
        ends the process (rerun the input with --start I --iterations 1 --print).
        With --swift, inputs are Swift files: random bytes and Swift token soup, mutations
        of small SwiftUI screens (a @State loading enum, a @StateObject view model, .task,
        Button, List, ForEach), and those screens with a deep or long construct (generic
        arguments, '?' suffixes, operator chains, brackets, closures 10,000 deep or long)
        or made huge. Each is written to Screen.swift in a temporary folder and checked as
        'statecheck check Screen.swift' is, in-process; exit 2 must name Screen.swift:LINE:COL.
        An input running longer than 60 s is a hang: the run stops there with exit 1.
        Exit status: 0 no anomaly, 1 an input ended badly, 2 a usage error.
        """
    )

    package static var command: Subcommand {
        Subcommand(spec: spec, run: run)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        let iterations: Int, start: Int, seed: UInt64
        var limits: ExplorationLimits
        var corpus: [(name: String, text: String)] = []
        do {
            iterations = try args.int("--iterations", min: 0) ?? 1_000
            start = try args.int("--start", min: 0) ?? 0
            guard let parsedSeed = UInt64(args.value("--seed") ?? "1") else {
                throw UsageError("'\(args.value("--seed") ?? "")' is not a valid value for '--seed'; expected an integer ≥ 0")
            }
            seed = parsedSeed
            limits = try ExplorationLimits(args)
            if !args.positionals.isEmpty {
                throw UsageError("'fuzz' takes no paths; give models to mutate with --corpus PATH")
            }
        } catch let error as UsageError {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        } catch {
            context.writeError("error: \(error)\n")
            return .usageOrModelError
        }
        // ExplorationLimits(args) fills in check's default (a million states): the fuzzer's is small.
        if args.value("--max-states") == nil { limits.maxStates = 2_000 }
        if limits.timeout == nil { limits.timeout = 1 }
        let corpusPath = args.value("--corpus") ?? (FileManager.default.fileExists(atPath: "Models") ? "Models" : nil)
        if let corpusPath {
            do {
                for file in try ModelFiles.collect([corpusPath]) {
                    corpus.append((URL(fileURLWithPath: file).lastPathComponent, try ModelFiles.read(file)))
                }
            } catch {
                context.writeError("\(error)\n")
                return .usageOrModelError
            }
        }
        let swift = args.flags.contains("--swift")
        let generator = FuzzGenerator(seed: seed, corpus: corpus)
        let swiftGenerator = SwiftFuzzGenerator(seed: seed)
        func input(at index: Int) -> FuzzInput { swift ? swiftGenerator.input(at: index) : generator.input(at: index) }
        if args.flags.contains("--print") {
            for index in start..<(start + iterations) {
                let input = input(at: index)
                context.write("// input \(index) (seed \(seed)): \(input.summary)\n\(input.text)\n")
            }
            return .success
        }
        let fuzzer = Fuzzer(limits: limits)
        let swiftFuzzer: SwiftFuzzer?
        do { swiftFuzzer = swift ? try SwiftFuzzer(limits: limits) : nil } catch {
            context.writeError("error: cannot make a folder for the Swift inputs: \(error)\n")
            return .usageOrModelError
        }
        defer { swiftFuzzer?.removeFolder() }
        let writeError = context.writeError
        let watchdog = FuzzWatchdog(limit: 60) { writeError($0) }
        let savePath = args.value("--save-current")
        var summary = FuzzSummary()
        let began = Date()
        let every = max(1, min(1_000, iterations / 10))
        for index in start..<(start + iterations) {
            if context.stopFlag.isStopped { break }
            let input = input(at: index)
            if let savePath {
                let header = "// statecheck fuzz\(swift ? " --swift" : "") --seed \(seed) --start \(index) --iterations 1 --print\n// \(input.summary)\n"
                try? Data((header + input.text).utf8).write(to: URL(fileURLWithPath: savePath))
            }
            watchdog.begin(index)
            let outcome = swiftFuzzer?.run(input.text) ?? fuzzer.run(input.text)
            summary.record(input, outcome)
            // Told at once, so a long run's anomalies can be looked at before it ends.
            if case .anomaly(let message) = outcome { context.writeError("fuzz: input \(index) (\(input.summary.prefix(80))): \(message)\n") }
            watchdog.end()
            if summary.inputs % every == 0 {
                let seconds = String(format: "%.1f", Date().timeIntervalSince(began))
                context.writeError("fuzz: \(summary.inputs) of \(iterations) inputs (diagnostics \(summary.diagnostics), results \(summary.results), anomalies \(summary.anomalies.count)) \(seconds) s\n")
            }
        }
        context.write("seed: \(seed), first input: \(start), limits: --max-states \(limits.maxStates ?? 0) --timeout \(formatSeconds(limits.timeout ?? 0))\n")
        context.write(summary.description)
        return summary.anomalies.isEmpty ? .success : .expectationFailed
    }
}
