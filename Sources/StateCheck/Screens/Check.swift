/// Checks a screen design against standard and custom properties in one
/// exhaustive exploration.
///
/// Invariants and step properties are evaluated while exploring; the graph
/// properties (`noLeakedTask`, `recoverable`) and `allCasesReachable` are read
/// from the explored graph afterwards. Every violation comes with the
/// shortest trace.
///
/// ```swift
/// let result = try check(Case1Before(), expectations: ["noDoubleSpinner": .violated])
/// result["noDoubleSpinner"]?.trace?.labels   // ["load", "success getUser", "refresh"]
/// result.expectationsMet                     // true
/// ```
///
/// - Parameters:
///   - system: The design.
///   - properties: The names to check (standard or custom); `nil` checks
///     every standard property and every custom one given.
///   - customInvariants: Invariants of your own; their verdict is `holds` or `violated`.
///   - customSteps: Step properties of your own.
///   - expectations: The verdict expected per property name (a name that
///     is not a property is a usage error; expectations of properties not
///     selected by `properties` are ignored).
///   - options: Exploration limits and progress. The graph is always kept
///     when a graph property is checked, and the search runs on one thread
///     (the trigger ledger is not shared between threads).
/// - Returns: One verdict per property, plus the exploration's statistics.
/// - Throws: ``CheckError`` when a name is unknown or defined twice.
public func check<S: ScreenSystem>(
    _ system: S,
    properties: [String]? = nil,
    customInvariants: [StateInvariant<S.State>] = [],
    customSteps: [StepProperty<EventLabel, S.State, StepNote>] = [],
    expectations: [String: Expected] = [:],
    options: ExplorationOptions = ExplorationOptions()
) throws(CheckError) -> CheckResult<S> {
    let selected = try selectProperties(
        properties, customNames: customInvariants.map(\.name) + customSteps.map(\.name), expectations: expectations)

    // Plan the one exploration.
    let ctx = PropertyContext(system: system)
    var plans: [(StandardProperty, PropertyPlan<S>)] = []
    var invariants: [StateInvariant<S.State>] = []
    var steps: [StepProperty<EventLabel, S.State, StepNote>] = []
    for name in selected {
        guard let property = StandardProperty(rawValue: name) else { continue }
        let plan = property.plan(ctx)
        ctx.recordsFacts = ctx.recordsFacts || plan.needsFacts
        ctx.recordsCoverage = ctx.recordsCoverage || plan.needsCoverage
        invariants += plan.invariants
        steps += plan.steps
        plans.append((property, plan))
    }
    if !steps.isEmpty {
        steps.insert(StepProperty(transitionStepName) { _, _ in ctx.beginTransition(); return true }, at: 0)
    }
    if ctx.recordsFacts || ctx.recordsCoverage {
        invariants.insert(StateInvariant(factsInvariantName) { ctx.recordFacts($0); return true }, at: 0)
    }
    let selectedCustomInvariants = customInvariants.filter { selected.contains($0.name) }
    let selectedCustomSteps = customSteps.filter { selected.contains($0.name) }
    invariants += selectedCustomInvariants
    steps += selectedCustomSteps

    var options = options
    if ctx.recordsFacts { options.keepGraph = true }
    // The property closures share one ledger and screen cache, and the facts
    // recorder relies on invariants running once per state in id order: one
    // thread until the ledger is made per worker.
    options.threads = 1
    let exploration = Explorer.explore(system, invariants: invariants, steps: steps, options: options)
    if ctx.recordsFacts && ctx.facts.count != exploration.stateCount {
        ctx.facts = exploration.states.map { ctx.computeFacts($0, screen: system.screen(of: $0)) }
    }

    // Read the verdicts.
    var results: [String: PropertyResult] = [:]
    for (property, plan) in plans {
        let evaluation = plan.evaluate(exploration, ctx)
        results[property.rawValue] = PropertyResult(
            name: property.rawValue, standard: property, kind: property.kind,
            verdict: evaluation.verdict, reason: evaluation.reason,
            expected: expectations[property.rawValue],
            trace: evaluation.site.map { PropertyTrace(exploration, to: $0) },
            missing: evaluation.missing)
    }
    for (kind, names) in [(PropertyKind.invariant, selectedCustomInvariants.map(\.name)), (.step, selectedCustomSteps.map(\.name))] {
        for name in names {
            let site = exploration.violations[name]
            let reason = site == nil ? "" : (kind == .invariant
                ? "the invariant is false in the state this trace ends in"
                : "the step property is false for the last step of this trace")
            results[name] = PropertyResult(
                name: name, standard: nil, kind: kind,
                verdict: site == nil ? .holds : .violated, reason: reason,
                expected: expectations[name],
                trace: site.map { PropertyTrace(exploration, to: $0) },
                missing: [])
        }
    }
    return CheckResult(
        systemName: system.name,
        properties: selected.compactMap { results[$0] },
        exploration: exploration)
}
