import SwiftUI

struct SyncScreen: View {
    @State private var isSyncing = false

    var body: some View {
        Button("Sync") { sync() }
            .disabled(isSyncing)
    }

    private func sync() {
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            isSyncing = false
        }
        isSyncing = true
    }
}
