import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A modifier the mapping does not name given a value computed from the
/// screen's state (`.interactiveDismissDisabled(isSaving || hasChanges)`,
/// `hasChanges` a computed property). It was refused as handing out the
/// screen's state ("which lets it change the screen's state at any time"),
/// since a computed property is read through a call; a value that only reads
/// hands out nothing, so the modifier is presentation.
@Suite struct ReadOnlyModifierArgumentTests {
    static let sheet = """
        import SwiftUI

        protocol NoteClient {
            func save(text: String) async throws
        }

        struct NoteEditSheet: View {
            let client: NoteClient
            let original: String
            @State private var text = ""
            @State private var isSaving = false
            @State private var failed = false

            private var hasChanges: Bool {
                text != original
            }

            var body: some View {
                VStack {
                    TextField("Note", text: $text)
                    if isSaving {
                        ProgressView()
                    }
                    if failed {
                        Text("Could not save")
                    }
                    Button("Save") {
                        Task { await save() }
                    }
                    .disabled(isSaving)
                }
                .interactiveDismissDisabled(isSaving || hasChanges)
            }

            private func save() async {
                isSaving = true
                do {
                    try await client.save(text: text)
                    failed = false
                } catch {
                    failed = true
                }
                isSaving = false
            }
        }
        """

    /// The twin leaves the modifier out: the same verdicts. The modifier
    /// reads `hasChanges`, whose `text != original` is an assumption
    /// (`original` is an input): one free Bool the model keeps, so twice the
    /// twin's states, and its transitions twice over plus one toggle per state.
    @Test func aModifierGivenAValueReadFromStateIsPresentation() throws {
        let twin = Self.sheet.replacingOccurrences(of: "        .interactiveDismissDisabled(isSaving || hasChanges)\n", with: "")
        #expect(twin != Self.sheet)
        let read = try RealAppReadingsTests.outcome(Self.sheet)
        let precise = try RealAppReadingsTests.outcome(twin)
        #expect(read.verdicts == precise.verdicts)
        #expect(read.states == 2 * precise.states && read.transitions == 2 * precise.transitions + read.states, "\(read) against \(precise)")
        let (screens, _) = RealAppReadingsTests.translate(Self.sheet)
        #expect(screens.first?.summary.presentation.map(\.rule).contains("'.interactiveDismissDisabled' runs no code that touches the screen's state") == true)
    }
}
