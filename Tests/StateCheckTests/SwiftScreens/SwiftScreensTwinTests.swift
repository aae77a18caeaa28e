import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// App-style twins of the shipped designs (Golden/SwiftScreens), each a
/// SwiftUI screen written as a team writes it that behaves as its `.model`
/// says: its verdicts, states and transitions are the `.model`'s.
///
/// - MembershipScreen (case4-reloading-failure): an `ObservableObject` view
///   model over a generic `Loadable<Value, Failure>` with
///   `reLoadingFailure`, an injected `MembershipClient`, a toast helper.
/// - TimelineScreen (case4-paging): an `@Observable` view model, an api enum
///   of another module (`TimelineAPI`), `opt.map { … } ?? …`, the footer
///   spinner and footer retry, iOS 17's `.onChange { _, isFailure in … }` toast.
/// - GalleryScreen (photos-catalog): no busy guard, errors swallowed by
///   `catch { return nil }`; `artworks: [Artwork]?` is nil until a batch
///   arrives (the design's `items: Value?`).
/// - AvatarScreen (mvi-root-model): three published properties changed by
///   `update(with:)` through an intent enum that is never stored, started by
///   `.onAppear { Task { … } }` (a task not cancelled on disappear).
/// - SaveWallpaperButton (save-photo-button): `Button("Save") { Task { … } }`
///   with `.disabled(isSaving)`, a nonthrowing `save` and an overlay spinner.
/// - FeedbackForm (submit-retry-loop): a submit loop that waits in
///   `withCheckedContinuation` for the Retry / Cancel buttons of an inline
///   "Sending failed" section; Submit is `.disabled` while that prompt shows
///   (the design's modal alert, `when !alertModel.isPresented`). Its
///   `FeedbackAPI` is not declared in the folder, so `send()` answers a
///   `Value` where the design's `api send()` answers nothing; the answer is
///   dropped (`try await FeedbackAPI.send()` as a statement), so no state
///   holds it and the counts are the design's.
///
/// Each twin differs from its design only in names and in Swift's spelling,
/// so verdicts, states and transitions are asserted equal, none explained away.
@Suite struct SwiftScreensTwinTests {
    static let twins: [(folder: String, screen: String, model: String)] = [
        ("MembershipScreen", "MembershipScreen", "case4-reloading-failure"),
        ("TimelineScreen", "TimelineScreen", "case4-paging"),
        ("GalleryScreen", "GalleryScreen", "photos-catalog"),
        ("AvatarScreen", "AvatarScreen", "mvi-root-model"),
        ("SaveWallpaperButton", "SaveWallpaperButton", "save-photo-button"),
        ("FeedbackForm", "FeedbackForm", "submit-retry-loop"),
    ]

    @Test(arguments: twins)
    func twinMatchesItsModel(folder: String, screen: String, model: String) throws {
        let s = try SwiftScreensFixtureTests.screen(folder, screen)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.package.appendingPathComponent("Models/\(model).model").path)
        #expect(swift == reference)
    }

    @Test(arguments: twins)
    func inspectOutputIsGolden(folder: String, screen: String, model: String) throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected(folder, screen)
        #expect(text == golden)
    }
}
