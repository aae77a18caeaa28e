import StateCheckEngine

extension CheckResult {
    /// Why the exploration is partial, for reports: the limit that was hit
    /// and, when it can tell, what keeps growing (``growth``); `nil` when
    /// every reachable state was explored.
    public var limitDescription: String? { limitDescription(describingLimit: { $0.description }) }

    /// ``limitDescription`` with the limit worded by `describeLimit` (the
    /// command line names its flags).
    package func limitDescription(describingLimit describeLimit: (LimitHit) -> String) -> String? {
        limitHit.map { hit in [describeLimit(hit), growth].compactMap { $0 }.joined(separator: "; ") }
    }

    /// Which model variables keep taking new values at the frontier of a
    /// partial exploration: the likely reason a limit was hit.
    ///
    /// A variable "keeps growing" when each of the last three explored depths
    /// shows a value of it that no shallower state had (a counter without a
    /// useful `intRange`, a `Value` with a large `maxPages`, an ever deeper
    /// enum). The number of live tasks is watched the same way.
    ///
    /// ```text
    /// stopped at the state limit (maxStates 10000): the result is partial; 'count' keeps growing (0 … 9999)
    /// ```
    ///
    /// - Complexity: renders the variables of at most about 60,000 states.
    public var growth: String? {
        let e = exploration, system = e.system
        let levels = e.levelStarts
        // levelStarts ends with the state count; depth d holds levelStarts[d]..<levelStarts[d+1].
        let depths = levels.count - 1
        guard depths >= 4 else { return nil }
        let window = 3
        let firstWindowDepth = depths - window
        var names: [String] = []
        var seen: [[String: Bool]] = []
        var ints: [(min: Int, max: Int)?] = []
        var initialValues: [String] = []
        var taskCounts = Set<Int>()
        func sample(_ range: Range<Int>, limit: Int) -> [Int] {
            guard range.count > limit else { return Array(range) }
            let stride = Double(range.count) / Double(limit)
            return (0..<limit).map { range.lowerBound + Int(Double($0) * stride) }
        }
        func note(_ variables: [(name: String, value: String)]) {
            for (i, v) in variables.enumerated() where i < ints.count {
                if let n = Int(v.value) {
                    let old = ints[i] ?? (n, n)
                    ints[i] = (Swift.min(old.min, n), Swift.max(old.max, n))
                }
            }
        }
        // Values seen before the window.
        for id in sample(levels[0]..<levels[firstWindowDepth], limit: 50_000) {
            let variables = system.variables(of: e.states[id])
            if names.isEmpty {
                names = variables.map(\.name)
                seen = Array(repeating: [:], count: names.count)
                ints = Array(repeating: nil, count: names.count)
                initialValues = variables.map(\.value)
            }
            for (i, v) in variables.enumerated() where i < seen.count { seen[i][v.value] = true }
            note(variables)
            taskCounts.insert(system.tasks(of: e.states[id]).count)
        }
        guard !names.isEmpty else { return nil }
        var growing = Array(repeating: true, count: names.count)
        var tasksGrow = true
        var newest = Array(repeating: "", count: names.count)
        var mostTasks = taskCounts.max() ?? 0
        for d in firstWindowDepth..<depths {
            var newHere = Array(repeating: false, count: names.count)
            var newTasks = false
            // The distinct values of each variable at this depth (a list of
            // every state's values held variables × states strings: on wide
            // models more than the stored states themselves).
            var levelValues: [Set<String>] = Array(repeating: [], count: names.count)
            for id in sample(levels[d]..<levels[d + 1], limit: 3_000) {
                let variables = system.variables(of: e.states[id])
                for (i, v) in variables.enumerated() where i < names.count {
                    if seen[i][v.value] == nil {
                        newHere[i] = true
                        if v.value.count >= newest[i].count { newest[i] = v.value }
                    }
                    levelValues[i].insert(v.value)
                }
                note(variables)
                let count = system.tasks(of: e.states[id]).count
                if !taskCounts.contains(count) { newTasks = true }
                mostTasks = Swift.max(mostTasks, count)
            }
            for i in names.indices {
                growing[i] = growing[i] && newHere[i]
                for v in levelValues[i] { seen[i][v] = true }
            }
            tasksGrow = tasksGrow && newTasks
            for id in sample(levels[d]..<levels[d + 1], limit: 3_000) { taskCounts.insert(system.tasks(of: e.states[id]).count) }
        }
        func shorten(_ s: String) -> String { s.count <= 40 ? s : String(s.prefix(39)) + "…" }
        var parts: [String] = []
        for i in names.indices where growing[i] {
            if let range = ints[i], range.min != range.max {
                parts.append("'\(names[i])' keeps growing (\(range.min) … \(range.max))")
            } else {
                parts.append("'\(names[i])' keeps taking new values (\(shorten(initialValues[i])) … \(shorten(newest[i])))")
            }
        }
        if tasksGrow { parts.append("the number of live tasks keeps growing (0 … \(mostTasks))") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
