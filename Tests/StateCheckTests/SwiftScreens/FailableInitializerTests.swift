import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A failable initializer (`convenience init?(path:)`) of an object the
/// screen hands to a view whose code is not read was taken for one of its
/// methods: the view was read as calling `store.init?(path:)` with a value
/// of its own, and the screen was refused ("'path' is a value the model
/// does not read"). No instance calls an initializer; `init?` and `init!`
/// are initializers as `init` is, wherever methods are gathered.
@Suite struct FailableInitializerTests {
    static let notes = """
        import SwiftUI

        struct Note: Identifiable, Sendable { let id: Int; let text: String }

        protocol NotesClient: Sendable {
            func notes() async throws -> [Note]
        }

        final class AppStore: ObservableObject {
            @Published var likes = 0
            let name: String

            init(name: String) {
                self.name = name
            }

            convenience init?(path: String) {
                guard !path.isEmpty else { return nil }
                self.init(name: path)
            }

            func like(note: Note) {
                if note.text.isEmpty { return }
                likes += 1
            }
        }

        struct NoteRow: View {
            let store: AppStore
            let note: Note

            var body: some View {
                HStack {
                    Text(note.text)
                    LikeButton(store: store, note: note)
                }
            }
        }

        struct NotesScreen: View {
            let client: NotesClient
            let store: AppStore
            @State private var notes: [Note] = []
            @State private var isLoading = false

            var body: some View {
                List {
                    if isLoading {
                        ProgressView()
                    }
                    NoteRow(store: store, note: Note(id: 0, text: "Pinned"))
                    ForEach(notes) { note in
                        Text(note.text)
                    }
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                notes = (try? await client.notes()) ?? []
                isLoading = false
            }
        }
        """

    /// The twin has no failable initializer: the same states, transitions
    /// and verdicts (a load cancelled by leaving and started again on
    /// return has two calls in flight: `singleFlight` violated).
    @Test func aFailableInitializerIsNoMethodAViewCanCall() throws {
        let failable = """
                convenience init?(path: String) {
                    guard !path.isEmpty else { return nil }
                    self.init(name: path)
                }

            """
        #expect(Self.notes.contains(failable))
        let twin = Self.notes.replacingOccurrences(of: failable, with: "")
        let read = try ComponentInitializerValuesTests.outcome(Self.notes, screen: "NotesScreen")
        #expect(read == (try ComponentInitializerValuesTests.outcome(twin, screen: "NotesScreen")))
        #expect(read.verdicts["singleFlight"] == .violated)
    }
}
