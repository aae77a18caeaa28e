import StateCheckEngine
import StateCheckScreens

extension TraceStepReport {
    /// The steps of a trace as reports print them: the one conversion every
    /// renderer's trace goes through (an exhaustive check's, a random walk's,
    /// a replayed event sequence's), reading only the trace.
    public static func steps(of trace: PropertyTrace) -> [TraceStepReport] {
        trace.steps.map { step in
            TraceStepReport(
                event: step.label.description,
                lines: step.lines,
                changes: changes(from: step.variablesBefore, to: step.variablesAfter),
                screenBefore: step.screenBefore.description,
                screenAfter: step.screenAfter.description + (step.crash.map { "  [crash: \($0)]" } ?? ""),
                choice: step.choice,
                files: step.files
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
