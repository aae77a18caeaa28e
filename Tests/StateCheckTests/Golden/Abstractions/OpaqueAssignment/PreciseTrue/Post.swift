struct Post: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct Session {
    let displayName: String
}
