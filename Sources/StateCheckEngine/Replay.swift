/// One step of a replayable walk: a label, written as text, and which of the
/// enabled transitions carrying that text to take.
public struct ReplayStep: Hashable, Sendable {
    /// The label's `String(describing:)` text.
    public var label: String
    /// The position among the enabled transitions whose label has this text,
    /// in the system's emission order (0 for the first).
    public var index: Int

    /// Creates a step.
    public init(label: String, index: Int = 0) {
        self.label = label
        self.index = index
    }
}

/// A walk that can be replayed from text: an initial state (by position in
/// `initialStates`) and a sequence of steps.
///
/// Its ``line`` is what the CLI prints and accepts back:
/// `initial=0 steps=load;success@1;cancel`, where `@k` picks the `k`-th
/// transition with that label (omitted for the first) and `%`, `;`, `@` and
/// line breaks in label text are percent-escaped. Replaying checks at every
/// step that the event is still enabled.
public struct Replay: Hashable, Sendable, CustomStringConvertible {
    /// The position of the initial state in the system's `initialStates`.
    public var initial: Int
    /// The steps, in order.
    public var steps: [ReplayStep]

    /// Creates a replay.
    public init(initial: Int = 0, steps: [ReplayStep]) {
        self.initial = initial
        self.steps = steps
    }

    /// The text form (see the type's discussion).
    public var line: String {
        let body = steps.map { step in
            escape(step.label) + (step.index == 0 ? "" : "@\(step.index)")
        }.joined(separator: ";")
        return "initial=\(initial) steps=\(body)"
    }

    /// ``line``.
    public var description: String { line }

    /// Parses ``line``; `nil` when the text is not one.
    public init?(line: String) {
        guard line.hasPrefix("initial=") else { return nil }
        let rest = line.dropFirst("initial=".count)
        guard let space = rest.firstIndex(of: " "), let initial = Int(rest[..<space]), initial >= 0 else { return nil }
        let tail = rest[rest.index(after: space)...]
        guard tail.hasPrefix("steps=") else { return nil }
        let body = tail.dropFirst("steps=".count)
        var steps: [ReplayStep] = []
        if !body.isEmpty {
            for part in body.split(separator: ";", omittingEmptySubsequences: false) {
                var text = Substring(part)
                var index = 0
                if let at = part.lastIndex(of: "@") {
                    guard let k = Int(part[part.index(after: at)...]), k >= 0 else { return nil }
                    index = k
                    text = part[..<at]
                }
                guard let label = unescape(text) else { return nil }
                steps.append(ReplayStep(label: label, index: index))
            }
        }
        self.init(initial: initial, steps: steps)
    }
}

private func escape(_ s: String) -> String {
    var out = ""
    for c in s {
        switch c {
        case "%": out += "%25"
        case ";": out += "%3B"
        case "@": out += "%40"
        case "\n": out += "%0A"
        case "\r": out += "%0D"
        default: out.append(c)
        }
    }
    return out
}

private func unescape(_ s: Substring) -> String? {
    var out = ""
    var i = s.startIndex
    while i < s.endIndex {
        if s[i] == "%" {
            let end = s.index(i, offsetBy: 3, limitedBy: s.endIndex) ?? s.endIndex
            let code = s[s.index(after: i)..<end]
            switch code {
            case "25": out += "%"
            case "3B": out += ";"
            case "40": out += "@"
            case "0A": out += "\n"
            case "0D": out += "\r"
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
