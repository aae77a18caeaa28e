import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `statecheck explain PATH PROPERTY --format svg|html`: the property's
/// shortest trace as a filmstrip for design reviews. Each screen of the trace
/// is a phone-shaped frame that draws what the user sees (the start screen,
/// then the screen after each step), the step's event is a labelled arrow
/// into its frame, and under each frame stand the screen's one-line form and
/// the variables that changed, as `explain` prints them. The frame where the
/// property fails is outlined in red, and the property's reason and the
/// replay line close the picture.
///
/// The SVG is deterministic and self-contained (presentation attributes, no
/// script, no external resource, no XML declaration), so it can stand alone
/// in a `.svg` file or sit inside an HTML5 page; every `id` it declares
/// starts with the caller's prefix.
package enum Filmstrip {
    /// Frames per row: five columns (1380 px) fit a 1400 px wide window.
    static let framesPerRow = 5
    /// The outer margin.
    static let margin = 20
    /// The width of one column: the arrow into the frame, then the frame.
    static let columnWidth = arrowWidth + frameWidth
    /// The space for the arrow (and its event label) left of a frame.
    static let arrowWidth = 88
    /// A phone frame's width.
    static let frameWidth = 180
    /// A phone frame's height.
    static let frameHeight = 340
    /// Characters of monospaced 11 px text that fit under a frame.
    static let captionColumns = 26
    /// The height of one caption line.
    static let lineHeight = 14

    /// The sans-serif font stack.
    static let sans = "-apple-system, Helvetica, Arial, sans-serif"
    /// The monospaced font stack.
    static let mono = "Menlo, Consolas, 'DejaVu Sans Mono', monospace"

    /// The filmstrip of property `p` of model `m` as one SVG document;
    /// `definition` is the property's one-sentence meaning, `replay` the line
    /// printed after `Replay:` (by default the `statecheck replay` command),
    /// `idPrefix` starts every `id` the SVG declares.
    public static func svg(_ p: PropertyReport, of m: ModelReport, definition: String?, replay: String? = nil, idPrefix: String = "fs-") -> String {
        let frames = Filmstrip.frames(of: p, designFile: m.file)
        let failing = p.verdict == .violated && !p.trace.isEmpty ? frames.count - 1 : nil
        let columns = max(1, min(framesPerRow, frames.count))
        let width = frames.isEmpty ? 900 : 2 * margin + columns * columnWidth
        let textColumns = (width - 2 * margin) / 7

        var body = ""
        var y = margin + 18
        body += text(headline(p, of: m), x: margin, y: y, size: 18, weight: "bold")
        if let definition {
            for line in wrap("\(p.name): \(definition)", columns: textColumns) {
                y += 20
                body += text(line, x: margin, y: y, size: 13, fill: "#444")
            }
        }
        y += 24

        var rows: [[Int]] = []
        var index = 0
        while index < frames.count {
            rows.append(Array(index..<min(frames.count, index + framesPerRow)))
            index += framesPerRow
        }
        for row in rows {
            let captionLines = row.map { frames[$0].caption.count }.max() ?? 0
            let labelTop = y
            let frameTop = labelTop + 26
            for (column, i) in row.enumerated() {
                let frameX = margin + arrowWidth + column * columnWidth
                let frame = frames[i]
                let isFailing = i == failing
                body += text(frame.title + (isFailing ? "  ✗ fails here" : ""), x: frameX, y: labelTop + 14, size: 13, weight: "bold", fill: isFailing ? "#b3261e" : "#222")
                if let event = frame.event {
                    body += arrow(event, toFrameAt: frameX, frameTop: frameTop)
                }
                body += drawFrame(frame.screen, x: frameX, y: frameTop, clipID: "\(idPrefix)screen\(i)", failing: isFailing)
                var captionY = frameTop + frameHeight + 20
                for line in frame.caption {
                    if !line.text.isEmpty { body += text(line.text, x: frameX, y: captionY, size: 11, fill: line.color, family: mono) }
                    captionY += lineHeight
                }
            }
            y = frameTop + frameHeight + 20 + captionLines * lineHeight + 10
        }

        if let reason = p.reason, p.verdict == .violated {
            let lines = wrap(reason, columns: textColumns - 4)
            let heading = failing.map { "✗ \(p.name) fails at step \($0)" } ?? "✗ \(p.name) is violated"
            let boxHeight = 30 + lines.count * 18
            body += "<rect x=\"\(margin)\" y=\"\(y)\" width=\"\(width - 2 * margin)\" height=\"\(boxHeight)\" rx=\"8\" fill=\"#fce8e6\" stroke=\"#b3261e\" stroke-width=\"2\"/>\n"
            body += text(heading, x: margin + 12, y: y + 20, size: 14, weight: "bold", fill: "#b3261e")
            for (k, line) in lines.enumerated() {
                body += text(line, x: margin + 12, y: y + 40 + k * 18, size: 13, fill: "#5f2120")
            }
            y += boxHeight + 10
        } else if p.verdict != .violated {
            for line in wrap(p.reason ?? "No explored trace breaks it.", columns: textColumns) {
                y += 4
                body += text(line, x: margin, y: y + 14, size: 13, fill: "#444")
                y += 18
            }
        }
        if !p.trace.isEmpty {
            let line = "Replay: " + (replay ?? TextReport.replayCommand(file: m.file, replay: p.replay))
            for part in wrap(line, columns: (width - 2 * margin) / 8) {
                y += 18
                body += text(part, x: margin, y: y, size: 12, fill: "#333", family: mono)
            }
        }
        let height = y + margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        out += " role=\"img\" aria-labelledby=\"\(idPrefix)title\" font-family=\"\(sans)\">\n"
        out += "<title id=\"\(idPrefix)title\">\(Escape.xml(headline(p, of: m)))</title>\n"
        out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        out += body
        out += "</svg>\n"
        return out
    }

    /// The first line `explain` prints: `Case1Before violates
    /// contentKeptWhileReloading (Models/case1-before.model:52)`.
    static func headline(_ p: PropertyReport, of m: ModelReport) -> String {
        let location = "\(m.file)" + (p.expectLine.map { ":\($0)" } ?? "")
        switch p.verdict {
        case .holds: return "\(m.name) keeps \(p.name) (\(location))"
        case .notApplicable: return "\(p.name) does not apply to \(m.name) (\(location))"
        case .violated: return "\(m.name) violates \(p.name) (\(location))"
        case .unknown: return "\(p.name) is unknown for \(m.name) (\(location))"
        }
    }

    /// One frame of the strip: the screen, the event that led to it (none
    /// for the start), and the caption under it.
    struct Frame {
        /// `Start`, `Step 1`, ...
        var title: String
        /// The event of the step that ends on this screen.
        var event: String?
        /// The screen.
        var screen: FilmstripScreen
        /// The lines under the frame, each with its colour.
        var caption: [(text: String, color: String)]
    }

    /// The frames of `p`'s trace: the screen before the first step, then the
    /// screen after each step; an assumption's step says what it assumes
    /// (cited beside `designFile`).
    static func frames(of p: PropertyReport, designFile: String) -> [Frame] {
        guard let first = p.trace.first else { return [] }
        var frames = [Frame(
            title: p.initialIndex == 0 ? "Start" : "Start (initial state \(p.initialIndex + 1))",
            event: nil,
            screen: FilmstripScreen(parsing: first.screenBefore),
            caption: wrap(first.screenBefore, columns: captionColumns).map { ($0, "#222") }
        )]
        for (i, step) in p.trace.enumerated() {
            var caption: [(text: String, color: String)] = wrap(step.screenAfter, columns: captionColumns).map { ($0, "#222") }
            if step.screenBefore == step.screenAfter { caption.append(("(screen unchanged)", "#777")) }
            caption.append(("", "#222"))
            for change in step.changes {
                caption += wrap(change.name, columns: captionColumns).map { ($0, "#222") }
                caption += wrap("− " + change.before, columns: captionColumns).map { ($0, "#b3261e") }
                caption += wrap("+ " + change.after, columns: captionColumns).map { ($0, "#1e7d32") }
            }
            if step.changes.isEmpty { caption.append(("(no variable changed)", "#777")) }
            if let assumed = step.assumption(designFile: designFile) {
                caption += wrap("assumed: " + assumed, columns: captionColumns).map { ($0, "#8a5a00") }
            }
            frames.append(Frame(title: "Step \(i + 1)", event: step.replayEvent, screen: FilmstripScreen(parsing: step.screenAfter), caption: caption))
        }
        return frames
    }

    /// The arrow into the frame at `frameX`, with `event` written above it.
    static func arrow(_ event: String, toFrameAt frameX: Int, frameTop: Int) -> String {
        let midY = frameTop + frameHeight / 2
        let start = frameX - arrowWidth + 8, end = frameX - 8
        var out = "<line x1=\"\(start)\" y1=\"\(midY)\" x2=\"\(end - 10)\" y2=\"\(midY)\" stroke=\"#555\" stroke-width=\"2\"/>\n"
        out += "<polygon points=\"\(end),\(midY) \(end - 12),\(midY - 6) \(end - 12),\(midY + 6)\" fill=\"#555\"/>\n"
        let lines = wrap(event, columns: 12)
        for (k, line) in lines.enumerated() {
            let y = midY - 8 - (lines.count - 1 - k) * lineHeight
            out += text(line, x: (start + end) / 2, y: y, size: 11, weight: "bold", fill: "#1a4f9c", family: mono, anchor: "middle")
        }
        return out
    }

    /// One `<text>` element.
    static func text(
        _ s: String, x: Int, y: Int, size: Int, weight: String? = nil, fill: String = "#222",
        family: String? = nil, anchor: String? = nil, style: String? = nil
    ) -> String {
        var out = "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\""
        if let weight { out += " font-weight=\"\(weight)\"" }
        if let family { out += " font-family=\"\(family)\"" }
        if let anchor { out += " text-anchor=\"\(anchor)\"" }
        if let style { out += " font-style=\"\(style)\"" }
        out += " fill=\"\(fill)\">\(Escape.xml(printable(s)))</text>\n"
        return out
    }

    /// `s` with control characters (a name's newline or tab) shown as spaces.
    static func printable(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    /// `s` broken into lines of at most `columns` characters, at spaces when
    /// it can (a longer word is cut after a parenthesis, comma or dot).
    static func wrap(_ s: String, columns: Int) -> [String] {
        let width = max(4, columns)
        var lines: [String] = []
        var line = ""
        for word in printable(s).split(separator: " ", omittingEmptySubsequences: false) {
            var w = String(word)
            if line.isEmpty {
                // A word alone on its line.
            } else if line.count + 1 + w.count <= width {
                line += " " + w
                continue
            } else {
                lines.append(line)
                line = ""
            }
            while w.count > width {
                // Cut after the last `(`, `,` or `.` that fits, else at the width.
                let head = Array(w.prefix(width))
                let cut = (head.lastIndex { $0 == "(" || $0 == "," || $0 == "." }).map { $0 + 1 }.flatMap { $0 > 1 ? $0 : nil } ?? width
                lines.append(String(w.prefix(cut)))
                w = String(w.dropFirst(cut))
            }
            line = w
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
