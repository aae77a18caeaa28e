import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `themes = await client.themes(named: "dark") ?? []` of an api whose
/// answer Swift has as optional (`[Theme]?`). The model's apis answer a
/// Value, and the screen was refused: "the left side of '??' must be
/// optional, not Value".
@Suite struct OptionalAnswerCoalescingTests {
    static let themes = """
        import SwiftUI

        struct Theme: Identifiable, Decodable {
            let id: String
        }

        protocol ThemeClient {
            func themes(named name: String) async -> [Theme]?
        }

        struct ThemeStoreView: View {
            let client: ThemeClient
            @State private var themes: [Theme] = []
            @State private var isSearching = false

            var body: some View {
                List {
                    if isSearching {
                        ProgressView()
                    }
                    ForEach(themes) { theme in
                        Text(theme.id)
                    }
                }
                .task {
                    isSearching = true
                    themes = await client.themes(named: "dark") ?? []
                    isSearching = false
                }
            }
        }
        """

    /// Whether the answer is nil is assumed, as for `if let`: the twin
    /// tests it with `if let found = … { themes = found } else { themes = [] }`,
    /// with the same states, transitions and verdicts.
    @Test func aDefaultForAnOptionalAnswerAssumesWhetherItIsNil() throws {
        let twin = Self.themes.replacingOccurrences(of: "            themes = await client.themes(named: \"dark\") ?? []\n",
                                                    with: "            if let found = await client.themes(named: \"dark\") {\n                themes = found\n            } else {\n                themes = []\n            }\n")
        #expect(twin != Self.themes)
        let read = try RealAppReadingsTests.outcome(Self.themes)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(RealAppReadingsTests.modelText(Self.themes).contains("themes = await someValue(themeClientThemes(named: \"dark\"), assume_client_themes_named_dark_notNil) ?? []"))
    }
}
