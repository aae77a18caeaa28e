import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `TextField("Group name", text: nameBinding)` of a computed property
/// `var nameBinding: Binding<String> { Binding(get: { … }, set: { … }) }`,
/// as forms write bindings into a view model by hand.
@Suite struct BindingPropertyTests {
    static let property = """
        import SwiftUI

        struct Group {
            var name: String?
        }

        protocol GroupService {
            func save(name: String) async throws
        }

        @MainActor
        final class GroupFormViewModel: ObservableObject {
            @Published var name = ""
            @Published var isSaving = false
            private let service: any GroupService

            init(service: any GroupService) { self.service = service }

            func save() async {
                isSaving = true
                do { try await service.save(name: name) } catch { }
                isSaving = false
            }
        }

        struct GroupFormView: View {
            @StateObject var viewModel: GroupFormViewModel

            var body: some View {
                Form {
                    TextField("Group name", text: nameBinding)
                    if viewModel.isSaving { ProgressView() }
                    Button("Save") { Task { await viewModel.save() } }
                        .disabled(viewModel.name.isEmpty || viewModel.isSaving)
                }
            }

            private var nameBinding: Binding<String> {
                Binding<String>(
                    get: { viewModel.name },
                    set: { viewModel.name = $0 }
                )
            }
        }
        """

    /// The same screen with the binding written where the field is bound.
    static let inline = property.replacingOccurrences(
        of: "text: nameBinding)", with: "text: Binding<String>(get: { viewModel.name }, set: { viewModel.name = $0 }))")

    /// The property is the binding it returns, read where the field is
    /// bound: the outcome of the screen that writes the binding in place.
    @Test func aComputedBindingIsReadWhereAViewIsBoundToIt() throws {
        #expect(Self.inline != Self.property)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.property)
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains("the computed property nameBinding is a Binding made by hand: read where a view is bound to it") == true)
        let precise = try RealAppReadingsTests.outcome(Self.inline)
        #expect(try RealAppReadingsTests.outcome(Self.property) == precise)
    }
}
