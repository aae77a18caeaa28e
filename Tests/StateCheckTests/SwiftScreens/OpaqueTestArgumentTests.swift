import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A test of a value the screen does not decide, given as an argument
/// (`.loaded(canLoadMore: page.nextCursor?.isEmpty == false)` of an api's
/// answer, `load(force: query.trim().isEmpty)` of an opaque property). It
/// was read as a value and refused ("'nextCursor' is a field of data an
/// api answered, which the model does not read"); a Bool by its syntax, it
/// is now read as a condition is: an assumption.
@Suite struct OpaqueTestArgumentTests {
    static let feed = """
        import SwiftUI

        @MainActor
        final class FeedModel: ObservableObject {
            enum Phase {
                case idle
                case loading
                case loaded(canLoadMore: Bool)
                case failed
            }

            @Published private(set) var phase = Phase.idle
            private let client = FeedClient()

            func load() async {
                phase = .loading
                do {
                    let page = try await client.firstPage()
                    phase = .loaded(canLoadMore: page.nextCursor?.isEmpty == false)
                } catch {
                    phase = .failed
                }
            }
        }

        struct FeedView: View {
            @StateObject private var model = FeedModel()

            var body: some View {
                Group {
                    switch model.phase {
                    case .idle, .loading:
                        ProgressView()
                    case .loaded(let canLoadMore):
                        Text("Posts")
                        if canLoadMore { Text("More below") }
                    case .failed:
                        Text("Could not load the feed")
                    }
                }
                .task { await model.load() }
            }
        }
        """

    /// The twin tests the value in an `if` and gives each outcome as a
    /// literal: the same states, transitions and verdicts.
    @Test func aTestOfAnUndecidedValueGivenAsABoolIsAnAssumption() throws {
        let twin = Self.feed.replacingOccurrences(of: """
                        phase = .loaded(canLoadMore: page.nextCursor?.isEmpty == false)
            """, with: """
                        if page.nextCursor?.isEmpty == false {
                            phase = .loaded(canLoadMore: true)
                        } else {
                            phase = .loaded(canLoadMore: false)
                        }
            """)
        #expect(twin != Self.feed)
        let read = try RealAppReadingsTests.outcome(Self.feed)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.feed)
        #expect(text.contains("        phase = .loaded(canLoadMore: assume_page_nextCursor_isEmpty_false)\n"), "\(text)")
    }

    /// An argument that is not a test by its syntax (`page.nextCursor`)
    /// is still read as a value: a payload given only values the screen
    /// does not decide, dropped.
    @Test func aValueGivenAsAnArgumentIsNoAssumption() {
        let source = Self.feed.replacingOccurrences(of: "case loaded(canLoadMore: Bool)", with: "case loaded(cursor: String?)")
            .replacingOccurrences(of: "phase = .loaded(canLoadMore: page.nextCursor?.isEmpty == false)", with: "phase = .loaded(cursor: page.nextCursor)")
            .replacingOccurrences(of: "case .loaded(let canLoadMore):", with: "case .loaded(let cursor):")
            .replacingOccurrences(of: "if canLoadMore {", with: "if cursor != nil {")
        let text = RealAppReadingsTests.modelText(source)
        #expect(!text.contains("assume_page_nextCursor") && text.contains("        phase = .loaded\n"), "\(text)")
    }
}
