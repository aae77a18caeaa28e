import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `return AnyView(List { … }.refreshable { … })`: `AnyView` erases the type
/// of the view it is given and shows it, modifiers and all. It was read as a
/// view of another module given a view that could change the screen's
/// state, and refused.
@Suite struct AnyViewTests {
    static let labels = """
        import SwiftUI

        struct Label: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        protocol LabelsService: Sendable {
            func labels() async throws -> [Label]
        }

        @MainActor
        final class LabelsViewModel: ObservableObject {
            @Published var labels: [Label] = []
            @Published var isLoading = false
            private let service: any LabelsService

            init(service: any LabelsService) {
                self.service = service
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                labels = (try? await service.labels()) ?? []
            }
        }

        struct LabelsScreen: View {
            @StateObject var viewModel: LabelsViewModel

            var body: some View {
                content
                    .navigationTitle("Labels")
                    .task {
                        await viewModel.load()
                    }
            }

            private var content: some View {
                AnyView(
                    List(viewModel.labels) { label in
                        Text(label.name)
                    }
                    .overlay {
                        if viewModel.isLoading {
                            ProgressView()
                        }
                    }
                    .refreshable {
                        await viewModel.load()
                    }
                )
            }
        }
        """

    /// The twin writes the same views with a view builder and no `AnyView`:
    /// the same states, transitions and verdicts, among them the pull to
    /// refresh that sets `isLoading` and so shows the overlay's spinner
    /// beside the refresh spinner.
    @Test func anAnyViewIsTheViewItIsGiven() throws {
        let erased = """
                    AnyView(
                        List(viewModel.labels) { label in
                            Text(label.name)
                        }
                        .overlay {
                            if viewModel.isLoading {
                                ProgressView()
                            }
                        }
                        .refreshable {
                            await viewModel.load()
                        }
                    )
            """
        let twin = Self.labels.replacingOccurrences(of: erased, with: """
                    List(viewModel.labels) { label in
                        Text(label.name)
                    }
                    .overlay {
                        if viewModel.isLoading {
                            ProgressView()
                        }
                    }
                    .refreshable {
                        await viewModel.load()
                    }
            """)
        #expect(Self.labels.contains(erased) && !twin.contains("AnyView("))
        let read = try RealAppReadingsTests.outcome(Self.labels)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["noDoubleSpinner"] == .violated)
    }
}
