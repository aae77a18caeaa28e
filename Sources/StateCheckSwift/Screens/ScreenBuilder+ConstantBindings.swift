import StateCheckLanguage

/// `.alert(…, isPresented: .constant(viewModel.errorMessage != nil))`: a binding
/// SwiftUI cannot write, so dismissing changes nothing and whether the
/// presentation is shown is whatever the expression says at each moment. Read
/// as an assumption the environment flips (shown when it says so, closed as it
/// dismisses until it is flipped again): every value of the expression at
/// every moment is covered, whatever the expression reads.
extension ScreenBuilder {
    /// The presentation bound to `.constant(c)` (or `Binding.constant(c)`) with
    /// `isPresented:`, or nil (strict, `item:`, or any other binding).
    mutating func constantBinding(_ m: Modifier, _ value: SwiftExpr, isItem: Bool) -> PresentationBinding? {
        guard !configuration.strict, !isItem, case .call(let callee, let arguments, let trailing) = value.kind, trailing.isEmpty,
              arguments.count == 1, arguments[0].label == nil, Self.isConstantBinding(callee) else { return nil }
        let shown = assumption(SwiftSyntaxDump.describe(arguments[0].value), at: value.location)
        guard case .identifier(let name) = shown.kind else { return nil }
        abstraction("'.\(m.name)' is bound to \(SwiftSyntaxDump.describe(value)), which SwiftUI cannot write: shown when \(name) says so (the environment flips it at any time), "
                    + "closed as it dismisses until it is flipped again", at: value.location)
        return PresentationBinding(variable: name, isItem: false, type: .bool)
    }
}
