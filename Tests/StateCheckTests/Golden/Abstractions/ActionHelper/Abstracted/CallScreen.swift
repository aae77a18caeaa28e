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
            circle(icon: isMuted ? "mic.slash" : "mic", tint: isMuted ? .red : .gray) {
                Task { await toggleMute() }
            }
            circle(icon: "gear", tint: .gray) {
                showsSettings = true
            }
        }
        .sheet(isPresented: $showsSettings) {
            Text("Settings")
        }
    }

    private func circle(icon: String, tint: Color, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: icon)
                .frame(width: 56, height: 56)
                .background(tint)
                .clipShape(Circle())
        }
        .disabled(isSaving)
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
