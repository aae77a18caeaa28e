import SwiftUI

struct Location: Identifiable, Decodable {
    let id: Int
    let name: String
}

enum LocationsAPI {
    static func locations() async throws -> [Location] { [] }
}

struct LocationsScreen: View {
    @State private var locations: [Location] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        List(locations) { location in
            Text(location.name)
        }
        .overlay {
            if isLoading {
                ProgressView()
            }
        }
        .task {
            await load()
        }
        .alert("Could not load", isPresented: .constant(loadFailed)) {
            Button("Retry") {
                Task { await load() }
            }
        }
    }

    private func load() async {
        isLoading = true
        do {
            locations = try await LocationsAPI.locations()
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
