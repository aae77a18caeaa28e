import StateCheckEngine

/// What the user can tell about a screen: the ``Screen`` with page tokens
/// abstracted to page counts.
///
/// Page tokens are canonical names of requests (the language reference, "Semantics in brief"): a
/// state that shows `content([p2])` because an older request `p1` is still
/// in flight looks exactly like one that shows `content([p1])`. The user
/// sees how many pages the list has, not which request produced them, so
/// the case-level analyses compare screens through this key.
package struct ObservedScreen: Hashable, Sendable, CustomStringConvertible {
    /// The screen with every `content(v)` replaced by `v.pages.count`
    /// pages numbered `1...count`.
    public var screen: Screen

    /// The observation of `screen`.
    public init(_ screen: Screen) {
        self.screen = Screen(isVisible: screen.isVisible, elements: screen.elements.map { e in
            if case .content(let v) = e { return .content(PageList(Array(0..<v.pages.count).map { $0 + 1 })) }
            return e
        })
    }

    /// `content(2 pages) + footerSpinner`, `(invisible)`, `(nothing)`.
    public var description: String {
        if !screen.isVisible { return "(invisible)" }
        if screen.elements.isEmpty { return "(nothing)" }
        return screen.elements.map { e in
            if case .content(let v) = e { return "content(\(v.pages.count) page\(v.pages.count == 1 ? "" : "s"))" }
            return e.description
        }.joined(separator: " + ")
    }
}
