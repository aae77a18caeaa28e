import SwiftUI
import UIKit

struct Photo: Identifiable, Decodable {
    let id: Int
    let url: URL
}

protocol PhotoLoading {
    func image(for url: URL) async throws -> UIImage
}

enum PhotoState {
    case idle
    case loading
    case ready
    case failed(Error)
}

@MainActor
final class PhotoViewModel: ObservableObject {
    @Published var state: PhotoState = .idle
    private let loader: PhotoLoading

    init(loader: PhotoLoading) {
        self.loader = loader
    }

    func load(_ photo: Photo) async {
        state = .loading
        do {
            _ = try await loader.image(for: photo.url)
            state = .ready
        } catch {
            state = .failed(error)
        }
    }
}

struct PhotoScreen: View {
    @StateObject var viewModel: PhotoViewModel
    let photo: Photo

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
            case .ready:
                Image(systemName: "photo")
                    .resizable()
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .task { await viewModel.load(photo) }
    }
}
