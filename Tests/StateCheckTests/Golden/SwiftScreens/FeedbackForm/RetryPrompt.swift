/// The "Sending failed" prompt: while it shows, the submit loop waits for
/// the user's answer in `continuation`.
enum RetryPrompt {
    case hidden
    case shown(CheckedContinuation<Bool, Never>)
}

extension RetryPrompt {
    var isPresented: Bool {
        if case .shown = self { return true }
        return false
    }
}
