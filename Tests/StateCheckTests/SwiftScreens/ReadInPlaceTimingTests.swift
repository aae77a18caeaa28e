import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A method of the view model that an unread statement calls (read there
/// in place, by the effects of its body) and the view calls too. An early
/// pass could not translate it (the property it gives a value the screen
/// does not decide is read opaque only from the next pass on), and that
/// pass took it to be read in place only: its body was never translated,
/// and the view's call of it was refused ("'fetchMembers' is read in place
/// where code the translation does not read calls it"). A method read in
/// place that code read calls too is now translated after all (the next
/// pass reads what the first found opaque as opaque, so it translates).
@Suite struct ReadInPlaceTimingTests {
    static let members = """
        import SwiftUI

        struct Member: Identifiable, Decodable {
            let id: UUID
            let email: String
        }

        @MainActor
        final class MembersModel: ObservableObject {
            @Published var members: [Member] = []
            @Published var isLoading = false
            @Published var lastSynced: String?

            private let client = TeamClient()

            func fetchMembers() async {
                do {
                    members = try await client.members()
                    lastSynced = client.syncLabel
                } catch {
                    lastSynced = nil
                }
            }

            func approve(_ email: String) async {
                isLoading = true
                defer { isLoading = false }
                do {
                    try await client.approve(email)
                    for (index, member) in members.enumerated() where member.email == email {
                        print("approved at \\(index)")
                        await fetchMembers()
                    }
                } catch {
                    print(error)
                }
            }
        }

        struct MembersView: View {
            @StateObject private var model = MembersModel()

            var body: some View {
                List(model.members) { member in
                    Button(member.email) {
                        Task { await model.approve(member.email) }
                    }
                }
                .overlay {
                    if model.isLoading { ProgressView() }
                }
                .task { await model.fetchMembers() }
            }
        }
        """

    @Test func aMethodAnEarlyPassCouldNotTranslateIsTranslatedLater() {
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.members)
        #expect(diagnostics == [], "\(diagnostics)")
        let text = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("""
            func fetchMembers() async {
                do {
                    try await members()
                } catch {
                }
            }
            """), "\(text)")
        #expect(text.contains("""
            on load .task {
                await fetchMembers()
            }
            """), "\(text)")
    }
}
