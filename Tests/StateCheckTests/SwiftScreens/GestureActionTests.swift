import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A gesture given to `.gesture`, `.simultaneousGesture` or
/// `.highPriorityGesture` holds its actions in closures
/// (`DragGesture().onEnded { … }`) or names a method of the screen
/// (`TapGesture().onEnded(showNext)`): each is an event the user may fire
/// whenever the view is shown. The gesture chosen by a condition (`scale >
/// 1 ? nil : DragGesture()…`) or a method named was refused as a value that
/// "lets it change the screen's state at any time".
@Suite struct GestureActionTests {
    static let pager = """
        import SwiftUI

        struct Photo: Identifiable, Sendable { let id: Int; let title: String }

        protocol PhotosClient: Sendable {
            func photo(after id: Int?) async throws -> Photo
        }

        struct PhotoPagerView: View {
            let client: PhotosClient
            @State private var photo: Photo?
            @State private var isLoading = false
            @State private var scale: CGFloat = 1

            var body: some View {
                VStack {
                    if isLoading {
                        ProgressView()
                    }
                    if let photo {
                        Text(photo.title)
                            .gesture(scale > 1 ? nil : DragGesture(minimumDistance: 20).onEnded { _ in
                                Task { await loadNext() }
                            })
                    }
                }
                .task { await loadNext() }
            }

            private func loadNext() async {
                isLoading = true
                do {
                    photo = try await client.photo(after: photo?.id)
                } catch {
                    photo = nil
                }
                isLoading = false
            }
        }
        """

    /// The twin writes the action as `.onLongPressGesture { … }`, an event
    /// enabled while the photo is shown: the same states, transitions and
    /// verdicts (a swipe during a load starts a second one: `singleFlight`
    /// and `noStaleOverwrite` violated). The swipe's `Task` is its action's,
    /// not an action of its own.
    @Test func aGesturesClosureIsAnEventWhileItsViewIsShown() throws {
        let twin = Self.pager
            .replacingOccurrences(of: ".gesture(scale > 1 ? nil : DragGesture(minimumDistance: 20).onEnded { _ in", with: ".onLongPressGesture {")
            .replacingOccurrences(of: "                    })\n", with: "                    }\n")
        #expect(twin.contains(".onLongPressGesture {") && !twin.contains("})"))
        let read = try RealAppReadingsTests.outcome(Self.pager)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated && read.verdicts["noStaleOverwrite"] == .violated)
    }

    /// `TapGesture().onEnded(showNext)` calls the screen's method: the same reading.
    @Test func aGestureNamingAMethodCallsIt() throws {
        let named = Self.pager
            .replacingOccurrences(of: ".gesture(scale > 1 ? nil : DragGesture(minimumDistance: 20).onEnded { _ in\n                        Task { await loadNext() }\n                    })",
                                  with: ".highPriorityGesture(TapGesture().onEnded(showNext))")
            .replacingOccurrences(of: "    private func loadNext() async {", with: "    private func showNext() {\n        Task { await loadNext() }\n    }\n\n    private func loadNext() async {")
        #expect(named.contains("onEnded(showNext)") && named.contains("func showNext()"))
        #expect(try RealAppReadingsTests.outcome(named) == (try RealAppReadingsTests.outcome(Self.pager)))
    }

    /// Strict mode keeps the refusal.
    @Test func strictModeRefusesTheGesture() {
        let (screens, diagnostics) = RealAppReadingsTests.strictTranslation(Self.pager)
        #expect(screens.isEmpty)
        #expect(!diagnostics.isEmpty)
    }
}
