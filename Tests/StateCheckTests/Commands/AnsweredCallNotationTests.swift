import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Which pending call an answer went to is written one way everywhere a
/// trace step is printed: as the replay line writes the step
/// (`success downloadPhoto@1`).
@Suite struct AnsweredCallNotationTests {
    /// PhotosCatalog expecting noStaleOverwrite to hold: its shortest trace
    /// (the model's own comment: load, refresh, the refresh's answer, then the
    /// load's) answers the second of two pending downloadPhoto calls first.
    func flipped() throws -> String {
        try editedModel("photos-catalog.model") {
            $0.replacingOccurrences(of: "expect violated noStaleOverwrite", with: "expect holds noStaleOverwrite")
        }
    }

    @Test func checksNumberedLinesNameTheAnsweredCall() throws {
        let path = try flipped()
        let run = runCLI(["check", path])
        #expect(run.status == .expectationFailed)
        #expect(run.stdout.contains("""
               1. load                     (invisible) → blank
               2. refresh                  blank → blank + refreshSpinner
               3. success downloadPhoto@1  blank + refreshSpinner → content([p2])
               4. success downloadPhoto    content([p2]) → content([p1])
              replay: statecheck replay \(path) "load, refresh, success downloadPhoto@1, success downloadPhoto"

            """))
    }

    @Test func explainsStepsNameTheAnsweredCall() throws {
        let run = runCLI(["explain", try flipped(), "noStaleOverwrite"])
        // The verdict differs from the flipped expectation: exit status 1.
        #expect(run.status == .expectationFailed, "\(run.stderr)")
        #expect(run.stdout.contains("\nStep 3: success downloadPhoto@1\n"))
        #expect(run.stdout.contains("\nStep 4: success downloadPhoto   ← noStaleOverwrite fails here\n"))
    }

    /// The JSON steps' events, joined with ", ", are the replay line.
    @Test func jsonTraceStepsNameTheAnsweredCall() throws {
        let run = runCLI(["check", try flipped(), "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let models = try #require(json["models"] as? [[String: Any]])
        let properties = try #require(models.first?["properties"] as? [[String: Any]])
        let stale = try #require(properties.first { $0["name"] as? String == "noStaleOverwrite" })
        let events = try #require(stale["trace"] as? [[String: Any]]).compactMap { $0["event"] as? String }
        #expect(events.joined(separator: ", ") == "load, refresh, success downloadPhoto@1, success downloadPhoto")
    }
}
