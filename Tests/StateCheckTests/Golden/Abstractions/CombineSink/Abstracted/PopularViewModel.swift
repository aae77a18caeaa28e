import Combine
import Foundation

enum PopularState {
    case loading
    case loaded([Movie])
    case failed(Error)
}

@MainActor
final class PopularViewModel: ObservableObject {
    @Published private(set) var state: PopularState = .loading

    private let service: MovieService
    private var cancellables = Set<AnyCancellable>()

    init(service: MovieService) {
        self.service = service
    }

    func load() {
        state = .loading
        service.popularMovies(page: 1)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] completion in
                guard case let .failure(error) = completion else { return }
                self?.state = .failed(error)
            } receiveValue: { [weak self] movies in
                self?.state = .loaded(movies)
            }
            .store(in: &cancellables)
    }
}
