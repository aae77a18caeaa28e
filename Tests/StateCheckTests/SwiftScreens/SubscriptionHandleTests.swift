import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A subscription kept in a property of its own (`cancellable =
/// service.photos(page: 1).sink(…)` of `private var cancellable:
/// AnyCancellable?`) is cancelled when the property gets the next one, and a
/// cancelled subscription delivers nothing. The property is read as the
/// handle of the subscription's task: `cancellable?.cancel(); cancellable =
/// Task { … }`, the task delivering nothing once cancelled. It was read as
/// never cancelled, so an answer of a replaced subscription overwrote the
/// newer one (`noStaleOverwrite` violated, spuriously).
@Suite struct SubscriptionHandleTests {
    static let photos = """
        import Combine
        import SwiftUI

        struct Photo: Identifiable, Decodable {
            let id: String
            let author: String
            let download_url: String
        }

        protocol PhotoServiceType {
            func photos(page: Int) -> AnyPublisher<[Photo], Error>
        }

        final class PhotosViewModel: ObservableObject {
            @Published private(set) var photos: [Photo] = []
            @Published private(set) var isLoading = false
            @Published var error: Error?

            private let service: PhotoServiceType
            private var cancellable: AnyCancellable?

            init(service: PhotoServiceType) {
                self.service = service
            }

            func fetch() {
                isLoading = true
                cancellable = service.photos(page: 1)
                    .receive(on: DispatchQueue.main)
                    .sink(receiveCompletion: { [weak self] completion in
                        self?.isLoading = false
                        if case let .failure(error) = completion {
                            self?.error = error
                        }
                    }, receiveValue: { [weak self] photos in
                        self?.photos = photos
                    })
            }
        }

        struct PhotosView: View {
            @ObservedObject var viewModel: PhotosViewModel

            var body: some View {
                NavigationView {
                    Group {
                        if viewModel.isLoading && viewModel.photos.isEmpty {
                            ProgressView("Loading…")
                        } else if let error = viewModel.error {
                            VStack(spacing: 12) {
                                Text(error.localizedDescription)
                                Button("Retry", action: viewModel.fetch)
                            }
                        } else {
                            List(viewModel.photos) { photo in
                                Text(photo.author)
                            }
                        }
                    }
                    .navigationTitle("Photos")
                }
                .onAppear(perform: viewModel.fetch)
            }
        }
        """

    /// The twin is the screen written with Swift concurrency: a
    /// `Task<Void, Never>?` handle cancelled before the next load, and an
    /// answer dropped once cancelled. The same 101 states, 585 transitions
    /// and verdicts: `noStaleOverwrite` holds; `singleFlight` is violated
    /// (the replaced request is still in flight when the next one starts).
    @Test func aSubscriptionsOwnPropertyCancelsItWhenReplaced() throws {
        let twin = Self.photos
            .replacingOccurrences(of: "func photos(page: Int) -> AnyPublisher<[Photo], Error>", with: "func photos(page: Int) async throws -> [Photo]")
            .replacingOccurrences(of: "private var cancellable: AnyCancellable?", with: "private var loadTask: Task<Void, Never>?")
            .replacingOccurrences(of: """
                        cancellable = service.photos(page: 1)
                            .receive(on: DispatchQueue.main)
                            .sink(receiveCompletion: { [weak self] completion in
                                self?.isLoading = false
                                if case let .failure(error) = completion {
                                    self?.error = error
                                }
                            }, receiveValue: { [weak self] photos in
                                self?.photos = photos
                            })
                """, with: """
                        loadTask?.cancel()
                        loadTask = Task { @MainActor in
                            do {
                                let photos = try await service.photos(page: 1)
                                guard !Task.isCancelled else { return }
                                self.photos = photos
                                self.isLoading = false
                            } catch is CancellationError {
                            } catch {
                                guard !Task.isCancelled else { return }
                                self.isLoading = false
                                self.error = error
                            }
                        }
                """)
        #expect(twin.contains("loadTask?.cancel()") && !twin.contains("AnyCancellable"))
        let read = try RealAppReadingsTests.outcome(Self.photos)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 101 && read.transitions == 585, "\(read)")
        #expect(read.verdicts["noStaleOverwrite"] == .holds && read.verdicts["singleFlight"] == .violated)
        #expect(RealAppReadingsTests.modelText(Self.photos).contains("var cancellable: Task<Void, Never>? = nil"))
    }
}
