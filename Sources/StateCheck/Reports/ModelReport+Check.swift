extension ModelReport {
    /// The report of one checked model: every verdict with its expectation,
    /// its reason and its trace as plain text values.
    ///
    /// - Parameters:
    ///   - selected: properties named with `--property` (a violation of one
    ///     fails the run even without an `expect` line).
    public init(system: ModelSystem, result: CheckResult<ModelSystem>, selected: Set<String> = []) {
        let expectLines = Dictionary(system.expectations.map { ($0.property, $0.line) }, uniquingKeysWith: { a, _ in a })
        let e = result.exploration
        self.init(
            name: system.name,
            file: system.file,
            documentation: system.documentation,
            states: e.stateCount,
            transitions: e.transitionCount,
            boundsHit: system.boundHits.map { BoundReport(bound: $0.bound, event: $0.label.description, count: $0.count) },
            limit: e.limitHit.map { hit in
                [hit.description, Self.growth(of: system, in: e)].compactMap { $0 }.joined(separator: "; ")
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
                    trace: p.trace.map(Self.steps) ?? []
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

    static func steps(_ trace: PropertyTrace) -> [TraceStepReport] {
        trace.steps.map { step in
            TraceStepReport(
                event: step.label.description,
                lines: step.lines,
                changes: changes(from: step.variablesBefore, to: step.variablesAfter),
                screenBefore: step.screenBefore.description,
                screenAfter: step.screenAfter.description + (step.crash.map { "  [crash: \($0)]" } ?? "")
            )
        }
    }

    /// The variables whose rendered value differs, in declaration order.
    static func changes(from before: [ModelVariable], to after: [ModelVariable]) -> [VariableChange] {
        var old: [String: String] = [:]
        for v in before { old[v.name] = v.value }
        return after.compactMap { v in
            let was = old[v.name] ?? "(none)"
            return was == v.value ? nil : VariableChange(name: v.name, before: was, after: v.value)
        }
    }
}
