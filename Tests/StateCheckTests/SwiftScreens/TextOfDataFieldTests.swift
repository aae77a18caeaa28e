import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Text(character.name)` in the branch that bound the loaded `character`
/// shows that data: `content(character)`, as a view helper given the data
/// is read. It was a mark, so the loaded screen showed no content: every
/// state after a load looked unsettled (`recoverable` violated, spuriously)
/// and a newer answer replaced by an older one was not seen.
@Suite struct TextOfDataFieldTests {
    /// The Rick and Morty api both this suite and ``ErrorCaseInIfTests`` read:
    /// the character, its page, and the client answering them.
    static let api = """
        struct Character: Identifiable, Decodable, Equatable {
            let id: Int
            let name: String
            let image: String
        }

        struct CharacterPage: Decodable {
            let info: PageInfo
            let results: [Character]
        }

        struct PageInfo: Decodable {
            let count: Int
            let pages: Int
            let next: String?
        }

        enum NetworkError: Error {
            case badURL
            case decoding
        }

        final class APIClient {
            static let shared = APIClient()

            func fetchCharacters(page: Int) async throws -> CharacterPage {
                guard let url = URL(string: "https://rickandmortyapi.com/api/character?page=\\(page)") else { throw NetworkError.badURL }
                let (data, _) = try await URLSession.shared.data(from: url)
                return try JSONDecoder().decode(CharacterPage.self, from: data)
            }

            func fetchCharacter(id: Int) async throws -> Character {
                guard let url = URL(string: "https://rickandmortyapi.com/api/character/\\(id)") else { throw NetworkError.badURL }
                let (data, _) = try await URLSession.shared.data(from: url)
                return try JSONDecoder().decode(Character.self, from: data)
            }
        }
        """

    static let detail = "import SwiftUI\n\n" + api + "\n\n" + """
        @MainActor
        final class CharacterDetailViewModel: ObservableObject {
            @Published var character: Character?
            @Published var errorMessage: String?
            @Published var isLoading = false

            func fetch(id: Int) async {
                isLoading = true
                errorMessage = nil
                do {
                    character = try await APIClient.shared.fetchCharacter(id: id)
                } catch {
                    errorMessage = error.localizedDescription
                }
                isLoading = false
            }
        }

        struct CharacterDetailView: View {
            let id: Int
            @StateObject private var viewModel = CharacterDetailViewModel()

            var body: some View {
                VStack {
                    if viewModel.isLoading {
                        ProgressView()
                    } else if let character = viewModel.character {
                        Text(character.name).font(.largeTitle)
                    } else if let errorMessage = viewModel.errorMessage {
                        Text(errorMessage).foregroundColor(.red)
                        Button("Try again") {
                            Task { await viewModel.fetch(id: id) }
                        }
                    }
                }
                .task {
                    await viewModel.fetch(id: id)
                }
            }
        }
        """

    /// The twin shows the name through a view helper given the character:
    /// the same 583 states, 3,425 transitions and verdicts. `recoverable`
    /// holds; `noStaleOverwrite` is violated (the `.task` restarted while
    /// Try again's fetch is in flight lets the older answer land last).
    @Test func aTextOfAFieldOfLoadedDataIsContent() throws {
        let twin = Self.detail
            .replacingOccurrences(of: "                Text(character.name).font(.largeTitle)\n", with: "                nameView(character)\n")
            .replacingOccurrences(of: "            await viewModel.fetch(id: id)\n        }\n    }\n}", with: "            await viewModel.fetch(id: id)\n        }\n    }\n\n    func nameView(_ character: Character) -> some View {\n        Text(character.name).font(.largeTitle)\n    }\n}")
        #expect(twin.contains("func nameView") && twin.contains("nameView(character)\n"))
        let read = try RealAppReadingsTests.outcome(Self.detail)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 583 && read.transitions == 3425, "\(read)")
        #expect(read.verdicts["recoverable"] == .holds && read.verdicts["noStaleOverwrite"] == .violated)
        #expect(RealAppReadingsTests.modelText(Self.detail).contains("} else if let character = character {\n        content(character)\n"))
    }
}
