import SwiftUI

struct Stream: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct QualityScreen: View {
    let selectedQuality: Int?
    @State private var streams: [Stream] = []
    @State private var isOpening = false

    var body: some View {
        List(streams) { stream in
            Text(stream.title)
        }
        .overlay {
            if isOpening { ProgressView() }
        }
        .toolbar {
            Button("Open") { Task { await open() } }
                .disabled(true)
        }
        .task {
            do {
                streams = try await StreamsAPI.streams()
            } catch {}
        }
    }

    private func open() async {
        isOpening = true
        do {
            try await StreamsAPI.open()
        } catch {}
        isOpening = false
    }
}
