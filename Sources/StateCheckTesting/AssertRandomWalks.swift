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
/// state space. A run without violations proves nothing; it only failed to
/// find one.
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
    do {
        if let replay {
            let walk: Replay
            do { walk = try Replay(parsing: replay) } catch {
                recordFailure("StateCheck: '\(replay)' is not a replay line (\"event, event@k, …\"): \(error)", at: site)
                return nil
            }
            if let replayed = RandomExplorer.replay(walk, in: system), let n = replayed.notEnabledAt {
                recordFailure("StateCheck: step \(n + 1) of the replay ('\(walk.steps[n].label)') is not enabled: the design changed since the walk was printed", at: site)
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
    let call = replayCall(design, properties: properties, seed: seed)
    for v in result.violations {
        var message = "\(v.property): violated by a \(replay == nil ? "random walk" : "replayed walk")\n"
        message += result.explanation(of: v.property, file: site.shortDescription) { line in
            "\(call), replay: \"\(line)\")"
        } ?? ""
        recordFailure(message, at: site)
    }
    for error in result.runtimeErrors { recordFailure("StateCheck: \(error)", at: site) }
    return result
}
