import Foundation

struct Note: Identifiable, Decodable {
    let id: Int
    let title: String
}
