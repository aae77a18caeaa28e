import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A SwiftUI screen with an intent enum (`Tab`, only passed to
/// `select(_:)`): allCasesReachable asks for the cases of the `@State`
/// enum only, as it does for a `.model`.
@Suite struct SwiftScreensIntentEnumTests {
    static let screen = """
    import SwiftUI

    enum Tab {
        case feed
        case saved
    }

    enum Loadable {
        case idle
        case loading
        case loaded(Profile)
        case failed(any Error)
    }

    struct TabsScreen: View {
        @State private var state: Loadable = .idle
        @State private var showsSaved = false

        var body: some View {
            List {
                switch state {
                case .idle, .loading:
                    EmptyView()
                case .loaded(let profile):
                    Text(profile.displayName)
                case .failed:
                    Text("Could not load")
                }
                Button("Feed") { select(.feed) }
            }
            .task { await load() }
        }

        private func select(_ tab: Tab) {
            switch tab {
            case .feed: showsSaved = false
            case .saved: showsSaved = true
            }
        }

        private func load() async {
            state = .loading
            do {
                state = .loaded(try await ProfileClient.fetchProfile())
            } catch {
                state = .failed(error)
            }
        }
    }
    """

    static let models = """
    import Foundation

    struct Profile: Identifiable, Hashable {
        let id: UUID
        var displayName: String
    }

    enum ProfileClient {
        static func fetchProfile() async throws -> Profile {
            Profile(id: UUID(), displayName: "Ada")
        }
    }
    """

    /// The screen's design, translated from memory.
    static func system(_ screen: String) throws -> ModelSystem {
        let files = [SwiftParser.parse(screen, file: "Tabs/TabsScreen.swift"), SwiftParser.parse(models, file: "Tabs/Models.swift")]
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: files)).translate()
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "TabsScreen" })
        return try ModelSystem.compile(model: s.model, file: s.file)
    }

    /// `Tab.saved` is never passed, yet nothing is missing: Tab is no state.
    @Test func anIntentEnumOfASwiftScreenDoesNotCount() throws {
        let system = try Self.system(Self.screen)
        #expect(system.declaredEnumCases.contains("Tab.saved"))
        #expect(system.stateEnumCases == ["Loadable.idle", "Loadable.loading", "Loadable.loaded", "Loadable.failed"])
        #expect(try check(system)[.allCasesReachable]?.verdict == .holds)
    }

    /// A `@State` enum case that nothing sets is still reported, alone.
    @Test func aDeadCaseOfTheStateEnumStillCounts() throws {
        let source = Self.screen.replacingOccurrences(of: "    case loading\n", with: "    case loading\n    case refreshing(Profile)\n")
            .replacingOccurrences(of: "case .idle, .loading:", with: "case .idle, .loading, .refreshing:")
        #expect(source != Self.screen)
        let p = try #require(try check(try Self.system(source))[.allCasesReachable])
        #expect(p.verdict == .violated)
        #expect(p.missing == ["Loadable.refreshing"])
    }
}
