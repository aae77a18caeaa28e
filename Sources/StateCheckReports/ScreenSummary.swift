/// A whole app at a glance, when a check read several SwiftUI screens:
/// how many were found, checked (read with abstractions among them) and
/// refused, the verdicts of those checked, and the most frequent reasons
/// for refusals. `check --format json` writes it as `summary`.
package struct ScreenSummary: Sendable, Equatable {
    /// Screens found: checked or refused.
    package var found: Int
    /// Screens read and compiled: their verdicts are reported.
    package var checked: Int
    /// Of ``checked``, those read with at least one abstraction.
    package var withAbstractions: Int
    /// The names of the screens found but not checked.
    package var refused: [String]
    /// Verdicts of the checked screens' properties that hold.
    package var holds: Int
    /// Verdicts of the checked screens' properties that are violated.
    package var violated: Int
    /// Verdicts of the checked screens' properties left unknown (a limit).
    package var unknown: Int
    /// The most frequent refusal reasons, most frequent first: how many
    /// errors say each (names in quotes generalised).
    package var reasons: [(count: Int, message: String)]

    /// Creates a summary.
    package init(found: Int, checked: Int, withAbstractions: Int, refused: [String],
                 holds: Int, violated: Int, unknown: Int, reasons: [(count: Int, message: String)]) {
        (self.found, self.checked, self.withAbstractions, self.refused) = (found, checked, withAbstractions, refused)
        (self.holds, self.violated, self.unknown, self.reasons) = (holds, violated, unknown, reasons)
    }

    /// Equal when every figure and reason is.
    package static func == (a: ScreenSummary, b: ScreenSummary) -> Bool {
        (a.found, a.checked, a.withAbstractions, a.refused) == (b.found, b.checked, b.withAbstractions, b.refused)
            && (a.holds, a.violated, a.unknown) == (b.holds, b.violated, b.unknown)
            && a.reasons.map(\.count) == b.reasons.map(\.count) && a.reasons.map(\.message) == b.reasons.map(\.message)
    }
}

extension JSONWriter {
    /// `"summary"`: the whole app's figures, when ``CheckReport/screens`` is set.
    func screenSummary(_ summary: ScreenSummary?) {
        guard let s = summary else { return }
        key("summary")
        object {
            key("screens")
            object {
                field("found", s.found)
                field("checked", s.checked)
                field("readWithAbstractions", s.withAbstractions)
                key("refused")
                array(s.refused) { raw(Escape.json($0)) }
            }
            key("verdicts")
            object {
                field("holds", s.holds)
                field("violated", s.violated)
                field("unknown", s.unknown)
            }
            key("refusalReasons")
            array(s.reasons) { r in
                object {
                    field("count", r.count)
                    field("message", r.message)
                }
            }
        }
    }
}
