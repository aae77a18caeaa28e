import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// Escaping for every output format. All text that comes from a model
/// (names, strings, doc comments) goes through one of these.
package enum Escape {
    /// A JSON string literal, quotes included.
    public static func json(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text for XML element content and attribute values (JUnit). Control
    /// characters XML 1.0 forbids are replaced by U+FFFD.
    public static func xml(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Text for HTML content and attribute values.
    public static func html(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// The inside of a DOT double-quoted string (quotes not included):
    /// backslashes and quotes escaped, newlines become `\n` line breaks, and
    /// `&` written `&amp;`: Graphviz decodes HTML entities even in quoted
    /// labels (`&lt;` shows as `<`), so a literal `&lt;` must reach it as
    /// `&amp;lt;` to show as typed.
    public static func dot(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "&": out += "&amp;"
            case "\n": out += "\\n"
            case "\r": break
            default:
                out.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
            }
        }
        return out
    }

    /// A Markdown table cell: pipes escaped, newlines turned into spaces,
    /// HTML-significant characters escaped so a model cannot inject markup.
    public static func markdownCell(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "`": out += "\\`"
            default: out.append(ch.isASCII && (ch.asciiValue ?? 32) < 32 ? " " : ch)
            }
        }
        return out
    }

    /// A GitHub workflow command message (`::error ...::MESSAGE`).
    public static func githubMessage(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A GitHub workflow command property value (`file=`, `title=`).
    public static func githubProperty(_ s: String) -> String {
        githubMessage(s)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    /// Mermaid label text: its syntax characters written as entity codes
    /// (`#quot;`, `#58;`, ...), line breaks as spaces.
    public static func mermaid(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case ";": out += "#59;"
            case ":": out += "#58;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "{": out += "#123;"
            case "}": out += "#125;"
            case "|": out += "#124;"
            case "%": out += "#37;"
            case "\n", "\r", "\t": out += " "
            default: out.append(ch.isASCII && (ch.asciiValue ?? 32) < 32 ? " " : ch)
            }
        }
        return out
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(v >> 12 & 0xF)], digits[Int(v >> 8 & 0xF)], digits[Int(v >> 4 & 0xF)], digits[Int(v & 0xF)]])
    }
}
