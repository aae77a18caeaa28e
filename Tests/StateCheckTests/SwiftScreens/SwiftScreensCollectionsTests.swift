import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Closures over api data read from app-style Swift: the transforms are the
/// same `Value` in both front ends, and what depends on the elements is a
/// diagnostic in both.
@Suite struct SwiftScreensCollectionsTests {
    /// ReadingListScreen: an `@Observable` view model filters, sorts and maps
    /// its answer with trailing closures (`$0`, `$1`, `{ article in … }`),
    /// and the view shows `ForEach(articles.compactMap { … })`. Its `.model`
    /// twin `ValueClosuresTests.readingList`, written with the same closures,
    /// has the hand count (10 states, 22 transitions), where the `.model`
    /// language reads a filter as the same Value. The Swift front end reads
    /// the code's filter as the data or nothing (a filter may leave no
    /// article), an assumption; the rows the view shows of a filter stay the
    /// data's content: the twin with that one replacement is the Swift
    /// reading (30 states, 96 transitions), and the twin as written keeps its hand count.
    @Test func closuresReadFromSwiftMatchTheirModel() throws {
        let filtered = """
            articles = fetched
                    .filter { !$0.isRead }
                    .sorted { $0.publishedAt > $1.publishedAt }
                    .map { article in
                        var tidy = article
                        tidy.tags = article.tags.filter { !$0.isEmpty }
                        return tidy
                    }
            """
        let precise = SwiftScreensFixtureTests.withFilterAssumptions(
            ValueClosuresTests.readingList, replacing: [(filtered, "articles = assume_fetched_filter_is_empty ? [] : fetched")],
            assumptions: ["assume_fetched_filter_is_empty"])
        #expect(precise != ValueClosuresTests.readingList)
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("ReadingListScreen", "ReadingListScreen", twin: precise)
        #expect(swift == twin)
        #expect(swift.states == 30)
        #expect(swift.transitions == 96)
        let (_, written) = try SwiftScreensFixtureTests.outcomes("ReadingListScreen", "ReadingListScreen", twin: ValueClosuresTests.readingList)
        #expect(written.states == 10)
        #expect(written.transitions == 22)
        ErrorHandlingSemanticsTests.expectVerdicts(written.verdicts, ErrorHandlingSemanticsTests.deferFeedVerdicts)
    }

