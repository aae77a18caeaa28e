import Foundation
import StateCheck
import StateCheckTesting
import Testing

@Suite("StateCheckTesting in Swift Testing")
struct AssertScreenTests {
    @Test func aFailedExpectationPointsAtTheCallerWithTheTrace() throws {
        let expectedLine = #line + 2
        let failures = FailureCapture.collect {
            assertScreen(UserScreen(), expect: [.errorKeptWhileRetrying: .holds])
        }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        #expect(failure.line == expectedLine)
        #expect(failure.fileID == #fileID)
        #expect(failure.message.hasPrefix("errorKeptWhileRetrying: expected to hold, but it is violated\n"))
        #expect(failure.message.contains("UserScreen violates errorKeptWhileRetrying (\(#fileID):\(expectedLine))"))
        #expect(failure.message.contains("Step 1: load"))
        #expect(failure.message.contains("Step 3: refresh   ← errorKeptWhileRetrying fails here"))
        #expect(failure.message.hasSuffix("Replay: assertRandomWalks(UserScreen(), properties: [\"errorKeptWhileRetrying\"], replay: \"load, fail getUser, refresh\")\n"))
    }

    @Test func everyUnmetExpectationIsOneIssue() {
        let failures = FailureCapture.collect {
            assertScreen(UserScreen(), expect: [.errorKeptWhileRetrying: .holds, .noDoubleSpinner: .holds, .singleFlight: .holds])
        }
        // errorKeptWhileRetrying and noDoubleSpinner are violated; singleFlight holds.
        #expect(failures.map { String($0.message.prefix { $0 != ":" }) } == ["errorKeptWhileRetrying", "noDoubleSpinner"])
    }

    @Test func metExpectationsRecordNothing() throws {
        let result = try #require(assertScreen(UserScreen(), expect: [.contentKeptWhileReloading: .holds, .noDoubleSpinner: .violated]))
        #expect(result.stateCount == 19)
    }

    /// The one failure these tests let reach Swift Testing (a short one): it
    /// proves that outside a capture, failures are real issues at the caller.
    @Test func anUnknownPropertyIsAFailureNotACrash() {
        let expectedLine = #line + 2
        withKnownIssue {
            assertRandomWalks(UserScreen(), properties: ["noSuchProperty"], walks: 1)
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileID == #fileID
                && issue.comments.map(\.rawValue).joined().contains("unknown property 'noSuchProperty'")
        }
    }
}
