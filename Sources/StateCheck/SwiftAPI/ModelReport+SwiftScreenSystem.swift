import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

extension ModelReport {
    /// The report of a checked Swift design, with the transitions its
    /// bounds refused: every renderer (text, JSON, JUnit, GitHub, explain)
    /// then treats it like a `.model` file.
    ///
    /// ```swift
    /// let system = SwiftScreenSystem(PostsScreen())
    /// let result = try check(system, expectations: ["contentKeptOnFailedRefresh": .holds])
    /// let report = ModelReport(system: system, result: result, file: "Tests/PostsTests.swift")
    /// print(JSONReport.render(CheckReport(models: [report])))
    /// ```
    ///
    /// - Parameters:
    ///   - system: The adapted design.
    ///   - result: Its check.
    ///   - file: What reports name as the design's file (the Swift file that checks it).
    ///   - expectLines: The line of each property's expectation in that file.
    ///   - selected: Properties whose violation fails even without an expectation.
    public init<D: ScreenDesign>(
        system: SwiftScreenSystem<D>, result: CheckResult<SwiftScreenSystem<D>>, file: String,
        expectLines: [String: Int] = [:], selected: Set<String> = []
    ) {
        self.init(
            system: system, result: result, file: file, documentation: "", expectLines: expectLines,
            boundsHit: result.boundHits.map { BoundReport(bound: $0.bound, event: $0.label.description, count: $0.count) },
            selected: selected)
    }
}
