import SwiftUI

struct ActivityScreen: View {
    @State private var model = ActivityViewModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let activities):
                ForEach(activities) { activity in
                    Text(activity.title)
                }
            case .failed(let message):
                Text(message)
            }
        }
        .task { await model.load() }
        .refreshable { await model.sync() }
    }
}
