import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Task(priority: .userInitiated) { … }`: a task given a priority. It was
/// refused ("'Task' is read as 'Task { … }' (no priority or other
/// arguments)"), the most frequent refusal on apps the project had not seen.
@Suite struct TaskPriorityTests {
    /// The priority orders jobs on a concurrent executor; the main actor
    /// runs its jobs in the order they come. So the screen with a priority
    /// reads as the one without: the same states, transitions and verdicts,
    /// for a task started by a button (the component's assign button) and
    /// one kept in a handle.
    @Test func aTasksPriorityChangesNothingTheModelExplores() throws {
        let plain = ComponentInitializerValuesTests.archive
        let prioritised = plain.replacingOccurrences(of: "                Task {\n", with: "                Task(priority: .userInitiated) {\n")
        #expect(prioritised != plain)
        for screen in ["ArchiveScreen", "NumberField"] {
            let read = try ComponentInitializerValuesTests.outcome(prioritised, screen: screen)
            #expect(read == (try ComponentInitializerValuesTests.outcome(plain, screen: screen)), "\(screen)")
        }
        let notes = RealAppReadingsTests.translate(prioritised).screens.first { $0.model.name == "NumberField" }?.summary.abstractions.map(\.rule) ?? []
        #expect(notes.contains { $0.hasPrefix("Task(priority: .userInitiated) { … } is read as Task { … }") }, "\(notes)")
    }

    /// A `Task` given anything else is still refused, naming the forms read.
    @Test func aTaskGivenAnotherArgumentIsRefused() {
        let named = ComponentInitializerValuesTests.archive.replacingOccurrences(of: "                Task {\n", with: "                Task(name: \"assign\") {\n")
        let (_, diagnostics) = RealAppReadingsTests.translate(named)
        #expect(diagnostics.contains { $0.hasSuffix("'Task' is read as 'Task { … }' or 'Task(priority: …) { … }' (no other arguments)") }, "\(diagnostics)")
    }
}
