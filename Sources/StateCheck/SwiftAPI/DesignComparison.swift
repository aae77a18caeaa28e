import StateCheckEngine
import StateCheckScreens
import StateCheckReports

/// Designs side by side, as `statecheck compare` shows them: each design's
/// cost (state enum cases, states, transitions), its verdict on every
/// property, the state cases it never reaches and the cases its user can
/// never tell apart.
///
/// ```swift
/// var comparison = DesignComparison()
/// try comparison.add(SwiftScreenSystem(UserScreen()), file: "UserScreen.swift")
/// try comparison.add(SwiftScreenSystem(PostsScreen()), file: "PostsScreen.swift")
/// print(comparison.markdown)   // compare's table, one row per design
/// ```
///
/// A value: adding a design checks it once (or takes a check made
/// already) and keeps only its row.
public struct DesignComparison: Sendable, Equatable {
    /// One design's row.
    public struct Row: Sendable, Hashable {
        /// The design's name.
        public let name: String
        /// What the table names as the design's file.
        public let file: String
        /// The number of cases of the enums the design's state holds.
        public let enumCases: Int
        /// Reachable states.
        public let states: Int
        /// Transitions between them.
        public let transitions: Int
        /// The verdict per property name.
        public let verdicts: [String: Verdict]
        /// The length (in events) of the shortest trace of each violated property.
        public let traceLengths: [String: Int]
        /// State enum cases that no reachable state holds.
        public let deadCases: [String]
        /// Groups of cases the user can never tell apart.
        public let indistinguishable: [[String]]
        /// Why the exploration stopped early, nil when it is complete (then
        /// only violations are definite, every other verdict is unknown).
        public let limit: String?

        init(_ row: Comparison.Row) {
            name = row.name
            file = row.file
            enumCases = row.enumCases
            states = row.states
            transitions = row.transitions
            verdicts = row.verdicts.mapValues(\.verdict)
            traceLengths = row.verdicts.filter { $0.value.verdict == .violated }.mapValues(\.traceLength)
            deadCases = row.deadCases
            indistinguishable = row.indistinguishable
            limit = row.limit
        }
    }

    /// The property columns, in order.
    public let properties: [String]
    /// The designs, in the order they were added.
    public var rows: [Row] { table.rows.map(Row.init) }

    /// The table as the reports render it.
    private var table: Comparison

    /// An empty comparison whose columns are `properties`: by default the
    /// standard properties, in the catalog's order (as `compare` shows them).
    public init(properties: [String] = StandardProperty.allCases.map(\.rawValue)) {
        self.properties = properties
        self.table = Comparison(properties: properties, rows: [])
    }

    /// Adds the row of a design checked already; `file` is what the table
    /// names as its file. Check every column's property (the default of
    /// ``check(_:properties:customInvariants:customSteps:expectations:options:)``)
    /// for a full row: a column the check left out shows an empty cell.
    public mutating func add<S: ScreenSystem>(_ result: CheckResult<S>, file: String) {
        let minimization = Minimization.analyze(result.exploration)
        table.rows.append(Comparison.Row(file: file, result: result, minimization: minimization))
    }

    /// Checks `system` over the standard properties and adds its row.
    ///
    /// - Returns: The check, for its traces and verdicts.
    /// - Throws: ``CheckError`` when the design cannot be explored.
    @discardableResult
    public mutating func add<S: ScreenSystem>(
        _ system: S, file: String, options: ExplorationOptions = ExplorationOptions()
    ) throws(CheckError) -> CheckResult<S> {
        let result = try check(system, options: options)
        add(result, file: file)
        return result
    }

    /// The table as GitHub-flavoured Markdown with its legend, as
    /// `statecheck compare --format markdown` prints it.
    public var markdown: String { MarkdownComparison.render(table) }
}
