import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view of the folder given the screen's `DismissAction`
/// (`MessageMenuContent(…, dismiss: dismiss)` of `@Environment(\.dismiss)`).
/// The view may call it whenever it is shown, closing the screen; the
/// screen was refused ("the view 'MessageMenuContent' is read as content of
/// the data it is given only when it presents that data"). The action is
/// now read as one the view is given: an event of the view, enabled while
/// it is shown, that dismisses the screen.
@Suite struct DismissHandedOutTests {
    static let menu = """
        import SwiftUI

        struct Message: Identifiable, Decodable {
            let id: Int
            let text: String
        }

        struct MessageMenuView: View {
            let message: Message
            @Binding var showReportDialog: Bool
            @Environment(\\.dismiss) private var dismiss
            @State private var isLoading = true

            var body: some View {
                VStack {
                    if isLoading {
                        ProgressView()
                    } else {
                        MessageMenuContent(message: message, showReportDialog: $showReportDialog, dismiss: dismiss)
                    }
                }
                .task {
                    try? await Task.sleep(for: .milliseconds(100))
                    isLoading = false
                }
            }
        }

        struct MessageMenuContent: View {
            let message: Message
            @Binding var showReportDialog: Bool
            let dismiss: DismissAction

            var body: some View {
                VStack {
                    Text(message.text)
                    Button("Report") {
                        dismiss()
                        showReportDialog = true
                    }
                }
            }
        }
        """

    /// The twin shows the view without the action and a button that
    /// dismisses beside it: the same states, transitions and verdicts.
    @Test func theScreensDismissActionGivenToAViewIsItsEvent() throws {
        let twin = Self.menu.replacingOccurrences(
            of: "MessageMenuContent(message: message, showReportDialog: $showReportDialog, dismiss: dismiss)",
            with: "MessageMenuContent(message: message, showReportDialog: $showReportDialog)\n                Button(\"Close\") { dismiss() }")
        #expect(twin != Self.menu)
        let read = try RealAppReadingsTests.outcome(Self.menu)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.menu)
        #expect(text.contains("""
            on tapMessageMenuContent sync when tapMessageMenuContentIsShown() {
                dismiss()
            }
            """), "\(text)")
    }
}
