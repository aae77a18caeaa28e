import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The constructs the twins of SwiftScreensTwinTests are written with, each
/// read on its own: a root `.onAppear`, `.disabled(x)` on a button, a
/// view's input property, `_ = await f()`, the two-value toast `.onChange`.
@Suite struct SwiftScreensTwinConstructsTests {
    static func outcome(_ folder: String, replacing old: String, with new: String) throws -> DesignOutcome {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(folder, replacing: old, with: new)
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        return try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
    }

    static func reference(_ model: String) throws -> DesignOutcome {
        try DesignOutcome.ofModel(SwiftScreensFixtureTests.package.appendingPathComponent("Models/\(model).model").path)
    }

    /// Without `.disabled(isSaving)` the Save button can be tapped while a
    /// save is in flight: a second `Task` starts a second `save`, so
    /// singleFlight, which holds for the twin, is violated.
    @Test func aDisabledButtonCannotBeTappedWhileDisabled() throws {
        let s = try SwiftScreensFixtureTests.screen("SaveWallpaperButton", "SaveWallpaperButton")
        let shown = try #require(s.model.functions.first { $0.name == "tapSaveIsShown" })
        guard case .returnStatement(let value?)? = shown.body.first?.kind, case .unary(.not, let operand) = value.kind,
              case .identifier("isSaving") = operand.kind else {
            Issue.record("tapSaveIsShown does not return !isSaving: \(shown.body)")
            return
        }
        let enabled = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(enabled.verdicts["singleFlight"] == .holds)
        let tappable = try Self.outcome("SaveWallpaperButton", replacing: "            .disabled(isSaving)\n", with: "")
        #expect(tappable.verdicts["singleFlight"] == .violated)
    }

    /// `.onAppear(perform: { … })` is `.onAppear { … }`; a synchronous action
    /// is a `sync` load handler.
    @Test func aRootOnAppearIsTheLoadEvent() throws {
        let perform = try Self.outcome("AvatarScreen", replacing: ".onAppear {\n            Task { await model.onAppear() }\n        }",
                                       with: ".onAppear(perform: {\n            Task { await model.onAppear() }\n        })")
        #expect(perform == (try Self.reference("mvi-root-model")))
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("AvatarScreen", replacing: "Task { await model.onAppear() }", with: "print(\"appeared\")")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.model.handlers.map { "\($0.event) \($0.kind.rawValue)" } == ["load sync"])
    }

    /// An `.onAppear` whose action is neither a closure nor a function named
    /// (`.onAppear(perform: start)` is `.onAppear { start() }`) is diagnosed at the modifier.
    @Test func anOnAppearOfAnotherFormIsDiagnosed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("AvatarScreen", replacing: ".onAppear {\n            Task { await model.onAppear() }\n        }",
                                                                            with: ".onAppear(perform: makeAction())")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "21:10: this '.onAppear' is not understood; the forms read are .onAppear { … } and .onAppear { Task { … } }",
        ])
    }

    /// A view's input (`let wallpaper: Wallpaper`) is read strictly only as
    /// an api argument; reading it anywhere else is diagnosed where it is
    /// read. By default a Bool computed from it is an assumption.
    @Test func anInputReadOutsideAnApiCallIsDiagnosed() throws {
        let edit = ("isSaving = true\n", "isSaving = wallpaper.title.isEmpty\n")
        let (read, none) = try SwiftScreensFixtureTests.translated("SaveWallpaperButton", replacing: edit.0, with: edit.1)
        #expect(none.isEmpty, "\(none.map(\.description))")
        #expect(try #require(read.first).model.handlers.contains { $0.event == "assume_wallpaper_title_isEmpty" })
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("SaveWallpaperButton", replacing: edit.0, with: edit.1, strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "19:32: 'wallpaper' is an input of screen 'SaveWallpaperButton' (a value its parent passes in); it is read only as an argument of an api call",
        ])
    }

    /// `_ = await submit()` runs `submit()` as a statement: the design is the
    /// one the result-ignoring `await submit()` gives, submit-retry-loop's.
    @Test func aDiscardedValueIsAStatement() throws {
        let ignored = try Self.outcome("FeedbackForm", replacing: "Task { _ = await submit() }", with: "Task { await submit() }")
        #expect(ignored == (try Self.reference("submit-retry-loop")))
    }

    /// The one-value toast `.onChange(of:) { isFailure in … }` reads as the
    /// two-value `{ _, isFailure in … }` the twin writes: case4-paging's design.
    @Test func theOneValueToastReadsAsTheTwoValueOne() throws {
        let one = try Self.outcome("TimelineScreen", replacing: "{ _, isFailure in", with: "{ isFailure in")
        #expect(one == (try Self.reference("case4-paging")))
    }
}
