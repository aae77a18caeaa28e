/// A front end whose code cannot dismiss its screen.
extension ScreenFrontEnd {
    /// Never dismissed: `load` is enabled whenever the view is invisible.
    @inlinable
    public func isDismissed(_ state: State) -> Bool { false }
}
