import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A component used twice whose only members besides the views and values
/// it is given are computed properties without effects (`private var
/// headerTitle: String { title.uppercased() }`): each is computed from the
/// call's values, so the component holds nothing of its own and is read at
/// each call. Before, the screen was refused ("the component 'SectionCard'
/// is used twice").
@Suite struct ComputedComponentTests {
    static let person = """
        import SwiftUI

        struct Person: Decodable {
            let name: String
            let biography: String
        }

        protocol PeopleAPI {
            func person(id: Int) async throws -> Person
        }

        struct SectionCard<Content: View>: View {
            @Environment(\\.colorScheme) private var colorScheme
            let title: String
            @ViewBuilder let content: () -> Content

            private var headerTitle: String {
                title.uppercased()
            }

            var body: some View {
                VStack(alignment: .leading) {
                    Text(headerTitle)
                    content()
                }
            }
        }

        struct PersonScreen: View {
            let api: any PeopleAPI
            let id: Int
            @State private var person: Person?
            @State private var failed = false

            var body: some View {
                ScrollView {
                    if let person {
                        SectionCard(title: "Biography") {
                            Text(person.biography)
                        }
                        SectionCard(title: "Actions") {
                            Button("Reload") {
                                Task { await load() }
                            }
                        }
                    } else if failed {
                        Text("Couldn't load")
                    } else {
                        ProgressView()
                    }
                }
                .task { await load() }
            }

            private func load() async {
                do {
                    person = try await api.person(id: id)
                } catch {
                    failed = true
                }
            }
        }
        """

    /// The same states, transitions and verdicts as the component with the
    /// property's value written where it is shown.
    @Test func aComponentWithOnlyComputedValuesIsReadAtEachCall() throws {
        let precise = Self.person
            .replacingOccurrences(of: "    private var headerTitle: String {\n        title.uppercased()\n    }\n\n", with: "")
            .replacingOccurrences(of: "Text(headerTitle)", with: "Text(title.uppercased())")
        #expect(!precise.contains("headerTitle"))
        #expect(try RealAppReadingsTests.outcome(Self.person) == RealAppReadingsTests.outcome(precise))
    }
}
