import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `var title: String { rawValue.capitalized }` of an enum, `name.uppercased()`:
/// a member of text (or of a number) that Foundation gives and the model does
/// not have. The model did not compile ("value of type 'String' has no
/// member 'capitalized'") and the screen was refused; now the reading is
/// done again with that member opaque, so the enum's property is computed by
/// code the model does not read: not kept, a read of it opaque.
@Suite struct FoundationTextMemberTests {
    static let course = """
        import SwiftUI

        struct Course: Identifiable, Decodable {
            let id: String
            let name: String
            let tabs: [CourseTab]
        }

        struct CourseTab: Decodable, Hashable {
            let label: String
        }

        enum CoursePage: String, CaseIterable, Hashable {
            case announcements, assignments, files

            var title: String { rawValue.capitalized }


        }

        protocol CourseService {
            func course(id: String) async throws -> Course
        }

        @Observable
        final class CourseModel {
            var course: Course?
            var isLoading = false
            var error: Error?
            let service: CourseService
            let courseID: String

            init(service: CourseService, courseID: String) {
                self.service = service
                self.courseID = courseID
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    course = try await service.course(id: courseID)
                } catch {
                    self.error = error
                }
            }
        }

        struct CourseView: View {
            @State var model: CourseModel
            @State private var selectedPage: CoursePage?

            private var availablePages: [CoursePage] {
                guard let course = model.course else { return [] }
                let labels = Set(course.tabs.map { $0.label.lowercased() })
                return CoursePage.allCases.filter { labels.contains($0.rawValue) }
            }

            var body: some View {
                List(selection: $selectedPage) {
                    if model.isLoading {
                        ProgressView()
                    } else if let error = model.error {
                        Text(error.localizedDescription)
                    } else {
                        ForEach(availablePages, id: \\.self) { page in
                            Text(page.title)
                        }
                    }
                }
                .task { await model.load() }
            }
        }
        """

    /// The twin's title is the raw value the model reads: the same 697
    /// states, 4,453 transitions and verdicts (the list's selection is an
    /// input selecting each page; the `.task` restarted while its load is in
    /// flight: `singleFlight`; its CancellationError shown:
    /// `silentCancellation`).
    @Test func aFoundationMemberOfTextIsOpaque() throws {
        let twin = Self.course.replacingOccurrences(of: "var title: String { rawValue.capitalized }", with: "var title: String { rawValue }")
        #expect(twin != Self.course)
        let read = try RealAppReadingsTests.outcome(Self.course)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 697 && read.transitions == 4453, "\(read)")
        #expect(read.verdicts["singleFlight"] == .violated && read.verdicts["silentCancellation"] == .violated)
        let (screens, _) = RealAppReadingsTests.translate(Self.course)
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the property title of CoursePage is computed by code the model does not read: not kept; a read of it is opaque"), "\(rules)")
    }
}
