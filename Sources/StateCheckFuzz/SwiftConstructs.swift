import StateCheck
import StateCheckCommands

/// Deep, long and huge Swift: the shapes generated and minified code has
/// (and that overflowed the front end's stack), put into a seed screen.
enum SwiftConstructs {
    /// A size from tens to ten thousands, often near the nesting limit.
    static func size(_ rng: inout SplitMix64) -> Int {
        rng.pick([1, 2, 50, 199, 200, 201, 1_000, rng.int(in: 1...3_000), 10_000])
    }

    /// One construct of `n` levels or terms, as a line of a method body.
    static func construct(_ n: Int, _ rng: inout SplitMix64) -> (String, String) {
        func repeated(_ s: String) -> String { String(repeating: s, count: n) }
        switch rng.next(below: 18) {
        case 0: return ("\(n)-term '+' chain", "let v = " + Array(repeating: "1", count: n).joined(separator: " + "))
        case 1: return ("\(n)-term '&&' chain", "let v = " + Array(repeating: "true", count: n).joined(separator: " && "))
        case 2: return ("generic arguments \(n) deep", "let v: " + repeated("Box<") + "Int" + repeated(">") + " = 1")
        case 3: return ("\(n) '?' suffixes", "let v: Int" + repeated("?") + " = nil")
        case 4: return ("\(n) nested parentheses", "let v = " + repeated("(") + "1" + repeated(")"))
        case 5: return ("\(n) nested closures", "let v = " + repeated("{ ") + "1" + repeated(" }"))
        case 6: return ("\(n) nested arrays", "let v = " + repeated("[") + "1" + repeated("]"))
        case 7: return ("\(n)-step member chain", "let v = state" + repeated(".x"))
        case 8: return ("\(n) chained calls", "let v = f" + repeated("()"))
        case 9: return ("\(n) nested ifs", repeated("if true { ") + repeated("} "))
        case 10: return ("\(n)-deep ternary", "let v = " + repeated("a ? b : ") + "c")
        case 11: return ("\(n) '?? '", "let v = " + Array(repeating: "a", count: n).joined(separator: " ?? "))
        case 12: return ("\(n) 'as Int'", "let v = 1" + repeated(" as Int"))
        case 13: return ("\(n) nested tuple types", "let v: " + repeated("(") + "Int" + repeated(")") + " = 1")
        case 14: return ("\(n) nested function types", "let v: " + repeated("() -> ") + "Int")
        case 15: return ("\(n) nested enum patterns", "if case " + repeated(".a(") + "let x" + repeated(")") + " = state {}")
        case 16: return ("\(n) unclosed '{'", repeated("{"))
        default: return ("\(n) modifiers", "Text(\"a\")" + repeated(".padding()"))
        }
    }

    /// `text` with a construct inserted at a random line, or made huge.
    static func make(into text: String, _ rng: inout SplitMix64) -> (String, String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch rng.next(below: 8) {
        case 0:
            let n = rng.int(in: 2...40)
            return ("the file \(n) times over", Array(repeating: text, count: n).joined(separator: "\n"))
        case 1:
            // 100,000 statements in a view body is 100,000 diagnostics: some 10 s of a debug build's
            // CPU (linear, no hang), more than the fuzzer's slow-input limit when cores are shared.
            let n = rng.pick([1_000, 5_000, 20_000])
            let at = rng.next(below: lines.count)
            lines.insert(String(repeating: "        x += 1\n", count: n), at: at)
            return ("\(n) statements at line \(at + 1)", lines.joined(separator: "\n"))
        case 2:
            let n = rng.pick([10_000, 1_000_000])
            let at = rng.next(below: lines.count)
            lines.insert("let s = \"" + String(repeating: "a", count: n) + "\"", at: at)
            return ("a \(n)-character string at line \(at + 1)", lines.joined(separator: "\n"))
        default:
            let (what, line) = construct(size(&rng), &rng)
            // Mostly inside a method or the body, where the translator reads it.
            let candidates = lines.indices.filter { lines[$0].hasPrefix("        ") }
            let at = candidates.isEmpty || rng.chance(10) ? rng.next(below: lines.count + 1) : rng.pick(candidates)
            lines.insert("        " + line, at: at)
            return ("\(what) at line \(at + 1)", lines.joined(separator: "\n"))
        }
    }
}
