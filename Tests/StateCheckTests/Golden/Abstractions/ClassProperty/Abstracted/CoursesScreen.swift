import SwiftUI

struct Course: Identifiable, Decodable {
    let id: Int
    let name: String
}

protocol CoursesFetching {
    func courses() async throws -> [Course]
}

final class CourseCache {
    private var stored: [Course] = []
    private var savedAt: Date?

    var isFresh: Bool {
        guard let savedAt else { return false }
        return Date().timeIntervalSince(savedAt) < 60
    }

    func remember(_ courses: [Course]) {
        stored = courses
        savedAt = Date()
    }
}

enum CoursesState {
    case idle
    case loading
    case loaded([Course])
    case failed(Error)
}

@MainActor
final class CoursesViewModel: ObservableObject {
    @Published var state: CoursesState = .idle
    private let client: CoursesFetching
    private var cache: CourseCache

    init(client: CoursesFetching, cache: CourseCache) {
        self.client = client
        self.cache = cache
    }

    func load() async {
        if case .loaded = state, cache.isFresh { return }
        state = .loading
        do {
            let courses = try await client.courses()
            cache.remember(courses)
            state = .loaded(courses)
        } catch {
            state = .failed(error)
        }
    }
}

struct CoursesScreen: View {
    @StateObject var viewModel: CoursesViewModel

    var body: some View {
        List {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let courses):
                ForEach(courses) { course in
                    Text(course.name)
                }
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .task { await viewModel.load() }
    }
}
