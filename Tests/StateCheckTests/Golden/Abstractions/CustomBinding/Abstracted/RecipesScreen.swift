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
                Picker("Sort", selection: Binding(
                    get: { model.sortOrder },
                    set: { newOrder in
                        model.sortOrder = newOrder
                        Task { await model.load() }
                    }
                )) {
                    Text("Name").tag(SortOrder.name)
                    Text("Date").tag(SortOrder.date)
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
