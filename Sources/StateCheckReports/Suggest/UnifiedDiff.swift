import StateCheckLanguage

/// A unified diff (`diff -u`) of two texts, which `patch` applies: hunks
/// of changed lines with up to three lines of context.
package enum UnifiedDiff {
    /// The diff of `old` into `new`, headed `--- a/path` and `+++ b/path`;
    /// empty when the texts are equal.
    package static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let edits = LineDiff.edits(a, b)
        let changed = edits.indices.filter { edits[$0].isChange }
        guard let first = changed.first else { return "" }
        // Group changes whose context overlaps into hunks.
        var hunks: [ClosedRange<Int>] = []
        var start = max(0, first - context)
        var end = min(edits.count - 1, first + context)
        for c in changed.dropFirst() {
            if c - context <= end + 1 {
                end = min(edits.count - 1, c + context)
            } else {
                hunks.append(start...end)
                start = max(0, c - context)
                end = min(edits.count - 1, c + context)
            }
        }
        hunks.append(start...end)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            var oldStart: Int?
            var newStart: Int?
            var oldCount = 0
            var newCount = 0
            var body = ""
            for e in edits[hunk] {
                switch e {
                case .keep(let o, let n):
                    oldStart = oldStart ?? o
                    newStart = newStart ?? n
                    oldCount += 1
                    newCount += 1
                    body += " \(a[o])\n"
                case .delete(let o):
                    oldStart = oldStart ?? o
                    oldCount += 1
                    body += "-\(a[o])\n"
                case .insert(let n):
                    newStart = newStart ?? n
                    newCount += 1
                    body += "+\(b[n])\n"
                }
            }
            let os = oldCount == 0 ? (lineBefore(hunk, in: edits, old: true)) : (oldStart ?? 0) + 1
            let ns = newCount == 0 ? (lineBefore(hunk, in: edits, old: false)) : (newStart ?? 0) + 1
            out += "@@ -\(os),\(oldCount) +\(ns),\(newCount) @@\n" + body
        }
        return out
    }

    /// The lines of `text`; a final line break ends the last line rather
    /// than starting an empty one (texts without it are diffed as if it were there).
    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// For a hunk with no line on one side, the line number (1-based) of
    /// that side's last line before it, as `diff -u` writes it (0 at the top).
    private static func lineBefore(_ hunk: ClosedRange<Int>, in edits: [LineDiff.Edit], old: Bool) -> Int {
        var line = 0
        for e in edits[..<hunk.lowerBound] {
            switch e {
            case .keep: line += 1
            case .delete: if old { line += 1 }
            case .insert: if !old { line += 1 }
            }
        }
        return line
    }
}
