import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.onAppear` on an element of a `List` that is no row of data (a
/// settings row that fills a label as it comes into view).
@Suite struct ListElementAppearTests {
    static let settings = """
        import SwiftUI

        protocol ProfileAPI {
            func profile() async throws
        }

        struct SettingsScreen: View {
            let api: any ProfileAPI
            @State private var isLoading = false
            @State private var themeShown = false
            @State private var failed = false

            var body: some View {
                List {
                    Section {
                        HStack {
                            Text("Theme")
                            Spacer()
                            if themeShown { Text("Dark") }
                        }
                        .onAppear {
                            themeShown = true
                        }
                    }
                    if isLoading { ProgressView() }
                    if failed { Text("Couldn't load") }
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                do { try await api.profile() } catch { failed = true }
                isLoading = false
            }
        }
        """

    /// The element's `.onAppear` is an event enabled while the element is
    /// shown, any number of times: the same states, transitions and
    /// verdicts as a button in its place the user may tap whenever it is
    /// shown.
    @Test func anOnAppearOnAListElementIsAnEventWhileItIsShown() throws {
        let precise = Self.settings.replacingOccurrences(of: "                .onAppear {\n                    themeShown = true\n                }\n",
                                                         with: "                Button(\"Appear\") {\n                    themeShown = true\n                }\n")
        #expect(precise != Self.settings)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.settings)
        #expect(diagnostics == [])
        let events = screens.first.map { $0.model.handlers.map(\.event) } ?? []
        #expect(events.contains("hStackAppear"), "\(events)")
        #expect(try RealAppReadingsTests.outcome(Self.settings) == RealAppReadingsTests.outcome(precise))
    }
}
