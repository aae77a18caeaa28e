import SwiftUI

struct Course: Identifiable, Decodable {
    let id: Int
    let name: String
}

protocol CoursesFetching {
    func courses() async throws -> [Course]
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

    init(client: CoursesFetching) {
        self.client = client
    }

    func load() async {
        if case .loaded = state, true { return }
        state = .loading
        do {
            let courses = try await client.courses()
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
