import Observation
import SwiftUI

@Observable
@MainActor
final class ProfileModel {
    private(set) var state: Loadable<Profile, any Error> = .idle

    private let client: ProfileClient

    init(client: ProfileClient = LiveProfileClient()) {
        self.client = client
    }

    func reload() async {
        guard !state.isLoading else { return }
        state.startLoading()
        do {
            state = .success(try await client.fetchProfile())
        } catch {
            state = .failure(error)
        }
    }
}

struct ProfileObservableScreen: View {
    @State private var model = ProfileModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .initialLoading:
                EmptyView()
            case .success(let profile), .reLoading(let profile):
                header(profile)
            case .failure:
                ProfileErrorView()
            }
        }
        .overlay {
            if case .initialLoading = model.state {
                ProgressView()
            }
        }
        .refreshable { await model.reload() }
        .task { await model.reload() }
    }

    @ViewBuilder
    private func header(_ profile: Profile) -> some View {
        Text(profile.displayName).font(.headline)
        Text(profile.bio).foregroundStyle(.secondary)
    }
}

struct ProfileErrorView: View {
    var body: some View {
        ContentUnavailableView("Could not load the profile", systemImage: "exclamationmark.triangle")
    }
}
