import Photos
import UIKit

/// Writes images to the user's photo library.
enum PhotoLibraryService {
    static func save(_ wallpaper: Wallpaper) async {
        guard let (data, _) = try? await URLSession.shared.data(from: wallpaper.url),
              let image = UIImage(data: data) else { return }
        try? await PHPhotoLibrary.shared().performChanges {
            PHAssetChangeRequest.creationRequestForAsset(from: image)
        }
    }
}
