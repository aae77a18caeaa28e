// An app module as StateCheck's users have one: it knows nothing of
// StateCheck, and its types are `public`, as they are when the app is split
// into modules. The tests in MyAppTests adapt these types from outside, as
// an app's test target does.

/// The screen's state, as in the talk (Case 1 After), public.
public enum DataState<V: Hashable, E: Error & Hashable>: Hashable {
    case idle
    case initialLoading
    case reLoading(V)
    case success(V)
    case failure(E)

    /// Whether a load is in flight.
    public var isLoading: Bool {
        switch self {
        case .initialLoading, .reLoading: return true
        default: return false
        }
    }

    /// Moves to the loading case that keeps the value, if any.
    public mutating func startLoading() {
        switch self {
        case .idle, .failure: self = .initialLoading
        case .success(let value): self = .reLoading(value)
        default: return
        }
    }
}
