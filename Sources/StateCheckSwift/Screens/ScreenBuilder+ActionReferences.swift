import StateCheckLanguage

// `Button(action: onSubmit) { … }`, `Button(action: model.refresh, label: {
// … })`: a Button's action given as a function rather than a closure. Tapping
// the button calls the function with no arguments, so the action is the
// closure `{ onSubmit() }`, read as any action's code is: a method of the
// screen or its view model is called, a closure the parent passes in is the
// parent's code, anything else is read (or refused) as that call would be.

extension ScreenBuilder {
    /// The action closure a function reference given as a Button's action
    /// stands for (`onSubmit` → `{ onSubmit() }`); nil for anything but a
    /// name or a member (`self.onSubmit`, `model.refresh`, `onTap?`), and in
    /// strict mode.
    mutating func referencedAction(_ e: SwiftExpr, at loc: SourceLocation) -> SwiftClosure? {
        guard !configuration.strict, Self.isNameChain(e) else { return nil }
        abstraction("Button(action: \(SwiftSyntaxDump.describe(e))): the function given is the action, called with no arguments: { \(SwiftSyntaxDump.describe(e))() }", at: loc)
        return Self.callingClosure(e)
    }

    /// Whether `x` names a function: a name or a member chain (`onSubmit`,
    /// `self.onSubmit`, `model.refresh`, `onTap?`), no binding.
    static func isNameChain(_ x: SwiftExpr) -> Bool {
        switch x.kind {
        case .identifier(let n): return !n.hasPrefix("$") && n != "nil"
        case .member(let base, _), .optionalChain(let base): return isNameChain(base)
        default: return false
        }
    }
}
