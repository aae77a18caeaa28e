/// A state enum of a `.model` text as design moves read it: its cases
/// (line and payload text) and the variable that holds it.
struct EnumShape {
    /// A case's declaration line and its payload text (`Value`,
    /// `Value, Error`), nil for a case without payload.
    struct Case {
        /// The index of its `case` line.
        var line: Int
        /// The text between its parentheses.
        var payload: String?
    }

    /// The enum's name.
    var name: String
    /// Its cases by name.
    var cases: [String: Case]
    /// The first `var NAME: Enum` declaration's name.
    var variable: String

    /// The first enum, in file order, whose cases satisfy `accepts` and
    /// that a variable holds; nil when there is none.
    static func find(in m: ModelTextBlocks, where accepts: ([String: Case]) -> Bool) -> EnumShape? {
        var i = 0
        while i < m.lines.count {
            let t = ModelTextBlocks.code(m.lines[i]).trimmingWhitespace
            guard t.hasPrefix("enum "), t.hasSuffix("{"),
                  let block = ModelTextBlocks(m.lines[i...].joined(separator: "\n")).block(startingWith: "enum ") else {
                i += 1
                continue
            }
            let range = (i + block.lowerBound)...(i + block.upperBound)
            let name = String(t.dropFirst("enum ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            var cases: [String: Case] = [:]
            for j in range {
                let c = ModelTextBlocks.code(m.lines[j]).trimmingWhitespace
                guard c.hasPrefix("case ") else { continue }
                let decl = c.dropFirst("case ".count)
                let caseName = String(decl.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                let rest = decl.dropFirst(caseName.count)
                if rest.isEmpty {
                    cases[caseName] = Case(line: j, payload: nil)
                } else if rest.hasPrefix("("), rest.hasSuffix(")") {
                    cases[caseName] = Case(line: j, payload: String(rest.dropFirst().dropLast()))
                }
            }
            if accepts(cases), let variable = variable(of: name, in: m) {
                return EnumShape(name: name, cases: cases, variable: variable)
            }
            i = range.upperBound + 1
        }
        return nil
    }

    /// The name of the first variable declared with type `type`.
    private static func variable(of type: String, in m: ModelTextBlocks) -> String? {
        for line in m.lines {
            let t = ModelTextBlocks.code(line).trimmingWhitespace
            guard t.hasPrefix("var "), t.contains(": \(type) ") || t.hasSuffix(": \(type)") else { continue }
            let name = t.dropFirst("var ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }
}
