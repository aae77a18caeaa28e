import StateCheckEngine

/// What the user sees in one state: the elements the model's `view` block
/// produced, plus `refreshSpinner` while a `.refreshable` task is alive and not cancelled.
/// An invisible view shows nothing.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// Whether the view is on screen.
    public var isVisible: Bool
    /// The elements, in the order the view block produced them.
    public var elements: [ScreenElement]

    /// Creates a screen.
    public init(isVisible: Bool, elements: [ScreenElement]) {
        self.isVisible = isVisible
        self.elements = isVisible ? elements : []
    }

    /// The nothing an invisible view shows.
    public static let invisible = Screen(isVisible: false, elements: [])

    /// The first `content(v)` shown, if any.
    public var content: PageList? {
        for e in elements { if case .content(let v) = e { return v } }
        return nil
    }
    /// Whether `spinner` is shown.
    public var showsSpinner: Bool { elements.contains(.spinner) }
    /// Whether the system refresh spinner is shown.
    public var showsRefreshSpinner: Bool { elements.contains(.refreshSpinner) }
    /// Whether `footerSpinner` is shown.
    public var showsFooterSpinner: Bool { elements.contains(.footerSpinner) }
    /// Whether any `errorView` is shown.
    public var showsErrorView: Bool {
        elements.contains { if case .errorView = $0 { return true } else { return false } }
    }
    /// Every error value carried by an element (`errorView(e)`, `footerError(e)`,
    /// `banner(e)`, `alert(name, e)`).
    public var shownErrors: [ErrorValue] {
        elements.compactMap { e in
            switch e {
            case .errorView(let v), .footerError(let v), .banner(let v): return v
            case .alert(_, let v): return v
            default: return nil
            }
        }
    }

    /// A compact one-line form: `content([p1, p2]) + spinner`, `(invisible)`.
    public var description: String {
        if !isVisible { return "(invisible)" }
        if elements.isEmpty { return "(nothing)" }
        return elements.map(\.description).joined(separator: " + ")
    }
}

/// One element of a screen (the language reference, "The view").
public enum ScreenElement: Hashable, Sendable, CustomStringConvertible {
    /// An empty list.
    case blank
    /// The data, as a list of pages.
    case content(PageList)
    /// A full-screen or overlay progress view.
    case spinner
    /// The system pull-to-refresh spinner (added by the checker).
    case refreshSpinner
    /// The full-screen error view, with the error it shows if the model passes it.
    case errorView(ErrorValue?)
    /// The list footer's progress view (the paging trigger).
    case footerSpinner
    /// The list footer's error view.
    case footerError(ErrorValue?)
    /// A banner or toast.
    case banner(ErrorValue?)
    /// An alert, by name.
    case alert(String, ErrorValue?)
    /// A button, by name.
    case button(String, disabled: Bool)
    /// Anything else a property needs.
    case mark(String)

    /// The element as a model would write it.
    public var description: String {
        func err(_ e: ErrorValue?) -> String { e.map { "(\($0))" } ?? "" }
        switch self {
        case .blank: return "blank"
        case .content(let v): return "content(\(v))"
        case .spinner: return "spinner"
        case .refreshSpinner: return "refreshSpinner"
        case .errorView(let e): return "errorView" + err(e)
        case .footerSpinner: return "footerSpinner"
        case .footerError(let e): return "footerError" + err(e)
        case .banner(let e): return "banner" + err(e)
        case .alert(let name, let e): return "alert(\(literal(name))" + (e.map { ", \($0)" } ?? "") + ")"
        case .button(let name, let disabled): return "button(\(literal(name))" + (disabled ? ", disabled)" : ")")
        case .mark(let name): return "mark(\(literal(name)))"
        }
    }
}

/// `name` as a Swift string literal: quotes, backslashes and control
/// characters escaped, so a screen's description is unambiguous.
func literal(_ name: String) -> String {
    var out = "\""
    for scalar in name.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// A `Value`: a list of pages. Each page is a token reserved when its request
/// was issued; tokens are renamed densely in issue order, so a smaller token
/// is an older request.
public struct PageList: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The page tokens, oldest-issued first within the canonical numbering.
    public var pages: [Int]

    /// Creates a page list.
    public init(_ pages: [Int]) { self.pages = pages }

    /// The newest page (the largest token), used by `noStaleOverwrite`.
    public var newestPage: Int? { pages.max() }

    /// Whether `self` begins with every page of `prefix`, in order.
    public func starts(with prefix: PageList) -> Bool { pages.starts(with: prefix.pages) }

    /// Ordered by newest page, then length.
    public static func < (a: PageList, b: PageList) -> Bool {
        (a.newestPage ?? -1, a.pages.count) < (b.newestPage ?? -1, b.pages.count)
    }

    /// `[p1, p2]`.
    public var description: String { "[" + pages.map { "p\($0)" }.joined(separator: ", ") + "]" }
}

/// An `Error` value of the model language.
public enum ErrorValue: String, Hashable, Sendable, CustomStringConvertible {
    /// What `fail` throws.
    case urlError = "URLError"
    /// What a cancelled task's call throws.
    case cancellationError = "CancellationError"

    /// The Swift type name.
    public var description: String { rawValue }
}
