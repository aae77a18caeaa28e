import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// `if` and `switch` expressions (`state = if … { a } else { b }`, `return
/// switch …`) read as the statements of the same shape.
@Suite struct BranchExpressionTests {
    static func screen(_ assignment: String, _ helper: String) -> String {
        """
        import SwiftUI

        struct Post: Identifiable { let id: Int }

        protocol FeedLoading { func posts() async throws -> [Post] }

        enum FeedState { case idle, empty, loaded([Post]), failed(Error) }

        @MainActor
        @Observable
        final class FeedModel {
            var state: FeedState = .idle
            var showsBanner = false
            let client: FeedLoading

            init(client: FeedLoading) { self.client = client }

            func load() async {
                do {
                    let posts = try await client.posts()
        \(assignment)
                } catch {
                    state = .failed(error)
                }
            }

        \(helper)
        }

        struct FeedView: View {
            @State var model: FeedModel

            var body: some View {
                Group {
                    switch model.state {
                    case .idle: ProgressView()
                    case .empty: Text("No posts")
                    case .loaded(let posts): List(posts) { Text("\\($0.id)") }
                    case .failed: Text("Failed")
                    }
                }
                .task { await model.load() }
                .refreshable { await model.load() }
            }
        }
        """
    }

    static func model(_ source: String) -> String {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["FeedView.swift": source])
        #expect(diagnostics == [], "\(diagnostics)")
        return screens.first.map { ModelPrinter.print($0.model).text } ?? ""
    }

    /// The expression forms are read exactly as the statement forms: the
    /// same model text.
    @Test func branchExpressionsAreTheirStatements() {
        let expressions = Self.model(Self.screen("""
                        state = if posts.isEmpty { .empty } else { .loaded(posts) }
                        showsBanner = switch state {
                        case .failed: true
                        default: isStale()
                        }
            """, """
                func isStale() -> Bool {
                    return if showsBanner { false } else { true }
                }
            """))
        let statements = Self.model(Self.screen("""
                        if posts.isEmpty { state = .empty } else { state = .loaded(posts) }
                        switch state {
                        case .failed: showsBanner = true
                        default: showsBanner = isStale()
                        }
            """, """
                func isStale() -> Bool {
                    if showsBanner { return false } else { return true }
                }
            """))
        #expect(expressions == statements)
        #expect(expressions.contains("""
                    if posts.isEmpty {
                        state = .empty
                    } else {
                        state = .loaded(posts)
                    }
            """), "\(expressions)")
    }
}
