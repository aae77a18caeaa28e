/// Line-level reading of `.model` text for design moves: where a block
/// (`enum X {`, `view {`) starts and ends, counted by braces.
struct ModelTextBlocks {
    /// The model's lines, without their line breaks.
    var lines: [String]

    /// Splits `text` into lines.
    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The text again, lines joined by line breaks.
    var text: String { lines.joined(separator: "\n") }

    /// The lines of the first block whose first line, trimmed, starts with
    /// `header` and ends with `{`: the header line's index through the
    /// index of the line that closes it. Braces in `//` comments and in
    /// string literals are not counted (models have few of either).
    func block(startingWith header: String) -> ClosedRange<Int>? {
        guard let start = lines.firstIndex(where: {
            let t = Self.code($0).trimmingWhitespace
            return t.hasPrefix(header) && t.hasSuffix("{")
        }) else { return nil }
        var depth = 0
        for i in start..<lines.count {
            for c in Self.code(lines[i]) {
                if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            }
            if depth <= 0 { return start...i }
        }
        return nil
    }

    /// `line` without its `//` comment.
    static func code(_ line: String) -> Substring {
        guard let r = line.range(of: "//") else { return Substring(line) }
        return line[..<r.lowerBound]
    }

    /// The leading spaces of `line`.
    static func indentation(_ line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingWhitespace: String {
        let chars = Array(self)
        var start = 0
        var end = chars.count
        while start < end, chars[start] == " " || chars[start] == "\t" { start += 1 }
        while end > start, chars[end - 1] == " " || chars[end - 1] == "\t" || chars[end - 1] == "\r" { end -= 1 }
        return String(chars[start..<end])
    }
}
