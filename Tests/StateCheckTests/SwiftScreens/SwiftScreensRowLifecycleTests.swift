import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A lazy list's rows' own lifecycle read from Swift
/// (Golden/SwiftScreens/PhotoThumbnails): each `List(photos)` row loads its
/// thumbnail in `.task { await model.loadThumbnail(for: photo.id) }`, which
/// SwiftUI starts as the row scrolls into view and cancels as it scrolls
/// out. The row's `.task` is `on appearRow(row) .task`, one per row
/// identity; the user scrolling is the events `appearRow(row1)` /
/// `disappearRow(row1)`. The model shows every thumbnail failure under the
/// list, the cancellation of a row scrolled away included.
@Suite struct SwiftScreensRowLifecycleTests {
    static let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("PhotoThumbnails")
    static let rowTask = ".task { await model.loadThumbnail(for: photo.id) }"

    static func twin() throws -> ModelSystem {
        let source = try String(contentsOf: folder.appendingPathComponent("photo-list.model"), encoding: .utf8)
        return try ModelSystem.compile(source: source, file: "photo-list.model")
    }

    /// The fixture with `new` written in place of `old`, translated with the folder's statecheck.json.
    static func variant(_ old: String, _ new: String) throws -> (screen: TranslatedScreen?, diagnostics: [Diagnostic]) {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("PhotoThumbnails", replacing: old, with: new)
        return (screens.first { $0.name == "PhotoListScreen" }, diagnostics)
    }

    @Test func inspectOutputIsGolden() throws {
        let s = try SwiftScreensFixtureTests.screen("PhotoThumbnails", "PhotoListScreen")
        let text = ScreenInspection.render(s, file: s.file.replacingOccurrences(of: SwiftScreensFixtureTests.fixtures.path + "/", with: "")) + "\n"
        let golden = try String(contentsOf: Self.folder.appendingPathComponent("inspect.txt"), encoding: .utf8)
        #expect(text == golden)
    }

    /// The screen is its `.model` twin (photo-list.model, written with
    /// `on appearRow(row) .task`): equal verdicts, 3496 states and 15777
    /// transitions (the twin's counts with statecheck.json's maxTasks = 2;
    /// the row lifecycle alone is derived by hand in RowLifecycleTests).
    @Test func theScreenIsItsModelTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("PhotoThumbnails", "PhotoListScreen")
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let model = try DesignOutcome.of(Self.twin())
        #expect(swift == model)
        #expect(swift.states == 3496)
        #expect(swift.transitions == 15777)
    }

    /// Scrolling a row away cancels its `.task`; the cancelled request
    /// fails with `CancellationError`, which the catch shows under the list.
    /// The shortest trace: the list loads, row 1 scrolls in and out, its
    /// request fails.
    @Test func aRowScrolledAwayShowsItsCancellation() throws {
        let s = try SwiftScreensFixtureTests.screen("PhotoThumbnails", "PhotoListScreen")
        let result = try check(ModelSystem.compile(model: s.model, file: s.file), properties: ["silentCancellation"])
        let silent = try #require(result.properties.first)
        #expect(silent.verdict == .violated)
        #expect((silent.trace?.steps ?? []).map(\.label.description) == ["load", "success photoServicePhotos", "appearRow(row1)", "disappearRow(row1)", "fail thumbnail"])
    }

    /// Coming back to the screen restarts the `.task` of a row still on
    /// screen while its cancelled request is on its way: two calls for one
    /// row (SwiftUI runs a view's `.task` on each appearance).
    @Test func aRowStillOnScreenLoadsAgainWhenTheScreenComesBack() throws {
        let s = try SwiftScreensFixtureTests.screen("PhotoThumbnails", "PhotoListScreen")
        let result = try check(ModelSystem.compile(model: s.model, file: s.file), properties: ["singleFlight"])
        let single = try #require(result.properties.first)
        #expect(single.verdict == .violated)
        #expect(single.description.contains("two calls of thumbnail(row1) are in flight at once"), "\(single.description)")
        #expect((single.trace?.steps ?? []).map(\.label.description) == ["load", "success photoServicePhotos", "appearRow(row1)", "cancel", "load"])
    }

    /// `catch is CancellationError { }` before the catch that shows the
    /// message: the scrolled-away row's cancellation is silent.
    @Test func catchingTheCancellationFirstHolds() throws {
        let (screen, diagnostics) = try Self.variant(
            "        } catch {\n            // Scrolling",
            "        } catch is CancellationError {\n        } catch {\n            // Scrolling")
        #expect(diagnostics.map(\.message) == [])
        let s = try #require(screen)
        let result = try check(ModelSystem.compile(model: s.model, file: s.file), properties: ["silentCancellation"])
        #expect(result.properties.first?.verdict == .holds)
    }

    /// `.task(id: photo.id)` on a row is the row's `.task`: a row's id never
    /// changes, so it restarts only as the row appears again. The same design.
    @Test func aTaskWithTheRowsIDReadsTheSame() throws {
        let (screen, diagnostics) = try Self.variant(Self.rowTask, ".task(id: photo.id) { await model.loadThumbnail(for: photo.id) }")
        #expect(diagnostics.map(\.message) == [])
        let s = try #require(screen)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift == (try DesignOutcome.of(Self.twin())))
    }

    /// `.onAppear { Task { … } }` reading the row's id and `.onDisappear`
    /// are the row's `on appearRow(row) Task` and `on disappearRow(row) sync`.
    @Test func aRowsOnAppearAndOnDisappearArePerRowHandlers() throws {
        let (screen, diagnostics) = try Self.variant(
            Self.rowTask,
            ".onAppear { Task { await model.loadThumbnail(for: photo.id) } }\n                            .onDisappear { model.thumbnailMessage = nil }")
        #expect(diagnostics.map(\.message) == [])
        let s = try #require(screen)
        let handlers = s.model.handlers.filter { $0.rowParameter != nil }.map { "\($0.event) \($0.kind.rawValue)" }
        #expect(handlers == ["appearRow Task", "disappearRow sync"])
        _ = try ModelSystem.compile(model: s.model, file: s.file)
    }

    /// A row's `.task(id:)` with another id is an error at its line.
    @Test func aRowTaskWithAnotherIDIsAnError() throws {
        let (screen, diagnostics) = try Self.variant(Self.rowTask, ".task(id: model.thumbnailMessage) { await model.loadThumbnail(for: photo.id) }")
        #expect(screen == nil)
        #expect(diagnostics.map { "\($0.line): \($0.message)" } == [
            "19: a row's '.task(id:)' is read with the row's id ('.task(id: photo.id)'): the task restarts only as the row scrolls back into view; another id is not read",
        ])
    }
}
