import StateCheckScreens

/// Brings a suggested design's `expect` lines in line with its checked
/// verdicts, so the design as suggested passes `statecheck check`.
///
/// Only lines of the form `expect holds|violated NAME` for a property of
/// `verdicts` (standard or the model's own) are touched: one whose verdict changed is rewritten to the new
/// verdict (its comment, which explained the old one, is dropped), and one
/// whose property became not applicable becomes the comment
/// `// notApplicable NAME`. No `expect` line is added.
enum ExpectationUpdate {
    /// `text` with its `expect` lines matching `verdicts`.
    static func apply(to text: String, verdicts: [PropertyVerdict]) -> String {
        let byName = Dictionary(verdicts.map { ($0.property, $0.verdict) }, uniquingKeysWith: { first, _ in first })
        var m = ModelTextBlocks(text)
        for i in m.lines.indices {
            let words = ModelTextBlocks.code(m.lines[i]).split(separator: " ").map(String.init)
            guard words.count == 3, words[0] == "expect", let written = Verdict(rawValue: words[1]),
                  written == .holds || written == .violated, let now = byName[words[2]], now != written else { continue }
            let pad = ModelTextBlocks.indentation(m.lines[i])
            switch now {
            case .holds, .violated: m.lines[i] = "\(pad)expect \(now) \(words[2])"
            case .notApplicable: m.lines[i] = "\(pad)// notApplicable \(words[2])"
            case .unknown: continue
            }
        }
        return m.text
    }
}
