#if canImport(XCTest)
import StateCheck
import StateCheckTesting
import XCTest

/// Runs assertions whose failures are captured instead of failing the test,
/// to check where they point and what they say (`XCTExpectFailure` is not
/// available on Linux).
final class AssertScreenXCTests: XCTestCase {
    struct Captured {
        var message: String
        var file: String
        var line: Int
    }
    private var captured: [Captured] = []
    private var capturing = false

    #if os(Linux) || os(Windows)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append(Captured(message: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #else
    override func record(_ issue: XCTIssue) {
        if capturing {
            captured.append(Captured(
                message: issue.compactDescription, file: issue.sourceCodeContext.location?.fileURL.path ?? "",
                line: issue.sourceCodeContext.location?.lineNumber ?? 0))
        } else {
            super.record(issue)
        }
    }
    #endif

    private func capture(_ body: () -> Void) -> [Captured] {
        capturing = true
        captured = []
        body()
        capturing = false
        return captured
    }

    func testAFailedExpectationPointsAtTheCallerWithTheTrace() {
        let expectedLine = #line + 2
        let failures = capture {
            assertScreen(UserScreen(), expect: [.errorKeptWhileRetrying: .holds])
        }
        XCTAssertEqual(failures.count, 1)
        guard let failure = failures.first else { return }
        XCTAssertEqual(failure.line, expectedLine)
        XCTAssertEqual(failure.file, "\(#filePath)")
        XCTAssertTrue(failure.message.contains("errorKeptWhileRetrying: expected to hold, but it is violated"), failure.message)
        XCTAssertTrue(failure.message.contains("Step 1: load"), failure.message)
        XCTAssertTrue(failure.message.contains("Step 3: refresh   ← errorKeptWhileRetrying fails here"), failure.message)
        XCTAssertTrue(failure.message.contains("Replay: assertRandomWalks(UserScreen(), properties: [\"errorKeptWhileRetrying\"], replay: \"load, fail getUser, refresh\")"), failure.message)
    }

    func testMetExpectationsRecordNothing() {
        let failures = capture {
            assertScreen(UserScreen(), expect: [.contentKeptWhileReloading: .holds, .singleFlight: .holds])
        }
        XCTAssertTrue(failures.isEmpty)
    }
}
#endif
