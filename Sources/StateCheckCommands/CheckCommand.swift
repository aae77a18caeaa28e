import StateCheck

/// `statecheck check`: explore every model and compare each verdict with
/// the model's `expect` lines.
package enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check models against their expectations (the CI gate).",
        arguments: "[PATH ...]",
        options: [
            OptionSpec(["--property", "-p"], value: "name", help: "Check only this property (repeatable); a violation then fails.", repeatable: true),
            OptionSpec(["--format"], value: "text|json|junit|github", help: "Output format (default: text).", allowed: ["text", "json", "junit", "github"]),
        ] + ExplorationLimits.options + [ModelChecking.threadsOption, ModelChecking.configOption, ModelChecking.strictOption, stampOption],
        discussion: """
        PATH defaults to Models; a folder means every .model and .swift file inside it
        (the SwiftUI screens of a folder's .swift files are read as one module; each
        screen expects every applicable standard property to hold, and statecheck.json
        beside the sources records known violations).
        A limit (--max-states, --max-depth, --timeout, --max-memory) or an interrupt (Ctrl-C,
        SIGTERM) ends an exploration early: its violations are still definite, but a
        verdict it did not refute is 'unknown' (a JUnit <skipped>, a GitHub ::warning),
        and models not yet explored are reported as not checked.
        Exit status: 0 every expectation met, 1 a verdict differs from an expectation
        (or a selected property is violated), 2 a usage or model error (a run that
        fails is one: the model's verdicts are still reported), 3 incomplete: none
        differs, but an expectation is unknown (a partial exploration) or the run was
        interrupted.
        --format junit follows the Jenkins/xunit JUnit schema (not applicable properties
        are skipped; models of the same name are told apart by their files, with a
        warning). --format github annotates at most 10 errors and 10 warnings (GitHub
        shows no more; one notice counts the rest) and, when GITHUB_STEP_SUMMARY is set,
        appends the comparison table and every failing trace to that file.
        """
    )

    package static var command: Subcommand {
        Subcommand(spec: spec, run: run)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        let format = args.value("--format") ?? "text"
        var context = context
        if format == "github" {
            // The runner reads workflow commands on standard error too: an
            // echoed model line starting with "::" must not become one.
            let writeError = context.writeError
            context.writeError = { writeError(GitHubReport.neutralizingCommands($0)) }
        }
        guard let (checked, unchecked, diagnostics, notChecked, screens) = ModelChecking.checkPathsTallying(
            args, properties: args.values["--property"], context: context, keepingRunsWithRuntimeErrors: true) else {
            return .usageOrModelError
        }
        let failed = !unchecked.isEmpty || checked.contains { !$0.report.runtimeErrors.isEmpty }
        var report = CheckReport(models: checked.map(\.report), unchecked: unchecked, diagnostics: diagnostics, notChecked: notChecked)
        report.screens = wholeApp(screens, models: report.models, diagnostics: diagnostics)
        switch format {
        case "json": context.write(JSONReport.render(report))
        case "junit":
            for warning in JUnitReport.duplicateNameWarnings(report) { context.writeError(warning + "\n") }
            context.write(JUnitReport.render(report))
        case "github":
            context.write(GitHubReport.render(report))
            if let path = context.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                writeStepSummary(report, checked: checked, to: path, context: context)
            }
        default:
            context.write(TextReport.render(report, timing: context.stdoutIsTerminal))
            if let summary = screenSummary(report.screens) { context.writeError(summary) }
            if let summary = refusalSummary(unchecked: unchecked, diagnostics: diagnostics) { context.writeError(summary) }
        }
        if let path = args.value("--stamp") {
            do { try OutputFile.write(stamp(of: report), to: path) } catch {
                context.writeError("\(error)\n")
                return .usageOrModelError
            }
        }
        return exitStatus(report, failed: failed, interrupted: context.stopFlag.isStopped)
    }

    /// When `.swift` files could not be checked: how many, and the most
    /// frequent reasons among their errors (names in quotes generalised, so
    /// one construct counts once however it is spelled), on standard error
    /// after the report: what to map or configure first in a whole app.
    static func refusalSummary(unchecked: [String], diagnostics: [Diagnostic]) -> String? {
        let files = Set(unchecked.filter { $0.hasSuffix(".swift") })
        guard !files.isEmpty else { return nil }
        var out = "\(files.count) Swift file\(files.count == 1 ? "" : "s") could not be checked; the most frequent reasons:\n"
        for (n, message) in refusalReasons(diagnostics) { out += "  \(n)× \(message)\n" }
        return out
    }

    /// The five most frequent errors of `.swift` files (names in quotes
    /// generalised), most frequent first, ties in message order.
    static func refusalReasons(_ diagnostics: [Diagnostic]) -> [(count: Int, message: String)] {
        var counts: [String: Int] = [:]
        for d in diagnostics where d.severity == .error && d.file.hasSuffix(".swift") {
            counts[generalized(d.message), default: 0] += 1
        }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map { (count: $0.value, message: $0.key) }
    }

    /// The whole app's figures, when several SwiftUI screens were found
    /// (nil otherwise): screens found, checked (read with abstractions
    /// among them) and refused, the verdicts of those checked, and the
    /// most frequent refusal reasons.
    static func wholeApp(_ tally: ScreenTally, models: [ModelReport], diagnostics: [Diagnostic]) -> ScreenSummary? {
        guard tally.found > 1 else { return nil }
        var held = 0, violated = 0, unknown = 0
        for model in models where model.file.hasSuffix(".swift") {
            for p in model.properties {
                switch p.verdict {
                case .holds: held += 1
                case .violated: violated += 1
                case .unknown: unknown += 1
                case .notApplicable: continue
                }
            }
        }
        return ScreenSummary(found: tally.found, checked: tally.checked, withAbstractions: tally.withAbstractions,
                             refused: tally.refused, holds: held, violated: violated, unknown: unknown,
                             reasons: tally.refused.isEmpty ? [] : refusalReasons(diagnostics))
    }

    /// The whole app at a glance (``wholeApp(_:models:diagnostics:)``),
    /// on standard error after the report.
    static func screenSummary(_ summary: ScreenSummary?) -> String? {
        guard let s = summary else { return nil }
        var out = "SwiftUI screens: \(s.found) found, \(s.checked) checked"
        if s.withAbstractions > 0 { out += " (\(s.withAbstractions) read with abstractions: statecheck inspect lists them)" }
        out += ", \(s.refused.count) refused"
        if s.checked > 0 { out += "; their verdicts: \(s.holds) hold, \(s.violated) violated" + (s.unknown > 0 ? ", \(s.unknown) unknown" : "") }
        return out + "\n"
    }

    /// `message` with each quoted name replaced by `'…'`.
    static func generalized(_ message: String) -> String {
        var out = ""
        var inQuote = false
        var previous: Character = " "
        for c in message {
            if c == "'" && !inQuote && !(previous.isLetter) { inQuote = true; out += "'…"; previous = c; continue }
            if c == "'" && inQuote { inQuote = false; out.append(c); previous = c; continue }
            if !inQuote { out.append(c) }
            previous = c
        }
        return out
    }

    /// 2 when a file could not be checked or a run failed, else 1 when a
    /// verdict differs from its expectation, else 3 when an expectation is
    /// unknown or an interrupt stopped the run, else 0.
    static func exitStatus(_ report: CheckReport, failed: Bool, interrupted: Bool) -> ExitCode {
        if failed { return .usageOrModelError }
        if report.hasFailure { return .expectationFailed }
        if report.isIncomplete || interrupted { return .incomplete }
        return report.allMet ? .success : .expectationFailed
    }
}

