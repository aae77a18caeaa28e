import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `let loaded = try? await client.schedule(for: course)` then `guard let
/// loaded = loaded else { … }`: a `guard`'s binding that hides a local of
/// the same scope, as Swift allows. The model keeps it (the model language
/// allows it too); before, the reading did not compile ("invalid
/// redeclaration of 'loaded'"), and the screen was not checked
/// (CanvasPlusPlayground `GlobalCalendarView`).
@Suite struct GuardShadowingTests {
    static let planner = """
        import SwiftUI

        struct Schedule: Decodable {
            let meetings: [String]
        }

        protocol ScheduleClient {
            func schedule(for course: String) async throws -> Schedule
        }

        @MainActor
        final class PlannerViewModel: ObservableObject {
            @Published private(set) var schedule: Schedule?
            @Published private(set) var isLoading = false
            private let client: ScheduleClient

            init(client: ScheduleClient) {
                self.client = client
            }

            func load(course: String) async {
                isLoading = true
                let loaded = try? await client.schedule(for: course)
                guard let loaded = loaded else {
                    isLoading = false
                    return
                }
                schedule = loaded
                isLoading = false
            }
        }

        struct PlannerScreen: View {
            @StateObject var viewModel: PlannerViewModel
            let course: String

            var body: some View {
                Group {
                    if let schedule = viewModel.schedule {
                        List(schedule.meetings, id: \\.self) { meeting in
                            Text(meeting)
                        }
                    } else if viewModel.isLoading {
                        ProgressView()
                    } else {
                        Text("No schedule")
                    }
                }
                .task { await viewModel.load(course: course) }
            }
        }
        """

    /// The screen reads as the same screen whose guard binds another name:
    /// the same states, transitions and verdicts.
    @Test func aGuardBindingMayHideALocalOfItsScope() throws {
        let renamed = Self.planner
            .replacingOccurrences(of: "guard let loaded = loaded else {", with: "guard let found = loaded else {")
            .replacingOccurrences(of: "schedule = loaded\n", with: "schedule = found\n")
        #expect(renamed.contains("guard let found = loaded") && renamed.contains("schedule = found\n"))
        let text = RealAppReadingsTests.modelText(Self.planner)
        #expect(text.contains("""
                let loaded = try? await scheduleClientSchedule()
                guard let loaded = loaded else {
            """), "\(text)")
        #expect(try RealAppReadingsTests.outcome(Self.planner) == RealAppReadingsTests.outcome(renamed))
    }

    /// Two `let`s of one name in one scope stay an error, as in Swift.
    @Test func aLetMayNotHideALetOfItsScope() {
        let source = """
            model M
            var shown: Bool = false
            on tap Task {
                let a = true
                let a = false
                shown = a
            }
            view { blank }
            """
        do {
            _ = try ModelSystem.compile(source: source, file: "m.model")
            Issue.record("two lets of one name compiled")
        } catch {
            #expect("\(error)".contains("5:5: error: invalid redeclaration of 'a' (first declared at line 4)"), "\(error)")
        }
    }
}
