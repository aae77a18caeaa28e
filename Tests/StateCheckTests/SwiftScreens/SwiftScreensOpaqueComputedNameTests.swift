import StateCheckLanguage
@testable import StateCheckSwift
import Testing

/// `var group: UserGroup? { lookup.group(forID: groupID, in: groups) }`: the
/// screen's computed property is opaque (it computes what the model does
/// not read), and it shares its name with the method of the view model it
/// calls. `if let group` tests the property, an assumption; before, the
/// name was taken for a call of the method, an effect, and the screen was
/// refused ("'group' is an input of screen … read only as an argument of an
/// api call").
@Suite struct SwiftScreensOpaqueComputedNameTests {
    static let groups = """
        import SwiftUI

        struct UserGroup: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        protocol GroupsClient {
            func groups() async throws -> [UserGroup]
        }

        final class GroupLookup: ObservableObject {
            func group(forID id: Int, in groups: [UserGroup]) -> UserGroup? {
                groups.first { $0.id == id }
            }
        }

        @MainActor
        final class GroupsViewModel: ObservableObject {
            @Published var groups: [UserGroup] = []
            @Published var isLoading = false
            private let client: GroupsClient

            init(client: GroupsClient) {
                self.client = client
            }

            func load() async {
                isLoading = true
                groups = (try? await client.groups()) ?? []
                isLoading = false
            }
        }

        struct GroupScreen: View {
            @StateObject private var lookup = GroupLookup()
            @EnvironmentObject var groupsViewModel: GroupsViewModel
            let groupID: Int

            var group: UserGroup? {
                lookup.group(forID: groupID, in: groupsViewModel.groups)
            }

            var body: some View {
                VStack {
                    if let group {
                        Text(group.name)
                    } else if groupsViewModel.isLoading {
                        ProgressView()
                    }
                }
                .task { await groupsViewModel.load() }
            }
        }
        """

    @Test func aTestOfAnOpaqueComputedPropertyNamedAsAMethodIsAnAssumption() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["GroupScreen.swift": Self.groups])
        #expect(diagnostics == [])
        let s = try #require(screens.first { $0.name == "GroupScreen" })
        #expect(s.model.handlers.map(\.event).contains("assume_group_notNil"), "\(s.model.handlers.map(\.event))")
        #expect(ModelPrinter.print(s.model).text.contains("""
            view {
                if assume_group_notNil {
                    mark("text")
                } else if assume_groupsViewModel_isLoading {
                    spinner
                }
            }
            """), "\(ModelPrinter.print(s.model).text)")
    }
}
