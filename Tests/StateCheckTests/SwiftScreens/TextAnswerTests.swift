import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `summary = try await service.summarize(…)` of a `String?` property: an
/// api answering text, which the model does not hold (its answers are
/// data). The model did not compile ("cannot use a value of type 'Value'
/// where 'String?' is expected") and the screen was refused; the property
/// is now read opaque, the call still runs and its answer is not kept.
@Suite struct TextAnswerTests {
    static let announcements = """
        import SwiftUI

        struct Announcement: Identifiable, Decodable {
            let id: Int
            let title: String?
            let message: String?
        }

        protocol SummaryService {
            func announcements() async throws -> [Announcement]
            func summarizeAll() async throws -> String
        }

        @MainActor
        @Observable
        final class AnnouncementsModel {
            var announcements: [Announcement] = []
            var summary: String?
            var isLoading = false
            var error: Error?
            private let service: SummaryService

            init(service: SummaryService) {
                self.service = service
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    announcements = try await service.announcements()
                } catch {
                    self.error = error
                }
            }

            func summarize() async {
                do {
                    summary = try await service.summarizeAll()
                } catch {
                    self.error = error
                }
            }
        }

        struct AnnouncementsView: View {
            @State var model: AnnouncementsModel

            var body: some View {
                List {
                    ForEach(model.announcements) { announcement in
                        Text(announcement.title ?? "Untitled")
                    }
                    Button("Summarize") {
                        Task { await model.summarize() }
                    }
                }
                .overlay {
                    if model.isLoading {
                        ProgressView()
                    } else if let error = model.error {
                        Text(error.localizedDescription)
                    }
                }
                .task { await model.load() }
            }
        }
        """

    /// The twin discards the answer (`_ = try await …`): the same states,
    /// transitions and verdicts, since nothing the screen shows reads the
    /// summary; the request itself (in flight, failing) is kept.
    @Test func anApisTextAnswerMakesItsPropertyOpaque() throws {
        let twin = Self.announcements.replacingOccurrences(of: "summary = try await service.summarizeAll()", with: "_ = try await service.summarizeAll()")
        #expect(twin != Self.announcements)
        let read = try RealAppReadingsTests.outcome(Self.announcements)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 1338 && read.transitions == 10270, "\(read)")
        let text = RealAppReadingsTests.modelText(Self.announcements)
        #expect(text.contains("        try await summarizeAll()\n"), "\(text)")
    }
}
