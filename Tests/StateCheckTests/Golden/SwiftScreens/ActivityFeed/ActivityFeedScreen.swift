import SwiftUI

struct ActivityFeedScreen: View {
    @State private var model = ActivityFeedModel()

    var body: some View {
        List {
            if let activities = model.activities {
                ForEach(activities) { activity in
                    ActivityRow(activity: activity)
                }
                if model.nextCursor == nil {
                    Text("You're all caught up")
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                } else {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        .onAppear {
                            Task { await model.loadNextPage() }
                        }
                }
            }
        }
        .listStyle(.plain)
        .overlay {
            if model.activities == nil && model.isLoading {
                ProgressView()
            }
        }
        .navigationTitle("Activity")
        .task { await model.loadFirstPage() }
    }
}

struct ActivityRow: View {
    let activity: Activity

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(activity.summary)
                .font(.body)
            Text(activity.createdAt, style: .relative)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
