import SwiftUI

struct Wallpaper: Identifiable, Hashable {
    let id: UUID
    var title: String
    var url: URL
}

/// Saves a wallpaper to the photo library. Saving never fails from the
/// caller's point of view: the library reports problems itself.
struct SaveWallpaperButton: View {
    let wallpaper: Wallpaper
    @State private var isSaving = false

    var body: some View {
        HStack {
            Button("Save") {
                Task {
                    isSaving = true
                    await PhotoLibraryService.save(wallpaper)
                    isSaving = false
                }
            }
            .buttonStyle(.borderedProminent)
            .opacity(isSaving ? 0 : 1)
            .disabled(isSaving)
        }
        .overlay {
            if isSaving {
                ProgressView()
            }
        }
    }
}