    @Test func readingListInspectIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("ReadingListScreen", "ReadingListScreen")
        #expect(text == golden)
    }

    /// CollectionQueries: `contains(where:)`, `first(where:)`, the `count`
    /// of a `filter` and the `isEmpty` of a local bound to one, on api data:
    /// each is strictly an error at the call (the `.model` language gives
    /// the same messages, `ValueClosuresTests`), and the screen is not
    /// checked; by default each test is an assumption.
    @Test func undecidableQueriesAreDiagnosed() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("CollectionQueries")
        var strict = ScreenConfiguration()
        strict.strict = true
        // By default each test is an assumption, and the count of a filter (no test) is not read: the Int it is
        // assigned to is opaque from then on.
        let read = SwiftScreenLoader.load(folder: folder.path, configuration: ScreenConfiguration())
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "\(read.diagnostics.map(\.description))")
        #expect(read.screens.first?.summary.abstractions.contains {
            $0.rule == "the property unreadCount is opaque (it is assigned a value the screen does not decide, line 36): tests of it are assumptions, writes to it are not read"
        } == true, "\(read.screens.first?.summary.abstractions.map(\.rule) ?? [])")
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: strict)
        #expect(loaded.screens.isEmpty)
        let text = loaded.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }

    /// Checking only the view's file of a screen whose view model's file has
    /// the errors: the screen is not checked, so `check` fails (it used to
    /// report "0 models checked: every expectation met" and exit 0).
    @Test func aScreenStoppedByAnotherFileOfItsModuleFails() {
        let screen = SwiftScreensFixtureTests.fixtures.appendingPathComponent("CollectionQueries/MessagesScreen.swift").path
        let run = runCLI(["check", screen, "--strict"])
        #expect(run.status != .success)
        #expect(run.stderr.contains("MessagesModel.swift:32:25: error: 'contains(where:)' on api data cannot be decided"))
        #expect((run.stdout + run.stderr).contains("1 model file could not be checked"), "\(run.stdout)")
    }

    /// A file holding two screens, one refused for its view model's code
    /// (in another file) and one checked: the file is not checked, and it
    /// says which screen was left out (it used to exit 0 with "1 model
    /// checked: every expectation met", the refused screen silently gone).
    @Test func aScreenRefusedForAnotherFileBesideACheckedOneFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import SwiftUI

        struct InboxScreen: View {
            @StateObject private var model = InboxModel()

            var body: some View {
                List(model.messages) { message in
                    Text(message.subject)
                }
                .task { await model.load() }
            }
        }

        struct UnreadBadge: View {
            @State private var isRefreshing = false

            var body: some View {
                Text("Unread")
                    .task {
                        isRefreshing = true
                        try? await Task.sleep(nanoseconds: 1_000)
                        isRefreshing = false
                    }
            }
        }
        """.write(to: folder.appendingPathComponent("InboxScreen.swift"), atomically: true, encoding: .utf8)
        try """
        import Foundation

        struct Message: Identifiable, Decodable {
            let id: Int
            let subject: String
        }

        @MainActor
        final class InboxModel: ObservableObject {
            @Published var messages: [Message] = []

            func load() async {
                messages = (try? await InboxAPI.messages()) ?? []
                NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in self.reset() }
            }

            func reset() {
                Task { await load() }
            }
        }
        """.write(to: folder.appendingPathComponent("InboxModel.swift"), atomically: true, encoding: .utf8)
        let run = runCLI(["check", folder.appendingPathComponent("InboxScreen.swift").path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("InboxScreen.swift:3:1: error: 'InboxScreen' is not checked: code it reads in another file is not understood ("), "\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("1 model file could not be checked"), "\(run.stdout)")
    }

    /// A screen whose reading the translation accepts but the model checker
    /// rejects for code in its view model's file (`.failed(error)`, a case
    /// the enum does not declare) is not checked, and its own file says so:
    /// it used to exit 0, the screen gone.
    @Test func aScreenWhoseReadingDoesNotCompileFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import SwiftUI

        struct FeedScreen: View {
            @StateObject private var model = FeedModel()

            var body: some View {
                VStack {
                    if case .loading = model.state { ProgressView() }
                }
                .task { await model.load() }
            }
        }
        """.write(to: folder.appendingPathComponent("FeedScreen.swift"), atomically: true, encoding: .utf8)
        try """
        import Foundation

        enum FeedState {
            case idle
            case loading
            case failure(Error)
        }

        @MainActor
        final class FeedModel: ObservableObject {
            @Published var state: FeedState = .idle

            func load() async {
                state = .loading
                do {
                    try await FeedAPI.refresh()
                    state = .idle
                } catch {
                    state = .failed(error)
                }
            }
        }
        """.write(to: folder.appendingPathComponent("FeedModel.swift"), atomically: true, encoding: .utf8)
        let run = runCLI(["check", folder.appendingPathComponent("FeedScreen.swift").path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("FeedScreen.swift:3:1: error: 'FeedScreen' is not checked: its reading does not compile ("), "\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("1 model file could not be checked"), "\(run.stdout)")
    }

    /// A file with errors spelled with `//` or `/./` is not checked either (the
    /// loader spells it as its folder's walk does; files are compared by their
    /// standardized paths).
    @Test(arguments: ["Unsupported//SettingsScreen.swift", "Unsupported/./SettingsScreen.swift"])
    func aFileSpelledOtherwiseWithErrorsFails(_ spelling: String) {
        let run = runCLI(["check", SwiftScreensFixtureTests.fixtures.path + "/" + spelling])
        #expect(run.status != .success)
        #expect((run.stdout + run.stderr).contains("1 model file could not be checked"), "\(run.stdout)")
    }
}
