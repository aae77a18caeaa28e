/// One of the answers an api whose result has fields (a response struct:
/// a page of items and a next cursor) can give: the fields the code can
/// tell apart take one value each, the environment answers each way.
@_spi(ScreenRuntime) public struct AnswerShape: Hashable, Sendable {
    /// The label's answer text (`nextCursor=nil`, `empty hasMore=false`),
    /// nil when the shape is the one plain `success`.
    public var answer: String?
    /// Whether the shape's list field is empty: the page the call reserved
    /// is never delivered (``StepNote/emptyAnswerRequest`` says which).
    public var isEmpty: Bool

    /// Creates a shape.
    @inlinable
    public init(answer: String?, isEmpty: Bool) {
        self.answer = answer
        self.isEmpty = isEmpty
    }
}
