extension CheckResult {
    /// The result with a default expectation for every standard property
    /// that has none: `holds`, or `notApplicable` when the design never does
    /// what the property is about. A design read from an app's own source
    /// expects every applicable standard property to hold, as a linter does;
    /// known violations are recorded as explicit expectations.
    package func expectingApplicableStandardPropertiesToHold() -> CheckResult<S> {
        let filled = properties.map { p -> PropertyResult in
            guard p.standard != nil, p.expected == nil else { return p }
            var q = p
            q.expected = p.verdict == .notApplicable ? .notApplicable : .holds
            return q
        }
        return CheckResult(systemName: systemName, properties: filled, exploration: exploration)
    }
}
