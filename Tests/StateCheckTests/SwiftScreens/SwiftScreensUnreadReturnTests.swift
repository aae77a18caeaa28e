import StateCheckLanguage
@testable import StateCheckSwift
import Testing

/// A method that changes the screen's state and returns a value the
/// translation cannot compute (`return Calendar.current.component(…)`) is
/// read for its effects, as one returning a type the model has no values
/// of is: its code runs as written and what it returns is opaque. Before,
/// the whole screen was refused at the `return`.
@Suite struct SwiftScreensUnreadReturnTests {
    static let notes = """
        import SwiftUI

        struct Note: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol NotesClient {
            func notes() async throws -> [Note]
        }

        @MainActor
        final class NotesViewModel: ObservableObject {
            @Published var notes: [Note] = []
            @Published var isLoading = false
            private let client: NotesClient

            init(client: NotesClient) {
                self.client = client
            }

            func reload() async -> Int {
                isLoading = true
                defer { isLoading = false }
                let loaded = (try? await client.notes()) ?? []
                notes = loaded
                let stamp = Date()
                return Calendar.current.component(.second, from: stamp)
            }
        }

        struct NotesScreen: View {
            @StateObject var viewModel: NotesViewModel

            var body: some View {
                List {
                    if viewModel.isLoading {
                        ProgressView()
                    } else {
                        ForEach(viewModel.notes) { note in
                            Text(note.title)
                        }
                    }
                }
                .task { _ = await viewModel.reload() }
            }
        }
        """

    @Test func aMethodReturningWhatTheModelDoesNotReadIsReadForItsEffects() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["NotesScreen.swift": Self.notes])
        #expect(diagnostics == [])
        let s = try #require(screens.first { $0.name == "NotesScreen" })
        #expect(s.summary.abstractions.map(\.rule).contains(
            "reload returns what the model does not read and changes the screen's state: read for its effects, what it returns (a 'Int') is opaque"))
        // The loading flag and the request are read: the `.task` restarted while a request is in flight sends a second one.
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.verdicts["singleFlight"] == .violated)
        #expect(outcome.verdicts["noOrphanSpinner"] == .holds)
    }
}
