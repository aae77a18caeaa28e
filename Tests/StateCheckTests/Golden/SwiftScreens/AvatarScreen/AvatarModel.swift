import Foundation

struct Avatar: Hashable {
    let data: Data
}

protocol AvatarLoader {
    func loadAvatar() async throws -> Avatar
}

/// What the intent reports to the model.
enum AvatarEvent {
    case loading
    case show(Avatar)
    case failLoad(any Error)
}

/// The root model: what the view draws, one published property each.
@MainActor
final class AvatarModel: ObservableObject {
    @Published private(set) var isLoading = true
    @Published private(set) var error: (any Error)?
    @Published private(set) var avatar: Avatar?

    private let loader: AvatarLoader

    init(loader: AvatarLoader) {
        self.loader = loader
    }

    /// The intent: the view appeared.
    func onAppear() async {
        update(with: .loading)
        do {
            let avatar = try await loader.loadAvatar()
            update(with: .show(avatar))
        } catch {
            update(with: .failLoad(error))
        }
    }

    private func update(with event: AvatarEvent) {
        switch event {
        case .loading:
            isLoading = true
            error = nil
            avatar = nil
        case .show(let newAvatar):
            avatar = newAvatar
            isLoading = false
        case .failLoad(let newError):
            error = newError
            isLoading = false
        }
    }
}
