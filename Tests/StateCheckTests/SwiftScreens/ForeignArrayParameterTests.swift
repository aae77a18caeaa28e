import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A method's parameter that is an array of a type of another module
/// (`[PhotosPickerItem]`, minty's `[ObjectPreview]`) was refused ("an array
/// is modelled only of data structs of the folder"), where a single value of
/// such a type, or a dictionary of them, is opaque: passed to apis only, its
/// argument dropped from every call. An array of them is read the same way.
@Suite struct ForeignArrayParameterTests {
    static let queue = """
        import PhotosUI
        import SwiftUI

        protocol MediaUploader {
            func upload(_ items: [PhotosPickerItem]) async throws
        }

        @MainActor
        final class UploadQueueViewModel: ObservableObject {
            @Published var isUploading = false
            @Published var lastError: Error?

            private let uploader: MediaUploader

            init(uploader: MediaUploader) {
                self.uploader = uploader
            }

            func upload(_ items: [PhotosPickerItem]) async {
                isUploading = true
                defer { isUploading = false }
                do {
                    try await uploader.upload(items)
                    lastError = nil
                } catch {
                    lastError = error
                }
            }
        }
        """

    /// The queue reads as the one whose parameter is a dictionary of the
    /// same type (opaque before): the same model, states, transitions and
    /// verdicts; two uploads may be in flight at once, since nothing in the
    /// view model keeps a second call from starting.
    @Test func anArrayOfAForeignTypeIsAnOpaqueParameter() throws {
        let twin = Self.queue
            .replacingOccurrences(of: "func upload(_ items: [PhotosPickerItem]) async throws", with: "func upload(_ items: [UUID: PhotosPickerItem]) async throws")
            .replacingOccurrences(of: "func upload(_ items: [PhotosPickerItem]) async {", with: "func upload(_ items: [UUID: PhotosPickerItem]) async {")
        #expect(twin.components(separatedBy: "[UUID: PhotosPickerItem]").count == 3)
        #expect(RealAppReadingsTests.modelText(Self.queue) == RealAppReadingsTests.modelText(twin))
        let read = try RealAppReadingsTests.outcome(Self.queue)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 32 && read.transitions == 102, "\(read)")
        let run = RealAppReadingsTests.check(Self.queue, file: "UploadQueue.swift")
        #expect(run.stdout.contains("""
            error: [singleFlight] UploadQueueViewModel: expected to hold, but it is violated (two calls of mediaUploaderUpload are in flight at once)
               1. load              (invisible) → (nothing)
               2. upload            (nothing) → (nothing)
               3. upload            (nothing) → (nothing)
            """), "\(run.stdout)")
    }
}
