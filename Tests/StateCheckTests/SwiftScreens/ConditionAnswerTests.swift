import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An api of a client the folder does not declare, whose answer the screen
/// tests directly (`if try await client.delete(parkID:) { … }`).
@Suite struct ConditionAnswerTests {
    static let park = """
        import NetworkClient
        import SwiftUI

        struct ParkDetailScreen: View {
            let client: ParkClient
            let parkID: Int
            @State private var isDeleting = false
            @State private var deleted = false
            @State private var failed = false

            var body: some View {
                VStack {
                    if isDeleting { ProgressView() }
                    if deleted { Text("Deleted") }
                    if failed { Text("Couldn't delete") }
                    Button("Delete") { Task { await delete() } }
                }
            }

            private func delete() async {
                isDeleting = true
                do {
                    if try await client.delete(parkID: parkID) {
                        deleted = true
                    }
                } catch {
                    failed = true
                }
                isDeleting = false
            }
        }
        """

    /// Swift's `if` takes a Bool, so the api answers one: the same states,
    /// transitions and verdicts as the client declared in the folder with
    /// `-> Bool`, whose answer is any Bool.
    @Test func anApiTestedAsAConditionAnswersABool() throws {
        let precise = Self.park.replacingOccurrences(
            of: "import NetworkClient\nimport SwiftUI\n",
            with: "import SwiftUI\n\nprotocol ParkClient {\n    func delete(parkID: Int) async throws -> Bool\n}\n")
        #expect(precise != Self.park)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.park)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains { $0.hasPrefix("the api ") && $0.hasSuffix(" is tested as a condition, so it answers a Bool: any Bool, true when it answers a non-empty Value") }, "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.park) == RealAppReadingsTests.outcome(precise))
    }
}
