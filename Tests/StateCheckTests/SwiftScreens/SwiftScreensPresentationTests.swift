import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Presentations read from Swift: `.alert`, `.confirmationDialog` and
/// `.sheet` on the root view are elements while their binding is set, their
/// buttons events that reset the binding before the action; a toast view is
/// a `banner`. Each design is compared with its `.model` form, whose counts
/// are derived by hand in PresentationSemanticsTests.
@Suite struct SwiftScreensPresentationTests {
    /// One Swift file translated from memory.
    static func translated(_ source: String, strict: Bool = false) -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let file = SwiftParser.parse(source, file: "/tmp/Presentations/Screen.swift")
        var configuration = ScreenConfiguration()
        configuration.strict = strict
        return ScreenTranslator(module: SwiftModule(files: [file]), configuration: configuration).translate()
    }

    /// The one screen of `source`, with no diagnostic.
    static func screen(_ source: String) throws -> TranslatedScreen {
        let (screens, diagnostics) = translated(source)
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        return try #require(screens.first)
    }

    static let itemScreen = """
    import SwiftUI

    enum ItemService {
        static func deleteItem() async throws {}
    }

    struct ItemScreen: View {
        @State private var confirming = false
        @State private var failed = false
        @State private var deleting = false

        var body: some View {
            VStack {
                Button("Delete") {
                    confirming = true
                }
                .disabled(deleting)
            }
            ALERTS
        }

        private func delete() async {
            deleting = true
            do {
                try await ItemService.deleteItem()
            } catch {
                failed = true
            }
            deleting = false
        }
    }
    """

    static let modernAlerts = """
    .confirmationDialog("Delete this item?", isPresented: $confirming) {
                Button("Delete", role: .destructive) {
                    Task { await delete() }
                }
            }
            .alert("Couldn't delete the item", isPresented: $failed) {
                Button("Retry") {
                    Task { await delete() }
                }
                Button("Cancel", role: .cancel) {}
            }
    """

    /// `.confirmationDialog` without a cancel button gets the system's
    /// Cancel (`dialogCancel`); `.alert` has Retry and Cancel. The design is
    /// the hand-counted DeleteConfirm model (10 states, 23 transitions).
    @Test func aDialogAndAnAlertReadAsTheModelWrites() throws {
        let s = try Self.screen(Self.itemScreen.replacingOccurrences(of: "ALERTS", with: Self.modernAlerts))
        #expect(s.model.handlers.map(\.event) == ["tapDelete", "dialogDelete", "dialogCancel", "alertRetry", "alertCancel"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: PresentationSemanticsTests.deleteConfirm, file: "delete-confirm.model"))
        #expect(swift == reference)
        #expect(swift.states == 10)
        #expect(swift.transitions == 23)
    }

    /// The pre-iOS 15 `Alert(title:primaryButton:secondaryButton:)` in
    /// `.alert(isPresented:)` reads as the same buttons: the same design.
    @Test func theOldAlertTypeReadsAsTheSameButtons() throws {
        let old = """
        .confirmationDialog("Delete this item?", isPresented: $confirming) {
                    Button("Delete", role: .destructive) {
                        Task { await delete() }
                    }
                }
                .alert(isPresented: $failed) {
                    Alert(title: Text("Couldn't delete the item"),
                          primaryButton: .default(Text("Retry")) { Task { await delete() } },
                          secondaryButton: .cancel())
                }
        """
        let s = try Self.screen(Self.itemScreen.replacingOccurrences(of: "ALERTS", with: old))
        #expect(s.model.handlers.map(\.event) == ["tapDelete", "dialogDelete", "dialogCancel", "alertRetry", "alertCancel"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: PresentationSemanticsTests.deleteConfirm, file: "delete-confirm.model"))
        #expect(swift == reference)
    }

    /// `.sheet(isPresented:)`: `mark("sheet")` while set, the user swiping
    /// it down (`dismissSheet`), and the screen's button waits meanwhile.
    /// State = (visible V/I, editing e).
    ///
    /// ```text
    /// I -   load→V -                                  1
    /// V -   cancel→I -   tapEdit→V e                  2
    /// V e   cancel→I e   dismissSheet→V -             2
    /// I e   load→V e                                  1
    /// ```
    /// 4 states, 6 transitions.
    @Test func aSheetIsAMarkTheUserSwipesAway() throws {
        let s = try Self.screen("""
        import SwiftUI

        struct Profile: Hashable {
            var name: String
        }

        struct ProfileEditor: View {
            let profile: Profile
            var body: some View { Text(profile.name) }
        }

        struct ProfileScreen: View {
            @State private var editing = false

            var body: some View {
                VStack {
                    Button("Edit") { editing = true }
                }
                .sheet(isPresented: $editing) {
                    ProfileEditor(profile: Profile(name: "Kim"))
                }
            }
        }
        """)
        #expect(s.model.handlers.map(\.event) == ["tapEdit", "dismissSheet"])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 4)
        #expect(outcome.transitions == 6)
    }

    /// `.fullScreenCover(isPresented:onDismiss:)`: `mark("fullScreenCover")` while
    /// set; it cannot be swiped away, so `dismissFullScreenCover` is the covering
    /// view closing itself, which resets the binding and then runs `onDismiss`
    /// (here the screen's method `markWatched`). State = (visible V/I, playing p, watched w).
    ///
    /// ```text
    /// I - -   load→V - -                                   1
    /// V - -   cancel→I - -   tapPlay→V p -                 2
    /// V p -   cancel→I p -   dismissFullScreenCover→V - w  2
    /// I p -   load→V p -                                   1
    /// V - w   cancel→I - w   tapPlay→V p w                 2
    /// I - w   load→V - w                                   1
    /// V p w   cancel→I p w   dismissFullScreenCover→V - w  2
    /// I p w   load→V p w                                   1
    /// ```
    /// 8 states, 12 transitions: the same as its `.model` form below.
    @Test func aFullScreenCoverClosesItselfAndRunsOnDismiss() throws {
        let s = try Self.screen("""
        import SwiftUI

        struct Episode: Hashable {
            var title: String
        }

        struct PlayerView: View {
            let episode: Episode
            var body: some View { Text(episode.title) }
        }

        struct EpisodeScreen: View {
            @State private var playing = false
            @State private var watched = false

            var body: some View {
                VStack {
                    Button("Play") { playing = true }
                    if watched {
                        Text("Watched")
                    }
                }
                .fullScreenCover(isPresented: $playing, onDismiss: markWatched) {
                    PlayerView(episode: Episode(title: "Pilot"))
                }
            }

            private func markWatched() {
                watched = true
            }
        }
        """)
        #expect(s.model.handlers.map(\.event) == ["tapPlay", "dismissFullScreenCover"])
        let twin = """
        model EpisodeScreen
        var playing = false
        var watched = false
        func markWatched() { watched = true }
        on tapPlay sync when !playing { playing = true }
        on dismissFullScreenCover sync when playing { playing = false; markWatched() }
        view {
            button("Play", disabled: false)
            if watched { mark("text") }
            if playing { mark("fullScreenCover") }
        }
        """
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: twin, file: "episode-cover.model"))
        #expect(swift == reference)
        #expect(swift.states == 8)
        #expect(swift.transitions == 12)
    }

    /// `.popover(isPresented:)` reads as a sheet named `popover`: `dismissPopover`
    /// is the user tapping outside it, and the counts are the sheet's (4 states,
    /// 6 transitions, derived for ``aSheetIsAMarkTheUserSwipesAway()``).
    @Test func aPopoverIsAMarkTheUserTapsAway() throws {
        let s = try Self.screen("""
        import SwiftUI

        struct HelpView: View {
            let topic: String
            var body: some View { Text(topic) }
        }

        struct SyncSettingsScreen: View {
            @State private var showingHelp = false

            var body: some View {
                Form {
                    Button("Help") { showingHelp = true }
                }
                .popover(isPresented: $showingHelp, arrowEdge: .top) {
                    HelpView(topic: "Sync")
                }
            }
        }
        """)
        #expect(s.model.handlers.map(\.event) == ["tapHelp", "dismissPopover"])
        #expect(s.summary.abstractions.contains { $0.rule.contains("dismissPopover is the user tapping outside it") })
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 4)
        #expect(outcome.transitions == 6)
    }

    /// A closure handed to the view a sheet presents is an event named
    /// after the sheet and its label, enabled whenever the screen is shown
    /// (at least whenever the sheet is): the sheet may call it at any time.
    /// Read strictly, it is an error naming it.
    @Test func aSheetGivenAClosureIsAnEvent() throws {
        let source = """
        import SwiftUI

        struct EditorView: View {
            let onSave: () -> Void
            var body: some View { Button("Save") { onSave() } }
        }

        struct ProfileScreen: View {
            @State private var editing = false
            @State private var saved = false

            var body: some View {
                VStack {
                    Button("Edit") { editing = true }
                }
                .sheet(isPresented: $editing) {
                    EditorView(onSave: { saved = true })
                }
            }
        }
        """
        let s = try Self.screen(source)
        #expect(s.model.handlers.map(\.event).contains("sheetOnSave"))
        let (screens, diagnostics) = Self.translated(source, strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "17:32: the view a '.sheet' presents is given a closure ('onSave:'), which could change this screen's state; pass it data only, or move the action into the screen",
        ])
    }

    /// A toast view (`…Toast…`, `…Banner…`) is `banner(e)` when given the
    /// error its branch holds; `.onTapGesture` on it is `tapBanner`, and the
    /// `Task.sleep` that clears it runs as written: the hand-counted
    /// SaveBanner model (8 states, 18 transitions).
    @Test func aToastIsABannerGoneByTapOrByTime() throws {
        let s = try Self.screen("""
        import SwiftUI

        enum DraftService {
            static func saveDraft() async throws {}
        }

        struct DraftScreen: View {
            @State private var isSaving = false
            @State private var bannerError: (any Error)?

            var body: some View {
                VStack {
                    Button("Save") {
                        Task { await save() }
                    }
                    .disabled(isSaving)
                    if let bannerError {
                        ErrorToast(message: bannerError.localizedDescription)
                            .onTapGesture { self.bannerError = nil }
                    }
                }
            }

            private func save() async {
                isSaving = true
                do {
                    try await DraftService.saveDraft()
                } catch {
                    bannerError = error
                    try? await Task.sleep(for: .seconds(3))
                    bannerError = nil
                }
                isSaving = false
            }
        }

        struct ErrorToast: View {
            let message: String
            var body: some View { Text(message) }
        }
        """)
        #expect(s.model.handlers.map(\.event) == ["tapSave", "tapBanner"])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 8)
        #expect(outcome.transitions == 18)
    }

    /// NoteScreen.swift, an app-style screen: a Delete confirmed in a
    /// dialog, an alert with Retry when the delete fails, and `dismiss()`
    /// (`@Environment(\.dismiss)`) once the delete succeeds. Its
    /// hand-written twin (note-screen.model) explores the same states and
    /// transitions and gets the same verdicts; the counts are the twin's.
    @Test func theNoteScreenMatchesItsTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("NoteScreen", "NoteScreen")
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.fixtures.appendingPathComponent("NoteScreen/note-screen.model").path)
        #expect(swift == reference)
        #expect(reference.states == 335)
        #expect(reference.transitions == 1897)
        // The .task fetches on every appearance without a guard (the twin's expectations say why).
        #expect(swift.verdicts["singleFlight"] == .violated)
        #expect(swift.verdicts["noStaleOverwrite"] == .violated)
        #expect(swift.verdicts["contentKeptWhileReloading"] == .holds)
        #expect(swift.verdicts["recoverable"] == .holds)
    }

    /// What `inspect` prints for NoteScreen.swift: the dialog's and the
    /// alert's elements after the view, their button events, and the
    /// screen's Delete button gated while either is shown.
    @Test func theNoteScreenInspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("NoteScreen", "NoteScreen")
        #expect(text == golden)
    }

    /// `@Environment(\.dismiss) private var dismiss` and `dismiss()` after a
    /// delete read as the model language's `dismiss()`: the hand-counted
    /// DismissDelete design (DismissSemanticsTests, 5 states, 9 transitions).
    @Test func dismissClosesTheScreen() throws {
        let s = try Self.screen("""
        import SwiftUI

        enum ItemService {
            static func deleteItem() async throws {}
        }

        struct ItemScreen: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var deleting = false

            var body: some View {
                VStack {
                    Button("Delete") {
                        Task { await delete() }
                    }
                    .disabled(deleting)
                }
            }

            private func delete() async {
                deleting = true
                do {
                    try await ItemService.deleteItem()
                    dismiss()
                } catch {
                }
                deleting = false
            }
        }
        """)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: DismissSemanticsTests.dismissDelete, file: "dismiss-delete.model"))
        #expect(swift == reference)
        #expect(swift.states == 5)
        #expect(swift.transitions == 9)
    }

    /// `.sheet(item:)` is shown while its item is non-nil and swiped away to
    /// nil; `.alert(_:isPresented:presenting:)` given an `Error?` carries that
    /// error (`alert("…", saveError)`, which `silentCancellation` reads). The
    /// design equals its hand-written `.model` form.
    @Test func anItemSheetAndAnAlertPresentingAnError() throws {
        let s = try Self.screen("""
        import SwiftUI

        struct Note: Identifiable, Hashable {
            let id: Int
        }

        struct NoteEditor: View {
            let note: Note
            var body: some View { Text("Editing") }
        }

        enum NoteService {
            static func fetchNote() async throws -> Note { Note(id: 1) }
            static func saveNote() async throws {}
        }

        struct EditableNoteScreen: View {
            @State private var note: Note?
            @State private var editing: Note?
            @State private var showsSaveError = false
            @State private var saveError: (any Error)?

            var body: some View {
                VStack {
                    if let note {
                        Button("Edit") { editing = note }
                    }
                }
                .task {
                    do {
                        note = try await NoteService.fetchNote()
                    } catch {
                        saveError = error
                        showsSaveError = true
                    }
                }
                .sheet(item: $editing) { note in
                    NoteEditor(note: note)
                }
                .alert("Couldn't load", isPresented: $showsSaveError, presenting: saveError) { _ in
                    Button("OK") {}
                } message: { error in
                    Text(error.localizedDescription)
                }
            }
        }
        """)
        #expect(s.model.handlers.map(\.event) == ["load", "tapEdit", "dismissSheet", "alertOK"])
        let twin = """
        model EditableNoteTwin
        api fetchNote() -> Value nonempty
        var note: Value? = nil
        var editing: Value? = nil
        var showsSaveError = false
        var saveError: Error? = nil
        on load .task {
            do {
                note = try await fetchNote()
            } catch {
                saveError = error
                showsSaveError = true
            }
        }
        on tapEdit sync when note != nil && editing == nil && !showsSaveError { editing = note }
        on dismissSheet sync when editing != nil { editing = nil }
        on alertOK sync when showsSaveError { showsSaveError = false }
        view {
            if let note { button("Edit", disabled: false) }
            if editing != nil { mark("sheet") }
            if showsSaveError { alert("Couldn't load", saveError) }
        }
        """
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: twin, file: "editable-note.model"))
        #expect(swift == reference)
        // A cancelled load's CancellationError reaches the alert: the screen shows it.
        #expect(swift.verdicts["silentCancellation"] == .violated)
    }

    /// A presentation on a view inside the body (`NavigationStack { VStack { … }.alert(…) }`)
    /// reads as on the root view: the same design as DeleteConfirm.
    @Test func aPresentationOnAnInnerViewReadsTheSame() throws {
        let inner = Self.itemScreen
            .replacingOccurrences(of: "        VStack {\n", with: "        NavigationStack {\n        VStack {\n")
            .replacingOccurrences(of: "        }\n        ALERTS", with: "        }\n        ALERTS\n        }")
            .replacingOccurrences(of: "ALERTS", with: Self.modernAlerts)
        #expect(inner.contains("NavigationStack {\n        VStack {") && inner.contains("Button(\"Cancel\", role: .cancel) {}\n        }\n        }"))
        let s = try Self.screen(inner)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: PresentationSemanticsTests.deleteConfirm, file: "delete-confirm.model"))
        #expect(swift == reference)
    }
}
