import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension Filmstrip {
    /// The filmstrip of property `p` of model `m` as one self-contained
    /// HTML5 page: the strip inlined as SVG (no script, no external
    /// resource), then the steps as `explain` prints them, for copying.
    public static func html(_ p: PropertyReport, of m: ModelReport, definition: String?, replay: String? = nil) -> String {
        let title = headline(p, of: m)
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(Escape.html(title))</title>
        <style>
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; }
        figure { margin: 0 0 1.5em 0; overflow-x: auto; }
        figure svg { display: block; max-width: none; }
        details pre { background: #f6f8fa; padding: 1em; font-size: 12px; overflow-x: auto; }
        </style>
        </head>
        <body>

        """
        out += "<figure>\n" + svg(p, of: m, definition: definition, replay: replay, idPrefix: "fs-")
        out += "</figure>\n"
        if !p.trace.isEmpty {
            out += "<details>\n<summary>The steps as text</summary>\n<pre>"
            out += Escape.html(ExplainReport.renderSteps(p.trace, failing: p.verdict == .violated ? p.name : nil, file: m.file))
            out += "</pre>\n</details>\n"
        }
        out += "</body>\n</html>\n"
        return out
    }
}
