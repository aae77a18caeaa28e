import SwiftUI

/// The loading state of the profile page.
enum Loadable<Value, Failure: Error> {
    case idle
    case initialLoading
    case reLoading(Value)
    case success(Value)
    case failure(Failure)
}

extension Loadable {
    var isLoading: Bool {
        switch self {
        case .initialLoading, .reLoading:
            return true
        default:
            return false
        }
    }

    mutating func startLoading() {
        switch self {
        case .idle, .failure:
            self = .initialLoading
        case .success(let value):
            self = .reLoading(value)
        default:
            return
        }
    }
}

struct ProfileScreen: View {
    @State private var profile: Loadable<Profile, any Error> = .idle

    var body: some View {
        List {
            switch profile {
            case .idle, .initialLoading:
                EmptyView()
            case .success(let value), .reLoading(let value):
                header(for: value)
            case .failure:
                ProfileErrorView()
                    .frame(maxWidth: .infinity, minHeight: 240)
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Profile")
        .overlay {
            if case .initialLoading = profile {
                ProgressView()
            }
        }
        .refreshable {
            await reload()
        }
        .task {
            await reload()
        }
    }

    private func header(for profile: Profile) -> some View {
        VStack(alignment: .leading) {
            Text(profile.displayName).font(.headline)
            Text(profile.bio).foregroundStyle(.secondary)
        }
    }

    // MARK: - Loading

    private func reload() async {
        guard !profile.isLoading else { return }
        profile.startLoading()
        do {
            let fresh = try await ProfileClient.fetchProfile()
            self.profile = .success(fresh)
        } catch {
            self.profile = .failure(error)
        }
    }
}

struct ProfileErrorView: View {
    var body: some View {
        Label("Could not load the profile", systemImage: "exclamationmark.triangle")
    }
}

#Preview {
    NavigationStack { ProfileScreen() }
}
