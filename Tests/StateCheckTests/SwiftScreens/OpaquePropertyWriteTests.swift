import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `self?.todos = todos` of a property read opaque (the screen also removes
/// rows by an index it does not decide, `todos.remove(at: index)`), in a
/// completion handler's `case .success(let todos)`: a write that is not
/// read, as a write to any property read opaque is. It was written to the
/// local `todos` that shadows the property ("cannot assign to 'todos': it
/// is a 'let' constant"), and without the shadowing to a variable the
/// model does not have ("cannot find 'todos' in scope").
@Suite struct OpaquePropertyWriteTests {
    static let todos = """
        import SwiftUI

        struct Todo: Identifiable, Codable {
            let id: Int
            var title: String
            var completed: Bool
        }

        final class TodoService {
            func fetchTodos(completion: @escaping (Result<[Todo], Error>) -> Void) {
                let url = URL(string: "https://jsonplaceholder.typicode.com/todos")!
                URLSession.shared.dataTask(with: url) { data, _, error in
                    if let error {
                        completion(.failure(error))
                        return
                    }
                    do {
                        let todos = try JSONDecoder().decode([Todo].self, from: data ?? Data())
                        completion(.success(todos))
                    } catch {
                        completion(.failure(error))
                    }
                }.resume()
            }

            func delete(id: Int) async throws {
                var request = URLRequest(url: URL(string: "https://jsonplaceholder.typicode.com/todos/\\(id)")!)
                request.httpMethod = "DELETE"
                _ = try await URLSession.shared.data(for: request)
            }
        }

        final class TodoListViewModel: ObservableObject {
            @Published var todos: [Todo] = []
            @Published var isLoading = false
            @Published var showError = false
            @Published var errorMessage = ""

            private let service = TodoService()

            func fetchTodos() {
                isLoading = true
                service.fetchTodos { [weak self] result in
                    DispatchQueue.main.async {
                        self?.isLoading = false
                        switch result {
                        case .success(let todos):
                            self?.todos = todos
                        case .failure(let error):
                            self?.errorMessage = error.localizedDescription
                            self?.showError = true
                        }
                    }
                }
            }

            @MainActor
            func delete(at offsets: IndexSet) async {
                for index in offsets {
                    let todo = todos[index]
                    do {
                        try await service.delete(id: todo.id)
                        todos.remove(at: index)
                    } catch {
                        errorMessage = error.localizedDescription
                        showError = true
                    }
                }
            }
        }

        struct TodoListView: View {
            @StateObject private var viewModel = TodoListViewModel()

            var body: some View {
                NavigationView {
                    ZStack {
                        List {
                            ForEach(viewModel.todos) { todo in
                                HStack {
                                    Image(systemName: todo.completed ? "checkmark.circle.fill" : "circle")
                                    Text(todo.title)
                                }
                            }
                            .onDelete { offsets in
                                Task { await viewModel.delete(at: offsets) }
                            }
                        }
                        if viewModel.isLoading {
                            ProgressView()
                        }
                    }
                    .navigationTitle("Todos")
                    .onAppear {
                        viewModel.fetchTodos()
                    }
                    .alert("Error", isPresented: $viewModel.showError) {
                        Button("OK", role: .cancel) {}
                    } message: {
                        Text(viewModel.errorMessage)
                    }
                }
            }
        }
        """

    /// The twin binds the answer to another name (`case .success(let
    /// loaded)`): the same 364 states, 2,449 transitions and verdicts. Each
    /// `onAppear` fetches again while the last fetch may be in flight
    /// (`singleFlight`).
    @Test func aWriteThroughSelfToAnOpaquePropertyIsNotRead() throws {
        let twin = Self.todos
            .replacingOccurrences(of: "case .success(let todos):", with: "case .success(let loaded):")
            .replacingOccurrences(of: "self?.todos = todos", with: "self?.todos = loaded")
        #expect(twin.contains("self?.todos = loaded"))
        let read = try RealAppReadingsTests.outcome(Self.todos)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 364 && read.transitions == 2449, "\(read)")
        #expect(read.verdicts["singleFlight"] == .violated)
        #expect(RealAppReadingsTests.modelText(Self.todos).contains("mark(\"todos\")"))
    }
}
