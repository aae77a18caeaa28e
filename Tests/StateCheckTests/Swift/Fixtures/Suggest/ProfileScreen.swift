import SwiftUI

struct Profile: Decodable {
    var name: String
}

enum ProfileAPI {
    static func getProfile() async throws -> Profile {
        try await Task.sleep(for: .seconds(1))
        return Profile(name: "Ada")
    }
}

struct LoadFailedErrorView: View {
    var body: some View {
        Text("Something went wrong")
    }
}

private enum DataState<V, E: Error> {
    case idle
    case loading
    case success(V)
    case failure(E)
}

extension DataState {
    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

struct ProfileScreen: View {
    @State private var dataState: DataState<Profile, any Error> = .idle

    var body: some View {
        List {
            switch dataState {
            case .idle, .loading:
                EmptyView()
            case .success(let profile):
                details(of: profile)
            case .failure:
                LoadFailedErrorView()
            }
        }
        .overlay {
            if dataState.isLoading {
                ProgressView()
            }
        }
        .refreshable {
            await load()
        }
        .task {
            await load()
        }
    }

    func details(of profile: Profile) -> some View {
        LabeledContent("Name", value: profile.name)
    }

    private func load() async {
        if dataState.isLoading { return }
        dataState = .loading

        do {
            dataState = .success(try await ProfileAPI.getProfile())
        } catch {
            dataState = .failure(error)
        }
    }
}
