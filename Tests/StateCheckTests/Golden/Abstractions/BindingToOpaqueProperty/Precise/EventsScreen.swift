import SwiftUI

struct Event: Identifiable, Decodable {
    let id: Int
    let title: String
}

@MainActor
final class EventsViewModel: ObservableObject {
    @Published var events: [Event] = []
    @Published var isLoading = false
    @Published var startDate: Date

    init() {
        self.startDate = Date()
    }

    func load() async {
        isLoading = true
        events = (try? await EventsAPI.events()) ?? []
        isLoading = false
    }
}

struct EventsScreen: View {
    @StateObject private var viewModel = EventsViewModel()

    var body: some View {
        VStack {
            Button("Start") {
                Task { await viewModel.load() }
            }
            List(viewModel.events) { event in Text(event.title) }
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .task { await viewModel.load() }
    }
}
