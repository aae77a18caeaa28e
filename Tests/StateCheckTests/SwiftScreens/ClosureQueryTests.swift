import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// `groups.contains(where: { isMine($0) })`, `groups.filter { … }`: a
/// reading method given closures that only read, on values the screen does
/// not decide, is a value the screen does not decide.
@Suite struct ClosureQueryTests {
    static let source = """
        import SwiftUI

        struct Group: Identifiable {
            let id: Int
            let ownerID: Int
        }

        struct GroupsView: View {
            let groups: [Group]
            let userID: Int
            @State private var showsOwned = false

            var body: some View {
                VStack {
                    if groups.contains(where: { isMine($0) }) {
                        Button("Show mine") { showsOwned = true }
                    }
                    if showsOwned {
                        let mine = groups.filter { group in
                            isMine(group)
                        }
                        Text("\\(mine.count) groups")
                    }
                }
            }

            private func isMine(_ group: Group) -> Bool {
                group.ownerID == userID
            }
        }
        """

    /// The test is an assumption (both outcomes explored), the filtered
    /// local opaque; `isMine`, which only reads, is no effect. Before, the
    /// method call in the closure counted as an effect and both were refused.
    @Test func aQueryWithAClosureThatOnlyReadsIsOpaque() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["GroupsView.swift": Self.source])
        #expect(diagnostics == [], "\(diagnostics)")
        let s = screens.first
        let model = s.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("""
            view {
                if assume_groups_contains_where {
                    button("Show mine", disabled: false)
                }
                if showsOwned {
                    mark("text")
                }
            }
            """), "\(model)")
        let rules = s?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains { $0.hasPrefix("mine is computed by code the model does not read") }, "\(rules)")
    }

    /// A closure that changes the screen's state is no query: refused.
    @Test func aClosureWithEffectsIsNoQuery() {
        let source = Self.source.replacingOccurrences(of: "if groups.contains(where: { isMine($0) }) {", with: "if groups.contains(where: { showsOwned = true; return isMine($0) }) {")
        let (_, diagnostics) = SwiftScreensComponentTests.translate(["GroupsView.swift": source])
        #expect(!diagnostics.isEmpty)
    }

    @Test func strictRefusesTheQuery() {
        var strict = ScreenConfiguration()
        strict.strict = true
        let (_, diagnostics) = SwiftScreensComponentTests.translate(["GroupsView.swift": Self.source], configuration: strict)
        #expect(diagnostics.contains("GroupsView.swift:15:39: this expression is not understood in a screen's code"), "\(diagnostics)")
    }
}
