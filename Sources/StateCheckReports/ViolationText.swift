import StateCheckEngine
import StateCheckScreens

/// The sentence every text report opens a verdict that differs from its
/// expectation with: `expected to hold, but it is violated`. The compact
/// form of `check` (text, JUnit, GitHub) and the headings of
/// `assertScreen` failures print it from here.
package enum ViolationText {
    /// `expected to hold`, `expected to be violated`, `expected to be not
    /// applicable`; `selected with --property` when nothing was expected
    /// (the property was selected on the command line).
    public static func expectation(_ expected: Verdict?) -> String {
        switch expected {
        case .holds?: return "expected to hold"
        case .violated?: return "expected to be violated"
        case .notApplicable?: return "expected to be not applicable"
        case .unknown?: return "expected to be unknown"
        case nil: return "selected with --property"
        }
    }

    /// `it holds`, `it is violated`, `it is not applicable`, `it is unknown`.
    public static func outcome(_ verdict: Verdict) -> String {
        switch verdict {
        case .holds: return "it holds"
        case .violated: return "it is violated"
        case .notApplicable: return "it is not applicable"
        case .unknown: return "it is unknown"
        }
    }

    /// `expected to hold, but it is violated`.
    public static func mismatch(expected: Verdict?, verdict: Verdict) -> String {
        "\(expectation(expected)), but \(outcome(verdict))"
    }
}
