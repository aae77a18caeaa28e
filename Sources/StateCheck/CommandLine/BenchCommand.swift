/// `statecheck bench`: the engine on the paging benchmark family of
/// shared/bench/MODEL.md (compiled into the binary), optionally side by side
/// with SPIN. Run it from a release build: `swift run -c release statecheck bench`.
enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure the engine on the paging benchmark family (optionally against SPIN).",
        arguments: "",
        options: [
            OptionSpec(["--screens"], value: "N", help: "Independent screens, 1…4 (default 3)."),
            OptionSpec(["--in-flight"], value: "K", help: "Requests in flight per screen, 1…7 (default 3)."),
            OptionSpec(["--pages"], value: "P", help: "Loaded pages per screen, 1…7 (default 3)."),
            OptionSpec(["--threads"], value: "T", help: "Exploration threads (default 1); results are identical for every T."),
            OptionSpec(["--repeat"], value: "R", help: "Runs (rounds with --compare-spin; default 1)."),
            OptionSpec(["--compare-spin"], help: "Also build SPIN's verifier (spin, gcc) for the same size and run both alternately."),
            OptionSpec(["--format"], value: "text|json", help: "Output format (default: text; json is one line per run).", allowed: ["text", "json"]),
        ],
        discussion: """
        Sizes of MODEL.md: S0 = 1 2 3, S1 = 2 2 3, S2 = 3 2 3, S3 = 3 3 3, S4 = 4 2 3
        (screens, in-flight, pages). Prints states, transitions, seconds, states/s and
        peak memory; exit 1 when the counts differ from the closed forms.
        """
    )

    static var command: StateCheckCLI.Command { StateCheckCLI.Command(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        let screens, inFlight, pages, threads, repeats: Int
        do {
            screens = try args.int("--screens", min: 1) ?? 3
            inFlight = try args.int("--in-flight", min: 1) ?? 3
            pages = try args.int("--pages", min: 1) ?? 3
            threads = try args.int("--threads", min: 1) ?? 1
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
            switch SpinComparison.run(system, threads: threads, rounds: repeats) {
            case .success(let comparison):
                context.write((json ? comparison.json : comparison.text) + "\n")
                return comparison.countsAgree ? .success : .expectationFailed
            case .failure(let error):
                context.writeError("error: \(error)\n")
                return .usageOrModelError
            }
        }
        var ok = true
        for _ in 0..<repeats {
            let result = PagingBenchmark.run(system, threads: threads)
            context.write((json ? result.json : result.text) + "\n")
            ok = ok && result.countsMatch && result.invariantHolds
        }
        return ok ? .success : .expectationFailed
    }
}
