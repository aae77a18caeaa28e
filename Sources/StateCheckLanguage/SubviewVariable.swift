// A subview's own state: `var x: T = initial in mark("detail")`, a variable
// that lives while its element is in the view.

/// A model variable owned by a subview (SwiftUI's `@State` of a child
/// view): it holds its initial value whenever the view does not draw the
/// subview's element, so removed and inserted again it starts fresh.
struct SubviewVariable: Sendable {
    /// The variable's index among the model variables.
    var global: Int
    /// The element standing for the subview.
    var owner: ElementPattern
}
