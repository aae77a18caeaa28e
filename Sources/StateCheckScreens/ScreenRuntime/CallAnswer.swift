/// What the environment delivers to a task whose api call is answered.
@_spi(ScreenRuntime) public enum CallAnswer: Hashable, Sendable {
    /// `success`: the page the call reserved (nil for an api that returns nothing).
    case success(token: Int?)
    /// `success` with an empty collection: the api's facts allow it, and
    /// the page the call reserved is never delivered.
    case empty
    /// `success` of an api whose result has fields: shape `shape` of the
    /// call's ``AwaitedCall/shapes``, its list field the page `token` the
    /// call reserved (or empty, as the shape says).
    case shaped(token: Int?, shape: Int)
    /// `fail`: the error the call throws.
    case failure(ErrorValue)

    /// The answer to a call that reserved `token`, of a task cancelled or
    /// not: a `success` delivers the reserved page even to a cancelled task
    /// (the answer was on its way); a `fail` throws `CancellationError` to a
    /// cancelled task and a `URLError` otherwise.
    @inlinable
    public init(success: Bool, token: Int?, cancelled: Bool) {
        if success {
            self = .success(token: token)
        } else {
            self = .failure(cancelled ? .cancellationError : .urlError)
        }
    }
}
