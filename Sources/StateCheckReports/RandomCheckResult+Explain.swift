import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension RandomCheckResult {
    /// The violation of `property`, explained like `statecheck explain`:
    /// the shrunk walk step by step (the state that changed, `−` before,
    /// `+` after, and the screens), the property's meaning, and the line
    /// that replays it. `nil` when the walks did not violate it.
    ///
    /// ```text
    /// PlantedBug violates pagesKeptOnPagingFailure (Tests/BigTests.swift:12)
    /// pagesKeptOnPagingFailure: a failed page keeps the pages already shown
    ///
    /// Step 1: load
    /// …
    /// found by walk 3 of seed 7 (41 steps, shrunk to 9)
    ///
    /// Replay: assertRandomWalks(PlantedBug(), replay: "load, success getPosts, …")
    /// ```
    ///
    /// - Parameters:
    ///   - property: The property.
    ///   - file: Where the check is (`path:line`), for the heading.
    ///   - replay: The line printed after `Replay:`, given the shrunk walk's
    ///     ``Replay/line``; by default that line itself.
    public func explanation(of property: String, file: String, replay: (String) -> String = { $0 }) -> String? {
        let model = ModelReport(randomCheck: self, file: file)
        guard let report = model.properties.first(where: { $0.name == property }) else { return nil }
        let definition = StandardProperty(rawValue: property)?.summary
        if report.trace.isEmpty {
            return ExplainReport.render(report, of: model, definition: definition)
                + "\nThe initial state already violates it.\n"
        }
        return ExplainReport.render(report, of: model, definition: definition, replay: replay(report.replay.line))
    }
}
