// Element lifecycle handlers: `on appear(E) KIND { … }` and
// `on disappear(E) KIND { … }`.

extension Parser {
    /// `(ELEMENT)` after `on appear` / `on disappear`: `footerSpinner`,
    /// `mark("row")`, `button("Save")`, …
    mutating func parseElementTrigger(_ edge: ElementTrigger.Edge) throws(ParseFailure) -> ElementTrigger {
        try expect("(", "after 'on \(edge.rawValue)'")
        let location = current.location
        let element = try parseElementPattern(in: "on \(edge.rawValue)(…)")
        try expect(")", "to close 'on \(edge.rawValue)(…)'")
        return ElementTrigger(edge: edge, element: element, location: location)
    }

    /// A view element as a lifecycle handler or a subview variable names it:
    /// `footerSpinner`, `mark("row")`, …; `context` is where it is written.
    mutating func parseElementPattern(in context: String) throws(ParseFailure) -> ElementPattern {
        let location = current.location
        let kind = try expectIdentifier("a view element in '\(context)' (mark(\"name\"), spinner, footerSpinner, …)")
        var name: String?
        if eat("(") {
            guard case .string(let s) = current.kind else {
                throw failure("expected the element's name, a string literal, in '\(kind)(…)', found \(current.quoted)", at: current.location)
            }
            advance()
            name = s
            try expect(")", "to close '\(kind)(\"…\")'")
        }
        guard let element = ElementPattern(kind: kind, name: name) else {
            if ElementPattern.named.contains(kind) {
                throw failure("'\(kind)' is named by a string in '\(context)': \(kind)(\"name\")", at: location)
            }
            if ElementPattern.unnamed[kind] != nil {
                throw failure("'\(kind)' takes no name in '\(context)'", at: location)
            }
            throw failure("unknown view element '\(kind)'; the elements named here are blank, content, spinner, errorView, footerSpinner, footerError, banner, alert(\"name\"), button(\"name\") and mark(\"name\")", at: location)
        }
        return element
    }
}
