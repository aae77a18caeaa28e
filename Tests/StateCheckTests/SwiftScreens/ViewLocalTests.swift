import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `let list = List { … }.refreshable { … }` in a view's body, then `list`
/// in each branch of `if #available`: a view kept in a local is that view
/// wherever it is shown. The local was read as a value, and the screen was
/// refused ("a call with a trailing closure is not understood here").
@Suite struct ViewLocalTests {
    static let backups = """
        import SwiftUI

        struct Backup: Identifiable, Sendable {
            let id: Int
            let name: String
        }

        protocol BackupsClient: Sendable {
            func backups() async throws -> [Backup]
        }

        struct BackupsScreen: View {
            let client: BackupsClient
            @State private var backups: [Backup] = []
            @State private var isLoading = false

            var body: some View {
                let list = List {
                    if isLoading {
                        ProgressView()
                    }
                    ForEach(backups) { backup in
                        Text(backup.name)
                    }
                }
                .refreshable { await load() }
                .task { await load() }

                if #available(iOS 17.0, *) {
                    list
                        .toolbar {
                            Button("Reload") {
                                Task { await load() }
                            }
                        }
                } else {
                    list
                }
            }

            private func load() async {
                isLoading = true
                backups = (try? await client.backups()) ?? []
                isLoading = false
            }
        }
        """

    /// The twin keeps the view in a computed property instead (`private
    /// var list: some View { List { … } … }`), which SwiftUI evaluates to
    /// the same view: the same states, transitions and verdicts (a pull to
    /// refresh during the first load shows two spinners: `noDoubleSpinner`
    /// violated).
    @Test func aViewKeptInALocalIsThatViewWhereItIsShown() throws {
        let start = try #require(Self.backups.range(of: "        let list = "))
        let end = try #require(Self.backups.range(of: "        .task { await load() }\n", range: start.upperBound..<Self.backups.endIndex))
        let declaration = String(Self.backups[start.lowerBound..<end.upperBound])
        let view = String(declaration.dropFirst("        let list = ".count))
        let property = "    private var list: some View {\n        " + view.replacingOccurrences(of: "\n", with: "\n    ").dropLast(4) + "    }\n\n"
        let twin = Self.backups.replacingOccurrences(of: declaration + "\n", with: "")
            .replacingOccurrences(of: "    private func load() async {", with: property + "    private func load() async {")
        #expect(twin.contains("private var list: some View {"), "\(twin)")
        let read = try RealAppReadingsTests.outcome(Self.backups)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["noDoubleSpinner"] == .violated)
    }
}
