import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view helper of the screen that wraps the views it is given
/// (`pickerCard(title:) { Picker(…) }` of `@ViewBuilder content: () -> Content`),
/// as forms group their fields in cards.
@Suite struct ContentHelperTests {
    static let wrapped = """
        import SwiftUI

        enum TaskStatus: String, CaseIterable { case todo, done }

        protocol TaskService { func create(status: TaskStatus) async throws }

        @MainActor
        final class CreateTaskViewModel: ObservableObject {
            @Published var status: TaskStatus = .todo
            @Published var isSaving = false
            private let service: any TaskService
            init(service: any TaskService) { self.service = service }

            func save() async {
                isSaving = true
                do { try await service.create(status: status) } catch { }
                isSaving = false
            }
        }

        struct CreateTaskSheet: View {
            @StateObject var viewModel: CreateTaskViewModel

            var body: some View {
                VStack {
                    pickerCard(title: "Status") {
                        Picker("Status", selection: $viewModel.status) {
                            ForEach(TaskStatus.allCases, id: \\.self) { s in
                                Text(s.rawValue).tag(s)
                            }
                        }
                    }
                    if viewModel.isSaving { ProgressView() }
                    Button("Save") { Task { await viewModel.save() } }
                }
            }

            private func pickerCard<Content: View>(title: String, @ViewBuilder content: () -> Content) -> some View {
                VStack(alignment: .leading) {
                    Text(title)
                    content()
                        .padding(8)
                }
            }
        }
        """

    /// The same screen with the helper's body written where it is called.
    static let inPlace = wrapped.replacingOccurrences(of: """
                    pickerCard(title: "Status") {
                        Picker
        """, with: """
                    VStack(alignment: .leading) {
                        Text("Status")
                        Picker
        """)

    /// The helper's body is read in place and the views given where it
    /// shows `content()`: the outcome of the screen written without the
    /// helper (the Save button may be tapped again while saving).
    @Test func aViewHelperGivenViewsShowsThemInPlace() throws {
        #expect(Self.inPlace != Self.wrapped)
        let (_, diagnostics) = RealAppReadingsTests.translate(Self.wrapped)
        #expect(diagnostics == [])
        let precise = try RealAppReadingsTests.outcome(Self.inPlace)
        #expect(try RealAppReadingsTests.outcome(Self.wrapped) == precise)
        #expect(precise.verdicts["singleFlight"] == .violated)
    }
}
