import SwiftUI

struct ItemListView: View {
    @State private var state: Loadable<[Item], any Error> = .idle
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss
    let client: any APIClient

    var body: some View {
        List {
            switch state {
            case .idle, .loading(previous: nil):
                EmptyView()
            case .loading(let previous?), .loaded(let previous):
                ForEach(previous) { item in
                    Text(item.title)
                }
                ProgressView()
                    .onAppear {
                        Task { await more() }
                    }
            case .failed(let error, _):
                VStack(alignment: .leading, spacing: 8) {
                    Text("Failed: \(error.localizedDescription)")
                    Button("Retry") {
                        Task { await load() }
                    }
                }
            case .loading:
                EmptyView()
            }
        }
        .overlay {
            if state.isLoading, state.value == nil {
                ProgressView()
            }
        }
        .searchable(text: $query)
        .refreshable { await load() }
        .task { await load() }
        .toolbar {
            if #available(iOS 17, *) {
                Button {
                    dismiss()
                } label: {
                    Label("Close", systemImage: "xmark")
                }
            }
        }
    }

    private func load() async {
        state.startLoading()
        do {
            let items = try await client.items(matching: query)
            state.finish(with: .success(items))
        } catch {
            state.finish(with: .failure(error))
        }
    }

    private func more() async {
        guard let items = state.value, let last = items.last else { return }
        let next = (try? await client.items(after: last.id)) ?? []
        state = .loaded(items + next)
    }
}

#if DEBUG
struct ItemListView_Previews: PreviewProvider {
    static var previews: some View {
        ItemListView(client: PreviewClient())
    }
}
#endif

#Preview("Loaded") {
    ItemListView(client: PreviewClient())
}
