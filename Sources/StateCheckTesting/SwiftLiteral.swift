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
