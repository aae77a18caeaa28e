import StateCheckLanguage
@testable import StateCheckSwift
import Testing

/// A view of the folder given an enum case (`BadgeView(kind: .new)`) shows
/// no data of the screen's: the case is a literal, as `"New"` would be.
/// Before, it was read as content of the data it is given, and the model
/// did not type-check ("'.new' is an enum case, but Value is expected").
@Suite struct SwiftScreensLiteralArgumentTests {
    static let inbox = """
        import SwiftUI

        struct Message: Identifiable, Decodable {
            let id: Int
            let subject: String
        }

        enum BadgeKind {
            case new
            case archived
        }

        struct BadgeView: View {
            let kind: BadgeKind

            var body: some View {
                Text(kind == .new ? "New" : "Archived")
                    .font(.caption)
            }
        }

        enum InboxAPI {
            static func messages() async throws -> [Message] { [] }
        }

        struct InboxScreen: View {
            @State private var messages: [Message] = []
            @State private var isLoading = false

            var body: some View {
                VStack {
                    BadgeView(kind: .new)
                    if isLoading {
                        ProgressView()
                    } else {
                        List(messages) { message in
                            Text(message.subject)
                        }
                    }
                }
                .task {
                    isLoading = true
                    messages = (try? await InboxAPI.messages()) ?? []
                    isLoading = false
                }
            }
        }
        """

    @Test func aViewGivenAnEnumCaseIsAMark() throws {
        let s = try SwiftScreensPresentationTests.screen(Self.inbox)
        #expect(s.name == "InboxScreen")
        #expect(ModelPrinter.print(s.model).text.contains("""
            view {
                mark("BadgeView")
                if isLoading {
                    spinner
                } else {
                    content(messages)
                }
            }
            """))
        #expect(s.summary.presentation.map(\.rule).contains("'BadgeView' is not in the SwiftUI mapping and runs no code: a mark on the screen"))
    }
}