extension ExplorationLimits {
    /// `--max-states`, `--max-depth`, `--timeout`: on every command that explores.
    package static let options = [
        OptionSpec(["--max-states"], value: "n", help: "Stop exploring a model after n states (partial result; default 1000000)."),
        OptionSpec(["--max-depth"], value: "n", help: "Do not expand states deeper than n events (partial result)."),
        OptionSpec(["--timeout"], value: "seconds", help: "Stop work on a model after this many seconds, reading and compiling it included (partial result)."),
        OptionSpec(["--max-memory"], value: "size", help: "Stop exploring a model once its stored states take about this much memory, e.g. 512M or 2G (partial result; default 2G); the process itself takes some 30 MB more."),
    ]

    /// The state limit when none is given: a model whose state space is
    /// unbounded (a counter without a bound) stops here with a partial result
    /// naming what grows, instead of exhausting memory.
    static let defaultMaxStates = 1_000_000

    /// The memory limit when none is given: the stored states of a model
    /// with wide states (thousands of variables) stop here with a partial
    /// result, well within a CI runner's memory, long before `maxStates`.
    static let defaultMaxMemory = 2 << 30

    /// The limits given on the command line.
    package init(_ args: ParsedArguments) throws(UsageError) {
        self.init(
            maxStates: try args.int("--max-states", min: 1) ?? ExplorationLimits.defaultMaxStates,
            maxDepth: try args.int("--max-depth", min: 0),
            timeout: try args.seconds("--timeout"),
            maxMemory: try args.bytes("--max-memory") ?? ExplorationLimits.defaultMaxMemory
        )
    }
}
