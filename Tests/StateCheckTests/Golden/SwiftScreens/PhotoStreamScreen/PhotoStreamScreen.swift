import SwiftUI

struct PhotoStreamScreen: View {
    @State var model: PhotoStreamModel

    var body: some View {
        List(model.photos) { photo in
            Text(photo.title)
                .onAppear {
                    if photo.id == model.photos.last?.id {
                        Task { await model.loadNextPage() }
                    }
                }
        }
        .overlay {
            if model.isLoadingPage && model.photos.isEmpty {
                ProgressView()
            }
        }
        .task {
            if model.photos.isEmpty { await model.loadNextPage() }
        }
    }
}
