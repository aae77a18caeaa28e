extension Array where Element == Stmt {
    /// The body with Swift's implicit return applied, as the parser applies
    /// it to a `.model` function with a result type or a computed property:
    /// a body that is one expression (or an `if`/`switch` whose every branch
    /// is one expression) returns it.
    package var withImplicitReturn: [Stmt] { Parser.implicitReturn(self) }
}
