import SwiftUI

enum ReportReason: String, CaseIterable {
    case spam = "SPAM"
    case abuse = "ABUSE"
}

protocol ReportService {
    func report(reason: ReportReason) async throws
}

struct ReportScreen: View {
    let service: ReportService
    @State private var reason: ReportReason? = nil
    @State private var isSending = false
    @State private var failed = false

    var body: some View {
        VStack {
            ForEach(ReportReason.allCases, id: \.self) { option in
                Button(option.rawValue) { reason = option }
            }
            if isSending {
                ProgressView()
            } else if reason != nil {
                Button("Send") { Task { await send() } }
            }
            if failed {
                Text("Could not send the report")
            }
        }
    }

    private func send() async {
        guard let reason else { return }
        isSending = true
        failed = false
        do {
            try await service.report(reason: reason)
        } catch {
            failed = true
        }
        isSending = false
    }
}
