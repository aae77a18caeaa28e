import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Every `.swift` file of an app's source folder parses without a diagnostic.
/// The folder is named by `STATECHECK_SAMPLE_APP`; without it the test is skipped.
@Suite struct SwiftSampleAppTests {
    private static let folder = ProcessInfo.processInfo.environment["STATECHECK_SAMPLE_APP"]

    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to an app's source folder"))
    func everyFileParsesWithoutDiagnostics() throws {
        let root = URL(fileURLWithPath: try #require(Self.folder))
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        var count = 0
        var problems: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let file = SwiftParser.parse(text, file: path)
            problems += file.diagnostics.map { $0.rendered(source: text) }
            count += 1
        }
        #expect(count > 0, "no .swift file under \(root.path)")
        #expect(problems == [], "\(problems.count) diagnostics in \(count) files")
        print("parsed \(count) Swift files under STATECHECK_SAMPLE_APP with \(problems.count) diagnostics")
    }
}
