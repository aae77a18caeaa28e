import StateCheck
import StateCheckCommands

/// Random text: bytes decoded as UTF-8 (invalid sequences become U+FFFD),
/// random Unicode scalars of every kind, or a soup of model tokens that
/// reaches deeper into the parser than noise does.
enum FuzzRandomText {
    /// Words, keywords and operators of the model language (and of Swift
    /// code a user might paste).
    static let vocabulary: [String] = [
        "model", "api", "enum", "case", "extension", "var", "let", "func", "on", "view", "invariant", "step",
        "expect", "holds", "violated", "bound", "maxTasks", "maxPages", "intRange", "async", "await", "try",
        "throws", "do", "catch", "if", "else", "guard", "switch", "default", "while", "break", "continue",
        "return", "throw", "Task", "sync", ".task", ".refreshable", "as", "when", "is", "self", "mutating",
        "withCheckedContinuation", "resume", "returning:", "Value", "Error", "Int", "Bool", "String",
        "CheckedContinuation<Bool>", "nil", "true", "false", "0", "1", "-1", "9223372036854775807",
        "99999999999999999999", "\"s\"", "\"", "blank", "content", "spinner", "errorView", "footerSpinner",
        "footerError", "banner", "alert", "button", "mark", "screen", "before", "after", "event",
        "CancellationError", "URLError", "Task.isCancelled", "isEmpty", "count", "load", "cancel", "refresh",
        "page", "success", "fail", "x", "y", "E", "S", "(", ")", "{", "}", "[", "]", ".", ",", ":", ";", "=",
        "==", "!=", "<", ">", "<=", ">=", "+", "-", "+=", "!", "?", "??", "&&", "||", "->", "...", "..<",
        "`", "@", "#", "\\", "/*", "*/", "//", "///", "\n", "\n", "\n", " ", " ", " ", "\t", "\r\n",
    ]

    static func make(_ rng: inout SplitMix64) -> (String, String) {
        switch rng.next(below: 4) {
        case 0:
            let count = rng.int(in: 0...400)
            var bytes: [UInt8] = []
            for _ in 0..<count { bytes.append(UInt8(truncatingIfNeeded: rng.next())) }
            return ("\(count) random bytes", String(decoding: bytes, as: UTF8.self))
        case 1:
            let count = rng.int(in: 0...300)
            var text = ""
            for _ in 0..<count { text.unicodeScalars.append(scalar(&rng)) }
            return ("\(count) random Unicode scalars", text)
        default:
            let count = rng.int(in: 1...250)
            var text = rng.chance(70) ? "model M\n" : ""
            for _ in 0..<count {
                text += rng.chance(8) ? String(scalar(&rng)) : rng.pick(vocabulary)
                if rng.chance(60) { text += " " }
            }
            return ("soup of \(count) model tokens", text)
        }
    }

    /// A scalar from a mix of ranges: ASCII (with controls), Latin, combining
    /// marks, right-to-left, CJK, emoji, zero-width and private-use.
    static func scalar(_ rng: inout SplitMix64) -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x7F, 0x20...0x7E, 0x20...0x7E, 0x80...0xFF, 0x300...0x36F, 0x590...0x6FF,
            0x200B...0x200F, 0x2028...0x202E, 0x3000...0x30FF, 0x4E00...0x4FFF, 0xFE00...0xFE0F,
            0xFEFF...0xFEFF, 0xFFF9...0xFFFD, 0x1F300...0x1F6FF, 0xE000...0xE0FF, 0x10FFF0...0x10FFFF,
        ]
        let r = rng.pick(ranges)
        let value = r.lowerBound + UInt32(rng.next(below: Int(r.upperBound - r.lowerBound) + 1))
        return Unicode.Scalar(value) ?? "?"
    }
}
