import SwiftUI

extension Binding<Bool> {
    init(optional: Binding<(some Sendable)?>) {
        self.init(
            get: { optional.wrappedValue != nil },
            set: { isShown in
                guard isShown == false else { return }
                optional.wrappedValue = nil
            }
        )
    }
}

extension Binding {
    func isPresent<Wrapped: Sendable>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(optional: self)
    }
}
