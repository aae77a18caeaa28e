import Foundation
import StateCheck
import StateCheckTesting
import Testing

@Suite("StateCheckTesting in Swift Testing")
struct AssertScreenTests {
    @Test func aFailedExpectationPointsAtTheCallerWithTheTrace() {
        let expectedLine = #line + 2
        withKnownIssue {
            assertScreen(UserScreen(), expect: [.errorKeptWhileRetrying: .holds])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileID == #fileID
                && issue.description.contains("Step 1")
                && text.hasPrefix("errorKeptWhileRetrying: expected to hold, but it is violated\n")
                && text.contains("UserScreen violates errorKeptWhileRetrying (\(#fileID):\(expectedLine))")
                && text.contains("Step 3: refresh   ← errorKeptWhileRetrying fails here")
                && text.hasSuffix("Replay: assertRandomWalks(UserScreen(), properties: [\"errorKeptWhileRetrying\"], replay: \"load, fail getUser, refresh\")\n")
        }
    }

    @Test func everyUnmetExpectationIsOneIssue() {
        let count = IssueCounter()
        withKnownIssue {
            assertScreen(UserScreen(), expect: [.errorKeptWhileRetrying: .holds, .noDoubleSpinner: .holds, .singleFlight: .holds])
        } matching: { _ in
            count.increment()
            return true
        }
        #expect(count.value == 2)
    }

    @Test func metExpectationsRecordNothing() throws {
        let result = try #require(assertScreen(UserScreen(), expect: [.contentKeptWhileReloading: .holds, .noDoubleSpinner: .violated]))
        #expect(result.stateCount == 19)
    }

    @Test func anUnknownPropertyIsAFailureNotACrash() {
        withKnownIssue {
            assertRandomWalks(UserScreen(), properties: ["noSuchProperty"], walks: 1)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("unknown property 'noSuchProperty'")
        }
    }
}

/// Counts the issues a `withKnownIssue` matcher sees.
final class IssueCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock(); defer { lock.unlock() }
        count += 1
    }

    var value: Int {
        lock.lock(); defer { lock.unlock() }
        return count
    }
}
