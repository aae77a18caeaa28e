import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An error of a type the folder does not declare, built from no caught
/// error and thrown: `throw URLError(.userAuthenticationRequired)` of
/// Foundation, `throw NetworkError.underlying("…")` of another module. Each
/// is one error of its own (`ThrownURLError.made`), never a cancellation,
/// as an error struct of the folder built so is. Before, the model said
/// "errors cannot be constructed in models" or took the case for an api,
/// and every screen reading the view model was refused (SwiftUI_DevLog
/// `HomeViewModel`, `NotificationViewModel`; SwiftUI-Enterprise-App
/// `DashboardViewModel`).
@Suite struct ForeignErrorTests {
    static let notes = """
        import SwiftUI

        struct Note: Identifiable, Decodable {
            let id: String
            let title: String
        }

        protocol AuthService {
            var userID: String? { get }
        }

        protocol NoteService {
            func notes(for userID: String) async throws -> [Note]
            func pin(_ noteID: String) async throws -> Bool
        }

        @MainActor
        final class NotesViewModel: ObservableObject {
            @Published var notes: [Note] = []
            @Published var isLoading = false
            @Published var errorMessage: String?
            private let authService: AuthService
            private let noteService: NoteService

            init(authService: AuthService, noteService: NoteService) {
                self.authService = authService
                self.noteService = noteService
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    guard let userID = authService.userID else { throw URLError(.userAuthenticationRequired) }
                    notes = try await noteService.notes(for: userID)
                } catch {
                    errorMessage = error.localizedDescription
                }
            }

            func pin(_ note: Note) async {
                do {
                    let pinned = try await noteService.pin(note.id)
                    if !pinned {
                        throw NetworkError.underlying("The note was not pinned")
                    }
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }

        struct NotesView: View {
            @StateObject var viewModel: NotesViewModel

            var body: some View {
                List(viewModel.notes) { note in
                    Button(note.title) {
                        Task { await viewModel.pin(note) }
                    }
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    } else if let message = viewModel.errorMessage {
                        Text(message)
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The screen reads as the one throwing error structs of its own
    /// (`struct SignedOut: Error {}`): the same states, transitions and
    /// verdicts.
    @Test func anErrorOfAnotherModuleBuiltAndThrownIsAnErrorOfItsOwn() throws {
        let own = Self.notes
            .replacingOccurrences(of: "throw URLError(.userAuthenticationRequired)", with: "throw SignedOut()")
            .replacingOccurrences(of: "throw NetworkError.underlying(\"The note was not pinned\")", with: "throw NotPinned()")
            .replacingOccurrences(of: "struct Note: Identifiable", with: "struct SignedOut: Error {}\n\nstruct NotPinned: Error {}\n\nstruct Note: Identifiable")
        #expect(!own.contains("URLError") && !own.contains("NetworkError"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.notes)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        let rules = screen.summary.abstractions.map(\.rule)
        #expect(rules.contains("URLError(…) builds an error of Foundation from no caught error: one error of its own (ThrownURLError.made), never a cancellation"), "\(rules)")
        #expect(rules.contains("throw NetworkError.underlying(\"The note was not pinned\"): an error of NetworkError, a type of another module: one error of its own (ThrownNetworkError.made), never a cancellation"), "\(rules)")
        #expect(ModelPrinter.print(screen.model).text.contains("throw ThrownURLError.made"))
        #expect(try RealAppReadingsTests.outcome(Self.notes) == RealAppReadingsTests.outcome(own))
    }
}
