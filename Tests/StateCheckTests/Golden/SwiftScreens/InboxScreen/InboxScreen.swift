import SwiftUI

struct InboxScreen: View {
    @StateObject private var model: InboxViewModel

    init(service: MessagesService) {
        _model = StateObject(wrappedValue: InboxViewModel(service: service))
    }

    var body: some View {
        List {
            switch model.state {
            case .idle, .loading:
                EmptyView()
            case .loaded(let messages):
                ForEach(messages) { message in
                    Text(message.subject)
                }
            case .failed:
                InboxErrorView()
            }
        }
        .overlay {
            if model.state.isLoading {
                ProgressView()
            }
        }
        .task { await model.load() }
    }
}

struct InboxErrorView: View {
    var body: some View {
        Text("The inbox could not be loaded")
    }
}
