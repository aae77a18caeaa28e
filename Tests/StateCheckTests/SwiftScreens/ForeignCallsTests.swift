import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Calls of objects and types of another module that were taken for the
/// screen's own code (SwiftUI-WorkoutApp `CalendarManager`, read by
/// `EventDetailsScreen`): `eventStore.requestAccess(to:) { … }` of an
/// `EKEventStore` the view model holds was taken for the view model's own
/// `requestAccess()` (a method is found by the end of its name), so the
/// closure it keeps was refused; and `EKEventStore.authorizationStatus(for:)`,
/// a synchronous static call of a type of another module, was read as an
/// api, which synchronous code cannot await. Now the first is the object's
/// method, whose closure is kept and called back (at once, assumed, and
/// later as an event), and the second a value the screen does not decide
/// (the switch over it takes any case, by assumptions).
@Suite struct ForeignCallsTests {
    static let calendar = """
        import EventKit
        import SwiftUI

        final class CalendarManager: ObservableObject {
            let eventStore = EKEventStore()
            @Published var showCalendar = false
            @Published var showSettingsAlert = false

            @MainActor
            func requestAccess() {
                switch EKEventStore.authorizationStatus(for: .event) {
                case .fullAccess: showCalendar = true
                case .restricted, .denied: showSettingsAlert = true
                default:
                    eventStore.requestAccess(to: .event) { [weak self] granted, _ in
                        DispatchQueue.main.async {
                            self?.showCalendar = granted
                            self?.showSettingsAlert = !granted
                        }
                    }
                }
            }
        }

        struct EventScreen: View {
            @StateObject private var calendarManager = CalendarManager()

            var body: some View {
                Button("Add to calendar") { calendarManager.requestAccess() }
                    .sheet(isPresented: $calendarManager.showCalendar) {
                        Text("Calendar")
                    }
                    .alert("No access", isPresented: $calendarManager.showSettingsAlert) {
                        Button("OK") {}
                    }
            }
        }
        """

    /// The screen reads as the one whose view model's method has a name of
    /// its own and reads the status once, into a property of a type the
    /// model has no values of: the same states, transitions and verdicts.
    @Test func aForeignObjectsMethodAndAStaticCallAreNotTheScreens() throws {
        let twin = Self.calendar
            .replacingOccurrences(of: "func requestAccess() {", with: "func askForAccess() {")
            .replacingOccurrences(of: "calendarManager.requestAccess()", with: "calendarManager.askForAccess()")
            .replacingOccurrences(of: "switch EKEventStore.authorizationStatus(for: .event) {", with: "switch accessStatus {")
            .replacingOccurrences(of: "    let eventStore = EKEventStore()\n",
                                  with: "    let eventStore = EKEventStore()\n    let accessStatus = EKEventStore.authorizationStatus(for: .event)\n")
        #expect(twin.contains("askForAccess") && twin.contains("switch accessStatus"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.calendar)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        let rules = screen.summary.abstractions.map(\.rule)
        #expect(rules.contains { $0.hasPrefix("eventStore.requestAccess(…) keeps its closure and calls it when it likes") }, "\(rules)")
        #expect(rules.contains { $0.hasPrefix("switch over EKEventStore.authorizationStatus(for: .event), a value the model does not read") }, "\(rules)")
        let read = try RealAppReadingsTests.outcome(Self.calendar)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 448 && read.transitions == 3072, "\(read)")
    }
}
