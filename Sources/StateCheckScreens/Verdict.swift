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
    /// Not decided: the exploration stopped before every reachable state was
    /// explored (a state, depth or time limit, or an interrupt) and found no
    /// violation of the property (or, for `allCasesReachable`, did not reach
    /// every case yet), so nothing is proven either way. It meets no
    /// expectation: raise the limit to decide it.
    case unknown

    /// `holds`, `violated`, `notApplicable`, `unknown`.
    public var description: String { rawValue }
}

