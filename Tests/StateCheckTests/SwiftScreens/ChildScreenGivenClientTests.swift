import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view of the folder that is a screen of its own (its view model, its
/// `.task`) given the parent's client: `ArchiveCard(client: client)`. The
/// parent read the client as the data the view presents, `content(client)`,
/// which names nothing of its model, and was refused ("cannot find
/// 'client' in scope").
@Suite struct ChildScreenGivenClientTests {
    static let home = """
        import SwiftUI

        enum ArchiveState {
            case idle
            case loading
            case loaded
            case failed
        }

        protocol ArchiveClient {
            func nextNumber() async throws -> Int
            func assign(_ number: String) async throws
        }

        @MainActor
        final class ArchiveModel: ObservableObject {
            @Published private(set) var state: ArchiveState = .idle
            @Published private(set) var isAssigning = false
            private let client: ArchiveClient

            init(client: ArchiveClient) {
                self.client = client
            }

            func load() async {
                state = .loading
                do {
                    _ = try await client.nextNumber()
                    state = .loaded
                } catch {
                    state = .failed
                }
            }

            func assign(_ number: String) async {
                isAssigning = true
                try? await client.assign(number)
                isAssigning = false
            }
        }

        struct ArchiveCard: View {
            @StateObject private var model: ArchiveModel

            init(client: ArchiveClient) {
                _model = StateObject(wrappedValue: ArchiveModel(client: client))
            }

            var body: some View {
                VStack {
                    switch model.state {
                    case .idle, .loading:
                        ProgressView()
                    case .loaded:
                        Text("Ready")
                    case .failed:
                        Text("Could not load")
                    }
                }
                .task { await model.load() }
            }
        }

        @MainActor
        final class HomeModel: ObservableObject {
            @Published private(set) var isRefreshing = false
            private let client: ArchiveClient

            init(client: ArchiveClient) {
                self.client = client
            }

            func refresh() async {
                isRefreshing = true
                _ = try? await client.nextNumber()
                isRefreshing = false
            }
        }

        struct ArchiveHome: View {
            @StateObject var home: HomeModel
            let client: ArchiveClient

            var body: some View {
                List {
                    if home.isRefreshing {
                        ProgressView()
                    }
                    ArchiveCard(client: client)
                }
                .refreshable { await home.refresh() }
            }
        }
        """

    /// The card is a mark on the parent, as a view given a value the parent
    /// does not decide is: its loading is its own screen's. The twin shows
    /// a text there: the same states, transitions and verdicts.
    @Test func aChildScreenGivenTheScreensClientIsAMark() throws {
        let text = Self.home.replacingOccurrences(of: "            ArchiveCard(client: client)\n", with: "            Text(\"Archive\")\n")
        #expect(text != Self.home)
        let read = try ComponentInitializerValuesTests.outcome(Self.home, screen: "ArchiveHome")
        #expect(read == (try ComponentInitializerValuesTests.outcome(text, screen: "ArchiveHome")))
        let model = RealAppReadingsTests.translate(Self.home).screens.first { $0.model.name == "ArchiveHome" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("    mark(\"ArchiveCard\")\n"))
    }
}
