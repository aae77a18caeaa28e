/// Cancelling the previous task: a handler that starts an unstructured
/// `Task { }` keeps its handle, and cancels the task it started before
/// (a stored handle cancelled before a new load starts, as `.task(id:)` does).
///
/// Recognised shape: a one-line handler `on E Task [when C] { BODY }` (no
/// `as` role) at the top level, whose event has no `ETask` variable yet.
/// The rewrite declares `var ETask: Task<Void, Never>? = nil` and makes the
/// handler `on E sync [when C] { ETask?.cancel(); ETask = Task { BODY } }`,
/// one statement a line; the move applies when some handler changed.
enum CancelPreviousTask {
    /// The move as a catalogue value.
    static var move: DesignMove {
        DesignMove(
            name: "cancelPrevious",
            summary: "keep the handle of each `Task { }` a handler starts and cancel the previous one before a new load starts"
        ) { apply(to: $0) }
    }

    /// The rewritten text, or nil when `text` lacks the shape.
    static func apply(to text: String) -> String? {
        let m = ModelTextBlocks(text)
        var out: [String] = []
        var changed = false
        for line in m.lines {
            let code = ModelTextBlocks.code(line)
            guard line.hasPrefix("on "), let handler = handler(String(code).trimmingWhitespace),
                  !text.contains("var \(handler.event)Task") else {
                out.append(line)
                continue
            }
            let comment = String(line.dropFirst(code.count)).trimmingWhitespace
            let handle = "\(handler.event)Task"
            let when = handler.condition.map { " when \($0)" } ?? ""
            out.append("var \(handle): Task<Void, Never>? = nil")
            out.append("on \(handler.event) sync\(when) {" + (comment.isEmpty ? "" : "   " + comment))
            out.append("    \(handle)?.cancel()")
            out.append("    \(handle) = Task { \(handler.body) }")
            out.append("}")
            changed = true
        }
        return changed ? out.joined(separator: "\n") : nil
    }

    /// The event, `when` condition and body of `on E Task [when C] { BODY }`, or nil for any other line.
    static func handler(_ code: String) -> (event: String, condition: String?, body: String)? {
        let words = code.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count == 3, words[0] == "on", words[2].hasPrefix("Task "), code.hasSuffix("}") else { return nil }
        let event = String(words[1])
        guard event.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var rest = words[2].dropFirst("Task ".count)
        var condition: String?
        if rest.hasPrefix("when ") {
            guard let open = rest.firstIndex(of: "{") else { return nil }
            condition = String(rest[rest.index(rest.startIndex, offsetBy: 5)..<open]).trimmingWhitespace
            rest = rest[open...]
        }
        guard rest.hasPrefix("{"), rest.dropFirst().filter({ $0 == "{" }).count == rest.dropLast().filter({ $0 == "}" }).count else { return nil }
        let body = String(rest.dropFirst().dropLast()).trimmingWhitespace
        guard !body.isEmpty, condition.map({ !$0.isEmpty }) ?? true else { return nil }
        return (event, condition, body)
    }
}
