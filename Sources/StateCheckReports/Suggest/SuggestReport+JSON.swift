import StateCheckLanguage

extension SuggestReport {
    /// `statecheck suggest --format json`: the verdicts before, and per
    /// violated property every proved suggestion (smallest first) with its
    /// verdicts after and its unified diff; `suggest.schema.json` describes it.
    package static func json(_ outcome: SuggestionOutcome, path: String) -> String {
        let w = JSONWriter()
        func verdicts(_ rows: [PropertyVerdict]) {
            w.array(rows) { row in
                w.object {
                    w.field("property", row.property)
                    w.field("verdict", row.verdict.rawValue)
                }
            }
        }
        w.object {
            w.header(command: "suggest")
            w.field("model", outcome.model)
            w.field("file", path)
            w.key("before")
            verdicts(outcome.before)
            w.key("properties")
            w.array(outcome.properties) { entry in
                w.object {
                    w.field("property", entry.property)
                    w.key("suggestions")
                    w.array(entry.suggestions) { s in
                        w.object {
                            w.field("move", s.move)
                            w.field("summary", s.summary)
                            w.field("size", s.size)
                            w.key("after")
                            verdicts(s.after)
                            w.field("diff", UnifiedDiff.render(old: outcome.source, new: s.source, path: path))
                        }
                    }
                }
            }
        }
        return w.text + "\n"
    }
}
