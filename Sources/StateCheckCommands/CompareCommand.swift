import StateCheck
import StateCheckSwift

/// `statecheck compare`: the granularity comparison of designs, one row each.
package enum CompareCommand {
    static let spec = CommandSpec(
        name: "compare",
        abstract: "Compare designs: cost in cases, states and transitions, and every promise kept.",
        arguments: "[PATH ...]",
        options: [
            OptionSpec(["--format"], value: "markdown|html|json", help: "Output format (default: markdown).", allowed: ["markdown", "html", "json"]),
            OptionSpec(["--no-suggestions"], help: "Do not search suggestions for the ✗ cells (faster)."),
        ] + ExplorationLimits.options + [ModelChecking.threadsOption, ModelChecking.configOption, ModelChecking.strictOption],
        discussion: """
        PATH defaults to Models; a folder means every .model and .swift file inside it
        (each SwiftUI screen is one design, named after its type). Columns: the cases of the
        enums a state stores (an intent enum only passed to a call is no state), reachable
        states, transitions, every standard property (✓ holds, ✗n violated with a shortest
        trace of n events, – not applicable), dead cases and indistinguishable cases. HTML is one
        self-contained page; it embeds each design's SVG when Graphviz is installed.
        A design whose exploration a limit or an interrupt stopped is marked (partial):
        its cells other than ✗ are ? (unknown).
        Each ✗ of a .model design or a Swift screen is searched as 'statecheck suggest' does, and only checked
        suggestions are shown: markdown lists the first move of each under the table, JSON
        gives a violated cell a suggestions array (move, summary, the properties that then
        hold, the diff), HTML a 'fix' link to a section with the move and its diff.
        --no-suggestions skips the search.
        Exit status: 0 every design explored completely, 2 a usage or model error,
        3 incomplete: an exploration was partial or the run was interrupted (the
        designs not yet explored are not checked).
        """
    )

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let (checked, unchecked, diagnostics, notChecked) = ModelChecking.checkPaths(args, properties: nil, context: context, keepingRunsWithRuntimeErrors: true) else {
            return .usageOrModelError
        }
        let comparison = Comparison(standardColumns: checked, minimizations: checked.map { Minimization.analyze($0.result.exploration) })
        let limits = (try? ExplorationLimits(args)) ?? ExplorationLimits()
        let suggestions = args.flags.contains("--no-suggestions") ? ComparisonSuggestions()
            : Self.suggestions(for: checked, limits: limits, configurationPath: args.value("--config"), strict: args.flags.contains("--strict"),
                               stopFlag: context.stopFlag)
        switch args.value("--format") ?? "markdown" {
        case "json":
            let files = checked.map(\.system.file)
            context.write(JSONComparison.render(comparison, warnings: diagnostics.filter { files.contains($0.file) }, suggestions: suggestions))
        case "html":
            var svgs: [String: String] = [:]
            if Graphviz.dotPath != nil {
                for c in checked {
                    if let d = Diagram.build(c.result.exploration, collapse: true),
                       case .success(let svg) = Graphviz.svg(DOTRenderer.render(d)) {
                        svgs[c.system.name] = svg
                    }
                }
            } else {
                context.writeError("note: Graphviz is not installed, so the page has no diagrams (apt-get install graphviz / brew install graphviz)\n")
            }
            var filmstrips: [String: [String: String]] = [:]
            for c in checked {
                for p in c.report.properties where p.verdict == .violated && !p.trace.isEmpty {
                    filmstrips[c.report.name, default: [:]][p.name] = Filmstrip.svg(p, of: c.report, definition: StandardProperty(rawValue: p.name)?.summary)
                }
            }
            context.write(HTMLComparison.render(comparison, svgs: svgs, filmstrips: filmstrips, suggestions: suggestions))
        default:
            context.write(MarkdownComparison.render(comparison, suggestions: suggestions))
        }
        let failed = !unchecked.isEmpty || checked.contains { !$0.report.runtimeErrors.isEmpty }
        for file in notChecked { context.writeError("\(file): note: not checked: \(TextReport.notCheckedReason)\n") }
        for c in checked {
            if let limit = c.report.limit { context.writeError("\(c.report.file): warning: \(c.report.name): \(limit); its verdicts are unknown (?) except violations\n") }
        }
        if failed { return .usageOrModelError }
        let partial = !notChecked.isEmpty || checked.contains { $0.report.limit != nil } || context.stopFlag.isStopped
        return partial ? .incomplete : .success
    }
}

extension CompareCommand {
    /// The checked suggestions of every design that violates a standard
    /// property, searched as `statecheck suggest` does (only its violated
    /// properties are searched): a `.model` design with the catalogue, a
    /// screen of a `.swift` file with the Swift moves, its module read as
    /// `suggest` reads it. A design whose exploration a limit stopped, whose
    /// runs failed, or whose file cannot be read again is not searched (its
    /// `✗` cells link to nothing); so is any design once the run is interrupted.
    static func suggestions(for checked: [ModelChecking.Checked], limits: ExplorationLimits, configurationPath: String? = nil,
                            strict: Bool = false, stopFlag: StopFlag) -> ComparisonSuggestions {
        var outcomes: [String: SuggestionOutcome] = [:]
        let search = SuggestionSearch(limits: limits, stopFlag: stopFlag)
        var swiftScreens: [String: Set<String>] = [:]
        for c in checked where c.report.limit == nil && c.report.runtimeErrors.isEmpty
            && c.result.properties.contains(where: { $0.verdict == .violated }) {
            if c.system.file.hasSuffix(".swift") {
                swiftScreens[c.system.file, default: []].insert(c.system.name)
                continue
            }
            guard c.system.file.hasSuffix(".model"), !stopFlag.isStopped,
                  let source = try? String(contentsOfFile: c.system.file, encoding: .utf8),
                  let outcome = try? search.suggest(source: source, file: c.system.file) else { continue }
            outcomes[c.system.name] = outcome
        }
        for (file, screens) in swiftScreens.sorted(by: { $0.key < $1.key }) where !stopFlag.isStopped {
            let root = ModelChecking.singleFileModuleRoot(file, configurationPath: configurationPath, isStopped: { stopFlag.isStopped })
            var configuration: ScreenConfiguration
            do throws(ScreenConfigurationError) {
                if let path = configurationPath { configuration = try ScreenConfiguration.read(path: path) }
                else { configuration = try ScreenConfiguration.lookUp(from: root) }
            } catch {
                continue
            }
            configuration.strict = configuration.strict || strict
            guard let found = try? SuggestCommand.swiftSearch(file, root: root, configuration: configuration, property: nil,
                                                               screens: screens, limits: limits, stopFlag: stopFlag) else { continue }
            for outcome in found { outcomes[outcome.model] = outcome }
        }
        return ComparisonSuggestions(outcomes: outcomes)
    }
}

extension Comparison {
    /// The comparison of checked models over the standard properties, with
    /// each model's minimization (`minimizations[i]` is `checked[i]`'s).
    init(standardColumns checked: [ModelChecking.Checked], minimizations: [Minimization?]) {
        self.init(
            properties: Comparison.standardColumns,
            rows: zip(checked, minimizations).map { c, m in
                Comparison.Row(file: c.system.file, result: c.result, minimization: m, describeLimit: \.commandLineDescription)
            }
        )
    }
}
