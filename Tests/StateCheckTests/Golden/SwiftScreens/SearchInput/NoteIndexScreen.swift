import SwiftUI

/// The note index: its search field belongs to the list inside the
/// navigation stack, as most screens place it.
struct NoteIndexScreen: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Text("All notes")
            }
            .searchable(text: $query)
            .navigationTitle("Notes")
        }
    }
}
