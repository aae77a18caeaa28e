import StateCheckEngine

/// The result of ``randomCheck(_:properties:customInvariants:customSteps:options:)``
/// or ``replayCheck(_:replay:seed:properties:customInvariants:customSteps:)``:
/// the properties checked along random walks, and the first violation of
/// each, shrunk.
///
/// Random walks prove nothing when they find nothing: a property without a
/// violation is *not violated by these walks*, never `holds`.
public struct RandomCheckResult<S: ScreenSystem> {
    /// The design's name.
    public let systemName: String
    /// The system walked (to replay and explain a violation).
    public let system: S
    /// The properties checked along the walks, in the order given.
    public let properties: [String]
    /// Properties asked for that walks cannot check (graph and coverage
    /// properties need the whole state space).
    public let skipped: [String]
    /// The walks' statistics and violations.
    package let walks: RandomWalkResult
    /// The shrunk walk of each violation, dressed for renderers, by
    /// property name: built once when the walks end, and read by every
    /// explanation.
    public let traces: [String: PropertyTrace]
    /// Every distinct issue the walks' expansions met
    /// (``TransitionSystem/expand(_:_:)``), in the order first met.
    public let issues: [S.Issue]

    /// The first violation of each property, in ``properties`` order.
    package var violations: [RandomViolation] {
        properties.compactMap { walks.violations[$0] }
    }

    /// The result of `walks` over `system`, with each violation's trace.
    init(system: S, properties: [String], skipped: [String], walks: RandomWalkResult, issues: [S.Issue]) {
        self.systemName = system.name
        self.system = system
        self.properties = properties
        self.skipped = skipped
        self.walks = walks
        self.issues = issues
        self.traces = walks.violations.compactMapValues { v in
            RandomExplorer.replay(v.shrunk, in: system).map { PropertyTrace($0.trace, in: system) }
        }
    }
}

/// Checks a design along seeded random walks, for state spaces too large to
/// explore exhaustively: invariants and step properties (standard and
/// custom) are checked at every step, and each violating walk is shrunk to
/// a short one that still violates the property.
///
/// ```swift
/// let r = try randomCheck(SwiftScreenSystem(BigDesign()), options: RandomWalkOptions(seed: 7, walks: 500))
/// r.violations.first?.shrunk.line   // "load, success getPosts, page, fail getPosts"
/// ```
///
/// The same seed, system and options give the same walks, violations and
/// shrunk replays, on every platform (SplitMix64).
///
/// - Parameters:
///   - system: The design.
///   - properties: The names to check; `nil` checks every standard
///     invariant and step property and every custom one given. Graph and
///     coverage properties are listed in ``RandomCheckResult/skipped``.
///   - customInvariants: Invariants of your own.
///   - customSteps: Step properties of your own.
///   - options: Seed, number and length of walks, shrinking.
/// - Throws: ``CheckError`` when a name is unknown or defined twice, or the
///   system cannot be explored (``ScreenSystem/unsupportedDesign``).
public func randomCheck<S: ScreenSystem>(
    _ system: S,
    properties: [String]? = nil,
    customInvariants: [StateInvariant<S.State>] = [],
    customSteps: [StepProperty<EventLabel, S.State, StepNote>] = [],
    options: RandomWalkOptions = RandomWalkOptions()
) throws(CheckError) -> RandomCheckResult<S> {
    let plan = try WalkPlan(system, properties: properties, customInvariants: customInvariants, customSteps: customSteps)
    let explored = RandomExplorer.explore(system, invariants: plan.invariants, steps: plan.steps, options: options)
    return RandomCheckResult(system: system, properties: plan.checked, skipped: plan.skipped, walks: explored.walks, issues: explored.issues)
}

/// Replays one walk (a ``Replay/line`` printed by a failed check) and
/// checks the properties along it: the violation it was printed for shows
/// again, with the same trace.
///
/// - Parameters:
///   - system: The design.
///   - replay: The walk.
///   - seed: Reported back in the violations (the seed that found the walk).
///   - properties: The names to check, as for ``randomCheck(_:properties:customInvariants:customSteps:options:)``.
///   - customInvariants: Invariants of your own.
///   - customSteps: Step properties of your own.
/// - Throws: ``CheckError`` when a name is unknown or defined twice, or the
///   system cannot be explored (``ScreenSystem/unsupportedDesign``).
public func replayCheck<S: ScreenSystem>(
    _ system: S,
    replay: Replay,
    seed: UInt64 = 0,
    properties: [String]? = nil,
    customInvariants: [StateInvariant<S.State>] = [],
    customSteps: [StepProperty<EventLabel, S.State, StepNote>] = []
) throws(CheckError) -> RandomCheckResult<S> {
    let plan = try WalkPlan(system, properties: properties, customInvariants: customInvariants, customSteps: customSteps)
    var walks = RandomWalkResult(seed: seed, walks: 1, steps: replay.steps.count, deadlockedWalks: 0, propertyNames: plan.checked, violations: [:])
    for name in plan.checked {
        guard let n = RandomExplorer.violationLength(of: replay, property: name, in: system, invariants: plan.invariants, steps: plan.steps) else { continue }
        let cut = Replay(initial: replay.initial, steps: Array(replay.steps.prefix(n)))
        walks.violations[name] = RandomViolation(property: name, seed: seed, walk: 0, found: cut, shrunk: cut, shrinkReplays: 0)
    }
    let issues = RandomExplorer.replay(replay, in: system)?.issues ?? []
    return RandomCheckResult(system: system, properties: plan.checked, skipped: plan.skipped, walks: walks, issues: issues)
}

/// The engine properties a walk checks, from standard and custom names.
struct WalkPlan<S: ScreenSystem> {
    var invariants: [StateInvariant<S.State>] = []
    var steps: [StepProperty<EventLabel, S.State, StepNote>] = []
    var checked: [String] = []
    var skipped: [String] = []

    init(
        _ system: S, properties: [String]?,
        customInvariants: [StateInvariant<S.State>], customSteps: [StepProperty<EventLabel, S.State, StepNote>]
    ) throws(CheckError) {
        if let problem = system.unsupportedDesign { throw .unsupportedDesign(problem) }
        var customNames: [String] = []
        for name in customInvariants.map(\.name) + customSteps.map(\.name) {
            if StandardProperty(rawValue: name) != nil || customNames.contains(name) { throw .duplicateProperty(name) }
            customNames.append(name)
        }
        let valid = StandardProperty.allCases.map(\.rawValue) + customNames
        let ctx = PropertyContext(system: system)
        for name in properties ?? valid where !checked.contains(name) && !skipped.contains(name) {
            guard valid.contains(name) else { throw .unknownProperty(name, valid: valid) }
            if let property = StandardProperty(rawValue: name) {
                switch property.kind {
                case .invariant, .step:
                    // Walk states are emitted states: equal ones may name
                    // their pages differently, so no screen is reused.
                    let plan = property.plan(ctx)
                    invariants += plan.invariants.filter { $0.name == name }.map { p in
                        StateInvariant(p.name) { state in ctx.forgetScreens(); return p.holds(state) }
                    }
                    steps += plan.steps.filter { $0.name == name }.map { p in
                        StepProperty(p.name) { source, t in ctx.forgetScreens(); return p.holds(source, t) }
                    }
                    checked.append(name)
                case .graph, .coverage:
                    skipped.append(name)
                }
            } else {
                invariants += customInvariants.filter { $0.name == name }
                steps += customSteps.filter { $0.name == name }
                checked.append(name)
            }
        }
    }
}
