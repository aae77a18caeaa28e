/// The busy guard (`guard !isLoading`): a load started while one is in
/// flight is dropped, not sent twice (`singleFlight`).
///
/// Recognised shape: an enum variable `var x: E` whose `extension E`
/// declares `var isLoading: Bool`, and functions whose start mutation
/// (`x = .L`, or `x.startLoading()`; the first line of the body that
/// writes `x`) has no `.isLoading` read before it. The rewrite puts
/// `if x.isLoading { return }` first in each such function, as every
/// design of the talk writes it; the move applies when some function changed.
enum BusyGuard {
    /// The move as a catalogue value.
    static var move: DesignMove {
        DesignMove(
            name: "busyGuard",
            summary: "add the busy guard `if x.isLoading { return }`: a load started while one is in flight is dropped"
        ) { apply(to: $0) }
    }

    /// The rewritten text, or nil when `text` lacks the shape.
    static func apply(to text: String) -> String? {
        var m = ModelTextBlocks(text)
        guard let shape = EnumShape.find(in: m, where: { !$0.isEmpty }),
              let ext = m.block(startingWith: "extension \(shape.name)"),
              m.lines[ext].contains(where: { ModelTextBlocks.code($0).trimmingWhitespace == "var isLoading: Bool {" }) else { return nil }
        let x = shape.variable
        var changed = false
        var i = 0
        while i < m.lines.count {
            let t = ModelTextBlocks.code(m.lines[i]).trimmingWhitespace
            guard t.hasPrefix("func "), t.hasSuffix("{"),
                  let found = ModelTextBlocks(m.lines[i...].joined(separator: "\n")).block(startingWith: "func ") else {
                i += 1
                continue
            }
            let body = (i + found.lowerBound + 1)..<(i + found.upperBound)
            let codes = body.map { ModelTextBlocks.code(m.lines[$0]).trimmingWhitespace }
            if let start = codes.firstIndex(where: { $0.hasPrefix("\(x) = ") || $0.hasPrefix("\(x).start") }),
               !codes[..<start].contains(where: { $0.contains(".isLoading") }), let first = body.first {
                let pad = ModelTextBlocks.indentation(m.lines[first + start])
                m.lines.insert("\(pad)if \(x).isLoading { return }", at: first)
                changed = true
                i = body.upperBound + 2
            } else {
                i = body.upperBound + 1
            }
        }
        return changed ? m.text : nil
    }
}
