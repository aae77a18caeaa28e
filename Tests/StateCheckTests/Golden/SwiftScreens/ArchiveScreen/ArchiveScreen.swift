import SwiftUI

struct ArchiveScreen: View {
    @StateObject private var model: ArchiveModel

    init(service: ArchiveService) {
        _model = StateObject(wrappedValue: ArchiveModel(service: service))
    }

    var body: some View {
        List {
            if let lastError = model.lastError, model.entries == nil {
                ArchiveErrorView(error: lastError)
            } else if let entries = model.entries {
                ForEach(entries) { entry in
                    Text(entry.title)
                }
                if model.isLoading {
                    ProgressView()
                } else {
                    Button("Load more") {
                        Task { await model.loadMore() }
                    }
                }
            }
        }
        .overlay {
            if model.isLoading && model.entries == nil {
                ProgressView()
            }
        }
        .refreshable { await model.load() }
        .task { await model.load() }
    }
}

struct ArchiveErrorView: View {
    let error: any Error

    var body: some View {
        Text(error.localizedDescription)
    }
}
