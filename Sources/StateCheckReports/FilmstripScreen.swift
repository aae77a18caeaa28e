import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// One screen of a trace read back from the one-line form every report
/// prints (`blank + spinner`, `content([p1, p2]) + footerSpinner`,
/// `(invisible)`, `errorView(URLError)  [crash: …]`), so the filmstrip draws
/// exactly what `explain` prints. The reading is the inverse of
/// ``Screen/description``; a part it does not know is kept as text.
package struct FilmstripScreen: Sendable, Equatable {
    /// One part of the screen.
    package enum Part: Sendable, Equatable {
        /// An element the engine renders.
        case element(ScreenElement)
        /// A part whose text is not an element's form, drawn as that text.
        case unknown(String)
    }

    /// Whether the view is on screen (`(invisible)` is not).
    public var isVisible: Bool
    /// The parts, in the order the view produced them.
    public var parts: [Part]
    /// What a crashing step reports after the screen (`[crash: …]`), if any.
    public var crash: String?

    /// Creates a screen.
    public init(isVisible: Bool, parts: [Part], crash: String? = nil) {
        self.isVisible = isVisible
        self.parts = parts
        self.crash = crash
    }

    /// Reads the one-line form `text`.
    public init(parsing text: String) {
        var body = text
        var crash: String?
        if let r = body.range(of: "  [crash: "), body.hasSuffix("]") {
            crash = String(body[r.upperBound..<body.index(before: body.endIndex)])
            body = String(body[..<r.lowerBound])
        }
        switch body {
        case "(invisible)":
            self.init(isVisible: false, parts: [], crash: crash)
        case "(nothing)", "":
            self.init(isVisible: true, parts: [], crash: crash)
        default:
            let parts = FilmstripScreen.topLevelParts(body).map { piece in
                FilmstripScreen.element(piece).map(Part.element) ?? .unknown(piece)
            }
            self.init(isVisible: true, parts: parts, crash: crash)
        }
    }

    /// The elements, without the parts that are only text.
    public var elements: [ScreenElement] {
        parts.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
    }

    /// `text` split at the ` + ` separators outside parentheses, brackets and
    /// string literals.
    static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if inString {
                current.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                i += 1
                continue
            }
            switch c {
            case "\"": inString = true
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth == 0, c == " ", i + 2 < chars.count, chars[i + 1] == "+", chars[i + 2] == " " {
                parts.append(current)
                current = ""
                i += 3
                continue
            }
            current.append(c)
            i += 1
        }
        parts.append(current)
        return parts
    }

    /// The element whose form is `text`, if it is one.
    static func element(_ text: String) -> ScreenElement? {
        switch text {
        case "blank": return .blank
        case "spinner": return .spinner
        case "refreshSpinner": return .refreshSpinner
        case "footerSpinner": return .footerSpinner
        case "errorView": return .errorView(nil)
        case "footerError": return .footerError(nil)
        case "banner": return .banner(nil)
        default: break
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let head = String(text[..<open])
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        switch head {
        case "content":
            guard inner.hasPrefix("["), inner.hasSuffix("]") else { return nil }
            let list = inner.dropFirst().dropLast()
            if list.isEmpty { return .content(PageList([])) }
            var pages: [Int] = []
            for token in list.split(separator: ",") {
                let t = token.drop { $0 == " " }
                guard t.hasPrefix("p"), let n = Int(t.dropFirst()) else { return nil }
                pages.append(n)
            }
            return .content(PageList(pages))
        case "errorView": return ErrorValue(rawValue: inner).map { .errorView($0) }
        case "footerError": return ErrorValue(rawValue: inner).map { .footerError($0) }
        case "banner": return ErrorValue(rawValue: inner).map { .banner($0) }
        case "mark":
            guard let (name, rest) = stringLiteral(inner), rest.isEmpty else { return nil }
            return .mark(name)
        case "button":
            guard let (name, rest) = stringLiteral(inner) else { return nil }
            switch rest {
            case "": return .button(name, disabled: false)
            case ", disabled": return .button(name, disabled: true)
            default: return nil
            }
        case "alert":
            guard let (name, rest) = stringLiteral(inner) else { return nil }
            if rest.isEmpty { return .alert(name, nil) }
            guard rest.hasPrefix(", "), let e = ErrorValue(rawValue: String(rest.dropFirst(2))) else { return nil }
            return .alert(name, e)
        default:
            return nil
        }
    }

    /// The string literal `text` starts with, unescaped, and the text after it.
    static func stringLiteral(_ text: String) -> (String, String)? {
        var scalars = Array(text.unicodeScalars)[...]
        guard scalars.first == "\"" else { return nil }
        scalars = scalars.dropFirst()
        var value = String.UnicodeScalarView()
        while let s = scalars.first {
            scalars = scalars.dropFirst()
            switch s {
            case "\"":
                return (String(value), String(String.UnicodeScalarView(scalars)))
            case "\\":
                guard let e = scalars.first else { return nil }
                scalars = scalars.dropFirst()
                switch e {
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "u":
                    guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else { return nil }
                    let hex = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
                    guard let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) else { return nil }
                    value.append(u)
                    scalars = scalars[scalars.index(after: close)...]
                default: value.append(e)
                }
            default:
                value.append(s)
            }
        }
        return nil
    }
}
