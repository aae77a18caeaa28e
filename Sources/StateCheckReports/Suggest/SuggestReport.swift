import StateCheckLanguage
import StateCheckScreens

/// `statecheck suggest`'s text output: per violated property, the first
/// (smallest) proved suggestion with its verdict table and its diff.
package enum SuggestReport {
    /// The text report of `outcome`; `path` names the model in the diff headers.
    package static func text(_ outcome: SuggestionOutcome, path: String) -> String {
        var out = "\(outcome.model) (\(path))\n"
        if outcome.properties.isEmpty {
            out += "  no violated property to fix\n"
            return out
        }
        // A design already printed for an earlier property is named, not repeated.
        var printed: [String: String] = [:]
        for entry in outcome.properties {
            out += "\n\(entry.property): violated\n"
            guard let s = entry.suggestions.first else {
                out += "  no move of the catalogue makes it hold without breaking a property that holds\n"
                continue
            }
            out += "  suggestion: \(s.move): \(s.summary)\n"
            out += "  checked: \(entry.property) holds, and every property that held still holds\n"
            if entry.suggestions.count > 1 {
                out += "  also proved: " + entry.suggestions.dropFirst().map(\.move).joined(separator: ", ") + "\n"
            }
            if let earlier = printed[s.source] {
                out += "  (the design suggested for \(earlier) above: same verdicts, same diff)\n"
                continue
            }
            printed[s.source] = entry.property
            out += "\n  verdicts (before -> after):\n"
            let width = outcome.before.map(\.property.count).max() ?? 0
            for (b, a) in zip(outcome.before, s.after) {
                let mark = b.verdict == a.verdict ? " " : "*"
                out += "  \(mark) " + b.property.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  \(b.verdict) -> \(a.verdict)\n"
            }
            out += "\n" + UnifiedDiff.render(old: outcome.source, new: s.source, path: path)
        }
        return out
    }
}
