import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A repository that answers `Result<Success, Failure>` instead of throwing,
/// switched over where it is awaited, and reached through its namespace
/// (`private let repository = Repositories.Recipes()`).
@Suite struct SwiftScreensResultTests {
    /// The screen, its view model loading with `LOAD`.
    static func source(load: String) -> String {
        """
        import SwiftUI

        struct Recipe: Identifiable, Hashable {
            let id: Int
        }

        enum RecipeError: Error {
            case offline
        }

        enum Repositories {}

        extension Repositories {
            struct Recipes {
                func fetchAll() async -> Result<[Recipe], RecipeError> {
                    .failure(.offline)
                }
                func fetchAllThrowing() async throws -> [Recipe] {
                    throw RecipeError.offline
                }
            }
        }

        @MainActor
        @Observable
        final class RecipesModel {
            var recipes: [Recipe] = []
            var failed = false
            private let repository = Repositories.Recipes()

            func load() async {
        \(load)
            }
        }

        struct RecipesScreen: View {
            @State private var model = RecipesModel()

            var body: some View {
                SwiftUI.List(model.recipes) { recipe in
                    Text("Recipe")
                }
                .overlay {
                    if model.failed {
                        Button("Retry") {
                            Task { await model.load() }
                        }
                    }
                }
                .task { await model.load() }
            }
        }
        """
    }

    /// The switch over the Result is the do/catch over the throwing call: the
    /// same design, whose failure path is reached (the api is not
    /// `nonthrowing`), and the api keeps the method's name.
    @Test func aSwitchOverAResultIsADoCatch() throws {
        let switched = try SwiftScreensPresentationTests.screen(Self.source(load: """
                switch await repository.fetchAll() {
                case .success(let recipes):
                    self.recipes = recipes
                    failed = false
                case .failure:
                    failed = true
                }
        """))
        let caught = try SwiftScreensPresentationTests.screen(Self.source(load: """
                do {
                    let recipes = try await repository.fetchAllThrowing()
                    self.recipes = recipes
                    failed = false
                } catch {
                    failed = true
                }
        """))
        #expect(switched.model.apis.map { "\($0.name) nonthrowing=\($0.nonthrowing)" } == ["fetchAll nonthrowing=false"])
        #expect(caught.model.apis.map { "\($0.name) nonthrowing=\($0.nonthrowing)" } == ["fetchAllThrowing nonthrowing=false"])
        #expect(switched.summary.abstractions.contains { $0.rule == "Recipes.fetchAll answers a Result: its success is the answer, its failure the api's failure" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: switched.model, file: switched.file))
        let b = try DesignOutcome.of(ModelSystem.compile(model: caught.model, file: caught.file))
        #expect(a == b)
        // Retry is shown only after a failure: reachable means the failure path is explored.
        #expect(a.verdicts["allCasesReachable"] == .holds)
    }

    /// `case let .failure(error)` binds the error, as `catch` does.
    @Test func aBoundFailureIsTheCaughtError() throws {
        let s = try SwiftScreensPresentationTests.screen(Self.source(load: """
                switch await repository.fetchAll() {
                case let .success(recipes):
                    self.recipes = recipes
                case let .failure(error):
                    print(error)
                    failed = true
                }
        """))
        #expect(s.model.apis.map(\.name) == ["fetchAll"])
    }
}
