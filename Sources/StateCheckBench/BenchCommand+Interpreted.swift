import StateCheck
import StateCheckCommands

extension BenchCommand {
    /// `bench --interpreted`: the paging family generated as `.model` text
    /// and explored by the interpreter, beside the compiled `PagingSystem`
    /// of the same size (and SPIN with `--compare-spin`). Exit 1 when a
    /// count differs from its closed form.
    static func runInterpreted(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        if let other = ["--design", "--model", "--max-pages", "--max-tasks", "--baseline"].first(where: { args.value($0) != nil })
            ?? ["--compare-threads", "--models"].first(where: { args.flags.contains($0) }) {
            context.writeError("error: '\(other)' does not apply with --interpreted (its options are --screens, --in-flight, --pages, --threads, --repeat, --compare-spin and --format)\n")
            return .usageOrModelError
        }
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
            context.writeError("error: 'bench --interpreted' takes no positional arguments (see 'statecheck bench --help')\n")
            return .usageOrModelError
        }
        guard let model = InterpretedPagingModel(screens: screens, inFlight: inFlight, pages: pages) else {
            context.writeError("error: need 1 <= screens <= 4, 1 <= in-flight <= 7, 1 <= pages <= 7\n")
            return .usageOrModelError
        }
        switch InterpretedBenchmark.run(model, threads: threads, rounds: repeats, spin: args.flags.contains("--compare-spin"),
                                        stopFlag: context.stopFlag) {
        case .success(let comparison) where comparison.interrupted:
            // The rounds measured in full, and what was not: no verdict on the counts.
            if !comparison.interpreted.isEmpty {
                context.write((args.value("--format") == "json" ? comparison.json : comparison.text) + "\n")
            }
            BenchProgress(context: context).interrupted(measured: comparison.interpreted.count, of: repeats, unit: "round")
            return .incomplete
        case .success(let comparison):
            context.write((args.value("--format") == "json" ? comparison.json : comparison.text) + "\n")
            for mismatch in comparison.mismatches {
                context.writeError("error: \(mismatch)\n")
            }
            return comparison.countsExact ? .success : .expectationFailed
        case .failure(let failure):
            context.writeError("error: \(failure)\n")
            return .usageOrModelError
        }
    }
}
