import StateCheck

/// Checks a screen design exhaustively and fails the current test (Swift
/// Testing or XCTest) at the caller's line for every property whose verdict
/// is not the expected one. The failure message is the `explain` trace:
///
/// ```text
/// contentKeptOnFailedRefresh: expected to hold, but it is violated
/// Case3Paging violates contentKeptOnFailedRefresh (MyAppTests/PostsTests.swift:9)
/// contentKeptOnFailedRefresh: a failed reload keeps the content shown
///
/// Step 1: load
///   state
///   − .idle
///   + .initialLoading
///   screen
///   − (invisible)
///   + blank + spinner
/// …
/// Step 4: fail getPosts   ← contentKeptOnFailedRefresh fails here
///   state
///   − .reLoading([p1])
///   + .loadingFailure(URLError)
///   screen
///   − content([p1]) + footerSpinner + refreshSpinner
///   + errorView(URLError)
///
/// `fail getPosts` answered a reloading task and replaced content([p1]) + footerSpinner + refreshSpinner by errorView(URLError): the content disappeared
///
/// Replay: assertRandomWalks(Case3Paging(), replay: "load, success getPosts, refresh, fail getPosts")
/// ```
///
/// ```swift
/// @Test func postsKeepTheirContent() {
///     assertScreen(PostsScreen(), expect: [.contentKeptOnFailedRefresh: .holds, .singleFlight: .holds])
/// }
/// ```
///
/// - Parameters:
///   - design: The design.
///   - expectations: The verdict expected per standard property; only these
///     properties are checked (with the custom ones).
///   - customInvariants: Invariants of your own.
///   - customSteps: Step properties of your own.
///   - customExpectations: The verdict expected per custom property name.
///   - maxStates: Stop exploring after this many states; `nil` explores
///     everything. A violation found before the stop fails as usual; every
///     other expectation is then ``Verdict/unknown`` and fails the test too
///     (`expected to hold, but it is unknown: no violation in the 200 states
///     explored before the exploration stopped; …`): a partial exploration
///     never passes silently.
/// - Returns: The check's result, or `nil` when the check could not run (an
///   unknown or duplicate property name, reported as a failure).
@discardableResult
public func assertScreen<D: ScreenDesign>(
    _ design: D,
    expect expectations: [StandardProperty: Verdict],
    customInvariants: [StateInvariant<SwiftScreenState<D>>] = [],
    customSteps: [StepProperty<EventLabel, SwiftScreenState<D>, StepNote>] = [],
    customExpectations: [String: Verdict] = [:],
    maxStates: Int? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> CheckResult<SwiftScreenSystem<D>>? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var all: [String: Verdict] = customExpectations
    for (property, verdict) in expectations { all[property.rawValue] = verdict }
    let order = StandardProperty.allCases.map(\.rawValue).filter { all[$0] != nil } + customExpectations.keys.sorted()
    let system = SwiftScreenSystem(design)
    let result: CheckResult<SwiftScreenSystem<D>>
    do {
        result = try check(
            system, properties: order, customInvariants: customInvariants, customSteps: customSteps,
            expectations: all, options: ExplorationOptions(limits: ExplorationLimits(maxStates: maxStates)))
    } catch {
        recordFailure("StateCheck: \(error)", at: site)
        return nil
    }
    let call = replayCall(design, properties: order,
                          customInvariants: !customInvariants.isEmpty, customSteps: !customSteps.isEmpty)
    for p in result.unmetExpectations {
        // A partial exploration proves nothing but its violations: an
        // undecided expectation fails the test rather than pass unproven.
        if p.verdict == .unknown {
            var message = "\(p.name): " + ViolationText.mismatch(expected: p.expected, verdict: p.verdict)
            if !p.reason.isEmpty { message += ": \(p.reason)" }
            if let limit = result.limitDescription { message += "; \(limit)" }
            message += ". Raise maxStates (or pass nil) to decide it.\n"
            recordFailure(message, at: site)
            continue
        }
        var message = "\(p.name): " + ViolationText.mismatch(expected: p.expected, verdict: p.verdict) + "\n"
        message += result.explanation(of: p.name, file: site.shortDescription) { line in
            "\(call), replay: \"\(line)\")"
        } ?? ""
        // Only a trace ends with a replay line, whose placeholder the note explains.
        if let trace = p.trace, !trace.steps.isEmpty, let note = designExpression(design).note { message += "Note: \(note).\n" }
        if let limit = result.limitHit { message += "\nNote: \(limit).\n" }
        recordFailure(message, at: site)
    }
    for error in result.runtimeErrors { recordFailure("StateCheck: \(error)", at: site) }
    return result
}
