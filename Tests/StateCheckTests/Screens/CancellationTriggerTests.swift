import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// `silentCancellation` is notApplicable only when no CancellationError is
/// ever thrown. Here the only one is thrown at once by a call in an
/// already-cancelled task and swallowed by `catch`, so nothing stores or
/// shows it: the interpreter must flag the throw (StepNote.threwCancellation)
/// for the property to apply. The task reaches `get()` only after `cancel`
/// (whose handler resumes the continuation), so no `fail` ever answers a
/// cancelled task: load, cancel → `get()` throws CancellationError at once.
/// The screen never shows it, so the property holds.
@Test func aSwallowedImmediateCancellationStillTriggersSilentCancellation() throws {
    let source = """
    model CancelledCall
    api get() -> Value
    var pending: CheckedContinuation<Void>? = nil
    var done: Bool = false
    on load .task {
        await withCheckedContinuation { c in pending = c }
        do { _ = try await get() } catch { }
        done = true
    }
    on cancel sync {
        pending?.resume()
        pending = nil
    }
    view { if done { mark("done") } else { blank } }
    """
    let system = try ModelSystem.compile(source: source, file: "cancelled-call.model")
    let result = try check(system, properties: ["silentCancellation"])
    #expect(result[.silentCancellation]?.verdict == .holds)
}
