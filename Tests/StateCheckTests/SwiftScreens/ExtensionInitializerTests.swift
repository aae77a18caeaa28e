import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `TagList(tags: tags)` of a generic view whose initializer without the
/// accessory is declared in `extension TagList where Accessory ==
/// EmptyView`: Swift calls that initializer. Only the type's own
/// initializers were matched, and the screen was refused with "this call
/// of component 'TagList' (tags:) matches none of its initializers".
@Suite struct ExtensionInitializerTests {
    static let tags = """
        import SwiftUI

        struct Tag: Identifiable, Sendable { let id: Int; let name: String }

        protocol TagsClient: Sendable {
            func tags() async throws -> [Tag]
        }

        struct TagList<Accessory: View>: View {
            let tags: [Tag]
            let onSelect: ((Tag) -> Void)?
            let accessory: () -> Accessory

            init(tags: [Tag], onSelect: ((Tag) -> Void)?, @ViewBuilder accessory: @escaping () -> Accessory) {
                self.tags = tags
                self.onSelect = onSelect
                self.accessory = accessory
            }

            var body: some View {
                HStack {
                    ForEach(tags) { tag in
                        Text(tag.name)
                    }
                    accessory()
                }
            }
        }

        extension TagList where Accessory == EmptyView {
            init(tags: [Tag], onSelect: ((Tag) -> Void)? = nil) {
                self.tags = tags
                self.onSelect = onSelect
                self.accessory = { EmptyView() }
            }
        }

        struct TagsScreen: View {
            let client: TagsClient
            @State private var tags: [Tag] = []
            @State private var isLoading = false

            var body: some View {
                VStack {
                    if isLoading {
                        ProgressView()
                    }
                    TagList(tags: tags)
                }
                .task { await load() }
                .refreshable { await load() }
            }

            private func load() async {
                isLoading = true
                tags = (try? await client.tags()) ?? []
                isLoading = false
            }
        }
        """

    /// The twin calls the type's own initializer with what the extension's
    /// passes (`onSelect: nil`, an empty accessory): the same states,
    /// transitions and verdicts (a pull to refresh during the first load
    /// shows two spinners: `noDoubleSpinner` violated).
    @Test func anExtensionsInitializerIsOneOfTheComponents() throws {
        let twin = Self.tags.replacingOccurrences(of: "            TagList(tags: tags)\n", with: "            TagList(tags: tags, onSelect: nil) { EmptyView() }\n")
        #expect(twin != Self.tags)
        let read = try RealAppReadingsTests.outcome(Self.tags)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["noDoubleSpinner"] == .violated)
    }

    /// An extension's initializer whose code is not read does not hide the
    /// type's own: the call that matches the type's is read by it.
    @Test func anUnreadableExtensionInitializerLeavesTheOthers() throws {
        let delegating = Self.tags.replacingOccurrences(of: "extension TagList where Accessory == EmptyView {\n",
                                                        with: "extension TagList where Accessory == EmptyView {\n    init(tags: [Tag], onSelect: ((Tag) -> Void)?, accessory: @escaping () -> Accessory) {\n        self.init(tags: tags, onSelect: onSelect, accessory: accessory)\n    }\n\n")
            .replacingOccurrences(of: "            TagList(tags: tags)\n", with: "            TagList(tags: tags, onSelect: nil) { EmptyView() }\n")
        #expect(delegating.contains("self.init(tags: tags"))
        let twin = Self.tags.replacingOccurrences(of: "            TagList(tags: tags)\n", with: "            TagList(tags: tags, onSelect: nil) { EmptyView() }\n")
        #expect(try RealAppReadingsTests.outcome(delegating) == (try RealAppReadingsTests.outcome(twin)))
    }

    /// A closure property set to a closure naming the initializer's
    /// parameter (`self.accessory = { accessory() }`) is not read as the
    /// component's own closure: in the component's code `accessory` is the
    /// property itself, and reading it so recursed until the stack ran out
    /// (a crash on Swiftfin). It is refused, as before.
    @Test func aClosureNamingAParameterIsNotReadAsTheComponentsOwn() {
        let wrapped = Self.tags
            .replacingOccurrences(of: "        self.accessory = accessory\n", with: "        self.accessory = { accessory() }\n")
            .replacingOccurrences(of: "            TagList(tags: tags)\n", with: "            TagList(tags: tags, onSelect: nil) { EmptyView() }\n")
        #expect(wrapped.contains("{ accessory() }"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(wrapped)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.hasSuffix("the property 'accessory' of component 'TagList' is set by its initializer to { … }; a closure or @Binding property is read only from a parameter of the initializer") })
    }
}
