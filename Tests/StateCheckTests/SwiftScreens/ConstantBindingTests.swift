import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A component's `@Binding` given a constant binding
/// (`editingState: .constant(.view)`, `newInterest: .constant("")`): it
/// holds its value and drops what the component writes. The screen was
/// refused ("the @Binding 'editingState' of component 'InterestsSection'
/// must be given a state property of the caller"); the property is now an
/// input of the screen, opaque, what the component writes there dropped.
@Suite struct ConstantBindingTests {
    static let profile = """
        import SwiftUI

        enum EditingState {
            case view, edit
        }

        struct Interest: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        struct InterestsSection: View {
            let interests: [Interest]
            var model: FriendProfileModel
            @Binding var editingState: EditingState
            @Binding var newInterest: String
            var removeInterest: (Interest) -> Void

            var body: some View {
                Section("Interests") {
                    ForEach(interests) { interest in
                        HStack {
                            Text(interest.name)
                            if editingState == .edit {
                                Button("Remove") { removeInterest(interest) }
                            }
                        }
                    }
                    if editingState == .edit {
                        TextField("Add an interest", text: $newInterest)
                    }
                    if model.failed {
                        Button("Try again") { Task { await model.load() } }
                    }
                }
            }
        }

        @MainActor
        @Observable
        final class FriendProfileModel {
            var interests: [Interest] = []
            var isLoading = false
            var failed = false
            private let client = ProfileClient()

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    interests = try await client.interests()
                    failed = false
                } catch {
                    failed = true
                }
            }
        }

        struct FriendProfileView: View {
            @State private var model = FriendProfileModel()

            var body: some View {
                List {
                    if model.failed {
                        Text("Could not load the profile")
                    }
                    InterestsSection(
                        interests: model.interests,
                        model: model,
                        editingState: .constant(.view),
                        newInterest: .constant(""),
                        removeInterest: { _ in }
                    )
                }
                .overlay {
                    if model.isLoading { ProgressView() }
                }
                .task { await model.load() }
            }
        }
        """

    /// The twin hands the component bindings to inputs of the screen
    /// (its own `@Binding`s), read the same way: the same states,
    /// transitions and verdicts.
    @Test func aConstantBindingGivenToAComponentIsAnInput() throws {
        let twin = Self.profile
            .replacingOccurrences(of: "    @State private var model = FriendProfileModel()\n",
                                  with: "    @State private var model = FriendProfileModel()\n    @Binding var editingState: EditingState\n    @Binding var newInterest: String\n")
            .replacingOccurrences(of: "editingState: .constant(.view),", with: "editingState: $editingState,")
            .replacingOccurrences(of: "newInterest: .constant(\"\"),", with: "newInterest: $newInterest,")
        #expect(!twin.contains(".constant("), "\(twin)")
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.profile)
        #expect(diagnostics == [], "\(diagnostics)")
        let screen = try #require(screens.first { $0.name == "FriendProfileView" })
        let (twinScreens, twinDiagnostics) = RealAppReadingsTests.translate(twin)
        #expect(twinDiagnostics == [], "\(twinDiagnostics)")
        let twinScreen = try #require(twinScreens.first { $0.name == "FriendProfileView" })
        let read = try DesignOutcome.of(ModelSystem.compile(model: screen.model, file: screen.file))
        #expect(read == (try DesignOutcome.of(ModelSystem.compile(model: twinScreen.model, file: twinScreen.file))))
        #expect(screen.summary.abstractions.contains {
            $0.rule == "the @Binding editingState of InterestsSection is given .constant(.view), a constant binding: editingState is read as an input of the screen (what the component writes there is dropped)"
        }, "\(screen.summary.abstractions.map(\.rule))")
    }
}
