import SwiftUI

enum NoteOrder: CaseIterable {
    case newest
    case title
}

/// The note list's options: whether archived notes show, and their order.
struct NoteFilterScreen: View {
    @State private var showArchived = false
    @State private var order: NoteOrder = .newest

    var body: some View {
        Form {
            Toggle("Show archived", isOn: $showArchived)
            Picker("Order", selection: $order) {
                Text("Newest").tag(NoteOrder.newest)
                Text("Title").tag(NoteOrder.title)
            }
            if showArchived {
                Text("Archived notes")
            }
        }
    }
}
