import SwiftUI

protocol CodeSending {
    func sendCode(to email: String) async throws
}

@MainActor
final class CodeViewModel: ObservableObject {
    @Published var secondsLeft = 0
    @Published var isSending = false
    @Published var failed = false
    private var ticking = false
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
        ticking = true
    }

    func tick() {
        guard ticking else { return }
        if secondsLeft > 0 {
            secondsLeft -= 1
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
        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
            viewModel.tick()
        }
    }
}
