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
