import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Every `replay:` line a `check` printed, as (path, events): the line is
/// `  replay: statecheck replay PATH "EVENTS"` (paths here need no quoting).
private func replayLines(_ output: String) -> [(path: String, events: String)] {
    let prefix = "  replay: statecheck replay "
    return output.split(separator: "\n").compactMap { line -> (String, String)? in
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let open = rest.firstIndex(of: "\""), rest.hasSuffix("\"") else { return nil }
        let path = rest[..<open].trimmingCharacters(in: .whitespaces)
        let events = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
        return (path, String(events))
    }
}

/// The replay line of a violation reproduces it: `statecheck replay`
/// checks the properties along the events and names the violated one at
/// the step where the check's trace ends.
@Suite struct ReplayCommandTests {
    static let swiftFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/SwiftScreens").path

    /// A model's own step property: Case 3 expecting to keep content once
    /// shown (`onceContentAlwaysContent`), which a failed refresh breaks.
    @Test func theReplayLineOfACustomPropertyReproducesIt() throws {
        let path = try editedModel("case3-paging.model") {
            $0.replacingOccurrences(of: "expect violated onceContentAlwaysContent", with: "expect holds onceContentAlwaysContent")
        }
        let check = runCLI(["check", path])
        #expect(check.status == .expectationFailed)
        #expect(check.stdout.contains("error: [onceContentAlwaysContent] Case3Paging: expected to hold, but it is violated"))
        let lines = replayLines(check.stdout)
        // The only differing verdict is the custom one, so one trace (4 steps: load, success, refresh, fail).
        let line = try #require(lines.first)
        #expect(lines.count == 1)
        #expect(line.path == path)
        #expect(line.events == "load, success getPosts, refresh, fail getPosts")
        let replay = runCLI(["replay", line.path, line.events])
        #expect(replay.status == .success, "\(replay.stderr)")
        #expect(replay.stdout.contains("\nViolated along this replay:\n"))
        #expect(replay.stdout.contains("\n  onceContentAlwaysContent    at step 4 (fail getPosts)\n"))
        // Case 3's known gap is on the same path (expected violated, so check printed no trace for it).
        #expect(replay.stdout.contains("\n  contentKeptOnFailedRefresh  at step 4 (fail getPosts)\n"))
        // Selecting the custom property by name checks only it.
        let only = runCLI(["replay", line.path, line.events, "--property", "onceContentAlwaysContent"])
        #expect(only.status == .success, "\(only.stderr)")
        #expect(only.stdout.hasSuffix("\nViolated along this replay:\n  onceContentAlwaysContent  at step 4 (fail getPosts)\n"))
    }

    /// An unknown name lists the valid ones, the model's own included.
    @Test func anUnknownPropertyNamesTheModelsOwn() throws {
        let path = try editedModel("case3-paging.model") { $0 }
        let run = runCLI(["replay", path, "load", "--property", "onceContent"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.hasPrefix("error: unknown property 'onceContent'; valid names are: contentKeptWhileReloading, "))
        #expect(run.stderr.hasSuffix(", allCasesReachable, onceContentAlwaysContent\n"))
    }

    /// A Swift screen's default expectations (every applicable standard
    /// property holds): each replay line `check` prints for ProfileScreen
    /// reproduces its violation at its last step.
    @Test func theReplayLinesOfASwiftScreenReproduceTheirViolations() throws {
        let check = runCLI(["check", Self.swiftFixtures + "/ProfileScreen"])
        #expect(check.status == .expectationFailed)
        let lines = replayLines(check.stdout)
        // errorKeptWhileRetrying, noDoubleSpinner, contentKeptOnFailedRefresh, silentCancellation (the fixture's 4 violations).
        #expect(lines.count == 4)
        let expected = [
            ("errorKeptWhileRetrying", "at step 3 (refresh)"),
            ("noDoubleSpinner", "at step 3 (refresh)"),
            ("contentKeptOnFailedRefresh", "at step 4 (fail fetchProfile)"),
            ("silentCancellation", "at step 4 (fail fetchProfile)"),
        ]
        for (line, (property, place)) in zip(lines, expected) {
            #expect(line.path.hasSuffix("/ProfileScreen/ProfileScreen.swift"))
            let replay = runCLI(["replay", line.path, line.events, "--property", property])
            #expect(replay.status == .success, "\(replay.stderr)")
            #expect(replay.stdout.contains("\nViolated along this replay:\n  \(property)  \(place)\n"), "\(property)")
        }
    }

    /// A screen whose view model is declared in another file of the module
    /// (FeedModelScreen reads FeedModel.swift): the replay reads the module too.
    @Test func theReplayLineOfAViewModelScreenReproducesIt() throws {
        let check = runCLI(["check", Self.swiftFixtures + "/FeedModelScreen"])
        #expect(check.status == .expectationFailed)
        // contentKeptOnFailedRefresh (Case 3's known gap) comes first in catalog order.
        let line = try #require(replayLines(check.stdout).first)
        #expect(line.events == "load, success page, refresh, fail page")
        let replay = runCLI(["replay", line.path, line.events])
        #expect(replay.status == .success, "\(replay.stderr)")
        #expect(replay.stdout.contains("\n  contentKeptOnFailedRefresh  at step 4 (fail page)\n"))
    }

    /// A graph property: the submit loop expected to keep noLeakedTask. Its
    /// trace ends in a state from which the leaked continuation's task can
    /// never finish, so the replay finds it from the state it ends in.
    @Test func theReplayLineOfAGraphPropertyReproducesItFromTheEnd() throws {
        let path = try editedModel("submit-retry-loop.model") {
            $0.replacingOccurrences(of: "expect violated noLeakedTask", with: "expect holds noLeakedTask")
        }
        let check = runCLI(["check", path])
        #expect(check.status == .expectationFailed)
        let line = try #require(replayLines(check.stdout).first)
        #expect(line.events == "load, tapSubmit, tapSubmit, fail send, fail send")
        let replay = runCLI(["replay", line.path, line.events])
        #expect(replay.status == .success, "\(replay.stderr)")
        // The double tap's second call of send is also on the path (the model expects singleFlight violated).
        #expect(replay.stdout.hasSuffix("""

            Violated along this replay:
              singleFlight  at step 3 (tapSubmit)
              noLeakedTask  from the state the replay ends in
            Not checked along a replay (it needs every reachable state): allCasesReachable

            """))
        // One step short, the stuck state is one event after the end.
        let shorter = runCLI(["replay", line.path, "load, tapSubmit, tapSubmit, fail send", "--property", "noLeakedTask"])
        #expect(shorter.stdout.hasSuffix("\nViolated along this replay:\n  noLeakedTask  1 event after the replay ends\n"))
    }

    /// A path that breaks nothing says so, and names what a replay cannot check.
    @Test func aReplayWithoutViolationSaysSo() {
        let run = runCLI(["replay", modelsFolder.appendingPathComponent("case4-paging.model").path, "load, success getPosts"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""

            No checked property is violated along this replay.
            Not checked along a replay (it needs every reachable state): allCasesReachable

            """))
    }
}
