import StateCheckEngine

/// The suggested minimal enum: the declaration with indistinguishable cases
/// merged (the first declared case of a group stays, with its payload) and
/// never-held cases removed. Interchangeable pairs are named in a comment,
/// not merged: the user can tell them apart, and the design may mean to.
extension CaseVariableMinimization {
    /// The suggested enum as Swift source, or `nil` when the variable's enum
    /// is not known. Every change is explained by a comment; an enum that
    /// needs none says so.
    ///
    /// ```swift
    /// enum DataState {
    ///     case idle
    ///     case initialLoading
    ///     case reLoading(Value)
    ///     case success(Value)
    ///     case failure(Error)   // merged: failure2 (indistinguishable)
    /// }
    /// ```
    public var suggestedEnum: String? {
        guard let declaration else { return nil }
        var merged: [String: [String]] = [:]
        var absorbed = Set<String>()
        for g in indistinguishable {
            merged[g[0]] = Array(g.dropFirst())
            absorbed.formUnion(g.dropFirst())
        }
        let unreached = Set(unreachedCases)
        var lines: [String] = []
        var removed: [String] = []
        for c in declaration.cases {
            if absorbed.contains(c.name) { continue }
            if unreached.contains(c.name) { removed.append(c.name); continue }
            var line = "    " + c.swiftSource
            if let others = merged[c.name] {
                var note = "merged: " + others.joined(separator: ", ") + " (indistinguishable)"
                let payloads = Set(others.compactMap { o in declaration.cases.first { $0.name == o }?.payload })
                if payloads.contains(where: { $0 != c.payload }) { note += "; their payloads differ" }
                line += "   // " + note
            }
            lines.append(line)
        }
        var out = "enum \(declaration.name) {\n" + lines.joined(separator: "\n") + "\n"
        if !removed.isEmpty {
            out += "    // removed: " + removed.joined(separator: ", ") + " (\(variable) never holds \(removed.count == 1 ? "it" : "them"))\n"
        }
        if !interchangeable.isEmpty {
            out += "    // could also merge (handled alike; the user tells them apart only by the situations they occur in): "
                + interchangeable.map { $0.joined(separator: " ⇄ ") }.joined(separator: ", ") + "\n"
        }
        if indistinguishable.isEmpty && removed.isEmpty {
            out += "    // already minimal: every reached case is told apart, none is unreached\n"
        }
        return out + "}\n"
    }
}
