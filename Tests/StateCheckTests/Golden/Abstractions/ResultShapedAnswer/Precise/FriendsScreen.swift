import SwiftUI

struct Friend: Identifiable, Decodable {
    let id: Int
    let name: String
}

protocol FriendsService {
    func friends() async throws -> [Friend]
}

@MainActor
final class FriendsViewModel: ObservableObject {
    @Published var friends: [Friend] = []
    @Published var isLoading = false
    @Published var failed = false
    private let service: FriendsService

    init(service: FriendsService) {
        self.service = service
    }

    func load() async {
        isLoading = true
        failed = false
        do {
            let friends = try await service.friends()
            self.friends = friends
        } catch {
            failed = true
        }
        isLoading = false
    }
}

struct FriendsScreen: View {
    @StateObject var viewModel: FriendsViewModel

    var body: some View {
        List(viewModel.friends) { friend in
            Text(friend.name)
        }
        .overlay {
            if viewModel.isLoading {
                ProgressView()
            } else if viewModel.failed {
                Text("Could not load your friends")
            }
        }
        .task { await viewModel.load() }
    }
}
