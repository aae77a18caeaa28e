import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Button("Done") { … }.if(isCompact) { view in view.controlSize(.small) }`
/// of the folder's conditional modifier (`extension View { func if(_
/// condition: Bool, transform: (Self) -> Content) -> some View { if
/// condition { transform(self) } else { self } } }`, in most apps): read as
/// the code it runs, `Group { if isCompact { <the closure's views> } else {
/// Button("Done") { … } } }`. It was read as a modifier whose closure runs
/// no code (dropping the condition), or refused where its closure showed the
/// view in an `if #available`.
@Suite struct ConditionalModifierTests {
    static let servers = """
        import SwiftUI

        struct Server: Identifiable, Sendable {
            let id: Int
            let name: String
        }

        protocol ServersClient: Sendable {
            func servers() async throws -> [Server]
        }

        extension View {
            @ViewBuilder
            func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition {
                    transform(self)
                } else {
                    self
                }
            }
        }

        struct ServersScreen: View {
            let client: ServersClient
            let isCompact: Bool
            @State private var servers: [Server] = []
            @State private var isLoading = false
            @State private var isEditing = false

            var body: some View {
                List {
                    if isLoading {
                        ProgressView()
                    }
                    ForEach(servers) { server in
                        Text(server.name)
                    }
                }
                .toolbar {
                    if isEditing {
                        Button("Done") {
                            isEditing = false
                        }
                        .if(isCompact) { view in
                            view.controlSize(.small)
                        }
                    } else {
                        Button("Edit") {
                            isEditing = true
                        }
                    }
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                servers = (try? await client.servers()) ?? []
                isLoading = false
            }
        }
        """

    /// The twin writes the group out. The view given to the closure and the
    /// one shown otherwise are one view of the code, so the reading draws
    /// one element for both branches, where the twin draws two: its button
    /// is enabled in both branches (transitions added, none dropped). The
    /// same states and verdicts, at least the twin's transitions.
    @Test func aConditionalModifierIsTheGroupItsCodeBuilds() throws {
        let call = """
                            Button("Done") {
                                isEditing = false
                            }
                            .if(isCompact) { view in
                                view.controlSize(.small)
                            }
            """
        #expect(Self.servers.contains(call))
        let twin = Self.servers.replacingOccurrences(of: call, with: """
                            Group {
                                if isCompact {
                                    Button("Done") {
                                        isEditing = false
                                    }
                                    .controlSize(.small)
                                } else {
                                    Button("Done") {
                                        isEditing = false
                                    }
                                }
                            }
            """)
        let read = try RealAppReadingsTests.outcome(Self.servers)
        let precise = try RealAppReadingsTests.outcome(twin)
        #expect(read.states == precise.states)
        #expect(read.verdicts == precise.verdicts)
        #expect(read.transitions >= precise.transitions)
        #expect(read.states == 248)
    }

    /// A method of that name with another body is not this reading.
    @Test func anotherBodyIsNotReadSo() {
        let other = Self.servers.replacingOccurrences(of: """
                    if condition {
                        transform(self)
                    } else {
                        self
                    }
            """, with: """
                    transform(self)
            """)
        #expect(other != Self.servers)
        let (screens, _) = RealAppReadingsTests.translate(other)
        #expect(!(screens.first?.summary.abstractions.map(\.rule).contains { $0.hasPrefix("'.if(…)' is the folder's conditional modifier") } ?? false))
    }
}
