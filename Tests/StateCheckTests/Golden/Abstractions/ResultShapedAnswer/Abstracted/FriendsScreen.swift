import SwiftUI

struct Friend: Identifiable, Decodable {
    let id: Int
    let name: String
}

enum DataResult<T> {
    case success(T)
    case failure(Error)
}

protocol FriendsService {
    func friends() async -> DataResult<[Friend]>
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
        let result: DataResult<[Friend]> = await service.friends()
        switch result {
        case .success(let friends):
            self.friends = friends
        case .failure:
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
