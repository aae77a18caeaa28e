import StateCheckLanguage

// `viewModel.load(force: viewModel.query.trim().isEmpty)`,
// `.loaded(isFavourite: favourites.contains(movie.id))`: a test of a value
// the screen does not decide, handed on as an argument. It is a Bool (its
// syntax says so: a comparison, `!`, `&&`, `||`, `isEmpty`, `contains`,
// `hasPrefix`, …), so it is read as a condition is: each opaque test in it
// an assumption, which the environment may flip at any time. The method or
// case given it then sees both values, as the real one may.

extension ScreenBuilder {
    /// A call's arguments as model arguments; nil after a diagnostic.
    mutating func arguments(_ args: [SwiftArgument]) -> [Argument]? {
        var out: [Argument] = []
        for a in args {
            let opaqueTest = !configuration.strict && Self.isBooleanSyntax(a.value) && isOpaqueTest(a.value)
            guard let v = opaqueTest ? conditionExpression(a.value) : expression(a.value) else { return nil }
            out.append(Argument(label: a.label, value: v))
        }
        return out
    }

    /// Whether `e` is a Bool by its syntax alone: a comparison, a logical
    /// operator, `!`, or a member or method of a value that answers a test
    /// (`isEmpty`, `contains(…)`, `hasPrefix(…)`, …).
    static func isBooleanSyntax(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .binary(let op, _, _): return ["==", "!=", "<", "<=", ">", ">=", "&&", "||"].contains(op)
        case .prefixOperator("!", _): return true
        case .member(_, let name): return booleanMembers.contains(name)
        case .call(let callee, _, _):
            if case .member(_, let name) = callee.kind { return booleanMethods.contains(name) }
            return false
        case .tuple(let elements):
            guard elements.count == 1, elements[0].label == nil else { return false }
            return isBooleanSyntax(elements[0].value)
        default: return false
        }
    }

    /// Members of Foundation's values that answer a test.
    static let booleanMembers: Set<String> = ["isEmpty", "isFileURL", "hasDirectoryPath"]

    /// Methods of Foundation's values and collections that answer a test.
    static let booleanMethods: Set<String> = [
        "contains", "localizedCaseInsensitiveContains", "localizedStandardContains", "hasPrefix", "hasSuffix", "allSatisfy", "starts",
        "elementsEqual", "isSubset", "isSuperset", "isDisjoint",
    ]
}
