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
    }

    /// The report of any checked ``ScreenSystem`` (a `.model` file, a Swift
    /// design through ``SwiftScreenSystem``, a hand-written system): every
    /// renderer (text, JSON, JUnit, GitHub, explain) then treats it like a
    /// model file.
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
        let e = result.exploration
        self.init(
            name: system.name,
            file: file,
            documentation: documentation,
            states: e.stateCount,
            transitions: e.transitionCount,
            boundsHit: boundsHit,
            limit: e.limitHit.map { hit in
                [describeLimit(hit), Self.growth(of: system, in: e)].compactMap { $0 }.joined(separator: "; ")
            },
            seconds: e.seconds,
            properties: result.properties.map { p in
                PropertyReport(
                    name: p.name,
                    verdict: p.verdict,
                    reason: Self.reason(of: p),
                    expected: p.expected,
                    expectLine: expectLines[p.name],
                    selected: selected.contains(p.name),
                    trace: p.trace.map { Self.steps($0, in: e) } ?? []
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

    static func steps<S: ScreenSystem>(_ trace: PropertyTrace, in e: Exploration<S>) -> [TraceStepReport] {
        var previous = trace.initialStateID
        return trace.steps.map { step in
            let choice = Self.choice(from: previous, label: step.label, to: step.stateID, in: e)
            previous = step.stateID
            return TraceStepReport(
                event: step.label.description,
                lines: step.lines,
                changes: changes(from: step.variablesBefore, to: step.variablesAfter),
                screenBefore: step.screenBefore.description,
                screenAfter: step.screenAfter.description + (step.crash.map { "  [crash: \($0)]" } ?? ""),
                choice: choice
            )
        }
    }

    /// The position of the transition `from --label--> to` among the
    /// transitions of `from` carrying `label`, in the system's order.
    static func choice<S: ScreenSystem>(from: StateID, label: EventLabel, to: StateID, in e: Exploration<S>) -> Int {
        let target = e.states[Int(to)]
        var index = 0, found: Int?
        e.system.forEachSuccessor(of: e.states[Int(from)]) { t in
            guard found == nil, t.label == label else { return }
            if t.target == target { found = index } else { index += 1 }
        }
        return found ?? 0
    }

    /// The variables whose rendered value differs, in declaration order.
    package static func changes(from before: [ModelVariable], to after: [ModelVariable]) -> [VariableChange] {
        var old: [String: String] = [:]
        for v in before { old[v.name] = v.value }
        return after.compactMap { v in
            let was = old[v.name] ?? "(none)"
            return was == v.value ? nil : VariableChange(name: v.name, before: was, after: v.value)
        }
    }
}
