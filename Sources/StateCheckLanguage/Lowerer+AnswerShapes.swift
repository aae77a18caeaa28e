@_spi(ScreenRuntime) import StateCheckScreens

/// The answers of an api that returns a struct, lowered: one payload per
/// shape, in the order the environment tries them.
struct AnswerShapes: Sendable {
    /// The enum the struct is (its index in the program).
    var type: Int
    /// Per shape, the label's answer text and whether its list is empty.
    var shapes: [AnswerShape]
    /// Per shape, the struct's payload; the list slot holds a placeholder.
    var payloads: [[RValue]]
    /// The payload slot of the struct's `Value` field, if it has one.
    var listSlot: Int?

    /// The struct value of shape `k`, its list the page `token` reserved
    /// (empty when the shape says so, or when the call reserved none).
    func value(shape k: Int, token: Int?) -> RValue {
        var payload = payloads[k]
        if let slot = listSlot {
            payload[slot] = .value(shapes[k].isEmpty ? [] : token.map { [$0] } ?? [])
        }
        return .enumValue(type: type, tag: 0, payload: payload)
    }
}

extension Lowerer {
    /// The one value an answer's `String` field takes: an opaque token (a
    /// cursor the code passes on or tests for nil), shown as `"some"`;
    /// comparing it with a String is a run-time error.
    static let answerToken = "some"

    /// The shapes of an answer of struct `s`: every combination of its
    /// stored fields' values, the list first (a page, then empty unless the
    /// api is `nonempty`), then each field in declaration order: `Bool`
    /// false then true, an optional `nil` first, an enum's cases in order, a
    /// `String` the one token ``answerToken``. A label names each field but
    /// the list as `name=value`, after `empty` for an empty list, with
    /// spaces between: `success getFeed empty nextCursor=nil` (no comma or
    /// colon, which replay lines would have to escape).
    mutating func answerShapes(of s: StructDecl, nonempty: Bool) -> AnswerShapes? {
        guard let type = symbols.enumIndex(s.name) else { return nil }
        let fields = s.storedFields
        var combos: [(payload: [RValue], parts: [String], isEmpty: Bool)] = [([], [], false)]
        var listSlot: Int?
        for (slot, f) in fields.enumerated() {
            var domain: [(RValue, String?, Bool)] = []
            if f.type == .value {
                listSlot = slot
                domain.append((.value([]), nil, false))
                if !nonempty { domain.append((.value([]), "empty", true)) }
            } else {
                domain = values(of: f.type).map { ($0.value, "\(f.name)=\($0.text)", false) }
            }
            combos = combos.flatMap { c in
                domain.map { d in (c.payload + [d.0], c.parts + (d.1.map { [$0] } ?? []), c.isEmpty || d.2) }
            }
        }
        return AnswerShapes(
            type: type,
            shapes: combos.map { AnswerShape(answer: $0.parts.isEmpty ? nil : $0.parts.joined(separator: " "), isEmpty: $0.isEmpty) },
            payloads: combos.map(\.payload), listSlot: listSlot)
    }

    /// The string the answers' `String` fields hold: one entry of the
    /// string table, never a literal's (a literal `"some"` is another).
    private mutating func answerTokenID() -> Int {
        if let id = program.answerTokenID { return id }
        program.strings.append(Self.answerToken)
        program.answerTokenID = program.strings.count - 1
        return program.strings.count - 1
    }

    /// The values an answer's field of type `t` takes, with their text in labels.
    private mutating func values(of t: TypeRef) -> [(value: RValue, text: String)] {
        switch t {
        case .bool: return [(.bool(false), "false"), (.bool(true), "true")]
        case .string: return [(.string(answerTokenID()), Self.answerToken)]
        case .int: return [(.int(0), "0")]
        case .named(let n):
            guard let e = symbols.enumIndex(n) else { return [] }
            return program.enums[e].cases.enumerated().map { (.enumValue(type: e, tag: $0.offset, payload: []), ".\($0.element.name)") }
        case .optional(let inner):
            return [(.nilValue, "nil")] + values(of: inner)
        case .value, .error, .void, .continuation, .task, .taskList:
            return []
        }
    }
}
