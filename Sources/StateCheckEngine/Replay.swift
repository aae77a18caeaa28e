/// One step of a replayable walk: a label, written as text, and which of the
/// enabled transitions carrying that text to take.
package struct ReplayStep: Hashable, Sendable {
    /// The label's `String(describing:)` text.
    public var label: String
    /// The position among the enabled transitions whose label has this text,
    /// in the system's emission order (0 for the first): which pending call
    /// an answer goes to when two calls of one api are in flight.
    public var index: Int

    /// Creates a step.
    public init(label: String, index: Int = 0) {
        self.label = label
        self.index = index
    }

    /// The step as a replay writes it: the escaped label, then `@k` when
    /// `k` > 0 (`success getUser@1`).
    public var text: String {
        ReplaySyntax.escape(label) + (index == 0 ? "" : "@\(index)")
    }
}

/// A walk that can be replayed from text: an initial state (by position in
/// `initialStates`) and a sequence of steps.
///
/// Its ``line`` is the one replay syntax, printed by every report and
/// accepted back by `statecheck replay` and `assertRandomWalks(replay:)`:
///
/// ```text
/// load, success getUser@1, refresh
/// initial 2: load, cancel
/// ```
///
/// Steps are separated by commas (spaces around a step are ignored); `@k`
/// takes the `k`-th transition carrying that event (omitted for the first);
/// a walk that does not start in the first initial state begins with
/// `initial N: `. In event text, `%`, `,`, `@`, `:`, line breaks and spaces
/// at either end are percent-escaped (`%25`, `%2C`, `%40`, `%3A`, `%0A`,
/// `%0D`, `%20`, `%09`). Replaying checks at every step that the event is
/// still enabled.
public struct Replay: Hashable, Sendable, CustomStringConvertible {
    /// The position of the initial state in the system's `initialStates`.
    public var initial: Int
    /// The steps, in order.
    package var steps: [ReplayStep]

    /// Creates a replay.
    package init(initial: Int = 0, steps: [ReplayStep]) {
        self.initial = initial
        self.steps = steps
    }

    /// The text form (see the type's discussion).
    public var line: String {
        let body = steps.map(\.text).joined(separator: ", ")
        return initial == 0 ? body : "\(ReplaySyntax.initialKeyword) \(initial): " + body
    }

    /// ``line``.
    public var description: String { line }

    /// Parses ``line``.
    ///
    /// - Throws: ``ReplaySyntaxError`` naming the part that is not a step.
    package init(parsing line: String) throws(ReplaySyntaxError) {
        var body = Substring(line)
        var initial = 0
        // Event text escapes ':', so a colon can only end the initial-state prefix.
        if let colon = line.firstIndex(of: ":") {
            let prefix = ReplaySyntax.trim(line[..<colon])
            let keyword = ReplaySyntax.initialKeyword + " "
            guard prefix.hasPrefix(keyword), let n = Int(ReplaySyntax.trim(prefix.dropFirst(keyword.count))), n >= 0 else {
                throw .badInitial(String(line[...colon]))
            }
            initial = n
            body = line[line.index(after: colon)...]
        }
        var steps: [ReplayStep] = []
        if !ReplaySyntax.trim(body).isEmpty {
            for raw in body.split(separator: ",", omittingEmptySubsequences: false) {
                let part = ReplaySyntax.trim(raw)
                guard !part.isEmpty else { throw .emptyStep(line: line) }
                var text = part
                var index = 0
                if let at = part.lastIndex(of: "@") {
                    guard let k = Int(part[part.index(after: at)...]), k >= 0 else { throw .badChoice(step: String(part)) }
                    index = k
                    text = ReplaySyntax.trim(part[..<at])
                }
                guard let label = ReplaySyntax.unescape(text) else { throw .badEscape(step: String(part)) }
                steps.append(ReplayStep(label: label, index: index))
            }
        }
        self.init(initial: initial, steps: steps)
    }

    /// Parses ``line``; `nil` when the text is not one.
    public init?(line: String) {
        guard let parsed = try? Replay(parsing: line) else { return nil }
        self = parsed
    }
}

/// Why a text is not a replay line.
package enum ReplaySyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two commas with nothing between them, or a trailing comma.
    case emptyStep(line: String)
    /// `@` not followed by a transition number.
    case badChoice(step: String)
    /// `%` not followed by one of the escapes.
    case badEscape(step: String)
    /// `initial` not followed by a state number and a colon.
    case badInitial(String)

    /// What is wrong, and how to write it.
    public var description: String {
        switch self {
        case .emptyStep(let line):
            return "empty event in '\(line)'; separate events with commas: \"load, success getUser\""
        case .badChoice(let step):
            return "'\(step)': after '@' comes the number of the transition to take (0 for the first)"
        case .badEscape(let step):
            return "'\(step)': '%' starts an escape: %25 (%), %2C (,), %40 (@), %3A (:), %20 (space), %09 (tab), %0A, %0D (line breaks)"
        case .badInitial(let text):
            return "'\(text)': a walk from another initial state starts with 'initial N: ' (N from 0)"
        }
    }
}

/// The escaping rules of ``Replay/line``.
enum ReplaySyntax {
    /// The word that introduces the initial state's position.
    static let initialKeyword = "initial"

    /// Spaces and tabs around a step are not part of it.
    static func trim(_ s: Substring) -> Substring {
        var s = s
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }

    /// `s` with the characters that would end or split a step escaped.
    static func escape(_ s: String) -> String {
        var out = ""
        let chars = Array(s)
        for (i, c) in chars.enumerated() {
            let atEdge = i == 0 || i == chars.count - 1
            switch c {
            case "%": out += "%25"
            case ",": out += "%2C"
            case "@": out += "%40"
            case ":": out += "%3A"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
            case "\r\n": out += "%0D%0A"
            case " " where atEdge: out += "%20"
            case "\t" where atEdge: out += "%09"
            default: out.append(c)
            }
        }
        return out
    }

    /// The text `s` escapes; `nil` when a `%` starts no known escape.
    static func unescape(_ s: Substring) -> String? {
        var out = ""
        var i = s.startIndex
        while i < s.endIndex {
            if s[i] == "%" {
                let end = s.index(i, offsetBy: 3, limitedBy: s.endIndex) ?? s.endIndex
                switch s[s.index(after: i)..<end] {
                case "25": out += "%"
                case "2C": out += ","
                case "40": out += "@"
                case "3A": out += ":"
                case "0A": out += "\n"
                case "0D": out += "\r"
                case "20": out += " "
                case "09": out += "\t"
                default: return nil
                }
                i = end
            } else {
                out.append(s[i])
                i = s.index(after: i)
            }
        }
        return out
    }
}
