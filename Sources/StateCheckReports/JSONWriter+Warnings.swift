import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension JSONWriter {
    /// `"warnings": [{"file","line","column","message"}]`: the warnings
    /// among `diagnostics`, in order. Written only when there is one, so
    /// the output of models without warnings keeps its pinned shape.
    func warnings(_ diagnostics: [Diagnostic]) {
        let warnings = diagnostics.filter { $0.severity == .warning }
        guard !warnings.isEmpty else { return }
        key("warnings")
        array(warnings) { d in
            object {
                field("file", d.file)
                field("line", d.line)
                field("column", d.column)
                field("message", d.message)
            }
        }
    }
}
