// The rules of response structs (`struct FeedPage { let items: Value; let nextCursor: String? }`).

extension Checker {
    /// The most answers one api may give: the product of its struct's field domains.
    static let maxAnswerShapes = 64

    /// A struct's fields are what an answer can hold and the code can tell
    /// apart: at most one `Value` (the list), `Bool`, `String`, enums without
    /// payloads and their optionals; an `Int` is allowed but never read.
    mutating func checkStruct(_ s: StructDecl) {
        var seen: [String: SourceLocation] = [:]
        var lists = 0
        var shapes = 1
        for f in s.fields {
            if let first = seen[f.name] {
                error("invalid redeclaration of field '\(f.name)' in '\(s.name)' (first declared at line \(first.line))", at: f.location)
            }
            seen[f.name] = f.location
            if f.type == .value {
                lists += 1
                if lists == 2 {
                    error("struct '\(s.name)' has a second 'Value' field '\(f.name)'; an answer holds at most one list of items (its page)", at: f.location)
                }
                shapes *= 2
                continue
            }
            guard let domain = answerDomainSize(f.type) else {
                error("the field '\(f.name)' of struct '\(s.name)' has type '\(Parser.describe(f.type))'; an answer's fields are one 'Value' (its items), 'Bool', 'String', 'Int' (never read), enums without payloads, and their optionals", at: f.location)
                continue
            }
            shapes *= domain
        }
        if shapes > Self.maxAnswerShapes {
            error("an answer of struct '\(s.name)' takes \(shapes) shapes (the product of its fields' values); models support at most \(Self.maxAnswerShapes): leave out fields the code does not read", at: s.location)
        }
    }

    /// How many values an answer's field of type `t` takes, nil when the
    /// type cannot be a field (an `Int` takes one: it is never read).
    func answerDomainSize(_ t: TypeRef) -> Int? {
        switch t {
        case .bool: return 2
        case .string, .int: return 1
        case .named(let n):
            guard model.structDecl(named: n) == nil, let e = symbols.enumSymbol(n), !e.cases.isEmpty,
                  e.cases.allSatisfy({ $0.payload.isEmpty }) else { return nil }
            return e.cases.count
        case .optional(let inner):
            return answerDomainSize(inner).map { $0 + 1 }
        case .value, .error, .void, .continuation, .task, .taskList:
            return nil
        }
    }

    /// The error for reading field `name` of struct `s` that has no getter
    /// (an `Int`), nil when `s` has no such field.
    func unreadableFieldMessage(_ name: String, of s: String) -> String? {
        guard let f = model.structDecl(named: s)?.fields.first(where: { $0.name == name }) else { return nil }
        return "the Int field '\(f.name)' of '\(s)' is not read by models: the numbers an api answers are not enumerated; branch on a Bool or optional field, or on the items' 'isEmpty'"
    }
}
