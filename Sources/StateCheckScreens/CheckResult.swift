import StateCheckEngine

/// The result of ``check(_:properties:customInvariants:customSteps:expectations:options:)``:
/// one verdict per property, from a single exploration.
public struct CheckResult<S: ScreenSystem> {
    /// The design's name.
    public let systemName: String
    /// The verdicts, in the order the properties were asked for; by default
    /// the standard catalog's order, then custom invariants, then custom steps.
    public let properties: [PropertyResult]
    /// The exploration the verdicts were read from (for diagrams and
    /// statistics; renderers never explore again). Its `violations` use the
    /// engine-level names, some internal (`noLeakedTask#resume`); read
    /// verdicts from ``properties``.
    public let exploration: Exploration<S>

    /// The number of distinct states explored.
    public var stateCount: Int { exploration.stateCount }
    /// The number of transitions generated.
    public var transitionCount: Int { exploration.transitionCount }
    /// The limit that ended the exploration early, if any: verdicts then
    /// speak only of the explored part.
    public var limitHit: LimitHit? { exploration.limitHit }
    /// Wall time of the exploration, in seconds.
    public var seconds: Double { exploration.seconds }

    /// The verdict on the property named `name`, if it was checked.
    public subscript(name: String) -> PropertyResult? {
        properties.first { $0.name == name }
    }

    /// The verdict on a standard property, if it was checked.
    public subscript(property: StandardProperty) -> PropertyResult? { self[property.rawValue] }

    /// The walk that replays property `name`'s trace (``Replay/line``:
    /// `load, success getPosts, refresh, fail getPosts`), taking exactly the
    /// trace's transitions. `nil` when the property has no trace.
    public func replay(of name: String) -> Replay? { self[name]?.trace?.replay }

    /// Whether every expectation given was met (`true` when none was given);
    /// `false` when a partial exploration left one ``Verdict/unknown``.
    public var expectationsMet: Bool { properties.allSatisfy(\.meetsExpectation) }

    /// The properties whose verdict differs from their expectation
    /// (including those left ``Verdict/unknown`` by a partial exploration).
    public var unmetExpectations: [PropertyResult] { properties.filter { !$0.meetsExpectation } }

    /// The expectations a partial exploration left undecided: their
    /// property's verdict is ``Verdict/unknown``. Empty when the exploration
    /// was complete.
    public var unknownExpectations: [PropertyResult] { properties.filter { $0.expected != nil && $0.verdict == .unknown } }
}
