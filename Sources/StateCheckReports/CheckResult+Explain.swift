import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension CheckResult {
    /// The walk that replays property `name`'s trace (``Replay/line``:
    /// `initial=0 steps=load;success getPosts;refresh;fail getPosts`), with
    /// the index of each step among the transitions sharing its label, so
    /// the replay takes exactly the trace's transitions. `nil` when the
    /// property has no trace.
    public func replay(of name: String) -> Replay? {
        guard let trace = self[name]?.trace else { return nil }
        let e = exploration
        let initialID = Int(trace.initialStateID)
        guard let initial = e.system.initialStates.firstIndex(of: e.states[initialID]) else { return nil }
        var state = e.states[initialID]
        var steps: [ReplayStep] = []
        for step in trace.steps {
            let target = e.states[Int(step.stateID)]
            var seen = 0
            var index: Int?
            e.system.forEachSuccessor(of: state) { t in
                guard index == nil, t.label == step.label else { return }
                if t.target == target { index = seen }
                seen += 1
            }
            steps.append(ReplayStep(label: step.label.description, index: index ?? 0))
            state = target
        }
        return Replay(initial: initial, steps: steps)
    }

    /// Property `name`'s verdict explained like `statecheck explain`: the
    /// shortest trace step by step, the reason, and the replay line.
    /// `nil` when the property was not checked.
    ///
    /// - Parameters:
    ///   - name: The property.
    ///   - file: What the heading names as the design's place (`path:line`
    ///     of the test that checks a Swift design).
    ///   - replay: The line printed after `Replay:`, given the trace's
    ///     ``Replay/line``; by default that line itself.
    public func explanation(of name: String, file: String, replay: (String) -> String = { $0 }) -> String? {
        guard let p = self[name] else { return nil }
        let report = ModelReport(system: exploration.system, result: self, file: file)
        guard let property = report.properties.first(where: { $0.name == name }) else { return nil }
        let line = self.replay(of: name).map { replay($0.line) }
        return ExplainReport.render(property, of: report, definition: p.standard?.summary, replay: line)
    }
}
