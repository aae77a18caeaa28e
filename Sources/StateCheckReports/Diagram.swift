import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// A drawable state graph: what the DOT and Mermaid renderers read.
/// Built from an exploration by the screens layer; rendering never explores.
package struct Diagram: Sendable, Equatable {
    /// A drawn state (or, collapsed, a whole enum case).
    public struct Node: Sendable, Equatable {
        /// Stable id, unique in the diagram (`s0`, `s1`, ...).
        public var id: String
        /// The group it is drawn in (the enum case), or nil.
        public var cluster: String?
        /// Its label lines (payload, what the screen shows).
        public var lines: [String]
        /// Whether it is an initial state.
        public var isInitial: Bool
        /// Whether it is where a highlighted violation ends.
        public var isViolation: Bool

        /// Creates a node.
        public init(id: String, cluster: String?, lines: [String], isInitial: Bool = false, isViolation: Bool = false) {
            self.id = id
            self.cluster = cluster
            self.lines = lines
            self.isInitial = isInitial
            self.isViolation = isViolation
        }
    }

    /// A drawn transition.
    public struct Edge: Sendable, Equatable {
        /// Source node id.
        public var from: String
        /// Target node id.
        public var to: String
        /// The event label(s).
        public var label: String
        /// The step numbers of a highlighted trace that take this edge.
        public var steps: [Int]

        /// Creates an edge.
        public init(from: String, to: String, label: String, steps: [Int] = []) {
            self.from = from
            self.to = to
            self.label = label
            self.steps = steps
        }
    }

    /// The design's name.
    public var name: String
    /// Nodes in a stable order.
    public var nodes: [Node]
    /// Edges in a stable order.
    public var edges: [Edge]
    /// A caption (for example why the diagram was collapsed).
    public var caption: String?

    /// Creates a diagram.
    public init(name: String, nodes: [Node], edges: [Edge], caption: String? = nil) {
        self.name = name
        self.nodes = nodes
        self.edges = edges
        self.caption = caption
    }

    /// Cluster names in first-appearance order, and their nodes.
    var clusters: [(name: String?, nodes: [Node])] {
        var order: [String?] = []
        var groups: [String?: [Node]] = [:]
        for n in nodes {
            if groups[n.cluster] == nil { order.append(n.cluster) }
            groups[n.cluster, default: []].append(n)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}

/// Graphviz DOT for a ``Diagram``: one `cluster_` subgraph per enum case,
/// highlighted trace edges red and numbered.
package enum DOTRenderer {
    /// The DOT text.
    public static func render(_ d: Diagram) -> String {
        var out = "digraph \"\(Escape.dot(d.name))\" {\n"
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11"
        if let caption = d.caption { out += ", label=\"\(Escape.dot(caption))\", labelloc=t" }
        out += "];\n"
        out += "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=10];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        if d.nodes.contains(where: \.isInitial) {
            out += "  __start [shape=point, label=\"\"];\n"
        }
        for (index, group) in d.clusters.enumerated() {
            var indent = "  "
            if let name = group.name {
                out += "  subgraph \"cluster_\(index)\" {\n"
                out += "    label=\"\(Escape.dot(name))\"; style=\"rounded,dashed\"; color=\"gray60\";\n"
                indent = "    "
            }
            for n in group.nodes {
                var attrs = "label=\"\(n.lines.map(Escape.dot).joined(separator: "\\n"))\""
                if n.isViolation { attrs += ", color=\"red\", penwidth=2" }
                out += "\(indent)\"\(Escape.dot(n.id))\" [\(attrs)];\n"
            }
            if group.name != nil { out += "  }\n" }
        }
        for n in d.nodes where n.isInitial {
            out += "  __start -> \"\(Escape.dot(n.id))\";\n"
        }
        for e in d.edges {
            var label = e.label
            if !e.steps.isEmpty { label = e.steps.map { "\($0)." }.joined(separator: " ") + " " + label }
            var attrs = "label=\"\(Escape.dot(label))\""
            if !e.steps.isEmpty { attrs += ", color=\"red\", fontcolor=\"red\", penwidth=2" }
            out += "  \"\(Escape.dot(e.from))\" -> \"\(Escape.dot(e.to))\" [\(attrs)];\n"
        }
        out += "}\n"
        return out
    }
}

/// Mermaid `stateDiagram-v2` for a ``Diagram`` (renders on GitHub). States
/// are not grouped: Mermaid cannot draw edges between composite states' members.
package enum MermaidRenderer {
    /// The Mermaid text.
    public static func render(_ d: Diagram) -> String {
        var out = "---\ntitle: \(Escape.mermaid(d.name))\n---\nstateDiagram-v2\n"
        // Mermaid cannot draw transitions between states of different
        // composite states, and composite states cannot carry descriptions,
        // so every state is top-level and its enum case is its first line.
        for n in d.nodes {
            let named = n.cluster.map { c in n.lines.first?.contains(".\(c)") ?? false } ?? true
            let lines = (named ? [] : n.cluster.map { ["[\($0)]"] } ?? []) + n.lines
            out += "  state \"\(lines.map(Escape.mermaid).joined(separator: "<br/>"))\" as \(ident(n.id))\n"
        }
        for n in d.nodes where n.isInitial { out += "  [*] --> \(ident(n.id))\n" }
        for e in d.edges {
            var label = e.label
            if !e.steps.isEmpty { label = e.steps.map { "\($0)." }.joined(separator: " ") + " " + label }
            out += "  \(ident(e.from)) --> \(ident(e.to)) : \(Escape.mermaid(label))\n"
        }
        let violations = d.nodes.filter(\.isViolation)
        if !violations.isEmpty {
            out += "  classDef violation stroke:#d00,stroke-width:3px\n"
            for n in violations { out += "  class \(ident(n.id)) violation\n" }
        }
        return out
    }

    /// A Mermaid identifier: letters, digits and underscores only.
    static func ident(_ s: String) -> String {
        String(s.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
