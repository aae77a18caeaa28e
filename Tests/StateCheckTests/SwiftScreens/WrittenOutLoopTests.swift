import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `for name in [Notification.Name.addedToLibrary, .removedFromLibrary] {
/// … }`: a loop over elements written out runs its body once per element,
/// in order. It was refused ("this 'for' loop is not understood"), and its
/// subscriptions could not be read by their effects either (they start
/// tasks).
@Suite struct WrittenOutLoopTests {
    static let library = """
        import Combine
        import SwiftUI

        struct Chapter: Identifiable, Sendable {
            let id: Int
            let title: String
        }

        protocol LibraryClient: Sendable {
            func chapters() async throws -> [Chapter]
        }

        extension Notification.Name {
            static let addedToLibrary = Notification.Name("addedToLibrary")
            static let removedFromLibrary = Notification.Name("removedFromLibrary")
        }

        @MainActor
        final class LibraryViewModel: ObservableObject {
            @Published private(set) var chapters: [Chapter] = []
            @Published private(set) var isLoading = false
            private let client: LibraryClient
            private var cancellables = Set<AnyCancellable>()

            init(client: LibraryClient) {
                self.client = client
                for name in [Notification.Name.addedToLibrary, .removedFromLibrary] {
                    NotificationCenter.default.publisher(for: name)
                        .sink { [weak self] _ in
                            Task { await self?.load() }
                        }
                        .store(in: &cancellables)
                }
            }

            func load() async {
                isLoading = true
                chapters = (try? await client.chapters()) ?? []
                isLoading = false
            }
        }

        struct LibraryScreen: View {
            @StateObject var viewModel: LibraryViewModel

            var body: some View {
                List {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                    ForEach(viewModel.chapters) { chapter in
                        Text(chapter.title)
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    static let loop = """
                for name in [Notification.Name.addedToLibrary, .removedFromLibrary] {
                    NotificationCenter.default.publisher(for: name)
                        .sink { [weak self] _ in
                            Task { await self?.load() }
                        }
                        .store(in: &cancellables)
                }
        """

    /// The twin writes the two subscriptions out: the same states,
    /// transitions and verdicts (a notification during the first load
    /// reloads while it is in flight: `singleFlight` violated).
    @Test func aLoopOverElementsWrittenOutRunsOncePerElement() throws {
        #expect(Self.library.contains(Self.loop))
        let twin = Self.library.replacingOccurrences(of: Self.loop, with: """
                    NotificationCenter.default.publisher(for: .addedToLibrary)
                        .sink { [weak self] _ in
                            Task { await self?.load() }
                        }
                        .store(in: &cancellables)
                    NotificationCenter.default.publisher(for: .removedFromLibrary)
                        .sink { [weak self] _ in
                            Task { await self?.load() }
                        }
                        .store(in: &cancellables)
            """)
        let read = try RealAppReadingsTests.outcome(Self.library)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }

    /// A body that leaves the loop (`break`) is not written out: refused as
    /// before.
    @Test func aLoopThatBreaksIsNotWrittenOut() {
        let breaking = Self.library.replacingOccurrences(of: "                .store(in: &cancellables)\n        }",
                                                         with: "                .store(in: &cancellables)\n            break\n        }")
        #expect(breaking.contains("            break\n"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(breaking)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.hasSuffix("this 'for' loop is not understood; the loops read are 'for i in a..<b' and 'for i in a...b' over Int") })
    }
}
