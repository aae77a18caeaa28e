import Foundation
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Variants of Case 1 After (the complete example of the language reference, Sources/StateCheck/StateCheck.docc/ModelLanguage.md) with a case added
/// on purpose, for the minimize and coverage tests. Each is the shipped
/// design with the smallest change that makes the point.
enum CaseAnalysisFixtures {
    /// Case 1 After with its `DataState`, `fetchUser` body, handlers and view
    /// spliced in.
    static func case1After(
        name: String, extraCases: String = "", isLoading: String = ".initialLoading, .reLoading",
        startLoading: String, variables: String = "", fetchPrologue: String = "", onFailure: String = "dataState = .failure(error)",
        handlers: String = "", contentCases: String = ".success(let value), .reLoading(let value)",
        errorCases: String = ".failure(let error)"
    ) -> String {
        """
        model \(name)

        api getUser() -> Value nonempty

        enum DataState {
            case idle
            case initialLoading
            case reLoading(Value)
            case success(Value)
            case failure(Error)
        \(extraCases)
        }

        extension DataState {
            var isLoading: Bool {
                switch self {
                case \(isLoading): return true
                default: return false
                }
            }
            mutating func startLoading() {
        \(startLoading)
            }
        }

        var dataState: DataState = .idle
        \(variables)

        func fetchUser() async {
            if dataState.isLoading { return }
            dataState.startLoading()
        \(fetchPrologue)
            do {
                dataState = .success(try await getUser())
            } catch {
                \(onFailure)
            }
        }

        on load .task { await fetchUser() }
        on refresh .refreshable { await fetchUser() }
        \(handlers)

        view {
            switch dataState {
            case .idle, .initialLoading: blank
            case \(contentCases): content(value)
            case \(errorCases): errorView(error)
            }
            if case .initialLoading = dataState { spinner }
        }
        """
    }

    static let standardStart = """
            switch self {
            case .idle, .failure: self = .initialLoading
            case .success(let value): self = .reLoading(value)
            default: return
            }
    """

    /// `failure2(Error)` is what a failed *reload* sets; a failed first load
    /// sets `failure`. Both show `errorView(error)` and both go to
    /// `initialLoading` on load/refresh, so the user can never tell them apart.
    static let redundantFailure = case1After(
        name: "Case1AfterRedundantFailure",
        extraCases: "    case failure2(Error)",
        startLoading: """
                switch self {
                case .idle, .failure, .failure2: self = .initialLoading
                case .success(let value): self = .reLoading(value)
                default: return
                }
        """,
        onFailure: "if case .reLoading = dataState { dataState = .failure2(error) } else { dataState = .failure(error) }",
        errorCases: ".failure(let error), .failure2(let error)")

    /// `reLoading2(Value)` is used by every other reload (a hidden `flip`
    /// alternates); it is shown and handled exactly like `reLoading`.
    static let redundantReLoading = case1After(
        name: "Case1AfterReLoading2",
        extraCases: "    case reLoading2(Value)",
        isLoading: ".initialLoading, .reLoading, .reLoading2",
        startLoading: """
                switch self {
                case .idle, .failure: self = .initialLoading
                case .success(let value):
                    if flip { self = .reLoading(value) } else { self = .reLoading2(value) }
                default: return
                }
        """,
        variables: "var flip: Bool = false",
        fetchPrologue: "    flip = !flip",
        contentCases: ".success(let value), .reLoading(let value), .reLoading2(let value)")

    /// `reLoading2(Value)` is what `load` (the `.task`) sets from `success`;
    /// `refresh` sets `reLoading`. Same code path otherwise — but the refresh
    /// spinner always accompanies one and never the other.
    static let contextDependentReLoading = case1After(
        name: "Case1AfterContextReLoading",
        extraCases: "    case reLoading2(Value)",
        isLoading: ".initialLoading, .reLoading, .reLoading2",
        startLoading: standardStart,
        handlers: "",
        contentCases: ".success(let value), .reLoading(let value), .reLoading2(let value)")
        .replacingOccurrences(of: "on load .task { await fetchUser() }", with: """
        func fetchUser2() async {
            if dataState.isLoading { return }
            if case .success(let v) = dataState { dataState = .reLoading2(v) } else { dataState.startLoading() }
            do {
                dataState = .success(try await getUser())
            } catch {
                dataState = .failure(error)
            }
        }
        on load .task { await fetchUser2() }
        """)

    /// `unused` is declared and never assigned; `tapNever` is guarded by a
    /// flag nothing sets; `tapNoop` is always enabled and does nothing.
    static let deadCase = case1After(
        name: "Case1AfterDeadCase",
        extraCases: "    case unused",
        startLoading: standardStart,
        variables: "var never: Bool = false",
        handlers: """
        on tapNever sync when never { dataState = .unused }
        on tapNoop sync { return }
        """,
        errorCases: ".failure(let error)")
        .replacingOccurrences(of: "    case .failure(let error): errorView(error)", with: """
            case .failure(let error): errorView(error)
            case .unused: blank
        """)

    /// Compiles a fixture (fails the test on a diagnostic).
    static func compile(_ text: String) throws -> ModelSystem {
        try ModelSystem.compile(source: text, file: "fixture.model")
    }

    /// Explores a system with its graph.
    static func explore(_ system: ModelSystem) -> Exploration<ModelSystem> {
        var options = ExplorationOptions()
        options.keepGraph = true
        return Explorer.explore(system, options: options)
    }
}
