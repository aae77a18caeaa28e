import StateCheckEngine

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
///   - expectations: The verdict expected per property name, met only by
///     that exact verdict (`notApplicable` does not meet `holds`; a name that
///     is not a property is a usage error; expectations of properties not
///     selected by `properties` are ignored).
///   - options: Exploration limits, threads and progress. The graph is
///     always kept when a graph property is checked. On several threads
///     every unit of the parallel search has its own trigger ledger and
///     screen cache (merged afterwards); custom properties are then called
///     from several threads and must not share mutable state. The verdicts
///     and traces are the same for every thread count.
/// - Returns: One verdict per property, plus the exploration's statistics.
///   When a limit or ``ExplorationOptions/stopFlag`` ended the exploration
///   early, only violations are definite: every other verdict is
///   ``Verdict/unknown``, which meets no expectation.
/// - Throws: ``CheckError`` when a name is unknown or defined twice, or the
///   system cannot be explored (``ScreenSystem/unsupportedDesign``).
public func check<S: ScreenSystem>(
    _ system: S,
    properties: [String]? = nil,
    customInvariants: [StateInvariant<S.State>] = [],
    customSteps: [StepProperty<EventLabel, S.State, StepNote>] = [],
    expectations: [String: Verdict] = [:],
    options: ExplorationOptions = ExplorationOptions()
) throws(CheckError) -> CheckResult<S> {
    if let problem = system.unsupportedDesign { throw .unsupportedDesign(problem) }
    let selected = try selectProperties(
        properties, customNames: customInvariants.map(\.name) + customSteps.map(\.name), expectations: expectations)

    let selectedCustomInvariants = customInvariants.filter { selected.contains($0.name) }
    let selectedCustomSteps = customSteps.filter { selected.contains($0.name) }

    /// The plans and the properties to explore with, bound to `ctx`.
    func instrument(_ ctx: PropertyContext<S>) -> (plans: [(StandardProperty, PropertyPlan<S>)], set: PropertySet<S>) {
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
        return (plans, PropertySet(invariants: invariants + selectedCustomInvariants, steps: steps + selectedCustomSteps))
    }

    // Plan the one exploration. A single-threaded run uses `ctx`; each unit
    // of a parallel one its own context, merged into `ctx` afterwards.
    let ctx = PropertyContext(system: system)
    let (plans, mainSet) = instrument(ctx)
    var options = options
    if ctx.recordsFacts { options.keepGraph = true }
    var units: [PropertyContext<S>] = []
    let exploration = system.explore(options: options) { unit in
        // A single-threaded run (also one replacing a parallel attempt whose
        // initial states passed the state limit) uses `ctx`; the units of
        // such an attempt are dropped. A parallel search that stops at a
        // limit mid-level goes on with unit 0's set, so its units are kept.
        if unit.count == 1 { units = []; return mainSet }
        if unit.index == 0 { units = [] }
        let worker = PropertyContext(system: system)
        let set = instrument(worker).set
        // The facts recorder needs states in id order: recomputed below.
        worker.recordsFacts = false
        units.append(worker)
        return set
    }
    for worker in units { ctx.absorb(worker) }
    if ctx.recordsFacts && ctx.facts.count != exploration.stateCount {
        ctx.facts = StateFacts.compute(exploration, ctx, threads: options.threads)
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
    // A partial exploration proves no `holds`: see ``PropertyResult/undecided(afterExploring:)``.
    var verdicts = selected.compactMap { results[$0] }
    if exploration.limitHit != nil {
        verdicts = verdicts.map { $0.undecided(afterExploring: exploration.stateCount) }
    }
    return CheckResult(
        systemName: system.name,
        properties: verdicts,
        exploration: exploration)
}
