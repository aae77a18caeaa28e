/// The subset of JSON Schema (draft 2020-12) the commands' schemas use:
/// `type` (one name or a list), `properties`, `required`,
/// `additionalProperties` (a boolean or a schema), `items`, `enum`,
/// `oneOf` (exactly one of the schemas matches) and `$ref` to
/// `#/$defs/NAME`. Annotations (`title`, `description`, `$id`,
/// `$schema`) are ignored; any other keyword is an error, so a schema never
/// relies on a rule this validator would silently skip.
struct JSONSchemaValidator {
    /// The whole schema document (`$ref`s resolve in its `$defs`).
    let root: JSONValue

    /// Keywords that carry no rule.
    static let annotations: Set<String> = ["title", "description", "$id", "$schema", "$defs"]
    /// Keywords this validator applies.
    static let rules: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "enum", "oneOf", "$ref"]

    /// Every way `instance` breaks the schema, as `path: problem` lines;
    /// empty when it conforms.
    func errors(_ instance: JSONValue) -> [String] {
        var found: [String] = []
        check(instance, against: root, at: "$", into: &found)
        return found
    }

    private func check(_ value: JSONValue, against schema: JSONValue, at path: String, into found: inout [String]) {
        guard case .object(let keywords) = schema else {
            if schema == .bool(false) { found.append("\(path): not allowed") }
            return
        }
        for (keyword, _) in keywords where !Self.annotations.contains(keyword) && !Self.rules.contains(keyword) {
            found.append("\(path): the schema uses \(keyword), which this validator does not implement")
        }
        if case .string(let ref)? = schema["$ref"] {
            let prefix = "#/$defs/"
            guard ref.hasPrefix(prefix), let target = root["$defs"]?[String(ref.dropFirst(prefix.count))] else {
                found.append("\(path): unresolved $ref \(ref)")
                return
            }
            check(value, against: target, at: path, into: &found)
        }
        if case .array(let choices)? = schema["oneOf"] {
            let failures = choices.map { choice -> [String] in
                var problems: [String] = []
                check(value, against: choice, at: path, into: &problems)
                return problems
            }
            let matches = failures.filter(\.isEmpty).count
            if matches != 1 {
                found.append("\(path): matches \(matches) of the \(choices.count) oneOf schemas")
                // The closest choice's problems say what to fix.
                if matches == 0, let closest = failures.min(by: { $0.count < $1.count }) { found += closest }
            }
        }
        if let type = schema["type"] {
            let names: [String]
            switch type {
            case .string(let name): names = [name]
            case .array(let items): names = items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            default: names = []
            }
            if !names.contains(where: { Self.value(value, isOfType: $0) }) {
                found.append("\(path): expected \(names.joined(separator: " or ")), found \(Self.kind(of: value))")
                return
            }
        }
        if case .array(let allowed)? = schema["enum"], !allowed.contains(value) {
            found.append("\(path): \(Self.brief(value)) is not one of the allowed values")
        }
        if case .object(let members) = value {
            let properties: [(key: String, value: JSONValue)]
            if case .object(let p)? = schema["properties"] { properties = p } else { properties = [] }
            if case .array(let required)? = schema["required"] {
                for case .string(let name) in required where value[name] == nil {
                    found.append("\(path): missing required \(name)")
                }
            }
            for (key, member) in members {
                if let sub = properties.first(where: { $0.key == key })?.value {
                    check(member, against: sub, at: path + "." + key, into: &found)
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        found.append("\(path): \(key) is not in the schema")
                    } else {
                        check(member, against: additional, at: path + "." + key, into: &found)
                    }
                }
            }
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (index, item) in items.enumerated() {
                check(item, against: itemSchema, at: "\(path)[\(index)]", into: &found)
            }
        }
    }

    /// Whether `value` is of the JSON Schema type `name` (an integer is also a number).
    static func value(_ value: JSONValue, isOfType name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer), ("number", .number),
             ("string", .string), ("array", .array), ("object", .object):
            return true
        default:
            return false
        }
    }

    /// The type name of `value`, for messages.
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer: return "integer"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// A short rendering of `value`, for messages.
    static func brief(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return "\"\(s)\""
        case .integer(let i): return String(i)
        case .bool(let b): return String(b)
        case .null: return "null"
        default: return kind(of: value)
        }
    }
}
