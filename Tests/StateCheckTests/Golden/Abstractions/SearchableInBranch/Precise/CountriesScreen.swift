import SwiftUI

struct Country: Identifiable, Decodable {
    let id: Int
    let name: String
}

enum CountriesAPI {
    static func countries(matching query: String) async throws -> [Country] { [] }
}

struct CountriesScreen: View {
    @State private var countries: [Country] = []
    @State private var query = ""
    @State private var isLoading = false

    var body: some View {
        NavigationStack {
            if isLoading {
                ProgressView()
            } else {
                List(countries) { country in
                    Text(country.name)
                }
            }
        }
        .searchable(text: $query)
        .task(id: query) { await load() }
    }

    private func load() async {
        isLoading = true
        countries = (try? await CountriesAPI.countries(matching: query)) ?? []
        isLoading = false
    }
}
