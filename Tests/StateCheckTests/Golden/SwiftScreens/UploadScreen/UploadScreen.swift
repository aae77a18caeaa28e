import SwiftUI

enum UploadAPI {
    static func send() async throws {}
}

/// Asks before uploading over a cellular connection.
struct UploadScreen: View {
    @State private var isUploading = false
    @State private var confirmation: CheckedContinuation<Bool, Never>?

    var body: some View {
        List {
            if confirmation != nil {
                Button("Upload anyway") {
                    confirmation?.resume(returning: true)
                    confirmation = nil
                }
                Button("Not now") {
                    confirmation?.resume(returning: false)
                    confirmation = nil
                }
            }
            if isUploading {
                ProgressView()
            }
        }
        .task { await upload() }
    }

    private func upload() async {
        let confirmed = await withCheckedContinuation { continuation in
            confirmation = continuation
        }
        guard confirmed else { return }
        isUploading = true
        defer { isUploading = false }
        do {
            try await UploadAPI.send()
        } catch is CancellationError {
            print("upload cancelled")
        } catch {
            print("upload failed: \(error)")
        }
    }
}
