/// The Swift expression a replay line builds the design with, so that the
/// pasted line replays the design that failed, never another one:
///
/// - a design without stored properties is `ProfileScreen()`;
/// - a design with stored properties (built with arguments) that conforms
///   to `CustomStringConvertible` is its `description`, which it writes as
///   the expression that builds it (`ProfileScreen(appearTask: .task)`);
/// - any other design with stored properties is an editor placeholder,
///   `<#ProfileScreen(appearTask: .task)#>`, which does not compile until
///   the arguments are given: `ProfileScreen()` would replay its default
///   and pass silently. ``DesignExpression/note`` says so.
func designExpression<D>(_ design: D) -> DesignExpression {
    let type = String(describing: D.self)
    let mirror = Mirror(reflecting: design)
    guard !mirror.children.isEmpty else { return DesignExpression(text: "\(type)()", note: nil) }
    if let described = design as? CustomStringConvertible {
        return DesignExpression(text: described.description, note: nil)
    }
    let guess = SwiftLiteral.of(design)
    return DesignExpression(
        text: "<#\(guess)#>",
        note: "\(type) was built with arguments (\(guess)): give the same ones in place of the placeholder, "
            + "or make \(type) CustomStringConvertible with the expression that builds it as its description "
            + "so that replay lines print it")
}

/// The design part of a printed replay call, and why it must be edited
/// when it is a placeholder.
struct DesignExpression: Sendable, Equatable {
    /// The expression (`ProfileScreen()`, or `<#…#>` for a placeholder).
    var text: String
    /// A sentence for the failure message when ``text`` is a placeholder.
    var note: String?
}
