import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `state = .error(AppError.unknown)` of an error enum of the folder that no
/// property holds: the enum is translated where its case is built (a payload
/// of a type the model has no values of dropped, as for any enum). Before,
/// the name was "not found" (and `AppError.unknown` was taken for an error's
/// description, as `apiError.message` is), and the screen was refused
/// (hdrezka-swiftui `SearchView`, `CommentsView`).
@Suite struct ErrorEnumCaseTests {
    static let movies = """
        import SwiftUI

        enum AppError: Error {
            case mirrorBanned(URL)
            case parseJson(String, String)
            case unknown
        }

        struct Movie: Identifiable, Decodable, Hashable {
            let id: Int
            let title: String
        }

        protocol MovieClient {
            func movies() async throws -> [Movie]
        }

        enum MoviesState {
            case loading
            case data([Movie])
            case error(Error)
        }

        @MainActor
        final class MoviesViewModel: ObservableObject {
            @Published var state: MoviesState = .loading
            private let client: MovieClient

            init(client: MovieClient) {
                self.client = client
            }

            func load() async {
                state = .loading
                do {
                    let movies = try await client.movies()
                    if movies.isEmpty {
                        state = .error(AppError.unknown)
                    } else {
                        state = .data(movies)
                    }
                } catch {
                    state = .error(error)
                }
            }
        }

        struct MoviesScreen: View {
            @StateObject var viewModel: MoviesViewModel

            var body: some View {
                Group {
                    switch viewModel.state {
                    case .loading:
                        ProgressView()
                    case .data(let movies):
                        List(movies) { movie in
                            Text(movie.title)
                        }
                    case .error(let error):
                        Text(error.localizedDescription)
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The screen reads as the same screen whose view model also holds the
    /// enum in a property (`@Published var lastError: AppError?`, never
    /// set), which translated it before: the same states, transitions and
    /// verdicts, and the empty answer shows the error.
    @Test func aCaseOfAnErrorEnumNoPropertyHoldsIsTranslated() throws {
        let held = Self.movies.replacingOccurrences(of: "    @Published var state: MoviesState = .loading\n",
                                                    with: "    @Published var state: MoviesState = .loading\n    @Published var lastError: AppError?\n")
        #expect(held != Self.movies)
        let text = RealAppReadingsTests.modelText(Self.movies)
        #expect(text.contains("""
            enum AppError: Error {
                case mirrorBanned
                case parseJson(String, String)
                case unknown
            }
            """), "\(text)")
        #expect(text.contains("state = .error(AppError.unknown)"), "\(text)")
        let read = try RealAppReadingsTests.outcome(Self.movies)
        #expect(read == (try RealAppReadingsTests.outcome(held)))
        #expect(read.states == 61 && read.transitions == 298, "\(read)")
    }

    /// A case of an enum that is no error (`Complaint.movie(title:)`, a
    /// report's subject) is not translated where it is built: the statement
    /// building it is read by its effects, as before the error enum's
    /// reading. Translating it gave a model that did not compile (a row's
    /// `title` is no member of a `Value`) and the screen was lost
    /// (SwiftUI-WorkoutApp `JournalEntriesScreen`). The screen reads as the
    /// one whose report sends nothing.
    @Test func aCaseOfAnEnumThatIsNoErrorIsNotTranslated() throws {
        let reporting = Self.movies
            .replacingOccurrences(of: "enum AppError: Error {", with: """
                enum Complaint {
                    case movie(title: String)

                    var subject: String {
                        switch self {
                        case .movie(let title): "Report: \\(title)"
                        }
                    }
                }

                enum FeedbackSender {
                    static func send(subject: String) {}
                }

                struct MovieCell: View {
                    enum Mode {
                        case plain
                        case entry(reportClbk: () -> Void)
                    }

                    let title: String
                    let mode: Mode

                    var body: some View {
                        Text(title)
                    }
                }

                enum AppError: Error {
                """)
            .replacingOccurrences(of: "                    Text(movie.title)\n", with: """
                                    MovieCell(title: movie.title, mode: .entry(reportClbk: { report(movie) }))

                """)
            .replacingOccurrences(of: "        .task { await viewModel.load() }\n    }\n", with: """
                        .task { await viewModel.load() }
                    }

                    func report(_ movie: Movie) {
                        let complaint = Complaint.movie(title: movie.title)
                        FeedbackSender.send(subject: complaint.subject)
                    }

                """)
        let silent = reporting
            .replacingOccurrences(of: """
                        let complaint = Complaint.movie(title: movie.title)
                        FeedbackSender.send(subject: complaint.subject)

                """, with: "")
        #expect(reporting.contains("report(movie)") && reporting.contains("func report") && !silent.contains("Complaint.movie"))
        #expect(RealAppReadingsTests.translate(reporting).diagnostics == [])
        #expect(!RealAppReadingsTests.modelText(reporting).contains("Complaint"))
        #expect(try RealAppReadingsTests.outcome(reporting) == (try RealAppReadingsTests.outcome(silent)))
    }
}
