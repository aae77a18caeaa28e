import StateCheckLanguage
@_spi(ScreenRuntime) import StateCheckScreens

extension TraceStepReport {
    /// For the step of an assumption's event (`assume_showsSpinner`, the
    /// environment deciding a value the screen's code tests but does not
    /// decide): what holds from this step on and where the code tests it,
    /// `showsSpinner is true — Feed.swift:22`; nil for any other step. A
    /// trace that needs such a step shows a behaviour the screen has only
    /// for some value its parent or the system gives.
    public func assumption(designFile: String) -> String? {
        guard ScreenEvents.isAssumption(event) else { return nil }
        var name = String(event.dropFirst(ScreenEvents.assumptionPrefix.count))
        var value = changes.first { $0.name == event }?.after ?? "flipped"
        // An event setting a variable of another name (`assume_failure_is_APIError_offline`
        // sets `assume_failure_is_APIError`): that variable and its new value.
        if changes.first(where: { $0.name == event }) == nil, changes.count == 1, let change = changes.first,
           change.name.hasPrefix(ScreenEvents.assumptionPrefix) {
            name = String(change.name.dropFirst(ScreenEvents.assumptionPrefix.count))
            value = change.after
        }
        var text = "\(name) is \(value)"
        if let line = lines.first {
            text += " — \(SourceLocation.citedPath(firstLineFile ?? designFile, besideDesign: designFile)):\(line)"
        }
        return text
    }
}
