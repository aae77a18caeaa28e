import StateCheckLanguage

extension ScreenBuilder {
    /// The name a toast's `.onChange` action gives the flag's new value:
    /// `{ isFailure in … }`, or iOS 17's `{ _, isFailure in … }` whose old
    /// value is unused; nil for any other signature (the old value named, or
    /// more parameters), which is then no toast.
    static func toastFlagParameter(_ params: [SwiftParameter]) -> String? {
        func name(_ p: SwiftParameter) -> String? { p.label ?? p.name }
        switch params.count {
        case 1: return name(params[0])
        case 2: return name(params[0]) == "_" ? name(params[1]) : nil
        default: return nil
        }
    }
}
