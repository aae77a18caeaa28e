import Foundation

struct Account: Identifiable, Hashable {
    let id: UUID
    var owner: String
    var plan: String
    var renewsOn: Date
}

enum AccountService {
    static func fetchAccount() async throws -> Account {
        let url = URL(string: "https://api.example.com/v1/account")!
        let (data, _) = try await URLSession.shared.data(from: url)
        _ = data
        return Account(id: UUID(), owner: "Grace", plan: "Team", renewsOn: .now)
    }
}
