import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension Diagram {
    /// Above this many states the full diagram is unreadable; the builder
    /// falls back to one node per enum case and says so in the caption.
    public static let readableStateLimit = 30

    /// The explored graph of a screen design as a diagram.
    ///
    /// - Parameters:
    ///   - exploration: an exploration that kept its graph.
    ///   - collapse: one node per enum case (edges labelled by the events
    ///     between the cases) instead of one node per state.
    ///   - highlight: a violation trace to draw in red, numbered.
    /// - Returns: the diagram; `nil` when the exploration kept no graph.
    public static func build<S: ScreenSystem>(
        _ exploration: Exploration<S>, collapse: Bool = false, highlight: PropertyTrace? = nil
    ) -> Diagram? {
        guard let graph = exploration.graph else { return nil }
        let system = exploration.system
        let n = exploration.stateCount
        var caption: String?
        var collapsed = collapse
        if !collapse && n > readableStateLimit {
            collapsed = true
            caption = "\(n) states: too many to draw one by one, so each enum case is one node (use --collapse to ask for this view)"
        }
        let cases = exploration.states.map { caseName(system, $0) }

        // Steps of the highlighted trace: (from, to) state pairs, numbered from 1.
        var traceSteps: [(from: Int, label: String, to: Int)] = []
        var violationState: Int?
        if let t = highlight, var cur = t.initialStateID.map(Int.init) {
            for s in t.steps {
                guard let to = s.stateID.map(Int.init) else { break }
                traceSteps.append((cur, s.label.description, to))
                cur = to
            }
            violationState = cur
        }

        if collapsed {
            // Designs without an enum variable collapse to their variables' values.
            let keys = zip(cases, exploration.states).map { c, s in
                c ?? system.variables(of: s).map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
            }
            return buildCollapsed(exploration, graph: graph, cases: keys, traceSteps: traceSteps, violationState: violationState, caption: caption)
        }

        var nodes: [Node] = []
        for id in 0..<n {
            let state = exploration.states[id]
            var lines = system.variables(of: state).map { "\($0.name) = \($0.value)" }
            lines.append("shows: " + system.screen(of: state).description)
            let tasks = system.tasks(of: state)
            if !tasks.isEmpty {
                lines.append("tasks: " + tasks.map(describe).joined(separator: ", "))
            }
            nodes.append(Node(
                id: "s\(id)", cluster: cases[id], lines: lines,
                isInitial: exploration.parents[id] < 0, isViolation: violationState == id
            ))
        }
        var edges: [Edge] = []
        for s in 0..<n {
            // Parallel edges with different labels between the same states are
            // drawn as one edge labelled "a / b" to keep the picture light.
            var byTarget: [(to: Int, labels: [String])] = []
            for e in graph.edges(of: s) {
                let to = Int(graph.targets[e])
                let label = exploration.labels[Int(graph.labels[e])].description
                if let i = byTarget.firstIndex(where: { $0.to == to }) {
                    if !byTarget[i].labels.contains(label) { byTarget[i].labels.append(label) }
                } else {
                    byTarget.append((to, [label]))
                }
            }
            for (to, labels) in byTarget {
                let taken = traceSteps.enumerated().filter { $0.element.from == s && $0.element.to == to }.map { (step: $0.offset + 1, label: $0.element.label) }
                edges += drawnEdges(from: "s\(s)", to: "s\(to)", labels: labels, separator: " / ", taken: taken)
            }
        }
        return Diagram(name: system.name, nodes: nodes, edges: edges, caption: caption)
    }

    private static func buildCollapsed<S: ScreenSystem>(
        _ exploration: Exploration<S>, graph: StateGraph, cases: [String?],
        traceSteps: [(from: Int, label: String, to: Int)], violationState: Int?, caption: String?
    ) -> Diagram {
        let system = exploration.system
        var order: [String] = []
        var screens: [String: [String]] = [:]
        var initial = Set<String>()
        for (id, state) in exploration.states.enumerated() {
            let c = cases[id] ?? "state"
            if screens[c] == nil { order.append(c); screens[c] = [] }
            let shown = system.screen(of: state).description
            if !(screens[c]?.contains(shown) ?? true) { screens[c]?.append(shown) }
            if exploration.parents[id] < 0 { initial.insert(c) }
        }
        let ids = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, "c\($0)") })
        let violationCase = violationState.map { cases[$0] ?? "state" }
        let nodes = order.map { c in
            Node(
                id: ids[c] ?? c, cluster: nil,
                lines: [c] + (screens[c] ?? []).prefix(4).map { "shows: \($0)" } + ((screens[c]?.count ?? 0) > 4 ? ["…"] : []),
                isInitial: initial.contains(c), isViolation: violationCase == c
            )
        }
        var pairs: [String: (from: String, to: String, labels: [String], steps: [Int])] = [:]
        var pairOrder: [String] = []
        for s in 0..<exploration.stateCount {
            let from = cases[s] ?? "state"
            for e in graph.edges(of: s) {
                let to = cases[Int(graph.targets[e])] ?? "state"
                let label = exploration.labels[Int(graph.labels[e])].description
                let key = from + "\u{0}" + to
                if pairs[key] == nil { pairOrder.append(key); pairs[key] = (from, to, [], []) }
                if !(pairs[key]?.labels.contains(label) ?? true) { pairs[key]?.labels.append(label) }
            }
        }
        var taken: [String: [(step: Int, label: String)]] = [:]
        for (i, step) in traceSteps.enumerated() {
            let key = (cases[step.from] ?? "state") + "\u{0}" + (cases[step.to] ?? "state")
            taken[key, default: []].append((i + 1, step.label))
        }
        let edges = pairOrder.flatMap { key -> [Edge] in
            guard let p = pairs[key] else { return [] }
            return drawnEdges(from: ids[p.from] ?? p.from, to: ids[p.to] ?? p.to, labels: p.labels.sorted(), separator: "\n", taken: taken[key] ?? [])
        }
        return Diagram(name: system.name, nodes: nodes, edges: edges, caption: caption)
    }

    /// The edges drawn between two nodes for the events `labels`: one edge
    /// for the events no highlighted step took (joined by `separator`),
    /// then one red edge per event a step took, numbered with those steps,
    /// so that each number stands beside the event its step took
    /// (`3. refresh`, never `3. load / refresh`).
    private static func drawnEdges(from: String, to: String, labels: [String], separator: String, taken: [(step: Int, label: String)]) -> [Edge] {
        var stepped: [String] = []
        for t in taken where !stepped.contains(t.label) { stepped.append(t.label) }
        // The stepped events in the edge's label order (an event missing from
        // `labels` still gets its red edge, last).
        let ordered = labels.filter(stepped.contains) + stepped.filter { !labels.contains($0) }
        var out: [Edge] = []
        let untaken = labels.filter { !stepped.contains($0) }
        if !untaken.isEmpty { out.append(Edge(from: from, to: to, label: untaken.joined(separator: separator))) }
        for event in ordered {
            out.append(Edge(from: from, to: to, label: event, steps: taken.filter { $0.label == event }.map(\.step)))
        }
        return out
    }

    /// The enum case of a state's first enum-typed variable (`success` for
    /// `dataState = .success([p1])`), or nil when the design has no enum variable.
    static func caseName<S: ScreenSystem>(_ system: S, _ state: S.State) -> String? {
        for v in system.variables(of: state) where v.value.hasPrefix(".") {
            let body = v.value.dropFirst()
            return String(body.prefix { $0 != "(" })
        }
        return nil
    }

    private static func describe(_ t: TaskSummary) -> String {
        var s = t.role.rawValue
        switch t.waitingFor {
        case .api(let api): s += " awaiting \(api)"
        case .continuation: s += " awaiting a continuation"
        case .sleep: s += " sleeping"
        case .task: s += " awaiting a task"
        case .mainActor: s += " waiting for the main actor"
        }
        if t.isCancelled { s += " (cancelled)" }
        return s
    }
}
