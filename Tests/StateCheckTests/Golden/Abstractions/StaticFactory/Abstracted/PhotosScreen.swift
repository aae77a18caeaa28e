import SwiftUI

struct Photo: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum PhotosState {
    case loading
    case loaded([Photo])
    case failed(Error)

    static func error(_ error: Error) -> PhotosState {
        .failed(error)
    }
}

struct PhotosScreen: View {
    @State private var state: PhotosState = .loading

    var body: some View {
        Group {
            switch state {
            case .loading:
                ProgressView()
            case .loaded(let photos):
                List(photos) { photo in
                    Text(photo.title)
                }
            case .failed(let error):
                ErrorView(error: error) {
                    Task { await load() }
                }
            }
        }
        .task {
            await load()
        }
    }

    private func load() async {
        state = .loading
        do {
            state = .loaded(try await PhotoAPI.photos())
        } catch {
            state = .error(error)
        }
    }
}
