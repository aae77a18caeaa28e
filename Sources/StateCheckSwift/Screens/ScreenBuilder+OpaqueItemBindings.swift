import StateCheckLanguage

/// `.sheet(item: $selectedPark)`, `.alert(item: $viewModel.activeAlert)`
/// bound to a value the screen does not decide (a property of a type the
/// model has no values for, opaque, or an input): whether it is nil is an
/// assumption the environment flips, so the presentation is shown when the
/// assumption says so; what SwiftUI writes there as it dismisses (nil) is a
/// write to that opaque value, not read, and the presentation is closed
/// after it (the assumption false until the environment flips it again).
extension ScreenBuilder {
    /// The presentation bound to `item:` of an opaque value or an input, or
    /// nil (strict, an `isPresented:` binding, or any other binding).
    mutating func opaqueItemBinding(_ m: Modifier, _ value: SwiftExpr, isItem: Bool) -> PresentationBinding? {
        guard !configuration.strict, isItem, boundInput(value) != nil || opaqueRoot(value) != nil || projectsOpaqueMember(value) else { return nil }
        let described = SwiftSyntaxDump.describe(value)
        let shown = assumption("\(described) != nil", at: value.location)
        guard case .identifier(let name) = shown.kind else { return nil }
        abstraction("'.\(m.name)(item:)' is bound to \(described), a value the screen does not decide: shown when \(name) says so, closed as it dismisses", at: value.location)
        return PresentationBinding(variable: name, isItem: false, type: .bool)
    }

    /// `$viewModel.memberBeingEdited`: the binding SwiftUI projects to a
    /// property of the view model that is read opaque (of a type the model
    /// has no values for, or assigned values the screen does not decide).
    func projectsOpaqueMember(_ value: SwiftExpr) -> Bool {
        guard case .member(let base, let n) = value.kind, case .identifier(let projected) = base.kind, projected.hasPrefix("$"),
              case let holder = String(projected.dropFirst()), viewModelProperties.contains(holder) else { return false }
        let variable = member(n, of: holder)
        return stateVars[variable] == nil && (opaqueInputs.contains(variable) || assignedOpaque[variable] != nil)
    }
}
