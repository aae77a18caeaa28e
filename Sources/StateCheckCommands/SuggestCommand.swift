import StateCheck

/// `statecheck suggest PATH [PROPERTY]`: for each violated standard
/// property of a `.model` design, the smallest design move that makes it
/// hold without breaking a property that held, proved by checking the
/// rewritten design, shown as a verdict table and a unified diff.
package enum SuggestCommand {
    static let spec = CommandSpec(
        name: "suggest",
        abstract: "Suggest a design change that fixes a violated property, checked before it is shown.",
        arguments: "PATH [PROPERTY]",
        options: [
            OptionSpec(["--format"], value: "text|json", help: "Output format (default: text); json carries every proved suggestion.", allowed: ["text", "json"]),
        ] + ExplorationLimits.options,
        discussion: """
        PATH is one .model file; PROPERTY a standard property (default: every violated one).
        For each violated property, each move of the catalogue is applied to the model's
        text and the result is checked; a move is shown only when the property then holds
        and every property that held (the model's own invariants and steps too) still
        holds. Moves: reLoading (add `reLoading(V)`: starting a load from `.success(v)`
        keeps v on screen), retryLoading (add `retryLoading(E)`: a retry from `.failure(e)`
        keeps e on screen), reLoadingFailure (add `reLoadingFailure(V, E)`: a reload
        that fails keeps its content), ignoreCancellation (a load whose error is a
        CancellationError puts back the state it replaced) and checkCancellation (the
        same, checking Task.isCancelled before every answer is written) and busyGuard
        (`if x.isLoading { return }` before a load's start: singleFlight). Where no single
        move makes a property hold, each pair of moves is tried and proved the same way,
        shown as 'first + second'. The first
        (smallest) suggestion is printed with the verdicts before -> after (* marks a
        change) and the new design as a unified diff that `patch -p1` applies; its expect
        lines follow the new verdicts, so the patched model passes 'statecheck check'.
        --format json carries every proved suggestion of each property (suggest.schema.json).
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
        guard file.hasSuffix(".model") else {
            context.writeError("error: 'suggest' reads .model files only (for now): \(file)\n")
            return .usageOrModelError
        }
        let limits: ExplorationLimits
        do {
            limits = try ExplorationLimits(args)
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        // Reading through the shared pipeline reports the model's diagnostics.
        let reader = ModelChecking(limits: limits, context: context)
        guard let (_, source) = reader.compile(file) else { return .usageOrModelError }
        let search = SuggestionSearch(limits: limits, stopFlag: context.stopFlag)
        let outcome: SuggestionOutcome
        do {
            outcome = try search.suggest(source: source, file: file, property: property)
        } catch {
            context.writeError("\(file): error: cannot check the model: \(error)\n")
            return .usageOrModelError
        }
        switch args.value("--format") ?? "text" {
        case "json": context.write(SuggestReport.json(outcome, path: file))
        default: context.write(SuggestReport.text(outcome, path: file))
        }
        if context.stopFlag.isStopped { return .incomplete }
        return outcome.properties.allSatisfy { !$0.suggestions.isEmpty } ? .success : .expectationFailed
    }
}
