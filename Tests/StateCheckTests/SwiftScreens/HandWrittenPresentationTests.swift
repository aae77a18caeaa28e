import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.alert("Vote failed", isPresented: Binding(get: { voting.lastError !=
/// nil }, set: { shown in if !shown { voting.clearError() } }))`: SwiftUI
/// shows the alert while the getter says so and calls the setter with
/// `false` as it dismisses it. It was refused ("read bound to a @State
/// variable of the screen … here isPresented: is Binding(get: { … }, set: { … })").
@Suite struct HandWrittenPresentationTests {
    static let story = """
        import SwiftUI

        struct Story: Identifiable, Sendable { let id: Int; let title: String }

        protocol VotingClient: Sendable {
            func upvote(_ id: Int) async throws
        }

        @MainActor
        @Observable
        final class VotingModel {
            var lastError: String?
            var isVoting = false
            let client: VotingClient

            init(client: VotingClient) { self.client = client }

            func upvote(_ id: Int) async {
                isVoting = true
                do {
                    try await client.upvote(id)
                } catch {
                    lastError = "Could not vote"
                }
                isVoting = false
            }

            func clearError() {
                lastError = nil
            }
        }

        struct StoryView: View {
            let story: Story
            @State private var voting: VotingModel

            init(story: Story, client: VotingClient) {
                self.story = story
                _voting = State(initialValue: VotingModel(client: client))
            }

            var body: some View {
                VStack {
                    Text(story.title)
                    if voting.isVoting {
                        ProgressView()
                    } else {
                        Button("Upvote") {
                            Task { await voting.upvote(story.id) }
                        }
                    }
                }
                .alert(
                    "Vote failed",
                    isPresented: Binding(
                        get: { voting.lastError != nil },
                        set: { shown in
                            if !shown { voting.clearError() }
                        }
                    )
                ) {
                    Button("OK") { }
                }
            }
        }
        """

    /// The twin's setter writes `voting.lastError = nil`, which `clearError()`
    /// does (and which was read before, as `item: $voting.lastError`): the
    /// same states, transitions and verdicts.
    @Test func aHandWrittenBindingShowsWhileItsGetterHoldsAndDismissingRunsItsSetter() throws {
        let twin = Self.story.replacingOccurrences(of: "if !shown { voting.clearError() }", with: "if !shown { voting.lastError = nil }")
        #expect(twin != Self.story)
        let read = try RealAppReadingsTests.outcome(Self.story)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.story)
        #expect(text.contains("    if lastError != nil {\n        alert(\"Vote failed\")"))
        #expect(text.contains("on alertOK sync when alertOKIsShown() {\n    if true {\n        let shown: Bool = false\n        if !shown {\n            clearError()"))
    }

    /// Strict mode keeps the refusal.
    @Test func strictModeRefusesTheBinding() {
        let (screens, diagnostics) = RealAppReadingsTests.strictTranslation(Self.story)
        #expect(screens.isEmpty)
        #expect(!diagnostics.isEmpty)
    }
}
