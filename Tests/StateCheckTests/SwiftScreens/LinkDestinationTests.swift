import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A link to a form that is handed a binding and an action of the screen
/// (`NavigationLink(destination: CategoryForm(isPresented: $showsForm,
/// onSave: { … }))`), as master-data lists push their editors.
@Suite struct LinkDestinationTests {
    static let categories = """
        import SwiftUI

        protocol CategoriesAPI {
            func categories() async throws -> [Category]
        }

        struct Category: Decodable, Identifiable {
            var id: Int
            var name: String
        }

        struct CategoryForm: View {
            @Binding var isPresented: Bool
            let onSave: () -> Void

            var body: some View {
                Button("Save") {
                    onSave()
                    isPresented = false
                }
            }
        }

        @MainActor
        final class CategoriesViewModel: ObservableObject {
            @Published var categories: [Category] = []
            @Published var isLoading = false
            private let api: any CategoriesAPI

            init(api: any CategoriesAPI) { self.api = api }

            func load() async {
                isLoading = true
                do {
                    categories = try await api.categories()
                } catch {
                }
                isLoading = false
            }
        }

        struct CategoriesView: View {
            @StateObject var viewModel: CategoriesViewModel
            @State private var showsForm = false

            var body: some View {
                List {
                    ForEach(viewModel.categories) { category in
                        Text(category.name)
                    }
                    NavigationLink(destination: CategoryForm(isPresented: $showsForm, onSave: { Task { await viewModel.load() } })) {
                        Label("Add", systemImage: "plus")
                    }
                }
                .overlay { if viewModel.isLoading && !showsForm { ProgressView() } }
                .task { await viewModel.load() }
            }
        }
        """

    /// The same screen with what the form is handed used in the link's
    /// label: a toggle bound to the flag and a button running the action,
    /// each usable whenever the link is shown.
    static let inLabel = categories.replacingOccurrences(
        of: "NavigationLink(destination: CategoryForm(isPresented: $showsForm, onSave: { Task { await viewModel.load() } })) {\n                Label(\"Add\", systemImage: \"plus\")",
        with: "NavigationLink(destination: Text(\"Form\")) {\n                Toggle(\"Add\", isOn: $showsForm)\n                Button(\"Save\") { Task { await viewModel.load() } }")

    @Test func aLinksDestinationIsHandedWhatTheLinkIsGiven() throws {
        #expect(Self.inLabel != Self.categories)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.categories)
        #expect(diagnostics == [])
        let model = screens.first { $0.model.name == "CategoriesView" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("on setShowsFormTrue sync when"), "\(model)")
        #expect(model.contains("on tapNavigationLink Task when"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.categories) == RealAppReadingsTests.outcome(Self.inLabel))
    }

    /// A link whose destination and label are both arguments is read as
    /// before: the destination's closures are not read, so a destination
    /// handed an action stays refused rather than losing it.
    @Test func aLinkWithoutATrailingLabelKeepsItsDestinationRefused() {
        let source = Self.categories.replacingOccurrences(
            of: "NavigationLink(destination: CategoryForm(isPresented: $showsForm, onSave: { Task { await viewModel.load() } })) {\n                Label(\"Add\", systemImage: \"plus\")\n            }",
            with: "NavigationLink(destination: CategoryForm(isPresented: $showsForm, onSave: { Task { await viewModel.load() } }), label: { Text(\"Add\") })")
        #expect(source != Self.categories)
        let (_, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(diagnostics.contains { $0.contains("the view 'NavigationLink' is given CategoryForm(") }, "\(diagnostics)")
    }
}
