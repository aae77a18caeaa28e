/// A front end without element lifecycle handlers: no element's
/// `.onAppear` or `.onDisappear` runs, and the list footer's `page` event
/// is enabled whenever the footer is shown.
extension ScreenFrontEnd {
    /// No handler watches an element.
    @inlinable
    public var elementHandlers: [ElementHandler<HandlerID>] { [] }

    /// No element is watched.
    @inlinable
    public func elementsShown(in run: Run) -> WatchedValues<Bool, Problem> { .values([]) }

    /// The footer's appearance is not remembered.
    @inlinable
    public func footerAppeared(in run: inout Run) {}
}
