import StateCheckEngine

/// The case × event coverage matrix of one enum-typed model variable: for
/// every case and every event, whether the design handles the event there,
/// drops it, cannot receive it, or never reaches the case.
///
/// Computed by ``analyze(_:)``; rendered by ``CoverageReport``.
///
/// ```text
/// dataState          load     cancel   refresh  success getUser  fail getUser
/// idle               handled  ·        ·        ·                ·
/// initialLoading     ignored  handled  ignored  handled          handled
/// ```
package struct CoverageMatrix: Sendable, Equatable {
    /// What one (case, event) cell says.
    public enum Cell: String, Sendable, Equatable, CaseIterable {
        /// Some transition from a state of the case with the event changes a
        /// model variable (page tokens abstracted), issues a request or
        /// cancels a task.
        case handled
        /// The event is enabled in some state of the case, but every such
        /// transition leaves the model variables unchanged, issues no
        /// request and cancels no task: a guard or a no-op branch drops it
        /// (or, for `cancel`, only the view disappeared, with no task to cancel).
        case ignored
        /// No state of the case has a transition with the event.
        case notEnabled
        /// No reachable state holds the case.
        case unreached
    }

    /// The design's name.
    public var name: String
    /// The enum-typed variable the rows are cases of; `nil` when the model
    /// has none (one row, `*`, for every state).
    public var variable: String?
    /// The variable's enum type, when known.
    public var typeName: String?
    /// The cases (rows), declared ones in order.
    public var cases: [String]
    /// The events (columns): the system's declared labels in order, then any
    /// other label an explored transition carried.
    public var events: [String]
    /// `cells[row][column]`.
    public var cells: [[Cell]]
    /// Declared events no explored transition carried, anywhere.
    public var neverEnabledEvents: [String]
    /// Whether every reachable state was explored.
    public var isComplete: Bool

    /// Creates a matrix.
    public init(name: String, variable: String?, typeName: String?, cases: [String], events: [String], cells: [[Cell]], neverEnabledEvents: [String], isComplete: Bool) {
        self.name = name
        self.variable = variable
        self.typeName = typeName
        self.cases = cases
        self.events = events
        self.cells = cells
        self.neverEnabledEvents = neverEnabledEvents
        self.isComplete = isComplete
    }

    /// The cell for `caseName` and `event`, if both are in the matrix.
    public func cell(_ caseName: String, _ event: String) -> Cell? {
        guard let r = cases.firstIndex(of: caseName), let c = events.firstIndex(of: event) else { return nil }
        return cells[r][c]
    }

    /// Cases no reachable state holds (rows that are all ``Cell/unreached``).
    public var deadCases: [String] {
        zip(cases, cells).filter { _, row in row.allSatisfy { $0 == .unreached } }.map(\.0)
    }
}
