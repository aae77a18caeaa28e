// The lifecycle handlers that watch a value: `on load .task(id: x) { … }`
// (SwiftUI's `.task(id:)`) and `on change(x) { old, new in … }` (`.onChange(of:)`).

/// The value a handler watches, and what its change does.
package enum HandlerWatch: Hashable, Sendable {
    /// `on load .task(id: x) { … }`: a `.task` started on `load`, cancelled
    /// and started again after a transition that changed `x`.
    case taskID(Expr)
    /// `on change(x[, initial: true]) { [old, new in | new in] … }`: a
    /// synchronous action run after a transition that changed `x` (and on
    /// `load` too with `initial: true`), given the old and the new value.
    case change(ChangeClause)

    /// The watched expression.
    package var value: Expr {
        switch self {
        case .taskID(let e): return e
        case .change(let c): return c.value
        }
    }
}

/// The parts of `on change(x, initial: true) { old, new in … }`.
package struct ChangeClause: Hashable, Sendable {
    /// The watched expression.
    package var value: Expr
    /// `initial: true`: the action also runs when the view appears.
    package var initial: Bool
    /// The name bound to the value before the change (`old` in `{ old, new in }`).
    package var oldName: String?
    /// The name bound to the value after the change (`new` in `{ old, new in }` or `{ new in }`).
    package var newName: String?

    /// Creates a clause from each of its parts.
    package init(value: Expr, initial: Bool = false, oldName: String? = nil, newName: String? = nil) {
        self.value = value
        self.initial = initial
        self.oldName = oldName
        self.newName = newName
    }
}
