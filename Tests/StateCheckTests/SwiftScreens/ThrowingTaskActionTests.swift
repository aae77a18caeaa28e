import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Button("Delete") { Task { try await viewModel.delete(id: 1) } }`: Swift
/// lets the body of a `Task { }` throw, and an error it throws ends the task
/// and stays in the task's result, which nobody reads. A button's action
/// that is one such `Task { }` was refused ("errors thrown here are not
/// handled"), although a `Task { }` statement elsewhere was already read so.
@Suite struct ThrowingTaskActionTests {
    static let notes = """
        import SwiftUI

        struct Note: Identifiable, Sendable {
            let id: Int
            let text: String
        }

        protocol NotesClient: Sendable {
            func notes() async throws -> [Note]
            func delete(id: Int) async throws
        }

        @MainActor
        final class NotesViewModel: ObservableObject {
            @Published private(set) var notes: [Note] = []
            @Published private(set) var isLoading = false
            @Published var errorMessage: String?
            private let client: NotesClient

            init(client: NotesClient) {
                self.client = client
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    notes = try await client.notes()
                } catch {
                    errorMessage = error.localizedDescription
                }
            }

            func delete(id: Int) async throws {
                try await client.delete(id: id)
                notes = try await client.notes()
            }
        }

        struct NotesView: View {
            @StateObject var viewModel: NotesViewModel
            @State private var showingDeleteConfirmation = false

            var body: some View {
                List {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                    ForEach(viewModel.notes) { note in
                        Text(note.text)
                    }
                }
                .toolbar {
                    Button("Delete first") {
                        showingDeleteConfirmation = true
                    }
                }
                .confirmationDialog("Delete the note?", isPresented: $showingDeleteConfirmation, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {
                        Task {
                            try await viewModel.delete(id: 1)
                        }
                    }
                    Button("Cancel", role: .cancel) {}
                }
                .task { await viewModel.load() }
            }
        }
        """

    static let action = """
                    try await viewModel.delete(id: 1)
        """

    /// The twin catches the error and does nothing with it, which is what
    /// Swift does with it: the same states, transitions and verdicts (the
    /// screen reloads while its first load is in flight after it leaves and
    /// comes back: `singleFlight` violated).
    @Test func aThrowingTaskInAnActionEndsWithTheError() throws {
        #expect(Self.notes.contains(Self.action))
        let twin = Self.notes.replacingOccurrences(of: Self.action, with: """
                        do {
                            try await viewModel.delete(id: 1)
                        } catch {
                        }
            """)
        let read = try RealAppReadingsTests.outcome(Self.notes)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }

    /// `Task.detached { try await … }` ends with its error as `Task { }` does
    /// (it was refused: "errors thrown in a 'Task { }' body would be silently
    /// discarded"); its twin catches the error and does nothing with it: the
    /// same states, transitions and verdicts.
    @Test func aThrowingDetachedTaskEndsWithTheError() throws {
        let detached = Self.notes.replacingOccurrences(of: "Task {", with: "Task.detached {")
        #expect(detached.contains("Task.detached {"))
        let twin = detached.replacingOccurrences(of: Self.action, with: """
                        do {
                            try await viewModel.delete(id: 1)
                        } catch {
                        }
            """)
        let read = try RealAppReadingsTests.outcome(detached)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }
}
