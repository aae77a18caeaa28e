import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A loop over data the model does not count that calls the method it is in
/// (`for reply in replies { … self.replies.append(item); collect(from:
/// reply.children) }`, flattening a thread). Such a loop is read by its
/// effects (each property it writes is opaque from then on: any value at any
/// time; a Bool it sets is any value after it), with the method's body read
/// in place, and it was refused as "it calls 'collect', which calls itself".
/// A direct recursive call runs the same body, so at every depth it has the
/// effects the scan already read: the recursion adds none, and the reading by
/// effects covers every value the recursion produces.
@Suite struct RecursiveLoopEffectsTests {
    static let thread = """
        import SwiftUI

        struct Reply: Identifiable {
            let id: String
            let text: String
            let isHidden: Bool
            let children: [Reply]
        }

        protocol ThreadClient {
            func replies(of postID: String) async throws -> [Reply]
        }

        @MainActor final class ThreadViewModel: ObservableObject {
            let client: ThreadClient
            let postID: String
            @Published var replies: [Reply] = []
            @Published var isLoading = false
            @Published var hasHiddenReplies = false
            @Published var failed = false

            init(client: ThreadClient, postID: String) {
                self.client = client
                self.postID = postID
            }

            func load() async {
                isLoading = true
                do {
                    let loaded = try await client.replies(of: postID)
                    replies = []
                    hasHiddenReplies = false
                    collect(from: loaded)
                    failed = false
                } catch {
                    failed = true
                }
                isLoading = false
            }

            private func collect(from loaded: [Reply]) {
                for reply in loaded {
                    if reply.isHidden {
                        hasHiddenReplies = true
                    }
                    replies.append(reply)
        // NEXT
                }
            }
        }

        struct ThreadView: View {
            @StateObject var model: ThreadViewModel

            var body: some View {
                List(model.replies) { reply in
                    Text(reply.text)
                }
                .overlay {
                    if model.isLoading {
                        ProgressView()
                    } else if model.failed {
                        Text("Could not load the thread")
                    }
                }
                .safeAreaInset(edge: .bottom) {
                    if model.hasHiddenReplies {
                        Text("Some replies are hidden")
                    }
                }
                .task { await model.load() }
            }
        }
        """

    /// The twin reads one level of children without recursing
    /// (`replies.append(contentsOf: reply.children)`): it writes the same
    /// properties, `replies` opaque and `hasHiddenReplies` any value after
    /// the loop, so the same verdicts, states and transitions.
    @Test func aLoopCallingItsOwnMethodHasTheEffectsOfItsBody() throws {
        let recursive = Self.thread.replacingOccurrences(of: "// NEXT\n", with: "collect(from: reply.children)\n")
        let twin = Self.thread.replacingOccurrences(of: "// NEXT\n", with: "replies.append(contentsOf: reply.children)\n")
        #expect(recursive != Self.thread && twin != Self.thread)
        let read = try RealAppReadingsTests.outcome(recursive)
        let precise = try RealAppReadingsTests.outcome(twin)
        #expect(read.verdicts == precise.verdicts)
        #expect(read.states == precise.states && read.transitions == precise.transitions, "\(read) against \(precise)")
        let (screens, _) = RealAppReadingsTests.translate(recursive)
        #expect(screens.first?.summary.abstractions.map(\.rule).contains { $0.hasPrefix("collect(from: loaded) is not read") } == true)
    }

    /// A recursive call in a closure stays a blocker of the reading by
    /// effects: its effects would happen at any time, which the body read
    /// once does not say (here the Bool it sets makes the loop refused).
    @Test func aRecursiveCallInAClosureIsStillRefused() {
        let deferred = Self.thread.replacingOccurrences(of: "// NEXT\n", with: "DispatchQueue.main.async { self.collect(from: reply.children) }\n")
        let (_, diagnostics) = RealAppReadingsTests.translate(deferred)
        #expect(diagnostics.contains { $0.contains("is not read by its effects either") }, "\(diagnostics)")
    }
}
