/// When an element's handler runs: as the element enters the screen
/// (`.onAppear`) or leaves it (`.onDisappear`).
@_spi(ScreenRuntime) public enum ElementReaction: Hashable, Sendable {
    /// `.onAppear`: the handler starts in the transition that put the
    /// element on screen (the view appearing with it shown included).
    case appear
    /// `.onDisappear`: the handler starts in the transition that took the
    /// element off screen (the view disappearing with it shown included).
    case disappear
}

/// A handler of one element's lifecycle, outside a lazy container: the
/// environment runs it in the transition that inserted or removed the
/// element, never as an event of its own.
@_spi(ScreenRuntime) public struct ElementHandler<HandlerID> {
    /// The handler that starts.
    public var handler: HandlerID
    /// Whether it starts on the element's appearance or disappearance.
    public var reaction: ElementReaction

    /// Creates a lifecycle handler of an element.
    @inlinable
    public init(handler: HandlerID, reaction: ElementReaction) {
        self.handler = handler
        self.reaction = reaction
    }
}
