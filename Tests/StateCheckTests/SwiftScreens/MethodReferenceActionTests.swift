import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A method of the screen taking parameters, handed to a view as its
/// callback (`deleteClbk: deleteComment`), as comment sections are given
/// their actions.
@Suite struct MethodReferenceActionTests {
    static let park = """
        import SwiftUI

        protocol CommentsAPI {
            func comments() async throws -> [Comment]
            func deleteComment(id: Int) async throws
        }

        struct Comment: Decodable, Identifiable {
            var id: Int
            var body: String
        }

        struct CommentsView: View {
            let items: [Comment]
            let deleteClbk: (Int) -> Void

            var body: some View {
                ForEach(items) { comment in
                    Text(comment.body)
                        .contextMenu {
                            Button("Delete") { deleteClbk(comment.id) }
                        }
                }
            }
        }

        struct ParkDetailScreen: View {
            let api: any CommentsAPI
            @State private var comments: [Comment] = []
            @State private var isLoading = false

            var body: some View {
                ScrollView {
                    CommentsView(items: comments, deleteClbk: deleteComment)
                }
                .overlay { if isLoading { ProgressView() } }
                .task { await load() }
            }

            func load() async {
                isLoading = true
                do {
                    comments = try await api.comments()
                } catch {
                }
                isLoading = false
            }

            func deleteComment(with id: Int) {
                isLoading = true
                Task {
                    do {
                        try await api.deleteComment(id: id)
                    } catch {
                    }
                    isLoading = false
                }
            }
        }
        """

    /// The same screen handing a closure that calls the method.
    static let closure = park.replacingOccurrences(of: "deleteClbk: deleteComment)", with: "deleteClbk: { deleteComment(with: $0) })")

    /// The method is the closure calling it with what the view passes (a
    /// value the screen does not decide): the outcome of the screen that
    /// writes that closure, with the event named after the view.
    @Test func aMethodWithParametersNamedAsAnActionIsTheClosureCallingIt() throws {
        #expect(Self.closure != Self.park)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.park)
        #expect(diagnostics == [])
        let model = screens.first { $0.model.name == "ParkDetailScreen" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("on tapCommentsView sync when tapCommentsViewIsShown() {\n    deleteComment("), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.park) == RealAppReadingsTests.outcome(Self.closure))
    }
}
