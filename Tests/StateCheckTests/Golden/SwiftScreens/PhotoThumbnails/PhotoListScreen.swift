import SwiftUI

struct PhotoListScreen: View {
    @State private var model: PhotoListModel

    init(service: PhotoService) {
        _model = State(initialValue: PhotoListModel(service: service))
    }

    var body: some View {
        Group {
            switch model.photos {
            case .idle, .loading:
                ProgressView()
            case .loaded(let photos):
                VStack {
                    List(photos) { photo in
                        Text(photo.title)
                            .task { await model.loadThumbnail(for: photo.id) }
                    }
                    if let message = model.thumbnailMessage {
                        Text(message)
                    }
                }
            case .failed:
                Text("Could not load your photos")
            }
        }
        .task { await model.load() }
    }
}
