import SwiftUI

struct FeedbackForm: View {
    @State private var prompt: RetryPrompt = .hidden

    var body: some View {
        Form {
            Button("Submit") {
                Task { _ = await submit() }
            }
            .disabled(prompt.isPresented)
            if case .shown = prompt {
                Section("Sending failed") {
                    Button("Retry") {
                        if case .shown(let continuation) = prompt {
                            prompt = .hidden
                            continuation.resume(returning: true)
                        }
                    }
                    Button("Cancel") {
                        if case .shown(let continuation) = prompt {
                            prompt = .hidden
                            continuation.resume(returning: false)
                        }
                    }
                }
            }
        }
        .navigationTitle("Feedback")
    }

    /// Sends the feedback, asking the user whether to try again after each failure.
    private func submit() async -> Bool {
        while true {
            do {
                try await FeedbackAPI.send()
                return true
            } catch {
                if Task.isCancelled { return false }
                let shouldRetry = await withCheckedContinuation { continuation in
                    prompt = .shown(continuation)
                }
                if !shouldRetry { return false }
            }
        }
    }
}
