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
    case ready(UIImage)
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
            let image = try await loader.image(for: photo.url)
            state = .ready(image)
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
            case .ready(let image):
                Image(uiImage: image)
                    .resizable()
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .task { await viewModel.load(photo) }
    }
}
