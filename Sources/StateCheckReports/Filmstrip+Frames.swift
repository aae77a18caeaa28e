import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension Filmstrip {
    /// The inset of the screen inside the phone frame, left and right.
    static let screenInset = 8
    /// The inset of the screen from the frame's top (room for the notch).
    static let screenTop = 26

    /// The phone frame at (`x`, `y`) drawing `screen`; `clipID` names the
    /// clip path that keeps the screen's parts inside it, `failing` outlines
    /// the frame in red.
    static func drawFrame(_ screen: FilmstripScreen, x: Int, y: Int, clipID: String, failing: Bool) -> String {
        var out = ""
        if failing {
            out += "<rect x=\"\(x - 5)\" y=\"\(y - 5)\" width=\"\(frameWidth + 10)\" height=\"\(frameHeight + 10)\" rx=\"28\" fill=\"none\" stroke=\"#d93025\" stroke-width=\"4\"/>\n"
        }
        out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(frameWidth)\" height=\"\(frameHeight)\" rx=\"24\" fill=\"#1f1f1f\"/>\n"
        out += "<rect x=\"\(x + frameWidth / 2 - 26)\" y=\"\(y + 9)\" width=\"52\" height=\"8\" rx=\"4\" fill=\"#3a3a3a\"/>\n"
        let sx = x + screenInset, sy = y + screenTop
        let sw = frameWidth - 2 * screenInset, sh = frameHeight - screenTop - 14
        out += "<clipPath id=\"\(clipID)\"><rect x=\"\(sx)\" y=\"\(sy)\" width=\"\(sw)\" height=\"\(sh)\" rx=\"6\"/></clipPath>\n"
        out += "<g clip-path=\"url(#\(clipID))\">\n"
        out += "<rect x=\"\(sx)\" y=\"\(sy)\" width=\"\(sw)\" height=\"\(sh)\" fill=\"\(screen.isVisible ? "#ffffff" : "#d7d7d7")\"/>\n"
        if screen.isVisible {
            out += drawParts(screen.parts, x: sx, y: sy, width: sw, height: sh)
        } else {
            out += text("(not visible)", x: sx + sw / 2, y: sy + sh / 2, size: 13, fill: "#555", anchor: "middle", style: "italic")
        }
        if let crash = screen.crash {
            let lines = wrap("crash: " + crash, columns: 24)
            let top = sy + sh - 10 - lines.count * 13
            out += "<rect x=\"\(sx)\" y=\"\(top)\" width=\"\(sw)\" height=\"\(sy + sh - top)\" fill=\"#b3261e\"/>\n"
            for (k, line) in lines.enumerated() {
                out += text(line, x: sx + 6, y: top + 14 + k * 13, size: 10, weight: "bold", fill: "#ffffff")
            }
        }
        out += "</g>\n"
        return out
    }

    /// The height a part takes in the screen's column of parts (0 for an
    /// overlay or for `blank`, which only says the list is empty).
    static func flowHeight(_ part: FilmstripScreen.Part) -> Int {
        switch part {
        case .unknown: return 24
        case .element(let e):
            switch e {
            case .blank, .spinner, .alert, .content: return 0
            case .refreshSpinner: return 30
            case .banner: return 28
            case .errorView: return 92
            case .footerSpinner: return 30
            case .footerError: return 28
            case .button: return 34
            case .mark: return 28
            }
        }
    }

    /// The screen's parts in the rectangle (`x`, `y`, `width`, `height`): the
    /// pull-to-refresh spinner and banners at the top, then the parts in the
    /// view's order (content pages share the height left), then the overlays
    /// (a centre spinner, an alert).
    static func drawParts(_ parts: [FilmstripScreen.Part], x: Int, y: Int, width: Int, height: Int) -> String {
        var out = ""
        var cursor = y
        func isTop(_ p: FilmstripScreen.Part) -> Bool {
            switch p {
            case .element(.refreshSpinner), .element(.banner): return true
            default: return false
            }
        }
        let top = parts.filter(isTop)
        let flow = parts.filter { !isTop($0) }
        for part in top {
            out += drawFlowPart(part, x: x, y: cursor, width: width)
            cursor += flowHeight(part)
        }
        let fixed = flow.reduce(0) { $0 + flowHeight($1) }
        let pageCount = flow.reduce(0) { n, p in
            if case .element(.content(let v)) = p { return n + max(1, v.pages.count) } else { return n }
        }
        let pageHeight = pageCount == 0 ? 0 : max(16, min(64, (height - (cursor - y) - fixed) / pageCount))
        let bodyTop = cursor
        if pageCount == 0, fixed > 0 {
            // Without content the view's parts sit in the middle, as a
            // centred error view or button stack does.
            cursor += max(0, (height - (cursor - y) - fixed) / 2)
        }
        for part in flow {
            if case .element(.content(let v)) = part {
                out += drawPages(v, x: x, y: cursor, width: width, bandHeight: pageHeight)
                cursor += pageHeight * max(1, v.pages.count)
            } else {
                out += drawFlowPart(part, x: x, y: cursor, width: width)
                cursor += flowHeight(part)
            }
        }
        let centreY = max(bodyTop, cursor) + (y + height - max(bodyTop, cursor)) / 2
        let overlaysCentre = pageCount > 0 ? bodyTop + (y + height - bodyTop) / 2 : centreY
        if parts.isEmpty {
            out += text("(nothing)", x: x + width / 2, y: y + height / 2, size: 12, fill: "#999", anchor: "middle", style: "italic")
        }
        let hasBody = flow.contains { p in
            switch p {
            case .element(.blank), .element(.spinner), .element(.alert): return false
            default: return true
            }
        }
        let shows: (ScreenElement) -> Bool = { e in parts.contains(.element(e)) }
        if shows(.blank), !hasBody, !shows(.spinner) {
            out += text("(empty list)", x: x + width / 2, y: centreY, size: 12, fill: "#999", anchor: "middle", style: "italic")
        }
        if shows(.spinner) {
            let cy = overlaysCentre
            if hasBody {
                out += "<rect x=\"\(x + width / 2 - 34)\" y=\"\(cy - 30)\" width=\"68\" height=\"62\" rx=\"10\" fill=\"#ffffff\" fill-opacity=\"0.92\" stroke=\"#ccc\"/>\n"
            }
            out += spinner(cx: x + width / 2, cy: cy - 6, r: 15)
            out += text("loading", x: x + width / 2, y: cy + 24, size: 10, fill: "#666", anchor: "middle")
        }
        for part in parts {
            if case .element(.alert(let name, let error)) = part {
                out += drawAlert(name, error, x: x, centreY: overlaysCentre, width: width)
            }
        }
        return out
    }

    /// The pages of `content(v)`, one band each, labelled `p1`, `p2`, ...
    static func drawPages(_ v: PageList, x: Int, y: Int, width: Int, bandHeight h: Int) -> String {
        var out = ""
        if v.pages.isEmpty {
            out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(h)\" fill=\"#f4f6fa\"/>\n"
            out += text("content (no pages)", x: x + width / 2, y: y + h / 2 + 4, size: 11, fill: "#777", anchor: "middle", style: "italic")
            return out
        }
        for (k, page) in v.pages.enumerated() {
            let top = y + k * h
            out += "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(width)\" height=\"\(h)\" fill=\"\(k % 2 == 0 ? "#e8f0fe" : "#f3f7fe")\"/>\n"
            out += "<line x1=\"\(x)\" y1=\"\(top + h)\" x2=\"\(x + width)\" y2=\"\(top + h)\" stroke=\"#c6d4ef\"/>\n"
            out += text("p\(page)", x: x + 8, y: top + min(h - 4, 18), size: 12, weight: "bold", fill: "#1a4f9c")
            let rows = h >= 48 ? 3 : (h >= 30 ? 2 : 1)
            for r in 0..<rows {
                let barY = top + 8 + r * ((h - 12) / rows)
                let barWidth = width - 52 - (r % 2) * 24
                out += "<rect x=\"\(x + 36)\" y=\"\(barY)\" width=\"\(barWidth)\" height=\"6\" rx=\"3\" fill=\"#b7c8e8\"/>\n"
            }
        }
        return out
    }

    /// One part of the screen's column at `y`, `flowHeight(part)` high.
    static func drawFlowPart(_ part: FilmstripScreen.Part, x: Int, y: Int, width: Int) -> String {
        let cx = x + width / 2
        switch part {
        case .unknown(let s):
            return text(s, x: x + 6, y: y + 16, size: 10, fill: "#555", family: mono)
        case .element(let e):
            switch e {
            case .blank, .spinner, .alert, .content:
                return ""
            case .refreshSpinner:
                return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"30\" fill=\"#f1f3f4\"/>\n"
                    + spinner(cx: cx - 34, cy: y + 15, r: 8)
                    + text("refreshing", x: cx - 20, y: y + 19, size: 11, fill: "#555")
            case .banner(let error):
                return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"28\" fill=\"#fff4ce\"/>\n"
                    + "<line x1=\"\(x)\" y1=\"\(y + 28)\" x2=\"\(x + width)\" y2=\"\(y + 28)\" stroke=\"#e2c36b\"/>\n"
                    + text("⚠ banner" + (error.map { ": \($0)" } ?? ""), x: x + 8, y: y + 18, size: 11, weight: "bold", fill: "#6b4e00")
            case .errorView(let error):
                let iconY = y + 26
                return "<circle cx=\"\(cx)\" cy=\"\(iconY)\" r=\"15\" fill=\"#d93025\"/>\n"
                    + text("!", x: cx, y: iconY + 6, size: 18, weight: "bold", fill: "#ffffff", anchor: "middle")
                    + text(error.map(\.description) ?? "error", x: cx, y: iconY + 36, size: 13, weight: "bold", fill: "#b3261e", anchor: "middle")
                    + text("error view", x: cx, y: iconY + 52, size: 10, fill: "#777", anchor: "middle")
            case .footerSpinner:
                return "<line x1=\"\(x)\" y1=\"\(y)\" x2=\"\(x + width)\" y2=\"\(y)\" stroke=\"#ddd\"/>\n"
                    + spinner(cx: cx - 36, cy: y + 15, r: 8)
                    + text("loading more", x: cx - 22, y: y + 19, size: 11, fill: "#555")
            case .footerError(let error):
                return "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"28\" fill=\"#fce8e6\"/>\n"
                    + text("⚠ footer error" + (error.map { ": \($0)" } ?? ""), x: x + 8, y: y + 18, size: 11, weight: "bold", fill: "#b3261e")
            case .button(let name, let disabled):
                let labels = wrap(name, columns: 18)
                let label = labels.count > 1 ? labels[0] + "…" : labels[0]
                let w = min(width - 16, max(80, label.count * 8 + 28))
                return "<rect x=\"\(cx - w / 2)\" y=\"\(y + 4)\" width=\"\(w)\" height=\"26\" rx=\"13\" fill=\"\(disabled ? "#dadce0" : "#1a73e8")\"/>\n"
                    + text(label + (disabled ? " (disabled)" : ""), x: cx, y: y + 21, size: 12, weight: "bold", fill: disabled ? "#80868b" : "#ffffff", anchor: "middle")
            case .mark(let name):
                let labels = wrap(name, columns: 20)
                let label = labels.count > 1 ? labels[0] + "…" : labels[0]
                return "<rect x=\"\(x + 6)\" y=\"\(y + 4)\" width=\"\(width - 12)\" height=\"20\" rx=\"4\" fill=\"#f3e8fd\" stroke=\"#8e44ad\" stroke-dasharray=\"4 2\"/>\n"
                    + text("mark: " + label, x: x + 12, y: y + 18, size: 11, fill: "#5b2c83")
            }
        }
    }

    /// A modal alert over the screen's centre.
    static func drawAlert(_ name: String, _ error: ErrorValue?, x: Int, centreY: Int, width: Int) -> String {
        let w = width - 24, h = 74
        let left = x + 12, top = centreY - h / 2
        var out = "<rect x=\"\(x)\" y=\"\(top - 200)\" width=\"\(width)\" height=\"600\" fill=\"#000000\" fill-opacity=\"0.25\"/>\n"
        out += "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(w)\" height=\"\(h)\" rx=\"10\" fill=\"#ffffff\" stroke=\"#999\"/>\n"
        let labels = wrap(name, columns: 18)
        out += text(labels.count > 1 ? labels[0] + "…" : labels[0], x: x + width / 2, y: top + 20, size: 12, weight: "bold", anchor: "middle")
        out += text(error.map(\.description) ?? "alert", x: x + width / 2, y: top + 38, size: 11, fill: "#b3261e", anchor: "middle")
        out += "<line x1=\"\(left)\" y1=\"\(top + 48)\" x2=\"\(left + w)\" y2=\"\(top + 48)\" stroke=\"#ddd\"/>\n"
        out += text("OK", x: x + width / 2, y: top + 65, size: 12, weight: "bold", fill: "#1a73e8", anchor: "middle")
        return out
    }

    /// A progress spinner: a grey ring with a blue quarter arc.
    static func spinner(cx: Int, cy: Int, r: Int) -> String {
        "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(r)\" fill=\"none\" stroke=\"#dadce0\" stroke-width=\"\(max(2, r / 4))\"/>\n"
            + "<path d=\"M \(cx) \(cy - r) A \(r) \(r) 0 0 1 \(cx + r) \(cy)\" fill=\"none\" stroke=\"#1a73e8\" stroke-width=\"\(max(2, r / 4))\" stroke-linecap=\"round\"/>\n"
    }
}
