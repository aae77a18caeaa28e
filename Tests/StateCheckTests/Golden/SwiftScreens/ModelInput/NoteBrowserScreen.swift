import SwiftUI

/// What the note browser shows: the search text, the tag filter and whether
/// archived notes are listed.
@Observable
final class NoteBrowserModel {
    var query = ""
    var tag = ""
    var showsArchived = false
}

/// The note browser: its inputs are bound to the view model's properties.
struct NoteBrowserScreen: View {
    @State private var model = NoteBrowserModel()

    var body: some View {
        List {
            TextField("Tag", text: $model.tag)
            Toggle("Show archived", isOn: $model.showsArchived)
            if model.showsArchived {
                Text("Archived notes")
            }
        }
        .searchable(text: $model.query)
    }
}
