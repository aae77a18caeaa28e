import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `TabView(selection: $selection) { … }` of an app's shell: a view read as
/// its content, bound to the screen's state.
@Suite struct TabSelectionTests {
    static let shell = """
        import SwiftUI

        private enum Tab {
            case home
            case search
            case settings
        }

        struct AppShell: View {
            @State private var selection: Tab = .home

            var body: some View {
                TabView(selection: $selection) {
                    Text("Home").tag(Tab.home)
                    Text("Search").tag(Tab.search)
                    Text("Settings").tag(Tab.settings)
                }
            }
        }
        """

    /// The same screen choosing the tab with a picker, whose events are
    /// enabled while it is shown.
    static let picker = shell.replacingOccurrences(of: "TabView(selection: $selection) {", with: "Picker(\"Tab\", selection: $selection) {")

    /// Its selection's events are enabled while the tab view is shown (a
    /// mark of its own says when): every tab is reachable, as in the app.
    /// Before, the events were tied to an element no view had, so they were
    /// never enabled and the other tabs never reached.
    @Test func aTabViewsSelectionIsSetWhileItIsShown() throws {
        #expect(Self.picker != Self.shell)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.shell)
        #expect(diagnostics == [])
        let outcome = try RealAppReadingsTests.outcome(Self.shell)
        #expect(outcome.verdicts["allCasesReachable"] == .holds, "\(outcome)")
        #expect(outcome == (try RealAppReadingsTests.outcome(Self.picker)))
        #expect(screens.first.map { ModelPrinter.print($0.model).text }?.contains("mark(\"TabView\")") == true)
    }
}
