import Foundation
import Testing

/// Compares `actual` with the golden file `Golden/<name>` of this test
/// target. Run with `STATECHECK_RECORD_GOLDEN=1 swift test` to (re)write
/// golden files after an intended change; a missing golden file is a failure.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = testTargetFolder.appendingPathComponent("Golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["STATECHECK_RECORD_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden file Golden/\(name); record it with STATECHECK_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var diff = ""
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? String(e[i]) : nil
            let al = i < a.count ? String(a[i]) : nil
            if el != al {
                if let el { diff += "−\(i + 1): \(el)\n" }
                if let al { diff += "+\(i + 1): \(al)\n" }
            }
        }
        Issue.record("output differs from Golden/\(name):\n\(diff)", sourceLocation: sourceLocation)
    }
}
