import StateCheckLanguage

extension ScreenBuilder {
    /// The `Int` values an input may set: the default `intRange` of a design
    /// (a value outside it would be a bound hit on the first tap).
    static let inputIntRange: ClosedRange<Int> = -16...16

    /// The values an input bound to an `Int` sets: for `Stepper(value: $x, in:
    /// a...b)` every value from `a` through `b` (by its `step:`, 1 unless
    /// given), for `Picker(_, selection: $x) { … }` the `Int` literals of its
    /// rows' `.tag(…)`, in the order written. Each value is one the screen's
    /// code can tell from the others (it is a distinct value of `x`). Nil
    /// after an error: no range or tags, or values outside ``inputIntRange``.
    mutating func intInputDomain(_ view: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], at loc: SourceLocation) -> [Int]? {
        let values: [Int]
        switch view {
        case "Stepper":
            guard let range = args.first(where: { $0.label == "in" }), case .binary("...", let low, let high) = range.value.kind,
                  let a = Self.intLiteral(low), let b = Self.intLiteral(high), a <= b else {
                error("a Stepper bound to an Int is read with a closed range of Int literals: Stepper(value: $count, in: 1...5)", at: loc)
                return nil
            }
            var step = 1
            if let s = args.first(where: { $0.label == "step" }) {
                guard let n = Self.intLiteral(s.value), n > 0 else {
                    error("the step of a Stepper is read as a positive Int literal: Stepper(value: $count, in: 0...10, step: 2)", at: s.value.location)
                    return nil
                }
                step = n
            }
            values = Array(stride(from: a, through: b, by: step))
        case "Picker":
            var tags: [Int] = []
            for t in trailing {
                for s in t.closure.body {
                    s.forEachExpression { e in
                        guard case .call(let callee, let tagArgs, let tagTrailing) = e.kind, case .member(_, "tag") = callee.kind,
                              tagTrailing.isEmpty, tagArgs.count == 1, let v = Self.intLiteral(tagArgs[0].value), !tags.contains(v) else { return }
                        tags.append(v)
                    }
                }
            }
            guard !tags.isEmpty else {
                error("a Picker bound to an Int is read with the Int literals of its rows' tags: Picker(\"Size\", selection: $size) { Text(\"Small\").tag(1) … }", at: loc)
                return nil
            }
            values = tags
        default:
            return nil
        }
        let range = Self.inputIntRange
        if let outside = values.first(where: { !range.contains($0) }) {
            error("the \(view) sets \(outside), outside the Ints a design holds (\(range.lowerBound)...\(range.upperBound)); narrow its values to that range", at: loc)
            return nil
        }
        return values
    }

    /// An `Int` literal, `5` or `-5`; nil for any other expression.
    static func intLiteral(_ e: SwiftExpr) -> Int? {
        switch e.kind {
        case .integer(let text): return Int(text.replacingOccurrences(of: "_", with: ""))
        case .prefixOperator("-", let inner):
            guard case .integer(let text) = inner.kind, let n = Int(text.replacingOccurrences(of: "_", with: "")) else { return nil }
            return -n
        default: return nil
        }
    }

    /// The word naming the event that sets an `Int` input to `v`: `3`, `Minus2`.
    static func intInputWord(_ v: Int) -> String {
        v < 0 ? "Minus\(-v)" : "\(v)"
    }
}
