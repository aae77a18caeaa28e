import StateCheck
import StateCheckCommands

/// Mutations of a real model: the inputs that stay close to valid and so
/// reach the checker, the lowering and the interpreter.
enum FuzzMutator {
    /// Applies one to four mutations; returns what was done and the text.
    static func mutate(_ text: String, _ rng: inout SplitMix64) -> (String, String) {
        var tokens = tokenize(text)
        var done: [String] = []
        for _ in 0..<rng.int(in: 1...4) {
            done.append(mutateOnce(&tokens, &rng))
        }
        return (done.joined(separator: "; "), tokens.joined())
    }

    /// Splits text into words, numbers, single symbols and runs of blanks,
    /// so that joining the pieces gives the text back.
    static func tokenize(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var currentKind = 0
        for ch in text {
            let kind = ch.isLetter || ch.isNumber || ch == "_" ? 1 : ch == " " || ch == "\t" ? 2 : 3
            if kind == currentKind, kind != 3 {
                current.append(ch)
            } else {
                if !current.isEmpty { out.append(current) }
                current = String(ch)
                currentKind = kind
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// Indices of tokens that are not blanks or line breaks.
    private static func solid(_ tokens: [String]) -> [Int] {
        tokens.indices.filter { !tokens[$0].allSatisfy(\.isWhitespace) }
    }

    /// Token ranges of each line (the line break included).
    private static func lines(_ tokens: [String]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        for (i, t) in tokens.enumerated() where t == "\n" || t == "\r\n" {
            out.append(start..<(i + 1))
            start = i + 1
        }
        if start < tokens.count { out.append(start..<tokens.count) }
        return out
    }

    static let extremes = [
        "9223372036854775807", "-9223372036854775807", "9223372036854775808", "0", "-1",
        "999999999", "0x7fffffffffffffff", "1_000_000", "00", "1e9",
    ]

    private static func mutateOnce(_ tokens: inout [String], _ rng: inout SplitMix64) -> String {
        let words = solid(tokens)
        let lineRanges = lines(tokens)
        guard !words.isEmpty, !lineRanges.isEmpty else {
            tokens.append(rng.pick(FuzzRandomText.vocabulary))
            return "append a token"
        }
        switch rng.next(below: 13) {
        case 0:
            let i = rng.pick(words)
            let removed = tokens.remove(at: i)
            return "delete token '\(removed)'"
        case 1:
            let i = rng.pick(words)
            tokens.insert(tokens[i], at: i)
            return "duplicate token '\(tokens[i])'"
        case 2:
            let i = rng.pick(words), j = rng.pick(words)
            tokens.swapAt(i, j)
            return "swap tokens '\(tokens[j])' and '\(tokens[i])'"
        case 3:
            let i = rng.pick(words)
            let old = tokens[i]
            tokens[i] = rng.pick(FuzzRandomText.vocabulary)
            return "replace '\(old)' by '\(tokens[i])'"
        case 4:
            let r = rng.pick(lineRanges)
            tokens.removeSubrange(r)
            return "delete a line"
        case 5:
            let r = rng.pick(lineRanges)
            tokens.insert(contentsOf: Array(tokens[r]), at: r.lowerBound)
            return "duplicate a line"
        case 6:
            let a = rng.pick(lineRanges), b = rng.pick(lineRanges)
            guard a != b else { return "swap a line with itself" }
            let (first, second) = a.lowerBound < b.lowerBound ? (a, b) : (b, a)
            guard first.upperBound <= second.lowerBound else { return "swap overlapping lines (no-op)" }
            let lineA = Array(tokens[first]), lineB = Array(tokens[second])
            tokens.replaceSubrange(second, with: lineA)
            tokens.replaceSubrange(first, with: lineB)
            return "swap two lines"
        case 7:
            let cut = rng.next(below: tokens.count)
            tokens.removeSubrange(cut...)
            return "truncate after \(cut) tokens"
        case 8:
            let numbers = words.filter { tokens[$0].first?.isNumber == true }
            let i = numbers.isEmpty ? rng.pick(words) : rng.pick(numbers)
            tokens[i] = rng.pick(extremes)
            return "extreme number \(tokens[i])"
        case 9:
            return nest(&tokens, words, &rng)
        case 10:
            let i = rng.pick(words)
            tokens.insert(String(FuzzRandomText.scalar(&rng)), at: i)
            return "insert a random character"
        case 11:
            // Move a block-closing brace elsewhere: unbalanced blocks.
            let braces = words.filter { tokens[$0] == "}" || tokens[$0] == "{" }
            guard let i = braces.isEmpty ? nil : rng.pick(braces) else { return "no brace to move" }
            let brace = tokens.remove(at: i)
            tokens.insert(brace, at: rng.next(below: tokens.count + 1))
            return "move a '\(brace)'"
        default:
            let bound = rng.pick(["bound maxTasks = 999999999", "bound maxPages = 999999999",
                                  "bound intRange = -9223372036854775807...9223372036854775807",
                                  "bound intRange = 5...-5", "bound maxTasks = 0", "bound maxPages = -3",
                                  "bound intRange = 0...100000"])
            tokens.append("\n" + bound + "\n")
            return "add '\(bound)'"
        }
    }

    /// Wraps a token in deep nesting: parentheses, `!`, `-`, optional
    /// marks, blocks, or a long operator chain.
    private static func nest(_ tokens: inout [String], _ words: [Int], _ rng: inout SplitMix64) -> String {
        let i = rng.pick(words)
        let n = rng.pick([50, 199, 200, 201, 1_000, 10_000])
        switch rng.next(below: 6) {
        case 0:
            tokens[i] = String(repeating: "(", count: n) + tokens[i] + String(repeating: ")", count: n)
            return "nest '\(tokens[i].prefix(n + 8))…' in \(n) parentheses"
        case 1:
            tokens[i] = String(repeating: "!", count: n) + tokens[i]
            return "prefix \(n) '!'"
        case 2:
            tokens[i] += String(repeating: "?", count: n)
            return "suffix \(n) '?'"
        case 3:
            tokens[i] = String(repeating: "if true { ", count: n) + tokens[i] + String(repeating: " }", count: n)
            return "nest in \(n) if-blocks"
        case 4:
            let op = rng.pick([" + ", " && ", " || ", " ?? ", " == ", " - "])
            tokens[i] = Array(repeating: tokens[i], count: n).joined(separator: op)
            return "chain \(n) × '\(op)'"
        default:
            tokens[i] = tokens[i] + String(repeating: ".x", count: n)
            return "member chain of \(n)"
        }
    }
}
