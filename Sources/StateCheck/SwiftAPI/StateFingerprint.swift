import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

/// A reflection-based key for states that are not `Hashable` (they hold a
/// closure, a formatter, an `any Error`, a class): two states are one state
/// when their fingerprints are equal.
///
/// ```swift
/// struct ProfileDesign: ScreenDesign {
///     struct State: PageCarrying { var data: PageList?; var error: (any Error)?; var isLoading: Bool; ... }
///     func key(of state: State) -> StateFingerprint { StateFingerprint(state) }
/// }
/// ```
///
/// The fingerprint is a text walk of the value with `Mirror`: every stored
/// property and enum payload, labelled, down to leaves written with
/// `String(reflecting:)`. The trade-offs, against a `Hashable` state or a
/// key you write yourself:
/// - it is slower (a string per state and transition);
/// - it sees only what `Mirror` sees: stored properties, not computed ones;
///   a class instance is compared by its contents, not its identity; a
///   closure is only `(Function)`, so two states that differ only in a
///   closure are one;
/// - two different leaves with the same `String(reflecting:)` text are
///   taken as equal (merging states that differ: the checker may then miss
///   behaviour). Prefer `Hashable`, or a ``ScreenDesign/key(of:)`` that
///   returns exactly what your screen depends on.
public struct StateFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The walk's text.
    public let text: String

    /// The fingerprint of `value`.
    public init(_ value: Any) {
        var out = ""
        Self.write(value, to: &out, depth: 0)
        text = out
    }

    /// ``text``.
    public var description: String { text }

    private static func write(_ value: Any, to out: inout String, depth: Int) {
        let mirror = Mirror(reflecting: value)
        guard depth < 64, !mirror.children.isEmpty else {
            out += String(reflecting: value)
            return
        }
        out += String(describing: mirror.subjectType) + "("
        if mirror.displayStyle == .enum, let first = mirror.children.first {
            out += first.label ?? "_"
            out += ":"
            write(first.value, to: &out, depth: depth + 1)
        } else {
            for (i, child) in mirror.children.enumerated() {
                if i > 0 { out += "," }
                out += (child.label ?? "_") + ":"
                write(child.value, to: &out, depth: depth + 1)
            }
        }
        out += ")"
    }
}
