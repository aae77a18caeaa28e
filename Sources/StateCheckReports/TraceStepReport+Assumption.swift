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
        let name = String(event.dropFirst(ScreenEvents.assumptionPrefix.count))
        let value = changes.first { $0.name == event }?.after ?? "flipped"
        var text = "\(name) is \(value)"
        if let line = lines.first {
            text += " — \(SourceLocation.citedPath(firstLineFile ?? designFile, besideDesign: designFile)):\(line)"
        }
        return text
    }
}
