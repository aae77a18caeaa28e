import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A card component that only wraps the views it is given
/// (`let content: () -> Content`, `@Environment(\.colorScheme)` for its
/// background), used for two cards of one screen.
@Suite struct ReusedComponentTests {
    static let cards = """
        import SwiftUI

        struct CardView<Content>: View where Content: View {
            let content: () -> Content
            @Environment(\\.colorScheme) var colorScheme

            var body: some View {
                content()
                    .padding()
                    .background(colorScheme == .light ? Color.white : Color.black)
            }
        }

        protocol LoginService {
            func logIn() async throws
        }

        struct LoginStatusView: View {
            let service: any LoginService
            @State private var isLoading = false
            @State private var failed = false

            var body: some View {
                VStack {
                    CardView {
                        if isLoading { ProgressView() } else { Text("Server") }
                    }
                    CardView {
                        Button("Log in") { Task { await logIn() } }
                            .disabled(isLoading)
                    }
                }
            }

            private func logIn() async {
                isLoading = true
                do { try await service.logIn() } catch { failed = true }
                isLoading = false
            }
        }
        """

    /// The same screen with each card's views written in place (its
    /// padding and background are presentation).
    static let inline = cards.replacingOccurrences(of: "            CardView {", with: "            VStack {")

    /// Each call's views are read where it is: the outcome of the screen
    /// with the cards' views written in place.
    @Test func aComponentHoldingOnlyItsContentIsReadAtEachCall() throws {
        #expect(Self.inline.components(separatedBy: "VStack {").count == 4)
        let (_, diagnostics) = RealAppReadingsTests.translate(Self.cards)
        #expect(diagnostics == [])
        let precise = try RealAppReadingsTests.outcome(Self.inline)
        #expect(try RealAppReadingsTests.outcome(Self.cards) == precise)
    }
}
