import StateCheckLanguage

// `name.trimmingCharacters(in: .whitespaces)`, `message.trim()`: a String
// method whose result is another String that the screen does not decide
// (the model has no text operations). The result is an opaque value, like
// an input: a test of it (`name.trim().isEmpty`) is an assumption explored
// both ways, a Bool property given it (`canSave = !name.trim().isEmpty`) is
// left at any value, a String property given it is read opaque from then on,
// and it may be passed to an api or a method of the screen (whose parameter
// is then opaque). Nothing decides the loading state from it silently: an
// enum property given it stays refused.

extension ScreenBuilder {
    /// String methods of Swift and Foundation whose result is a String
    /// computed from the receiver (and their common extensions, `trim()`).
    static let textResultMethods: Set<String> = [
        "trimmingCharacters", "trim", "trimmed", "lowercased", "uppercased", "capitalized",
        "replacingOccurrences", "appending", "prefix", "suffix", "dropFirst", "dropLast",
    ]

    /// The text an opaque String result is computed from (`name` in
    /// `name.trimmingCharacters(in: .whitespaces)`), or nil when `e` is no
    /// such call: a method of ``textResultMethods`` on a String the screen
    /// holds (or `trimmingCharacters(in:)`, whose receiver is text whatever
    /// it is), computed without effects. Nil in strict mode.
    func textResultRoot(_ e: SwiftExpr) -> String? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, trailing.isEmpty,
              case .member(let base, let method) = callee.kind, Self.textResultMethods.contains(method),
              changesNothing(base), args.allSatisfy({ changesNothing($0.value) }) else { return nil }
        var receiver = base
        while case .optionalChain(let inner) = receiver.kind { receiver = inner }
        let isText = isStringState(receiver) || textResultRoot(receiver) != nil
            || method == "trimmingCharacters" && args.count == 1 && args[0].label == "in"
        return isText ? "\(Self.brief(receiver)).\(method)(…)" : nil
    }
}
