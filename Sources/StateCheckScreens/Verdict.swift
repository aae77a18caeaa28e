import StateCheckEngine

/// The outcome of checking one property against one design.
///
/// ```swift
/// let result = try check(system, options: ExplorationOptions())
/// result["noDoubleSpinner"]?.verdict   // .violated
/// ```
public enum Verdict: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The property held on every explored state and transition.
    case holds
    /// The property failed; the result carries the reason and, except for
    /// `allCasesReachable`, the shortest trace.
    case violated
    /// The design never does what the property is about (its trigger never
    /// happened), so the property says nothing about it.
    case notApplicable

    /// `holds`, `violated`, `notApplicable`.
    public var description: String { rawValue }
}

