import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view of a list's row given an action (`ForEach(photos) { photo in
/// PhotoTile(photo: photo) { Task { await like(photo) } } }`): the view may
/// run it whenever the list is shown, for any row. Before, the rows of a
/// list of data were read as its content only, and the action was lost: the
/// `like` requests were never explored.
@Suite struct SwiftScreensRowActionsTests {
    static let gallery = """
        import SwiftUI

        struct Photo: Identifiable, Decodable {
            let id: Int
            let url: String
        }

        enum PhotosAPI {
            static func photos() async throws -> [Photo] { [] }
            static func like(_ id: Int) async throws {}
        }

        struct PhotoTile: View {
            let photo: Photo
            let onTap: () -> Void

            var body: some View {
                Button {
                    onTap()
                } label: {
                    Text(photo.url)
                }
            }
        }

        struct GalleryScreen: View {
            @State private var photos: [Photo] = []
            @State private var liking = false

            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem()]) {
                        ForEach(photos) { photo in
                            PhotoTile(photo: photo) {
                                Task { await like(photo) }
                            }
                        }
                    }
                }
                .task { photos = (try? await PhotosAPI.photos()) ?? [] }
            }

            private func like(_ photo: Photo) async {
                liking = true
                try? await PhotosAPI.like(photo.id)
                liking = false
            }
        }
        """

    @Test func aRowViewsActionIsAnEventOfAnyRow() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["GalleryScreen.swift": Self.gallery])
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "GalleryScreen" })
        #expect(read.model.handlers.map(\.event) == ["load", "tapPhotoTile"])
        #expect(read.summary.abstractions.map(\.rule).contains("'PhotoTile' in a row is given an action: the event tapPhotoTile, for any row, enabled while the list is shown"))
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: read.model, file: read.file))
        #expect(outcome.states == 174)
    }

    /// An action that awaits runs in a task the view starts and may cancel as its own code says: refused, never dropped.
    @Test func aRowViewsAwaitingActionIsRefused() {
        let awaiting = Self.gallery
            .replacingOccurrences(of: "                        Task { await like(photo) }", with: "                        await like(photo)")
            .replacingOccurrences(of: "    let onTap: () -> Void", with: "    let onTap: () async -> Void")
            .replacingOccurrences(of: "            onTap()", with: "            Task { await onTap() }")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["GalleryScreen.swift": awaiting])
        #expect(!screens.contains { $0.name == "GalleryScreen" })
        #expect(diagnostics.contains { $0.hasPrefix("GalleryScreen.swift:35:25: the action of tapPhotoTile awaits") }, "\(diagnostics)")
    }

    /// `FriendRowView(friend: friend, viewModel: viewModel)` in a row: the
    /// view's own Button calls the screen's view model (`add(friend)`), for
    /// any row. Reading the row as content only would lose those requests
    /// (before, the screen was checked without them): refused, never dropped.
    @Test func aRowViewGivenTheViewModelIsRefused() {
        let source = """
            import SwiftUI

            struct Friend: Identifiable, Decodable {
                let id: Int
                let name: String
            }

            protocol FriendsClient {
                func friends() async throws -> [Friend]
                func add(_ id: Int) async throws
            }

            @MainActor
            final class FriendsViewModel: ObservableObject {
                @Published var friends: [Friend] = []
                private let client: FriendsClient

                init(client: FriendsClient) {
                    self.client = client
                }

                func load() async {
                    friends = (try? await client.friends()) ?? []
                }

                func add(_ friend: Friend) async {
                    try? await client.add(friend.id)
                    await load()
                }
            }

            struct FriendRowView: View {
                let friend: Friend
                @ObservedObject var viewModel: FriendsViewModel

                var body: some View {
                    Button(friend.name) {
                        Task { await viewModel.add(friend) }
                    }
                }
            }

            struct FriendsScreen: View {
                @StateObject var viewModel: FriendsViewModel

                var body: some View {
                    List(viewModel.friends) { friend in
                        FriendRowView(friend: friend, viewModel: viewModel)
                    }
                    .task { await viewModel.load() }
                }
            }
            """
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["FriendsScreen.swift": source])
        #expect(!screens.contains { $0.name == "FriendsScreen" })
        #expect(diagnostics.contains(
            "FriendsScreen.swift:48:13: the view 'FriendRowView' in a row is given the view model 'viewModel': its code may change the screen's state for any row, "
            + "and a row's view is read as content only; write the row's actions in the ForEach (a Button calling the view model), or give the view closures"), "\(diagnostics)")
    }
}
