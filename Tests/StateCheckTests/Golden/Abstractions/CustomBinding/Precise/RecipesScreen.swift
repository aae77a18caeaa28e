import SwiftUI

enum SortOrder {
    case name
    case date
}

enum RecipesState {
    case idle
    case loading
    case loaded([Recipe])
    case failed(Error)
}

struct Recipe: Identifiable {
    let id: Int
    let title: String
}

@Observable
@MainActor
final class RecipesViewModel {
    var state: RecipesState = .idle
    var sortOrder: SortOrder = .name
    private let api = RecipesAPI.shared

    func load() async {
        state = .loading
        do {
            let recipes = try await api.recipes()
            state = .loaded(recipes)
        } catch {
            state = .failed(error)
        }
    }
}

struct RecipesScreen: View {
    @State private var model = RecipesViewModel()

    var body: some View {
        NavigationStack {
            List {
                Button("Name") {
                    model.sortOrder = .name
                    Task { await model.load() }
                }
                Button("Date") {
                    model.sortOrder = .date
                    Task { await model.load() }
                }
                switch model.state {
                case .idle, .loading:
                    ProgressView()
                case .loaded(let recipes):
                    ForEach(recipes) { recipe in
                        Text(recipe.title)
                    }
                case .failed(let error):
                    Text(error.localizedDescription)
                }
            }
            .task { await model.load() }
        }
    }
}
