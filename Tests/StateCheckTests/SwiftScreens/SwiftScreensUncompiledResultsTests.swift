import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A paged episode list as teams write it: computed properties of one
/// expression (`var lastEpisode: Episode? { episodes.last }`), `if let
/// lastEpisode` in the view, and a footer view of the folder given an
/// action that awaits (`LoadMoreFooter(isLoading:) { await loadMore() }`),
/// which it runs from its `.onAppear` in a task of its own.
@Suite struct SwiftScreensUncompiledResultsTests {
    static let source = #"""
        import SwiftUI

        struct Episode: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        enum EpisodeAPI {
            static func page(after cursor: Int?) async throws -> [Episode] { [] }
        }

        struct LoadMoreFooter: View {
            let isLoading: Bool
            let action: () async -> Void

            var body: some View {
                ProgressView()
                    .onAppear {
                        guard !isLoading else { return }
                        Task { await action() }
                    }
            }
        }

        struct EpisodesScreen: View {
            @State private var episodes: [Episode] = []
            @State private var isLoading = false

            private var lastEpisode: Episode? { episodes.last }

            private var nextCursor: Int? { lastEpisode?.id }

            var body: some View {
                List {
                    ForEach(episodes) { episode in
                        Text(episode.name)
                    }
                    if let lastEpisode {
                        Text("Last: \(lastEpisode.name)")
                    }
                    footer
                }
                .task { await loadMore() }
            }

            @ViewBuilder
            private var footer: some View {
                if !episodes.isEmpty {
                    LoadMoreFooter(isLoading: isLoading) {
                        await loadMore()
                    }
                }
            }

            private func loadMore() async {
                isLoading = true
                if let page = try? await EpisodeAPI.page(after: nextCursor) {
                    episodes += page
                }
                isLoading = false
            }
        }
        """#

    /// Each computed property returns its expression; the model cannot
    /// compute either (a Value's elements are opaque), so the reading that
    /// does not compile is read again with their results opaque; the footer
    /// is inlined, its `.onAppear` run as it appears (it is shown only while
    /// there are episodes). The `.task`'s `loadMore()` does not stop when the
    /// screen leaves, so leaving and coming back starts a second request.
    @Test func aComputedResultTheModelCannotCompileIsOpaque() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["EpisodesScreen.swift": Self.source])
        #expect(diagnostics == [])
        let s = try #require(screens.first { $0.name == "EpisodesScreen" })
        let rules = s.summary.abstractions.map(\.rule)
        #expect(rules.contains("the computed property lastEpisode computes what the model does not read and changes nothing: opaque (tests of it are assumptions)"), "\(rules)")
        #expect(rules.contains("the computed property nextCursor computes what the model does not read and changes nothing: opaque (tests of it are assumptions)"), "\(rules)")
        let appear = try #require(s.model.handlers.first { $0.event == "appear" })
        #expect(appear.kind == HandlerKind.sync)
        #expect(appear.element == ElementTrigger(edge: .appear, element: .mark("LoadMoreFooter"), location: appear.location))
        #expect(!s.model.handlers.contains { $0.event == "load" && $0.kind == HandlerKind.sync })
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        let result = try check(system, properties: ["singleFlight"])
        #expect(result.properties.first?.trace?.labels == ["load", "cancel", "load"])
        var strict = ScreenConfiguration()
        strict.strict = true
        let (strictScreens, _) = SwiftScreensComponentTests.translate(["EpisodesScreen.swift": Self.source], configuration: strict)
        #expect(strictScreens.isEmpty)
    }
}
