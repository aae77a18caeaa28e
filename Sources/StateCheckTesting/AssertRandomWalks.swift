import StateCheck

/// Checks a screen design along seeded random walks, for state spaces too
/// large to explore exhaustively, and fails the current test (Swift Testing
/// or XCTest) at the caller's line for every property a walk violates. Each
/// violating walk is shrunk; the failure message is its `explain` trace and
/// ends with the exact line to paste to replay it:
///
/// ```text
/// pagesKeptOnPagingFailure: violated by a random walk
/// LongFeed violates pagesKeptOnPagingFailure (MyAppTests/FeedTests.swift:21)
/// …
/// found by walk 12 of seed 7 (63 steps, shrunk to 10)
///
/// Replay: assertRandomWalks(LongFeed(), properties: ["pagesKeptOnPagingFailure"], seed: 7, replay: "load, success getPosts, page, …")
/// ```
///
/// With `replay`, no random walk runs: the one walk is replayed and the
/// properties are checked along it, so the same failure (and trace) shows
/// again while you fix the design.
///
/// Walks check invariants and step properties only: graph properties
/// (`noLeakedTask`, `recoverable`) and `allCasesReachable` need the whole
/// state space. A replayed walk also checks the graph properties named in
/// `properties` from the state it ends in (as `statecheck replay` does;
/// `recoverable` first explores the design once to learn whether it
/// applies), so
/// the replay line of an `assertScreen` failure of `noLeakedTask` or
/// `recoverable` fails again. A run without violations proves nothing; it
/// only failed to find one.
///
/// - Parameters:
///   - design: The design.
///   - properties: Standard and custom property names; `nil` checks every
///     standard invariant and step property and every custom one.
///   - customInvariants: Invariants of your own.
///   - customSteps: Step properties of your own.
///   - seed: The run's seed: the same seed gives the same walks.
///   - walks: How many walks.
///   - maxSteps: The length of each walk.
///   - replay: A walk printed by an earlier failure, to replay instead.
/// - Returns: The walks' result, or `nil` when the check could not run.
@discardableResult
public func assertRandomWalks<D: ScreenDesign>(
    _ design: D,
    properties: [String]? = nil,
    customInvariants: [StateInvariant<SwiftScreenState<D>>] = [],
    customSteps: [StepProperty<EventLabel, SwiftScreenState<D>, StepNote>] = [],
    seed: UInt64 = 0,
    walks: Int = 1000,
    maxSteps: Int = 100,
    replay: String? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> RandomCheckResult<SwiftScreenSystem<D>>? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let system = SwiftScreenSystem(design)
    let result: RandomCheckResult<SwiftScreenSystem<D>>
    // A replayed walk that took every step: where the named graph properties are checked from.
    var walkEnd: SwiftScreenState<D>?
    do {
        if let replay {
            let walk: Replay
            do { walk = try Replay(parsing: replay) } catch {
                recordFailure("StateCheck: '\(replay)' is not a replay line (\"event, event@k, …\"): \(error)", at: site)
                return nil
            }
            if let replayed = RandomExplorer.replay(walk, in: system) {
                if let n = replayed.notEnabledAt {
                    recordFailure("StateCheck: step \(n + 1) of the replay ('\(walk.steps[n].label)') is not enabled: the design changed since the walk was printed", at: site)
                } else {
                    walkEnd = replayed.trace.final
                }
            }
            result = try replayCheck(system, replay: walk, seed: seed, properties: properties,
                                     customInvariants: customInvariants, customSteps: customSteps)
        } else {
            result = try randomCheck(
                system, properties: properties, customInvariants: customInvariants, customSteps: customSteps,
                options: RandomWalkOptions(seed: seed, walks: walks, maxSteps: maxSteps))
        }
    } catch {
        recordFailure("StateCheck: \(error)", at: site)
        return nil
    }
    let call = replayCall(design, properties: properties, seed: seed,
                          customInvariants: !customInvariants.isEmpty, customSteps: !customSteps.isEmpty)
    for v in result.violations {
        var message = "\(v.property): violated by a \(replay == nil ? "random walk" : "replayed walk")\n"
        message += result.explanation(of: v.property, file: site.shortDescription) { line in
            "\(call), replay: \"\(line)\")"
        } ?? ""
        if let note = designExpression(design).note { message += "Note: \(note).\n" }
        recordFailure(message, at: site)
    }
    if let replay, let walkEnd {
        // The graph properties named (as the replay line of an `assertScreen`
        // failure names them) speak of what is reachable from the walk's end.
        let graph = (properties ?? []).filter { $0 == StandardProperty.noLeakedTask.rawValue || $0 == StandardProperty.recoverable.rawValue }
        if !graph.isEmpty {
            do {
                // Whether recoverable applies is a question about the whole
                // design (does its view ever show content or an errorView?),
                // which only an exploration of it answers, as assertScreen's did.
                var shows: Bool?
                if graph.contains(StandardProperty.recoverable.rawValue) {
                    shows = try check(system, properties: [StandardProperty.recoverable.rawValue])[StandardProperty.recoverable.rawValue]?.verdict != .notApplicable
                }
                let end = try check(ScreenSystemFromState(system, from: walkEnd, showsContentOrErrorView: shows), properties: graph)
                for p in end.properties where p.verdict == .violated {
                    let k = p.trace?.steps.count ?? 0
                    var message = "\(p.name): violated by a replayed walk, "
                    message += k == 0 ? "from the state it ends in\n" : "\(k) event\(k == 1 ? "" : "s") after it ends\n"
                    if !p.reason.isEmpty { message += p.reason + "\n" }
                    message += "\nReplay: \(call), replay: \"\(replay)\")\n"
                    if let note = designExpression(design).note { message += "Note: \(note).\n" }
                    recordFailure(message, at: site)
                }
            } catch {
                recordFailure("StateCheck: \(error)", at: site)
            }
        }
    }
    for error in result.runtimeErrors { recordFailure("StateCheck: \(error)", at: site) }
    return result
}
