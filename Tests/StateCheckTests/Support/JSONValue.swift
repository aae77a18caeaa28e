/// A parsed JSON document, kind by kind, so a validator can tell an integer
/// from a boolean (Foundation's parser gives both as `NSNumber`).
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a key may not repeat.
    case object([(key: String, value: JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member `key` of an object, or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A parse failure: what was expected, at which UTF-8 offset.
    struct ParseError: Error, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "offset \(offset): \(message)" }
    }

    /// Parses `text` (RFC 8259; one value, surrounding blanks allowed).
    static func parse(_ text: String) throws -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipBlanks()
        guard parser.at == parser.bytes.count else { throw ParseError(message: "text after the document", offset: parser.at) }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var at = 0

        mutating func skipBlanks() {
            while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }

        func fail(_ message: String) -> ParseError { ParseError(message: message, offset: at) }

        mutating func expect(_ literal: String) throws {
            let l = Array(literal.utf8)
            guard at + l.count <= bytes.count, Array(bytes[at..<at + l.count]) == l else { throw fail("expected \(literal)") }
            at += l.count
        }

        mutating func value() throws -> JSONValue {
            skipBlanks()
            guard at < bytes.count else { throw fail("expected a value") }
            switch bytes[at] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            default: return try number()
            }
        }

        mutating func object() throws -> JSONValue {
            at += 1
            var members: [(key: String, value: JSONValue)] = []
            skipBlanks()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
            while true {
                skipBlanks()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                let key = try string()
                guard !members.contains(where: { $0.key == key }) else { throw fail("key \(key) repeated") }
                skipBlanks()
                try expect(":")
                members.append((key, try value()))
                skipBlanks()
                guard at < bytes.count else { throw fail("unterminated object") }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                try expect("}")
                return .object(members)
            }
        }

        mutating func array() throws -> JSONValue {
            at += 1
            var items: [JSONValue] = []
            skipBlanks()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
            while true {
                items.append(try value())
                skipBlanks()
                guard at < bytes.count else { throw fail("unterminated array") }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                try expect("]")
                return .array(items)
            }
        }

        mutating func string() throws -> String {
            at += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw = [] }
            while at < bytes.count {
                let b = bytes[at]
                at += 1
                switch b {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard at < bytes.count else { throw fail("unterminated escape") }
                    let e = bytes[at]
                    at += 1
                    switch e {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(e))
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code) {
                            try expect("\\u")
                            let low = try hex4()
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw fail("bad \\u escape") }
                        scalars.append(scalar)
                    default: throw fail("bad escape")
                    }
                case 0..<0x20: throw fail("control character in a string")
                default: raw.append(b)
                }
            }
            throw fail("unterminated string")
        }

        mutating func hex4() throws -> UInt32 {
            guard at + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16) else {
                throw fail("expected 4 hex digits")
            }
            at += 4
            return v
        }

        mutating func number() throws -> JSONValue {
            let start = at
            while at < bytes.count, "+-0123456789.eE".utf8.contains(bytes[at]) { at += 1 }
            let text = String(decoding: bytes[start..<at], as: UTF8.self)
            if let i = Int(text) { return .integer(i) }
            if let d = Double(text) { return .number(d) }
            at = start
            throw fail("expected a value")
        }
    }
}

extension JSONValue {
    /// The element `index` of an array, or nil.
    subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
