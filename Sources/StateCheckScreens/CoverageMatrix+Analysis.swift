import StateCheckEngine

/// Computing ``CoverageMatrix`` values from an exploration's graph.
extension CoverageMatrix {
    /// One matrix per enum-typed model variable (in declaration order), or
    /// one matrix with the single row `*` when the model has none. Returns
    /// an empty array when the exploration kept no graph.
    ///
    /// A transition "changes something" when some model variable's
    /// rendering differs between its source and target with page tokens
    /// abstracted (`[p2]` and `[p1]` are both `[p]`: canonical renaming is
    /// not a change), or when it issues a request (more calls in flight
    /// after it than before, counting the call a `success` / `fail` answers),
    /// or when it cancels a task (more cancelled tasks after it than
    /// before: `cancel` while a load is in flight cancels its task, even
    /// when no model variable changes).
    ///
    /// - Complexity: O(states · variables + transitions).
    public static func analyze<S: ScreenSystem>(_ exploration: Exploration<S>) -> [CoverageMatrix] {
        guard let graph = exploration.graph else { return [] }
        let system = exploration.system
        let renderings: [[String]] = exploration.states.map { s in
            system.variables(of: s).map { abstractTokens($0.value) }
        }
        let calls = exploration.states.map { system.callsInFlight(of: $0).count }
        let cancelled = exploration.states.map { system.tasks(of: $0).filter(\.isCancelled).count }
        let labels = exploration.labels
        var events = system.declaredLabels
        for l in labels where !events.contains(l) { events.append(l) }
        let column: [Int] = labels.map { l in events.firstIndex(of: l) ?? 0 }
        let answers: [Bool] = labels.map { $0.name == "success" || $0.name == "fail" }

        // For every state and column: 0 not enabled, 1 ignored, 2 handled.
        var effect = [[UInt8]](repeating: [UInt8](repeating: 0, count: events.count), count: graph.stateCount)
        for s in 0..<graph.stateCount {
            for e in graph.edges(of: s) {
                let t = Int(graph.targets[e]), l = Int(graph.labels[e])
                let issued = calls[t] - calls[s] + (answers[l] ? 1 : 0) > 0
                let changed = issued || cancelled[t] > cancelled[s] || renderings[s] != renderings[t]
                effect[s][column[l]] = max(effect[s][column[l]], changed ? 2 : 1)
            }
        }

        let labelling = CaseLabelling(exploration)
        let rows: [(variable: String?, type: String?, cases: [String], caseOf: [String])]
        if labelling.variables.isEmpty {
            rows = [(nil, nil, ["*"], Array(repeating: "*", count: graph.stateCount))]
        } else {
            rows = labelling.variables.map { ($0.name, $0.declaration?.name, $0.cases, $0.caseOf) }
        }
        let seen = Set(labels)
        let never = system.declaredLabels.filter { !seen.contains($0) }.map(\.description)
        return rows.map { row in
            var best = [String: [UInt8]]()
            for s in 0..<graph.stateCount {
                let c = row.caseOf[s]
                var acc = best[c] ?? [UInt8](repeating: 0, count: events.count)
                for i in 0..<events.count { acc[i] = max(acc[i], effect[s][i]) }
                best[c] = acc
            }
            let cells: [[Cell]] = row.cases.map { c in
                guard let acc = best[c] else { return Array(repeating: .unreached, count: events.count) }
                return acc.map { $0 == 2 ? .handled : $0 == 1 ? .ignored : .notEnabled }
            }
            return CoverageMatrix(
                name: system.name, variable: row.variable, typeName: row.type, cases: row.cases,
                events: events.map(\.description), cells: cells, neverEnabledEvents: never,
                isComplete: exploration.isComplete)
        }
    }

    /// A rendering with every page token `p12` written `p`.
    static func abstractTokens(_ s: String) -> String {
        var out = ""
        var skippingDigits = false
        var previous: Character = " "
        for ch in s {
            if skippingDigits, ch.isNumber { continue }
            skippingDigits = false
            out.append(ch)
            if ch == "p", previous == "[" || previous == " " { skippingDigits = true }
            previous = ch
        }
        return out
    }
}
