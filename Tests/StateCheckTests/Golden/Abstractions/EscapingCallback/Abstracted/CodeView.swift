import SwiftUI

protocol CodeSending {
    func sendCode(to email: String) async throws
}

@MainActor
final class CodeViewModel: ObservableObject {
    @Published var secondsLeft = 0
    @Published var isSending = false
    @Published var failed = false
    private var timer: Timer?
    private let sender: CodeSending
    let email: String

    init(sender: CodeSending, email: String) {
        self.sender = sender
        self.email = email
    }

    func send() async {
        isSending = true
        failed = false
        do {
            try await sender.sendCode(to: email)
            startCountdown()
        } catch {
            failed = true
        }
        isSending = false
    }

    private func startCountdown() {
        secondsLeft = 3
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            Task { @MainActor in
                guard let self else { return }
                if self.secondsLeft > 0 {
                    self.secondsLeft -= 1
                } else {
                    self.timer?.invalidate()
                }
            }
        }
    }
}

struct CodeView: View {
    @StateObject var viewModel: CodeViewModel

    var body: some View {
        VStack {
            if viewModel.isSending {
                ProgressView()
            } else if viewModel.secondsLeft > 0 {
                Text("Resend in \(viewModel.secondsLeft)")
            } else {
                Button("Send code") {
                    Task { await viewModel.send() }
                }
            }
            if viewModel.failed {
                Text("Could not send the code")
            }
        }
    }
}
