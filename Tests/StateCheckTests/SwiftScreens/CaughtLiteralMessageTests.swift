import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A fixed message written where an error is caught (`catch { errorMessage =
/// "An unexpected error occurred" }`, `catch { state = .failed("Could not
/// load") }`) describes the error caught, as `error.localizedDescription`
/// does: the property (or the case's payload) is read as that error. It was
/// read opaque, an assumption that could hold for ever, which made
/// `recoverable` fail spuriously on a screen whose every failure is shown.
/// A literal outside a `catch` (a validation message) keeps the property a
/// string the model does not read.
@Suite struct CaughtLiteralMessageTests {
    static let repositories = """
        import SwiftUI

        struct Repo: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        enum NetworkError: Error {
            case invalidResponse
            case notFound

            var errorMessage: String {
                switch self {
                case .invalidResponse: return "The server did not answer."
                case .notFound: return "No such user."
                }
            }
        }

        protocol NetworkServiceProtocol {
            func fetchRepos(for username: String) async throws -> [Repo]
        }

        @MainActor
        @Observable
        final class ReposViewModel {
            var repos: [Repo] = []
            var isLoading = false
            var errorMessage: String?

            private let networkService: NetworkServiceProtocol

            init(networkService: NetworkServiceProtocol) {
                self.networkService = networkService
            }

            func fetchRepos(for username: String) async {
                isLoading = true
                errorMessage = nil
                do {
                    repos = try await networkService.fetchRepos(for: username)
                } catch let error as NetworkError {
                    errorMessage = error.errorMessage
                } catch {
                    errorMessage = "An unexpected error occurred"
                }
                isLoading = false
            }
        }

        struct RepositoriesView: View {
            let username: String
            @State var viewModel: ReposViewModel

            var body: some View {
                Group {
                    if viewModel.isLoading {
                        ProgressView("Loading repositories…")
                    } else if let error = viewModel.errorMessage {
                        ContentUnavailableView("Could not load repositories", systemImage: "exclamationmark.triangle", description: Text(error))
                    } else if viewModel.repos.isEmpty {
                        ContentUnavailableView("No repositories", systemImage: "folder")
                    } else {
                        List(viewModel.repos) { repo in
                            Text(repo.name)
                        }
                    }
                }
                .navigationTitle("Repositories")
                .task {
                    await viewModel.fetchRepos(for: username)
                }
            }
        }
        """

    /// The literal and its twin (`error.localizedDescription` in the bare
    /// catch) read the same: the typed clause's message and the bare
    /// clause's literal are both the error caught. (122 states while an
    /// api's failure never reached the `NetworkError` clause; it may now be
    /// a `NetworkError`, one case standing for both since the clause does not
    /// tell them apart: 300.)
    @Test func aLiteralInACatchIsTheCaughtError() throws {
        let twin = Self.repositories.replacingOccurrences(of: "errorMessage = \"An unexpected error occurred\"",
                                                          with: "errorMessage = error.localizedDescription")
        #expect(twin != Self.repositories)
        let read = try RealAppReadingsTests.outcome(Self.repositories)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 300 && read.transitions == 1900, "\(read)")
        #expect(read.verdicts["recoverable"] == .holds && read.verdicts["silentCancellation"] == .violated)
        let text = RealAppReadingsTests.modelText(Self.repositories)
        #expect(text.contains("    } catch {\n        errorMessage = error\n    }\n"), "\(text)")
    }

    /// A state enum whose failure case carries a message: `.failed("…")` in a
    /// catch holds the error caught, as `.failed(error.localizedDescription)` does.
    @Test func aLiteralCaseMessageInACatchIsTheCaughtError() throws {
        let screen = """
            import SwiftUI

            struct Repo: Identifiable, Decodable {
                let id: Int
                let name: String
            }

            protocol RepoService {
                func repos() async throws -> [Repo]
            }

            enum ViewState {
                case loading
                case loaded([Repo])
                case failed(String)
            }

            @MainActor
            final class ReposModel: ObservableObject {
                @Published var state: ViewState = .loading
                private let service: RepoService

                init(service: RepoService) {
                    self.service = service
                }

                func load() async {
                    state = .loading
                    do {
                        state = .loaded(try await service.repos())
                    } catch {
                        state = .failed("Could not load repositories")
                    }
                }
            }

            struct ReposView: View {
                @StateObject var model: ReposModel

                var body: some View {
                    switch model.state {
                    case .loading:
                        ProgressView()
                            .task { await model.load() }
                    case .loaded(let repos):
                        List(repos) { Text($0.name) }
                    case .failed(let message):
                        VStack {
                            Text(message)
                            Button("Retry") { Task { await model.load() } }
                        }
                    }
                }
            }
            """
        let twin = screen.replacingOccurrences(of: "state = .failed(\"Could not load repositories\")", with: "state = .failed(error.localizedDescription)")
        #expect(twin != screen)
        let read = try RealAppReadingsTests.outcome(screen)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 195 && read.transitions == 1350, "\(read)")
        #expect(RealAppReadingsTests.modelText(screen).contains("state = .failed(error)"))
    }

    /// A literal outside a catch is no error's description: the property
    /// stays a string the model does not read.
    /// The same catch in a `Task { … }` the method starts (a trailing
    /// closure): its literal is the error caught too. It was read as text
    /// before (`errorMessage` then no error at all).
    @Test func aLiteralInACatchOfATaskIsTheCaughtError() throws {
        let started = Self.repositories
            .replacingOccurrences(of: "func fetchRepos(for username: String) async {", with: "func fetchRepos(for username: String) {")
            .replacingOccurrences(of: """
                        do {
                            repos = try await networkService.fetchRepos(for: username)
                        } catch let error as NetworkError {
                            errorMessage = error.errorMessage
                        } catch {
                            errorMessage = "An unexpected error occurred"
                        }
                        isLoading = false
                """, with: """
                        Task {
                            do {
                                repos = try await networkService.fetchRepos(for: username)
                            } catch let error as NetworkError {
                                errorMessage = error.errorMessage
                            } catch {
                                errorMessage = "An unexpected error occurred"
                            }
                            isLoading = false
                        }
                """)
            .replacingOccurrences(of: "await viewModel.fetchRepos(for: username)", with: "viewModel.fetchRepos(for: username)")
        #expect(started.contains("        Task {\n"), "\(started)")
        let twin = started.replacingOccurrences(of: "errorMessage = \"An unexpected error occurred\"", with: "errorMessage = error.localizedDescription")
        #expect(twin != started)
        let read = try RealAppReadingsTests.outcome(started)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(started)
        #expect(text.contains("        } catch {\n            errorMessage = error\n        }\n"), "\(text)")
    }

    @Test func aLiteralOutsideACatchIsNoError() throws {
        let validating = Self.repositories.replacingOccurrences(of: "        isLoading = true\n",
                                                                with: "        guard !username.isEmpty else {\n            errorMessage = \"Enter a user name\"\n            return\n        }\n        isLoading = true\n")
        #expect(validating != Self.repositories)
        let text = RealAppReadingsTests.modelText(validating)
        #expect(!text.contains("errorMessage: Error?"), "\(text)")
    }
}
