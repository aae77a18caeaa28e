// Element lifecycle handlers: `on appear(E) { … }` and `on disappear(E) { … }`
// (SwiftUI's `.onAppear` / `.onDisappear` of one element of the view).
import StateCheckEngine
import StateCheckScreens

/// The element of `on appear(E)` / `on disappear(E)`, and which edge of its
/// life runs the handler.
package struct ElementTrigger: Hashable, Sendable {
    /// `appear` (the element enters the screen) or `disappear` (it leaves).
    package var edge: Edge
    /// The element watched.
    package var element: ElementPattern
    /// Where the element is written.
    package var location: SourceLocation
    /// A `Bool` model variable that must also be true for the element to
    /// be on screen: a lazy list's row (`rowsOnScreen[row1]`, the list being
    /// `content`), which the user scrolls into view and out; nil for an
    /// element the view block alone decides.
    package var gate: String? = nil

    /// Which edge of an element's life runs the handler.
    package enum Edge: String, Hashable, Sendable {
        /// `.onAppear`.
        case appear
        /// `.onDisappear`.
        case disappear
    }

    /// Creates a trigger from each of its parts.
    package init(edge: Edge, element: ElementPattern, location: SourceLocation) {
        self.edge = edge
        self.element = element
        self.location = location
    }
}

/// A view element as a lifecycle handler names it: a kind, and for the
/// named kinds (`mark`, `button`, `alert`) its name.
package enum ElementPattern: Hashable, Sendable, CustomStringConvertible {
    /// `blank`.
    case blank
    /// `content`, whatever its value.
    case content
    /// `spinner`.
    case spinner
    /// `errorView`, whatever its error.
    case errorView
    /// `footerSpinner` (its `onAppear` is the event `page`).
    case footerSpinner
    /// `footerError`, whatever its error.
    case footerError
    /// `banner`, whatever its error.
    case banner
    /// `alert("name")`.
    case alert(String)
    /// `button("name")`, enabled or not.
    case button(String)
    /// `mark("name")`.
    case mark(String)

    /// The element kinds without a name, by their view-block spelling.
    package static let unnamed: [String: ElementPattern] = [
        "blank": .blank, "content": .content, "spinner": .spinner, "errorView": .errorView,
        "footerSpinner": .footerSpinner, "footerError": .footerError, "banner": .banner,
    ]

    /// The element kinds that take a name: `mark("row")`.
    package static let named: Set<String> = ["mark", "button", "alert"]

    /// The pattern `kind` or `kind("name")`; nil for a kind the view has not.
    package init?(kind: String, name: String?) {
        switch (kind, name) {
        case ("mark", let n?): self = .mark(n)
        case ("button", let n?): self = .button(n)
        case ("alert", let n?): self = .alert(n)
        case (_, nil):
            guard let p = Self.unnamed[kind] else { return nil }
            self = p
        default: return nil
        }
    }

    /// Whether the screen element `e` is this element.
    package func matches(_ e: ScreenElement) -> Bool {
        switch (self, e) {
        case (.blank, .blank), (.content, .content), (.spinner, .spinner), (.errorView, .errorView),
             (.footerSpinner, .footerSpinner), (.footerError, .footerError), (.banner, .banner):
            return true
        case (.alert(let a), .alert(let b, _)): return a == b
        case (.button(let a), .button(let b, _)): return a == b
        case (.mark(let a), .mark(let b)): return a == b
        default: return false
        }
    }

    /// The element as the view block writes it: `footerSpinner`, `mark("row")`.
    package var description: String {
        switch self {
        case .blank: return "blank"
        case .content: return "content"
        case .spinner: return "spinner"
        case .errorView: return "errorView"
        case .footerSpinner: return "footerSpinner"
        case .footerError: return "footerError"
        case .banner: return "banner"
        case .alert(let n): return "alert(\"\(n)\")"
        case .button(let n): return "button(\"\(n)\")"
        case .mark(let n): return "mark(\"\(n)\")"
        }
    }
}

extension ElementTrigger {
    /// The event of a lazy list's row scrolling into view, one per row
    /// (`appearRow(row1)`); `on appearRow(row)` is the row's `.onAppear` / `.task`.
    package static let appearRowEvent = "appearRow"
    /// The event of a lazy list's row scrolling out of view, one per row
    /// (`disappearRow(row1)`); `on disappearRow(row)` is the row's `.onDisappear`.
    package static let disappearRowEvent = "disappearRow"
}
