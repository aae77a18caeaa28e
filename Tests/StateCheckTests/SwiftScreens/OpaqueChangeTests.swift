import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A call that changes a value the screen does not decide (`tags.append(tag)`)
/// is not read; handed the screen itself (`center.addObserver(self, …)`,
/// which may call the screen back whenever it likes), it is refused: no
/// rule drops it (a change of an opaque value, code that changes nothing)
/// and no api call reads it with `self` left out.
@Suite struct OpaqueChangeTests {
    static func screen(_ statement: String) -> String {
        """
        import SwiftUI

        enum FeedState { case idle, loading, loaded, failed }

        struct FeedView: View {
            let center: NotificationCenter
            let tags: TagStore
            @State private var state: FeedState = .idle

            var body: some View {
                Text("Feed")
                    .task { await load() }
            }

            func load() async {
                \(statement)
                state = .loading
                do {
                    _ = try await FeedAPI.items()
                    state = .loaded
                } catch {
                    state = .failed
                }
            }
        }
        """
    }

    @Test func aChangeOfAnOpaqueValueIsNotRead() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["FeedView.swift": Self.screen("tags.insert(\"news\")")])
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains("tags.insert changes tags, a value the screen does not decide: not read") == true)
    }

    @Test func aCallHandedTheScreenIsNotDropped() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["FeedView.swift": Self.screen("center.addObserver(self, selector: #selector(refresh), name: nil, object: nil)")])
        #expect(screens.isEmpty)
        #expect(diagnostics.contains("""
            FeedView.swift:16:28: NotificationCenter.addObserver is given self, the screen itself: code the model does not read \
            may call it back whenever it likes, so no sound reading exists; pass the values it needs instead
            """), "\(diagnostics)")
    }
}
