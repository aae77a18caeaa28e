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
}
