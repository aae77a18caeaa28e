/// A line-based diff of two texts: the longest common subsequence of their
/// lines, as an edit script. Deterministic: among equally long common
/// subsequences, deletions come before insertions.
package enum LineDiff {
    /// One line of an edit script.
    package enum Edit: Hashable, Sendable {
        /// A line of both texts: its index in the old and in the new one.
        case keep(old: Int, new: Int)
        /// A line only in the old text.
        case delete(old: Int)
        /// A line only in the new text.
        case insert(new: Int)

        /// Whether the edit changes a line (deletes or inserts one).
        package var isChange: Bool {
            if case .keep = self { return false }
            return true
        }
    }

    /// The edit script that turns `old` into `new`.
    package static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count
        let m = new.count
        // lcs[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(.keep(old: i, new: j))
                i += 1
                j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                edits.append(.delete(old: i))
                i += 1
            } else {
                edits.append(.insert(new: j))
                j += 1
            }
        }
        return edits
    }

    /// How many lines the diff adds plus removes.
    package static func changedLineCount(_ old: [String], _ new: [String]) -> Int {
        edits(old, new).filter(\.isChange).count
    }
}
