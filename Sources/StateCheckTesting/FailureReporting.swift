import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was called: what both test libraries need to point a
/// failure at the caller's line.
struct CallSite: Sendable {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// `Module/File.swift:12`, for headings.
    var shortDescription: String { "\(fileID):\(line)" }
}

/// Records a test failure at `site`, in whichever test library is running
/// the current test, decided at run time as swift-argument-parser's test
/// helpers do: Swift Testing's `Issue.record` inside a `@Test`, `XCTFail`
/// otherwise.
func recordFailure(_ message: String, at site: CallSite) {
    if let sink = FailureCapture.sink {
        sink(RecordedFailure(message: message, fileID: site.fileID, line: Int(site.line), column: Int(site.column)))
        return
    }
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: site.fileID, filePath: String(describing: site.filePath),
                line: Int(site.line), column: Int(site.column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: site.filePath, line: site.line)
    #else
    print("\(site.filePath):\(site.line): error: \(message)")
    #endif
}

/// A failure an assertion recorded, as the assertions' own tests see it.
package struct RecordedFailure: Sendable, Equatable {
    /// The whole failure message (heading, trace, replay line).
    package var message: String
    /// `Module/File.swift` of the assertion's caller.
    package var fileID: String
    /// The caller's line.
    package var line: Int
    /// The caller's column.
    package var column: Int
}

/// Where assertion failures go. Normally nowhere special: they are recorded
/// in the running test library. The assertions' own tests collect them
/// instead, so that the failures they provoke on purpose print nothing.
package enum FailureCapture {
    /// Receives every failure while set; `nil` records them in the test library.
    @TaskLocal package static var sink: (@Sendable (RecordedFailure) -> Void)?

    /// Runs `body` and returns the failures its assertions recorded, in order.
    package static func collect(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
        let box = Collected()
        try $sink.withValue({ box.append($0) }) { try body() }
        return box.all
    }

    /// The failures collected so far (appended from whichever thread records).
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var failures: [RecordedFailure] = []

        func append(_ failure: RecordedFailure) {
            lock.lock(); defer { lock.unlock() }
            failures.append(failure)
        }

        var all: [RecordedFailure] {
            lock.lock(); defer { lock.unlock() }
            return failures
        }
    }
}
