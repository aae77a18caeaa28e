import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension CheckResult {
    /// Property `name`'s verdict explained like `statecheck explain`: the
    /// shortest trace step by step, the reason, and the replay line.
    /// `nil` when the property was not checked.
    ///
    /// - Parameters:
    ///   - name: The property.
    ///   - file: What the heading names as the design's place (`path:line`
    ///     of the test that checks a Swift design).
    ///   - replay: The line printed after `Replay:`, given the trace's
    ///     ``Replay/line``; by default that line itself.
    public func explanation(of name: String, file: String, replay: (String) -> String = { $0 }) -> String? {
        guard let p = self[name] else { return nil }
        let report = ModelReport(system: exploration.system, result: self, file: file)
        guard let property = report.properties.first(where: { $0.name == name }) else { return nil }
        return ExplainReport.render(property, of: report, definition: p.standard?.summary, replay: replay(property.replay.line))
    }
}
