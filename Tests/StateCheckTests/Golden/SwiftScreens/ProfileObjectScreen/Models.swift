import Foundation

struct Profile: Identifiable, Hashable {
    let id: UUID
    var displayName: String
    var bio: String
}

protocol ProfileClient {
    func fetchProfile() async throws -> Profile
}

struct LiveProfileClient: ProfileClient {
    func fetchProfile() async throws -> Profile {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/me")!)
        _ = data
        return Profile(id: UUID(), displayName: "Ada", bio: "")
    }
}

/// The loading state of a page.
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

