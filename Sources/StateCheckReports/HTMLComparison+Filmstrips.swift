import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension HTMLComparison {
    /// The id of the filmstrip of property column `property` of design row
    /// `row` (both counted from 0): `fs-d1-p3`.
    static func filmstripID(row: Int, property: Int) -> String { "fs-d\(row + 1)-p\(property + 1)" }

    /// The section of shortest traces: one filmstrip per violated property
    /// that has one, in row then column order, each under the id a `✗` cell
    /// links to. `filmstrips` maps design names to property names to the
    /// ``Filmstrip`` SVG; each is embedded as an `<img>` with a `data:` URL,
    /// so its ids and styles stay its own and the page stays self-contained.
    static func filmstripSection(_ c: Comparison, filmstrips: [String: [String: String]]) -> String {
        var out = ""
        for (i, r) in c.rows.enumerated() {
            for (k, p) in c.properties.enumerated() {
                guard let svg = filmstrips[r.name]?[p] else { continue }
                let caption = "\(r.name) violates \(p)"
                out += "<section class=\"filmstrip\" id=\"\(filmstripID(row: i, property: k))\">"
                out += "<h3>\(Escape.html(caption))</h3>\n"
                out += "<img alt=\"\(Escape.html("The shortest trace on which " + caption))\"\(imageWidth(svg)) src=\"data:image/svg+xml;base64,\(base64(svg))\">"
                out += "</section>\n"
            }
        }
        return out.isEmpty ? "" : "<h2>Shortest traces</h2>\n" + out
    }

    /// ` width="N"` from the SVG's own `width` attribute, if it has one.
    static func imageWidth(_ svg: String) -> String {
        guard let start = svg.range(of: " width=\"") else { return "" }
        let digits = svg[start.upperBound...].prefix { $0.isNumber }
        return digits.isEmpty ? "" : " width=\"\(digits)\""
    }

    /// `text`'s UTF-8 bytes in Base64 (RFC 4648, padded).
    static func base64(_ text: String) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        let bytes = Array(text.utf8)
        var out = ""
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i])
            let b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[(b0 & 0x3) << 4 | b1 >> 4])
            out.append(i + 1 < bytes.count ? alphabet[(b1 & 0xF) << 2 | b2 >> 6] : "=")
            out.append(i + 2 < bytes.count ? alphabet[b2 & 0x3F] : "=")
            i += 3
        }
        return out
    }
}
