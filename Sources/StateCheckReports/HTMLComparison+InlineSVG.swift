import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension HTMLComparison {
    /// Graphviz's SVG document made fit to sit inside an HTML5 page: the
    /// XML declaration, doctype and comments before `<svg` are dropped (HTML
    /// has no place for them), and every `id` (with the `#id` references to
    /// it) gets `prefix`, so that the `graph0`, `node1`, ... of one design's
    /// diagram do not clash with another's on the same page. Only markup is
    /// rewritten: the labels' text is left as Graphviz escaped it.
    public static func inlineSVG(_ svg: String, idPrefix prefix: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        var out = ""
        var rest = svg[start.lowerBound...]
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else {
                out += rest[open...]
                return out
            }
            let tag = String(rest[open...close])
            out += tag
                .replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
                .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
                .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out.hasSuffix("\n") ? String(out.dropLast()) : out
    }
}
