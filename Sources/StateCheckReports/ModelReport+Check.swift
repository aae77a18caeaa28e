import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension ModelReport {
    /// The report of one checked model: every verdict with its expectation,
    /// its reason and its trace as plain text values, and the runtime errors
    /// its exploration met.
    ///
    /// - Parameters:
    ///   - system: The compiled model.
    ///   - result: Its check.
    ///   - selected: properties named with `--property` (a violation of one
    ///     fails the run even without an `expect` line).
    ///   - describeLimit: How the limit that ended a partial exploration is
    ///     worded (a command line names its flags); by default
    ///     ``LimitHit/description``.
    public init(
        system: ModelSystem, result: CheckResult<ModelSystem>, selected: Set<String> = [],
        describeLimit: (LimitHit) -> String = { $0.description }
    ) {
        self.init(
            system: system, result: result, file: system.file, documentation: system.documentation,
            expectLines: Dictionary(system.expectations.map { ($0.property, $0.line) }, uniquingKeysWith: { a, _ in a }),
            boundsHit: result.boundHits.map { BoundReport(bound: $0.bound, event: $0.label.description, count: $0.count) },
            selected: selected, describeLimit: describeLimit)
        self.runtimeErrors = result.runtimeErrors
        self.line = system.location.line
        self.column = system.location.column
    }

    /// The report of any checked ``ScreenSystem`` (a `.model` file, a Swift
    /// design through ``SwiftScreenSystem``, a hand-written system): every
    /// renderer (text, JSON, JUnit, GitHub, explain) then treats it like a
    /// model file. It reads only `result` (the verdicts, the traces built
    /// when they were read, the statistics): nothing is explored or
    /// expanded again.
    ///
    /// - Parameters:
    ///   - system: The checked system.
    ///   - result: Its check.
    ///   - file: What reports name as the design's file (a `.model` path, or
    ///     the Swift file that checks the design).
    ///   - documentation: The design's description.
    ///   - expectLines: The line of each property's expectation, for
    ///     compiler-style locations.
    ///   - boundsHit: Transitions a bound refused.
    ///   - selected: Properties whose violation fails even without an expectation.
    ///   - describeLimit: How the limit that ended a partial exploration is
    ///     worded; by default ``LimitHit/description``.
    public init<S: ScreenSystem>(
        system: S, result: CheckResult<S>, file: String, documentation: String = "",
        expectLines: [String: Int] = [:], boundsHit: [BoundReport] = [], selected: Set<String> = [],
        describeLimit: (LimitHit) -> String = { $0.description }
    ) {
        self.init(
            name: result.systemName,
            file: file,
            documentation: documentation,
            states: result.stateCount,
            transitions: result.transitionCount,
            boundsHit: boundsHit,
            limit: result.limitDescription(describingLimit: describeLimit),
            seconds: result.seconds,
            properties: result.properties.map { p in
                PropertyReport(
                    name: p.name,
                    verdict: p.verdict,
                    reason: Self.reason(of: p),
                    expected: p.expected,
                    expectLine: expectLines[p.name],
                    selected: selected.contains(p.name),
                    trace: p.trace.map(TraceStepReport.steps(of:)) ?? [],
                    initialIndex: p.trace?.initialIndex ?? 0
                )
            }
        )
    }

    static func reason(of p: PropertyResult) -> String? {
        var text = p.reason
        if !p.missing.isEmpty, !text.contains(p.missing[0]) {
            text += (text.isEmpty ? "" : ": ") + p.missing.joined(separator: ", ")
        }
        return text.isEmpty ? nil : text
    }
}
