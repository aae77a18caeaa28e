import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A computed property whose result the model has no values of
/// (`[ProfileTab]`) and whose closure writes a local of its own
/// (`var isVisible = …; isVisible = true`). The write was taken for a
/// change of the screen's state, so the property was read for its effects
/// as a function returning nothing, and the list over it did not compile
/// ("cannot use a value of type 'Void' where 'Value' is expected"). A
/// closure's own locals are now the closure's: the property changes
/// nothing, and what it returns is opaque.
@Suite struct ClosureLocalTests {
    static let profile = """
        import SwiftUI

        enum ProfileTab: String, CaseIterable {
            case posts, photos, about
        }

        @MainActor
        @Observable
        final class ProfileModel {
            var isLoading = false
            var failed = false
            private let client = ProfileClient()

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    try await client.refresh()
                    failed = false
                } catch {
                    failed = true
                }
            }
        }

        struct ProfileView: View {
            @State private var model = ProfileModel()
            let enabledTabs: [String]

            private var visibleTabs: [ProfileTab] {
                ProfileTab.allCases.filter { tab in
                    var isVisible = enabledTabs.contains(tab.rawValue)
                    if tab == .about {
                        isVisible = true
                    }
                    return isVisible
                }
            }

            var body: some View {
                List {
                    ForEach(visibleTabs, id: \\.self) { tab in
                        Text(tab.rawValue.capitalized)
                    }
                    if model.failed {
                        Text("Could not refresh the profile")
                    }
                }
                .overlay {
                    if model.isLoading { ProgressView() }
                }
                .task { await model.load() }
            }
        }
        """

    /// The twin computes the same list without a local: the same states,
    /// transitions and verdicts.
    @Test func aClosuresOwnLocalIsNoChangeOfTheScreen() throws {
        let twin = Self.profile.replacingOccurrences(of: """
                    ProfileTab.allCases.filter { tab in
                        var isVisible = enabledTabs.contains(tab.rawValue)
                        if tab == .about {
                            isVisible = true
                        }
                        return isVisible
                    }
            """, with: """
                    ProfileTab.allCases.filter { tab in
                        enabledTabs.contains(tab.rawValue) || tab == .about
                    }
            """)
        #expect(twin != Self.profile)
        let read = try RealAppReadingsTests.outcome(Self.profile)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.profile)
        #expect(text.contains("    mark(\"visibleTabs\")\n"), "\(text)")
    }
}
