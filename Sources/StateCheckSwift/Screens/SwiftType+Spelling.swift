extension SwiftType {
    /// The type as a developer writes it (`[Item.ID: Loadable<Detail>]`,
    /// `Set<Int>`, `(Int, String)`), for diagnostics that name it.
    var spelling: String {
        switch kind {
        case .identifier(let name, let args):
            return name + Self.arguments(args)
        case .member(let base, let name, let args):
            return base.spelling + "." + name + Self.arguments(args)
        case .optional(let inner):
            return inner.spelling + "?"
        case .implicitlyUnwrapped(let inner):
            return inner.spelling + "!"
        case .array(let element):
            return "[" + element.spelling + "]"
        case .dictionary(let key, let value):
            return "[" + key.spelling + ": " + value.spelling + "]"
        case .tuple(let elements):
            return "(" + elements.map(Self.element).joined(separator: ", ") + ")"
        case .function(let parameters, let effects, let result):
            var text = "(" + parameters.map(Self.element).joined(separator: ", ") + ")"
            if effects.isAsync { text += " async" }
            if let t = effects.throwsKeyword { text += " " + t }
            return text + " -> " + result.spelling
        case .some(let inner):
            return "some " + inner.spelling
        case .any(let inner):
            return "any " + inner.spelling
        case .metatype(let inner, let suffix):
            return inner.spelling + "." + suffix
        case .composition(let parts):
            return parts.map(\.spelling).joined(separator: " & ")
        case .attributed(let attributes, let specifiers, let inner):
            return (attributes.map { "@" + $0.name } + specifiers + [inner.spelling]).joined(separator: " ")
        }
    }

    private static func arguments(_ args: [SwiftType]) -> String {
        args.isEmpty ? "" : "<" + args.map(\.spelling).joined(separator: ", ") + ">"
    }

    private static func element(_ e: SwiftTupleTypeElement) -> String {
        let label = e.label.map { $0 + ": " } ?? ""
        return label + e.type.spelling + (e.isVariadic ? "..." : "")
    }
}
