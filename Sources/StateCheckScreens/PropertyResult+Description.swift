import StateCheckEngine

extension PropertyResult: CustomStringConvertible {
    /// A plain-text summary: the verdict, the reason, and the trace one step
    /// a line with the screen before and after.
    ///
    /// ```text
    /// noDoubleSpinner: violated (expected holds)
    ///   the screen shows blank + spinner + refreshSpinner: spinner and refreshSpinner together
    ///   1. load             (invisible) -> blank + spinner
    ///   2. success getUser  blank + spinner -> content([p0])
    ///   3. refresh          content([p0]) -> blank + spinner + refreshSpinner
    /// ```
    public var description: String {
        var head = "\(name): \(verdict)"
        if let expected, expected != verdict { head += " (expected \(expected))" }
        var lines = [head]
        if !reason.isEmpty { lines.append("  " + reason) }
        if let trace, trace.steps.isEmpty {
            lines.append("  (the initial state: no step leads there)")
        } else if let trace {
            // The replay line's `@k` names the answered call: `success getUser@1`.
            let labels = trace.steps.map { $0.choice == 0 ? $0.label.description : "\($0.label)@\($0.choice)" }
            let width = labels.map(\.count).max() ?? 0
            for (i, step) in trace.steps.enumerated() {
                let label = labels[i]
                let pad = String(repeating: " ", count: width - label.count)
                lines.append("  \(i + 1). \(label)\(pad)  \(step.screenBefore) -> \(step.screenAfter)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
