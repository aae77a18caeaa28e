import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A sheet bound to a view model's property of a type from another module
/// (`.sheet(item: $viewModel.memberBeingEdited)` of `OrgMember?`).
@Suite struct ProjectedOpaqueItemTests {
    static let team = """
        import SharedModels
        import SwiftUI

        protocol TeamAPI {
            func members() async throws -> [OrgMember]
        }

        @MainActor
        final class TeamViewModel: ObservableObject {
            @Published var isLoading = false
            @Published var failed = false
            @Published var memberBeingEdited: OrgMember?
            private let api: any TeamAPI

            init(api: any TeamAPI) { self.api = api }

            func load() async {
                isLoading = true
                do { _ = try await api.members() } catch { failed = true }
                isLoading = false
            }
        }

        struct TeamManagementView: View {
            @StateObject var viewModel: TeamViewModel

            var body: some View {
                VStack {
                    if viewModel.isLoading { ProgressView() }
                    if viewModel.failed { Text("Couldn't load the team") }
                }
                .sheet(item: $viewModel.memberBeingEdited) { member in
                    Text("Editing")
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The view model's property is opaque (the model has no values of
    /// `OrgMember`), so whether the sheet is shown is an assumption, as for
    /// the same property held by the view itself: the same states,
    /// transitions and verdicts.
    @Test func aSheetBoundToAnOpaquePropertyOfTheViewModelIsAnAssumption() throws {
        let precise = Self.team
            .replacingOccurrences(of: "    @Published var memberBeingEdited: OrgMember?\n", with: "")
            .replacingOccurrences(of: "    @StateObject var viewModel: TeamViewModel\n",
                                  with: "    @StateObject var viewModel: TeamViewModel\n    @State private var memberBeingEdited: OrgMember?\n")
            .replacingOccurrences(of: ".sheet(item: $viewModel.memberBeingEdited)", with: ".sheet(item: $memberBeingEdited)")
        #expect(!precise.contains("$viewModel.memberBeingEdited"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.team)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains { $0.hasPrefix("'.sheet(item:)' is bound to $viewModel.memberBeingEdited, a value the screen does not decide") }, "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.team) == RealAppReadingsTests.outcome(precise))
    }
}
