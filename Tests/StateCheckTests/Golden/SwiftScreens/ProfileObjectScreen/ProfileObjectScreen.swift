import SwiftUI
import os

@MainActor
final class ProfileModel: ObservableObject {
    @Published private(set) var state: Loadable<Profile, any Error> = .idle

    private let client: ProfileClient
    private let logger = Logger(subsystem: "app", category: "profile")

    init(client: ProfileClient = LiveProfileClient()) {
        self.client = client
    }

    func load() async {
        guard !state.isLoading else { return }
        state.startLoading()
        objectWillChange.send()
        do {
            let fresh = try await client.fetchProfile()
            self.state = .success(fresh)
        } catch {
            logger.error("profile failed")
            print("profile failed")
            self.state = .failure(error)
        }
    }
}


struct ProfileObjectScreen: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .initialLoading:
                EmptyView()
            case .success(let value), .reLoading(let value):
                header(for: value)
            case .failure:
                ProfileErrorView()
                    .frame(maxWidth: .infinity, minHeight: 240)
            }
        }
        .navigationTitle("Profile")
        .overlay {
            if case .initialLoading = model.state {
                ProgressView()
            }
        }
        .refreshable {
            await model.load()
        }
        .task {
            await model.load()
        }
    }

    private func header(for profile: Profile) -> some View {
        VStack(alignment: .leading) {
            Text(profile.displayName).font(.headline)
            Text(profile.bio).foregroundStyle(.secondary)
        }
    }
}

struct ProfileErrorView: View {
    var body: some View {
        Label("Could not load the profile", systemImage: "exclamationmark.triangle")
    }
}

#Preview {
    NavigationStack { ProfileObjectScreen() }
}
