import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension RandomCheckResult {
    /// The violation of `property`, explained like `statecheck explain`:
    /// the shrunk walk step by step (the state that changed, `−` before,
    /// `+` after, and the screens), the property's meaning, and the line
    /// that replays it. `nil` when the walks did not violate it.
    ///
    /// ```text
    /// PlantedBug violates pagesKeptOnPagingFailure (Tests/BigTests.swift:12)
    /// pagesKeptOnPagingFailure: a failed page keeps the pages already shown
    ///
    /// Step 1: load
    /// …
    /// found by walk 3 of seed 7 (41 steps, shrunk to 9)
    ///
    /// Replay: assertRandomWalks(PlantedBug(), replay: "initial=0 steps=load;success getPosts;…")
    /// ```
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - file: Where the check is (`path:line`), for the heading.
    ///   - replay: The line printed after `Replay:`, given the shrunk walk's
    ///     ``Replay/line``; by default that line itself.
    public func explanation(of property: String, file: String, replay: (String) -> String = { $0 }) -> String? {
        guard let v = walks.violations[property] else { return nil }
        let trace = Self.traceSteps(of: v.shrunk, in: system)
        let reason = "found by walk \(v.walk) of seed \(v.seed) (\(v.found.steps.count) steps, shrunk to \(v.shrunk.steps.count))"
        let report = PropertyReport(name: property, verdict: .violated, reason: reason, trace: trace)
        let model = ModelReport(name: systemName, file: file, states: 0, transitions: 0, properties: [report])
        let definition = StandardProperty(rawValue: property)?.summary
        if trace.isEmpty {
            return ExplainReport.render(report, of: model, definition: definition)
                + "\nThe initial state already violates it.\n"
        }
        return ExplainReport.render(report, of: model, definition: definition, replay: replay(v.shrunk.line))
    }

    /// The steps of `walk` as reports print them.
    static func traceSteps(of walk: Replay, in system: S) -> [TraceStepReport] {
        guard let replayed = RandomExplorer.replay(walk, in: system) else { return [] }
        func vars(_ state: S.State) -> [ModelVariable] {
            system.variables(of: state).map { ModelVariable(name: $0.name, value: $0.value) }
        }
        var before = replayed.initial
        var out: [TraceStepReport] = []
        for (i, step) in replayed.steps.enumerated() {
            out.append(TraceStepReport(
                event: step.label.description,
                lines: step.note.lines,
                changes: ModelReport.changes(from: vars(before), to: vars(step.state)),
                screenBefore: system.screen(of: before).description,
                screenAfter: system.screen(of: step.state).description + (step.note.crash.map { "  [crash: \($0)]" } ?? ""),
                choice: walk.steps[i].index))
            before = step.state
        }
        return out
    }
}
