import SwiftUI

enum CallAPI {
    static func setMuted(_ muted: Bool) async throws {}
}

struct CallScreen: View {
    @State private var isMuted = false
    @State private var isSaving = false
    @State private var showsSettings = false

    var body: some View {
        HStack {
            Button(action: {
                Task { await toggleMute() }
            }) {
                Image(systemName: isMuted ? "mic.slash" : "mic")
                    .frame(width: 56, height: 56)
                    .background(isMuted ? Color.red : Color.gray)
                    .clipShape(Circle())
            }
            .disabled(isSaving)
            Button(action: {
                showsSettings = true
            }) {
                Image(systemName: "gear")
                    .frame(width: 56, height: 56)
                    .background(Color.gray)
                    .clipShape(Circle())
            }
            .disabled(isSaving)
        }
        .sheet(isPresented: $showsSettings) {
            Text("Settings")
        }
    }

    private func toggleMute() async {
        isSaving = true
        do {
            try await CallAPI.setMuted(!isMuted)
            isMuted.toggle()
        } catch {}
        isSaving = false
    }
}
