import Foundation
import Testing

/// Comments, docs and messages cite only what a reader of the repository can
/// open: the sources, the DocC catalog, README.md. A mention of a planning
/// document kept elsewhere, of a folder beside the repository or of a
/// tracker's numbered item points the reader nowhere.
@Suite struct CitationTests {
    /// Phrases that name something outside the repository. Written in pieces
    /// so this file does not match itself.
    static let outsideMentions: [String] = [
        "DESIGN" + ".md", "MODEL-LANGUAGE" + ".md", "SWIFT-SOURCE" + ".md", "SEED-DESIGNS" + ".md",
        "STYLE" + ".md", "MODEL" + ".md", "../" + "shared", "shared/" + "bench", "shared/" + "docs", "the " + "brief",
    ]

    /// Files a reader meets: every Swift source, DocC article, model,
    /// report, README and golden under these folders.
    static let roots = ["Sources", "Tests", "Plugins", "Models", "Reports", "README.md", "Package.swift"]

    /// Lines of `text` that cite an outside document, or name a numbered
    /// issue ("issue 12", "Issue 3").
    static func outsideCitations(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let found = outsideMentions.contains { line.contains($0) } || Self.citesAnIssue(line)
            return found ? "\(index + 1): \(line.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    /// Whether `line` holds "issue" (any case) followed by a space and a digit.
    static func citesAnIssue(_ line: Substring) -> Bool {
        let lower = Array(line.lowercased())
        let word = Array("issue ")
        guard lower.count > word.count else { return false }
        for start in 0...(lower.count - word.count - 1) where Array(lower[start..<start + word.count]) == word {
            if lower[start + word.count].isNumber { return true }
        }
        return false
    }

    @Test func theCheckFindsEachKindOfMention() {
        #expect(!Self.outsideCitations(in: "/// See " + "DESIGN" + ".md for the readings.").isEmpty)
        #expect(!Self.outsideCitations(in: "// fixed in " + "issue 13").isEmpty)
        #expect(!Self.outsideCitations(in: "// as " + "the brief" + " asks").isEmpty)
        #expect(Self.outsideCitations(in: "/// the language reference, \"Semantics in brief\"").isEmpty)
        #expect(Self.outsideCitations(in: "// an issue with two readings").isEmpty)
    }

    @Test func noFileCitesADocumentOutsideTheRepository() throws {
        let fm = FileManager.default
        var offending: [String] = []
        for root in Self.roots {
            let top = packageRoot + "/" + root
            var files: [String] = []
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: top, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let walk = fm.enumerator(atPath: top)
                while let relative = walk?.nextObject() as? String {
                    let ext = (relative as NSString).pathExtension
                    if ["swift", "md", "model", "txt", "json"].contains(ext) { files.append(top + "/" + relative) }
                }
            } else {
                files.append(top)
            }
            // This file holds the phrases it looks for, as data.
            for file in files where !file.hasSuffix("/CitationTests.swift") {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                for hit in Self.outsideCitations(in: text) {
                    offending.append(String(file.dropFirst(packageRoot.count + 1)) + ":" + hit)
                }
            }
        }
        #expect(offending.isEmpty, "speak of the code instead:\n\(offending.joined(separator: "\n"))")
    }
}
