/// An api call a live task awaits between transitions: what the
/// environment needs to answer it.
@_spi(ScreenRuntime) public struct AwaitedCall: Sendable {
    /// The awaiting task, for the answer's ``StepNote/answered``.
    public var task: TaskSummary
    /// The api's name, as labels show it (`success getPosts`).
    public var api: String
    /// Whether the call can fail: a non-throwing call is only ever answered by `success`.
    public var isThrowing: Bool
    /// The page token the call reserved (nil for an api that returns nothing).
    public var token: Int?
    /// Whether `success` may also deliver an empty collection (the api's
    /// facts allow it): the environment then answers both ways.
    public var mayAnswerEmpty: Bool
    /// The answers of an api whose result has fields, one `success` each
    /// (``CallAnswer/shaped(token:shape:)``); empty for an api answered by
    /// one page (or nothing), and `success … empty` when ``mayAnswerEmpty``.
    public var shapes: [AnswerShape]

    /// Creates the description of a call.
    @inlinable
    public init(task: TaskSummary, api: String, isThrowing: Bool, token: Int?, mayAnswerEmpty: Bool = false, shapes: [AnswerShape] = []) {
        self.task = task
        self.api = api
        self.isThrowing = isThrowing
        self.token = token
        self.mayAnswerEmpty = mayAnswerEmpty
        self.shapes = shapes
    }
}
