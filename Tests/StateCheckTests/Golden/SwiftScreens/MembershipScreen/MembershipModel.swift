import Foundation
import SwiftUI

struct Member: Identifiable, Hashable {
    let id: String
    var name: String
    var tier: String
    var points: Int
}

/// The backend; the live implementation lives in the networking module.
protocol MembershipClient {
    func currentMember() async throws -> Member
}

@MainActor
final class MembershipModel: ObservableObject {
    @Published private(set) var state: Loadable<Member, any Error> = .idle

    private let client: MembershipClient

    init(client: MembershipClient) {
        self.client = client
    }

    func reload() async {
        if state.isLoading { return }
        state.startLoading()
        do {
            let member = try await client.currentMember()
            state = .success(member)
        } catch {
            if let shown = state.value {
                state = .reLoadingFailure(shown, error)
            } else {
                state = .loadingFailure(error)
            }
        }
    }
}
