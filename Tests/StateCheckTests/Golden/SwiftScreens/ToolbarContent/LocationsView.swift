import SwiftUI

struct Location: Identifiable {
    let id: Int
    let name: String
}

enum LocationsState {
    case loading
    case loaded([Location])
    case failed(Error)
}

@MainActor
@Observable
final class LocationsModel {
    var state: LocationsState = .loading
    private let client: LocationsClient

    init(client: LocationsClient) {
        self.client = client
    }

    func load() async {
        do {
            state = .loaded(try await client.locations())
        } catch {
            state = .failed(error)
        }
    }
}

struct LocationsView: View {
    @State private var model: LocationsModel
    @State private var showAddLocation = false

    init(client: LocationsClient) {
        _model = State(initialValue: LocationsModel(client: client))
    }

    var body: some View {
        List {
            switch model.state {
            case .loading:
                ProgressView()
            case .loaded(let locations):
                ForEach(locations) { location in
                    Text(location.name)
                }
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .toolbar(content: {
            ToolbarItemGroup(
                placement: .primaryAction,
                content: {
                    #if os(macOS)
                        RefreshButton(updateData: { Task { await model.load() } })
                    #endif
                    Button(
                        action: {
                            Task { await model.load() }
                        },
                        label: {
                            Label("Reload", systemImage: "arrow.clockwise")
                        }
                    )
                }
            )
        })
        .task { await model.load() }
    }
}
