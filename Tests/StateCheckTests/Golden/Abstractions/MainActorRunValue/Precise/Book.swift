struct Book: Identifiable, Decodable {
    let id: Int
    let title: String
}
