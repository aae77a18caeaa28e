import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Where an error view finds the error it shows, in the forms screens write
/// besides `case .failure(let error)`.
@Suite struct ErrorViewSourceTests {
    static let countries = """
        import SwiftUI

        struct Country: Identifiable, Decodable {
            let id: String
        }

        protocol CountriesAPI {
            func countries() async throws -> [Country]
        }

        enum LoadState {
            case idle
            case loading
            case loaded([Country])
            case failed(Error)
        }

        struct ErrorView: View {
            let error: Error
            let retryAction: () -> Void

            var body: some View {
                VStack {
                    Text(error.localizedDescription)
                    Button("Retry", action: retryAction)
                }
            }
        }

        struct CountriesScreen: View {
            let api: any CountriesAPI
            @State private var state = LoadState.idle

            var body: some View {
                content
                    .task { await load() }
            }

            @ViewBuilder private var content: some View {
                switch state {
                case .idle, .loading:
                    ProgressView()
                case let .loaded(countries):
                    List(countries) { country in Text(country.id) }
                case let .failed(error):
                    failedView(error)
                }
            }

            private func failedView(_ error: Error) -> some View {
                ErrorView(error: error, retryAction: {
                    Task { await load() }
                })
            }

            private func load() async {
                state = .loading
                do {
                    state = .loaded(try await api.countries())
                } catch {
                    state = .failed(error)
                }
            }
        }
        """

    /// `case let .failed(error)` binds what `case .failed(let error)` binds:
    /// the error view the helper shows is given that error (the same states,
    /// transitions and verdicts as the case written the other way).
    @Test func aLetBeforeTheCaseBindsTheError() throws {
        let precise = Self.countries
            .replacingOccurrences(of: "case let .failed(error):", with: "case .failed(let error):")
            .replacingOccurrences(of: "case let .loaded(countries):", with: "case .loaded(let countries):")
        #expect(precise != Self.countries)
        let model = RealAppReadingsTests.modelText(Self.countries)
        #expect(model.contains("    case .failed(let error):\n        errorView(error)\n"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.countries) == RealAppReadingsTests.outcome(precise))
    }

    static let tasks = """
        import SwiftUI

        struct TaskItem: Identifiable, Decodable {
            let id: Int
        }

        protocol TaskRepository {
            func tasks() async throws -> [TaskItem]
        }

        @MainActor
        final class TasksViewModel: ObservableObject {
            @Published var tasks: [TaskItem] = []
            @Published var isLoading = false
            @Published var error: Error?
            private let repository: any TaskRepository

            init(repository: any TaskRepository) { self.repository = repository }

            func fetchTasks() async {
                isLoading = true
                error = nil
                do {
                    tasks = try await repository.tasks()
                } catch {
                    self.error = error
                }
                isLoading = false
            }
        }

        struct ErrorStateView: View {
            let error: Error?
            let retry: () -> Void

            var body: some View {
                VStack {
                    Text(error?.localizedDescription ?? "Something went wrong")
                    Button("Try Again", action: retry)
                }
            }
        }

        struct TasksScreen: View {
            @StateObject var viewModel: TasksViewModel

            var body: some View {
                Group {
                    if viewModel.isLoading && viewModel.tasks.isEmpty {
                        ProgressView()
                    } else if viewModel.error != nil && viewModel.tasks.isEmpty {
                        ErrorStateView(error: viewModel.error) {
                            Task { await viewModel.fetchTasks() }
                        }
                    } else {
                        List(viewModel.tasks) { task in Text("\\(task.id)") }
                    }
                }
                .task { await viewModel.fetchTasks() }
            }
        }
        """

    /// `viewModel.error != nil && viewModel.tasks.isEmpty` binds the error
    /// the branch shows, as `if let error = viewModel.error,
    /// viewModel.tasks.isEmpty` does (Swift evaluates `a && b` and the list
    /// `a, b` alike): the same states, transitions and verdicts.
    @Test func anErrorTestedAgainstNilInAConjunctionIsBound() throws {
        let precise = Self.tasks
            .replacingOccurrences(of: "} else if viewModel.error != nil && viewModel.tasks.isEmpty {\n                ErrorStateView(error: viewModel.error) {",
                                  with: "} else if let error = viewModel.error, viewModel.tasks.isEmpty {\n                ErrorStateView(error: error) {")
        #expect(precise != Self.tasks)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.tasks)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("viewModel.error != nil in a view: read as if let error = viewModel.error (the branch shows that error)"), "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.tasks) == RealAppReadingsTests.outcome(precise))
    }

    /// Given the screen's optional error where no test of it decides the
    /// branch, the error view shows that error when it is set and shows
    /// itself without one when it is nil, as the real view (shown in that
    /// branch either way) does.
    @Test func anErrorViewGivenTheScreensOptionalErrorShowsItOrNone() {
        let source = Self.tasks.replacingOccurrences(of: "} else if viewModel.error != nil && viewModel.tasks.isEmpty {",
                                                     with: "} else if viewModel.tasks.isEmpty {")
        #expect(source != Self.tasks)
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("ErrorStateView is given the screen's optional error: if let error = viewModel.error { errorView(error) } else { errorView() }"), "\(rules)")
        let model = RealAppReadingsTests.modelText(source)
        #expect(model.contains("    } else if tasks.isEmpty {\n        if let error = error {\n            errorView(error)\n        } else {\n            errorView\n        }\n"), "\(model)")
    }
}
