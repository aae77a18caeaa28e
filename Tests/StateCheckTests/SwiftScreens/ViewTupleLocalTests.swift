import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `let (label, color): (String, Color) = { switch status { … } }()` in a
/// view builder (a badge's text and colour computed together) was refused
/// ("a destructuring 'let' is not understood in a view"). Its value changes
/// nothing of the screen, so each name is opaque: read where shown as the
/// text and style it is (presentation), a test of it an assumption.
@Suite struct ViewTupleLocalTests {
    static let call = """
        import SwiftUI

        enum CallStatus {
            case connecting
            case live
            case ended
        }

        struct Participant: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        protocol CallClient {
            func participants() async throws -> [Participant]
        }

        @MainActor
        final class CallViewModel: ObservableObject {
            @Published var status: CallStatus = .connecting
            @Published var participants: [Participant] = []
            @Published var isLoading = false
            @Published var error: Error?

            private let client: CallClient

            init(client: CallClient) {
                self.client = client
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    participants = try await client.participants()
                    status = .live
                } catch {
                    self.error = error
                }
            }
        }

        struct CallScreen: View {
            @StateObject var viewModel: CallViewModel

            var body: some View {
                VStack {
                    let (label, color): (String, Color) = {
                        switch viewModel.status {
                        case .connecting: return ("Connecting", .orange)
                        case .live: return ("Live", .green)
                        case .ended: return ("Ended", .secondary)
                        }
                    }()
                    Text(label)
                        .foregroundStyle(color)
                    if viewModel.isLoading {
                        ProgressView()
                    } else if let error = viewModel.error {
                        Text(error.localizedDescription)
                    } else {
                        List(viewModel.participants) { participant in
                            Text(participant.name)
                        }
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The twin shows a fixed label instead: the same states, transitions
    /// and verdicts (the label is presentation either way). Among them,
    /// `allCasesReachable` is violated: nothing sets `.ended`.
    @Test func aDestructuredViewLocalIsOpaque() throws {
        let start = try #require(Self.call.range(of: "            let (label, color)"))
        let end = try #require(Self.call.range(of: "}()\n", range: start.upperBound..<Self.call.endIndex))
        var twin = Self.call
        twin.removeSubrange(start.lowerBound..<end.upperBound)
        twin = twin.replacingOccurrences(of: "Text(label)\n                .foregroundStyle(color)", with: "Text(\"Connecting\")\n                .foregroundStyle(.orange)")
        #expect(!twin.contains("label") && !twin.contains("color"))
        let read = try RealAppReadingsTests.outcome(Self.call)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 232 && read.transitions == 1349, "\(read)")
        #expect(read.verdicts["allCasesReachable"] == .violated)
        let (screens, _) = RealAppReadingsTests.translate(Self.call)
        #expect(screens.first?.summary.abstractions.map(\.rule).contains {
            $0.hasPrefix("label, color are computed by code the model does not read")
        } == true)
    }
}
