// The list footer's `page` event, once per insertion of the footer, for a
// design written in Swift.
@_spi(ScreenRuntime) import StateCheckScreens

extension DesignRuntimeAdapter {
    /// `page` ran: the footer on screen has appeared.
    func footerAppeared(in run: inout Run) { run.footerAppeared = true }

    /// Whether the footer that appeared is still the same insertion in
    /// `target`, the run's end: the view is shown, it still shows
    /// `footerSpinner`, and the content above it is `source`'s (rows added
    /// or replaced above the footer push it off screen, so reaching it
    /// again is a new appearance).
    func footerStillAppeared(_ target: State, from source: State) -> Bool {
        let after = system.screen(of: target)
        return after.showsFooterSpinner && after.content == system.screen(of: source).content
    }
}
