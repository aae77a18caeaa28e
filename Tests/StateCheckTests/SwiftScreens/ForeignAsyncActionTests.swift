import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `AsyncButton("Refresh") { await model.reload() }` of a package
/// (ButtonKit): the view runs the awaiting action in a task of its own, and
/// its code is not in the folder. The action was refused ("the view it is
/// given runs it in a task of its own … not read here").
@Suite struct ForeignAsyncActionTests {
    static let casks = """
        import ButtonKit
        import SwiftUI

        struct Cask: Identifiable, Sendable {
            let id: String
            let name: String
        }

        protocol CaskService: Sendable {
            func casks() async throws -> [Cask]
        }

        @MainActor
        final class CaskListModel: ObservableObject {
            @Published private(set) var casks: [Cask] = []
            @Published var error: Error?
            private let service: CaskService

            init(service: CaskService) {
                self.service = service
            }

            func reload() async {
                do {
                    casks = try await service.casks()
                    error = nil
                } catch {
                    self.error = error
                }
            }
        }

        struct CaskListView: View {
            @StateObject var model: CaskListModel

            var body: some View {
                List {
                    if let error = model.error {
                        ErrorView(error: error)
                    }
                    ForEach(model.casks) { cask in
                        Text(cask.name)
                    }
                }
                .toolbar {
                    AsyncButton("Refresh") {
                        await model.reload()
                    }
                }
            }
        }

        struct ErrorView: View {
            let error: Error

            var body: some View {
                Text(error.localizedDescription)
            }
        }
        """

    /// Such views run the action in a task they never cancel, or in one they
    /// cancel as the screen disappears: both are events. With the second, a
    /// reload cancelled as the screen leaves fails with a CancellationError,
    /// which the view model keeps in `error` and the error view shows.
    @Test func anAwaitingActionOfAnotherModulesViewRunsInATaskItMayCancel() throws {
        let run = RealAppReadingsTests.check(Self.casks, file: "CaskView.swift")
        #expect(run.stdout.contains("""
            error: [silentCancellation] CaskListView: expected to hold, but it is violated (the screen shows errorView(CancellationError) + content([]) + mark("AsyncButton"): a CancellationError is shown to the user)
               1. load                       (invisible) → content([]) + mark("AsyncButton")
               2. tapAsyncButtonCancellable  content([]) + mark("AsyncButton") → content([]) + mark("AsyncButton")
               3. cancel                     content([]) + mark("AsyncButton") → (invisible)
               4. load                       (invisible) → content([]) + mark("AsyncButton")
               5. fail caskServiceCasks      content([]) + mark("AsyncButton") → errorView(CancellationError) + content([]) + mark("AsyncButton")
            """), "\(run.stdout)")
    }

    /// The twin is one of the two: `Button("Refresh") { Task { await
    /// model.reload() } }`, a task nobody cancels. It has fewer states, and
    /// every property it violates the reading violates too; no
    /// CancellationError is ever thrown in it (`silentCancellation` does not
    /// apply).
    @Test func theTaskNeverCancelledIsOneOfTheReadings() throws {
        let written = "            AsyncButton(\"Refresh\") {\n                await model.reload()\n            }"
        #expect(Self.casks.contains(written))
        let twin = Self.casks.replacingOccurrences(of: written, with: "            Button(\"Refresh\") {\n                Task { await model.reload() }\n            }")
        let read = try RealAppReadingsTests.outcome(Self.casks)
        let precise = try RealAppReadingsTests.outcome(twin)
        #expect(precise.states < read.states)
        #expect(precise.verdicts["silentCancellation"] == .notApplicable)
        for (property, verdict) in precise.verdicts where verdict == .violated {
            #expect(read.verdicts[property] == .violated, "\(property)")
        }
    }
}
