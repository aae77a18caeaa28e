import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `CloseButtonModifier(disabled: disabled, action: action)` of a modifier
/// holding `@Preference("tint", default: "blue") private var tint: String`:
/// a property wrapper its attribute initializes gets no parameter in
/// Swift's memberwise initializer (as `@Environment(\.dismiss)` does not),
/// but it was taken for one, and the call was refused as matching none of
/// the initializers.
@Suite struct AttributeInitializedWrapperTests {
    static let profile = """
        import SwiftUI

        @propertyWrapper
        struct Preference<Value> {
            let key: String
            let fallback: Value

            init(_ key: String, default fallback: Value) {
                self.key = key
                self.fallback = fallback
            }

            var wrappedValue: Value {
                UserDefaults.standard.object(forKey: key) as? Value ?? fallback
            }
        }

        struct CloseButtonModifier: ViewModifier {
            @Preference("tint", default: "blue")
            private var tint: String

            let disabled: Bool
            let action: () -> Void

            func body(content: Content) -> some View {
                content.toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close", action: action)
                            .disabled(disabled)
                    }
                }
            }
        }

        extension View {
            func closeButton(disabled: Bool = false, _ action: @escaping () -> Void) -> some View {
                modifier(CloseButtonModifier(disabled: disabled, action: action))
            }
        }

        protocol ProfileClient: Sendable {
            func save(name: String) async throws
        }

        struct EditProfileScreen: View {
            let client: ProfileClient
            @Environment(\\.dismiss) private var dismiss
            @State private var name = ""
            @State private var isSaving = false

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                    Button("Save") {
                        Task { await save() }
                    }
                    .disabled(isSaving)
                }
                .closeButton(disabled: isSaving) {
                    dismiss()
                }
            }

            private func save() async {
                isSaving = true
                try? await client.save(name: name)
                isSaving = false
            }
        }
        """

    /// The twin's modifier has no such property: the same states,
    /// transitions and verdicts.
    @Test func aWrapperItsAttributeInitializesIsNoMemberwiseParameter() throws {
        let wrapped = """
                @Preference("tint", default: "blue")
                private var tint: String

            """
        #expect(Self.profile.contains(wrapped))
        let twin = Self.profile.replacingOccurrences(of: wrapped, with: "")
        let read = try ComponentInitializerValuesTests.outcome(Self.profile, screen: "EditProfileScreen")
        #expect(read == (try ComponentInitializerValuesTests.outcome(twin, screen: "EditProfileScreen")))
        #expect(read.states == 27)
    }
}
