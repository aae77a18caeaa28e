import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The Swift constructs of async code read from app-style screens: `defer`,
/// several `catch` clauses with an error enum, `Task.checkCancellation()`,
/// calls with no effect; and the lifecycle constructs not modelled yet,
/// each diagnosed. Each design's `.model` twin is in ErrorHandlingSemanticsTests.
@Suite struct SwiftScreensConstructsTests {
    /// DeferFeedScreen: a view model's `load() async throws` resets its
    /// spinner flag in a `defer`, and the view runs it with `try?`. Its twin
    /// `ErrorHandlingSemanticsTests.deferFeed` has the hand count: 10 states,
    /// 22 transitions, and the verdicts `deferFeedVerdicts`.
    @Test func deferReadFromSwiftMatchesItsModel() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("DeferFeedScreen", "DeferFeedScreen", twin: ErrorHandlingSemanticsTests.deferFeed)
        #expect(swift == twin)
        #expect(swift.states == 10)
        #expect(swift.transitions == 22)
        ErrorHandlingSemanticsTests.expectVerdicts(swift.verdicts, ErrorHandlingSemanticsTests.deferFeedVerdicts)
    }

    /// InboxScreen: `catch is CancellationError`, `catch InboxError.busy`,
    /// `catch let error as InboxError` and a final `catch`; `throw
    /// InboxError.busy` from folder code; `try Task.checkCancellation()`
    /// after the await; `print`, `assert`, `objectWillChange.send()` and
    /// `withAnimation { }` (whose body runs). Its twin
    /// `ErrorHandlingSemanticsTests.inbox` has the hand count: 16 states, 26
    /// transitions. The service behind `messages()` is not read, and may throw
    /// an `InboxError` too: the Swift reading is that twin with the api's
    /// failure read as possibly one (``preciseInboxTwin``), 66 states and 228
    /// transitions. A `.busy` from the service leaves the state `.loading`
    /// with nothing to end it: the spinner is orphaned and the screen does not
    /// recover, which the twin written for a service that never throws it
    /// does not show.
    @Test func catchClausesReadFromSwiftMatchTheirModel() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("InboxScreen", "InboxScreen", twin: Self.preciseInboxTwin)
        #expect(swift == twin)
        #expect(swift.states == 66)
        #expect(swift.transitions == 228)
        var verdicts = ErrorHandlingSemanticsTests.inboxVerdicts
        verdicts["noOrphanSpinner"] = .violated
        verdicts["recoverable"] = .violated
        ErrorHandlingSemanticsTests.expectVerdicts(swift.verdicts, verdicts)
        let (_, written) = try SwiftScreensFixtureTests.outcomes("InboxScreen", "InboxScreen", twin: ErrorHandlingSemanticsTests.inbox)
        #expect(written.states == 16 && written.transitions == 26)
    }

    /// `ErrorHandlingSemanticsTests.inbox` whose api failures may be any
    /// case of `InboxError`, as the environment sets a variable of it.
    static var preciseInboxTwin: String {
        let v = "assume_failure_is_one_of_InboxError"
        var text = ErrorHandlingSemanticsTests.inbox.replacingOccurrences(of: """
                do {
                    try await fetch()
                } catch is CancellationError {
            """, with: """
                do {
                    do {
                        try await fetch()
                    } catch {
                        if error is URLError {
                            if let thrown = \(v) {
                                throw thrown
                            }
                        }
                        throw error
                    }
                } catch is CancellationError {
            """)
        text = text.replacingOccurrences(of: "var skippedLoad: Bool = false\n", with: "var skippedLoad: Bool = false\nvar \(v): InboxError? = nil\n")
        text = text.replacingOccurrences(of: "on load .task { await load() }\n", with: """
            on load .task { await load() }
            on \(v)_busy sync when \(v) != InboxError.busy { \(v) = InboxError.busy }
            on \(v)_signedOut sync when \(v) != InboxError.signedOut { \(v) = InboxError.signedOut }
            on assume_failure_is_not_InboxError sync when \(v) != nil { \(v) = nil }

            """)
        return text
    }

    /// ArchiveScreen: `os_log`, `page.filter { … }` and `all.append(contentsOf:
    /// more.filter { … })` on api data, `guard !isLoading, let current =
    /// entries`, `defer`, a "Load more" button. Its twin
    /// `NoEffectCallsTests.archive` gives the counts (110 states, 342
    /// transitions) and the two violations explained there, where both
    /// filters keep the page. The Swift front end reads each as the page or
    /// nothing, as an assumption decides: the twin with those replacements
    /// is the Swift reading.
    @Test func collectionsReadFromSwiftMatchTheirModel() throws {
        let precise = SwiftScreensFixtureTests.withFilterAssumptions(
            NoEffectCallsTests.archive,
            replacing: [("items = page", "items = assume_page_filter_is_empty ? [] : page"),
                        ("all.append(contentsOf: more)", "all += assume_more_filter_is_empty ? [] : more")],
            assumptions: ["assume_page_filter_is_empty", "assume_more_filter_is_empty"])
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("ArchiveScreen", "ArchiveScreen", twin: precise)
        #expect(swift == twin)
        #expect(swift.states == 560)
        #expect(swift.transitions == 2884)
        let (_, written) = try SwiftScreensFixtureTests.outcomes("ArchiveScreen", "ArchiveScreen", twin: NoEffectCallsTests.archive)
        #expect(written.states == 110)
        #expect(written.transitions == 342)
    }

    /// UploadScreen: `await withCheckedContinuation { continuation in … }`
    /// storing the continuation in `@State var confirmation:
    /// CheckedContinuation<Bool, Never>?`, two buttons that resume it, then a
    /// `defer` and `catch is CancellationError`. Its twin below (84 states,
    /// 259 transitions: the twin is the reason) has the same two
    /// violations: `noLeakedTask` (load, cancel: the cancelled `.task` waits
    /// for a continuation only the hidden buttons resume; a later load
    /// replaces it) and `singleFlight` (load, tap, cancel, load, tap: two
    /// uploads in flight).
    @Test func continuationsReadFromSwiftMatchTheirModel() throws {
        let twinSource = """
        model UploadScreen
        api send()
        var isUploading: Bool = false
        var confirmation: CheckedContinuation<Bool, Never>? = nil

        func upload() async {
            let confirmed = await withCheckedContinuation { continuation in
                confirmation = continuation
            }
            guard confirmed else { return }
            isUploading = true
            defer { isUploading = false }
            do {
                try await send()
            } catch is CancellationError {
                print("upload cancelled")
            } catch {
                print("upload failed")
            }
        }

        on load .task { await upload() }
        on tapUploadAnyway sync when confirmation != nil {
            confirmation?.resume(returning: true)
            confirmation = nil
        }
        on tapNotNow sync when confirmation != nil {
            confirmation?.resume(returning: false)
            confirmation = nil
        }

        view {
            if confirmation != nil {
                button("Upload anyway", disabled: false)
                button("Not now", disabled: false)
            }
            if isUploading { spinner }
        }
        """
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("UploadScreen", "UploadScreen", twin: twinSource)
        #expect(swift == twin)
        #expect(swift.states == 84)
        #expect(swift.transitions == 259)
        #expect(swift.verdicts["noLeakedTask"] == .violated)
        #expect(swift.verdicts["singleFlight"] == .violated)
    }

    @Test(arguments: ["DeferFeedScreen", "InboxScreen", "ArchiveScreen", "UploadScreen"])
    func inspectOutputIsGolden(folder: String) throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected(folder, folder)
        #expect(text == golden)
    }

    /// `async let`, a task
    /// group, `withCheckedThrowingContinuation`, `for await` and a loop over
    /// api data: each is named in a diagnostic that says it is not modelled
    /// yet, and DashboardModel is not checked (its `Task.detached` is read).
    /// SearchScreen.swift's
    /// `Task.sleep` debounce and its stored `Task` handle are read, so it
    /// has no diagnostic left and is translated whole. Read strictly: by
    /// default the methods no view or event mentions are not read at all.
    @Test func lifecycleConstructsAreDiagnosed() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("Lifecycle")
        var strict = ScreenConfiguration()
        strict.strict = true
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: strict)
        #expect(loaded.screens.map(\.name) == ["SearchScreen"])
        let text = loaded.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }
}
