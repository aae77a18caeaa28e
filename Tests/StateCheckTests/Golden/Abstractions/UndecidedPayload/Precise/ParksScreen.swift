import SwiftUI

struct Park: Identifiable, Equatable {
    let id: Int
    let name: String
}

protocol ParksLoading {
    func parks() async throws -> [Park]
}

@MainActor
@Observable
final class ParksModel {
    enum Phase {
        case idle, loading, loaded([Park]), failed(Error)
    }

    var phase: Phase = .idle
    private let client: ParksLoading

    init(client: ParksLoading) {
        self.client = client
    }

    func load() async {
        phase = .loading
        do {
            phase = .loaded(try await client.parks())
        } catch {
            phase = .failed(error)
        }
    }
}

struct ParksScreen: View {
    enum Sheet: Identifiable {
        case details
        case about

        var id: String {
            switch self {
            case .details: "details"
            case .about: "about"
            }
        }
    }

    @State var model: ParksModel
    @State private var sheet: Sheet?

    var body: some View {
        Group {
            switch model.phase {
            case .idle, .loading:
                ProgressView()
            case .loaded(let parks):
                List(parks) { park in
                    Button(park.name) {
                        sheet = .details
                    }
                }
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .toolbar {
            Button("About") { sheet = .about }
        }
        .sheet(item: $sheet) { item in
            switch item {
            case .details:
                Text("Park")
            case .about:
                Text("About")
            }
        }
        .task { await model.load() }
    }
}
