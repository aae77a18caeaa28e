// Model texts shared by the language tests.

enum ModelFixtures {
    /// MODEL-LANGUAGE.md section 1, verbatim.
    static let case1After = #"""
    /// Case 1 (After) of the talk: keep showing data while reloading.
    model Case1After

    api getUser() -> Value            // one request; success yields a fresh Value

    enum DataState {
        case idle
        case initialLoading
        case reLoading(Value)
        case success(Value)
        case failure(Error)
    }

    extension DataState {
        var isLoading: Bool {
            switch self {
            case .initialLoading, .reLoading: return true
            default: return false
            }
        }
        mutating func startLoading() {
            switch self {
            case .idle, .failure: self = .initialLoading
            case .success(let value): self = .reLoading(value)
            default: return
            }
        }
    }

    var dataState: DataState = .idle

    func fetchUser() async {
        if dataState.isLoading { return }
        dataState.startLoading()
        do {
            dataState = .success(try await getUser())
        } catch {
            dataState = .failure(error)
        }
    }

    on load .task { await fetchUser() }               // .task { } on the List
    on refresh .refreshable { await fetchUser() }     // .refreshable { }

    view {
        switch dataState {
        case .idle, .initialLoading: blank
        case .success(let value), .reLoading(let value): content(value)
        case .failure(let error): errorView(error)
        }
        if case .initialLoading = dataState { spinner }
    }

    expect holds contentKeptWhileReloading
    expect violated errorKeptWhileRetrying    // failure --refresh--> initialLoading
    expect violated noDoubleSpinner           // the same step shows spinner + refresh spinner

    """#
}
