import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A method of an enum of the folder whose signature or body the model does
/// not read (`func nextURL(from: String?) -> URL?` of a `Cursor`): like such a
/// getter, it changes nothing of the screen (a value's method), so it is not
/// kept and a call of it is opaque. Before, the whole enum was refused and
/// with it every screen holding one (Rm `LocationsListView`, whose `Cursor`
/// declares the method and never calls it).
@Suite struct OpaqueEnumMethodTests {
    static let locations = """
        import SwiftUI

        struct Location: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        enum Cursor: Equatable, Hashable {
            case page(Int)
            case url(URL)
        }

        extension Cursor {
            var isFirstPage: Bool {
                if case .page(1) = self { return true }
                return false
            }

            func nextURL(from nextString: String?) -> URL? {
                guard let nextString, let url = URL(string: nextString) else { return nil }
                return url
            }
        }

        protocol LocationsRepository {
            func load(_ cursor: Cursor) async throws -> [Location]
        }

        @MainActor
        final class LocationsViewModel: ObservableObject {
            @Published private(set) var locations: [Location] = []
            @Published private(set) var isLoading = false
            @Published private(set) var errorMessage: String?
            private var cursor: Cursor = .page(1)
            private let repository: LocationsRepository

            init(repository: LocationsRepository) {
                self.repository = repository
            }

            func load() async {
                guard !isLoading else { return }
                isLoading = true
                defer { isLoading = false }
                do {
                    let page = try await repository.load(cursor)
                    locations = cursor.isFirstPage ? page : locations + page
                    errorMessage = nil
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }

        struct LocationsListView: View {
            @StateObject var viewModel: LocationsViewModel

            var body: some View {
                List(viewModel.locations) { location in
                    Text(location.name)
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    } else if let message = viewModel.errorMessage {
                        Text(message)
                    }
                }
                .task { await viewModel.load() }
                .refreshable { await viewModel.load() }
            }
        }
        """

    /// The screen reads as the one whose enum does not declare the method:
    /// the same states, transitions and verdicts, and the reading says so.
    @Test func aMethodOfAnEnumTheModelDoesNotReadIsNotKept() throws {
        let without = Self.locations.replacingOccurrences(of: """

                func nextURL(from nextString: String?) -> URL? {
                    guard let nextString, let url = URL(string: nextString) else { return nil }
                    return url
                }

            """, with: "\n")
        #expect(without != Self.locations)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.locations)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "the method nextURL(…) of Cursor is computed by code or of types the model does not read: not kept; a call of it is opaque"))
        #expect(try RealAppReadingsTests.outcome(Self.locations) == RealAppReadingsTests.outcome(without))
        var strict = ScreenConfiguration()
        strict.strict = true
        #expect(SwiftScreensComponentTests.translate(["Screen.swift": Self.locations], configuration: strict).screens.isEmpty)
    }
}
