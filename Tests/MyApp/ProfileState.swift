/// A profile, as the app's API returns it.
public struct Profile: Hashable, Sendable {
    /// The user's id.
    public var id: Int
    /// The name shown.
    public var name: String

    /// Creates a profile.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The app's own error type: what its API client throws.
public enum APIError: Error, Hashable, Sendable {
    /// No connection, a timeout, a server error.
    case offline
    /// The request was cancelled (the view went away).
    case cancelled
}

/// The profile screen's state: a non-generic enum of the app's own value
/// and error types.
public enum ProfileState: Hashable, Sendable {
    case idle
    case loading
    case loaded(Profile)
    case failed(APIError)
}
