/// `assertRandomWalks(Case3Paging()` — the start of the call that replays a
/// walk of `design` (``designExpression(_:)``), with the properties and
/// seed of the failed call. Custom properties are passed by the caller's
/// own code, so they are not repeated.
func replayCall<D>(_ design: D, properties: [String]? = nil, seed: UInt64? = nil) -> String {
    var call = "assertRandomWalks(\(designExpression(design).text)"
    if let properties { call += ", properties: [" + properties.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
    if let seed { call += ", seed: \(seed)" }
    return call
}

/// The Swift expression a replay line builds the design with, so that the
/// pasted line replays the design that failed, never another one:
///
/// - a design without stored properties is `ProfileScreen()`;
/// - a design with stored properties (built with arguments) that conforms
///   to `CustomStringConvertible` is its `description`, which it writes as
///   the expression that builds it (`ProfileScreen(appearTask: .task)`);
/// - any other design with stored properties is an editor placeholder,
///   `<#ProfileScreen(appearTask: .task)#>`, which does not compile until
///   the arguments are given: `ProfileScreen()` would replay its default
///   and pass silently. ``DesignExpression/note`` says so.
func designExpression<D>(_ design: D) -> DesignExpression {
    let type = String(describing: D.self)
    let mirror = Mirror(reflecting: design)
    guard !mirror.children.isEmpty else { return DesignExpression(text: "\(type)()", note: nil) }
    if let described = design as? CustomStringConvertible {
        return DesignExpression(text: described.description, note: nil)
    }
    let guess = SwiftLiteral.of(design)
    return DesignExpression(
        text: "<#\(guess)#>",
        note: "\(type) was built with arguments (\(guess)): give the same ones in place of the placeholder, "
            + "or make \(type) CustomStringConvertible with the expression that builds it as its description "
            + "so that replay lines print it")
}

/// The design part of a printed replay call, and why it must be edited
/// when it is a placeholder.
struct DesignExpression: Sendable, Equatable {
    /// The expression (`ProfileScreen()`, or `<#…#>` for a placeholder).
    var text: String
    /// A sentence for the failure message when ``text`` is a placeholder.
    var note: String?
}

/// A best-effort Swift spelling of a value read through `Mirror`, for the
/// placeholder of a design built with arguments: `ProfileScreen(appearTask: .task)`.
enum SwiftLiteral {
    /// `value` as a Swift expression, as far as its mirror tells.
    static func of(_ value: Any) -> String {
        switch value {
        case let s as String: return s.debugDescription
        case let c as Character: return String(c).debugDescription
        case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32, is UInt64, is Double, is Float:
            return String(describing: value)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        guard let style = mirror.displayStyle else { return String(describing: value) }
        switch style {
        case .optional:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        case .enum:
            let name = String(describing: value)
            guard let payload = mirror.children.first else { return "." + name }
            let caseName = payload.label ?? String(name.prefix { $0 != "(" })
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple {
                return ".\(caseName)(" + inner.children.map { labelled($0.label, of($0.value)) }.joined(separator: ", ") + ")"
            }
            return ".\(caseName)(\(of(payload.value)))"
        case .struct, .class:
            let typeName = String(describing: type(of: value))
            return "\(typeName)(" + mirror.children.map { labelled($0.label, of($0.value)) }.joined(separator: ", ") + ")"
        case .collection, .set:
            return "[" + mirror.children.map { of($0.value) }.joined(separator: ", ") + "]"
        case .dictionary:
            let pairs = mirror.children.map { pair -> String in
                let kv = Mirror(reflecting: pair.value).children.map { of($0.value) }
                return kv.count == 2 ? "\(kv[0]): \(kv[1])" : of(pair.value)
            }
            return pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
        case .tuple:
            return "(" + mirror.children.map { labelled($0.label, of($0.value)) }.joined(separator: ", ") + ")"
        default:
            // `.foreignReference` and later styles (not on every platform the package supports).
            return String(describing: value)
        }
    }

    /// `label: value`, or `value` for an unlabelled (`.0`) element.
    private static func labelled(_ label: String?, _ value: String) -> String {
        guard let label, !label.hasPrefix(".") else { return value }
        // A stored property's wrapper storage (`_name`) stands for the wrapped argument `name`.
        return (label.hasPrefix("_") ? String(label.dropFirst()) : label) + ": " + value
    }
}
