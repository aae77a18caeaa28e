import StateCheck
import StateCheckCommands

/// Makes the fuzzer's inputs, deterministically: input `i` of seed `s` is
/// always the same text, so a crash is reproduced from `(s, i)` alone
/// (`statecheck fuzz --seed s --start i --iterations 1 --print`).
public struct FuzzGenerator: Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// Models to mutate: `(name, text)`, e.g. the shipped `Models/*.model`.
    public var corpus: [(name: String, text: String)]

    /// Creates a generator; an empty `corpus` falls back to the language
    /// reference's section 1 example.
    public init(seed: UInt64, corpus: [(name: String, text: String)]) {
        self.seed = seed
        self.corpus = corpus.isEmpty ? [("the language reference's example", Self.referenceExample)] : corpus
    }

    /// Input number `index`: strategies take turns (random, mutation,
    /// grammar, mutation, grammar), so every run of five covers all three.
    public func input(at index: Int) -> FuzzInput {
        var rng = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        _ = rng.next()
        switch index % 5 {
        case 0:
            let (summary, text) = FuzzRandomText.make(&rng)
            return FuzzInput(index: index, strategy: .random, summary: summary, text: text)
        case 1, 3:
            let base = corpus[rng.next(below: corpus.count)]
            let (summary, text) = FuzzMutator.mutate(base.text, &rng)
            return FuzzInput(index: index, strategy: .mutation, summary: "mutation of \(base.name): \(summary)", text: text)
        default:
            let text = ModelGrammar.program(&rng, name: "Fuzz\(index)")
            return FuzzInput(index: index, strategy: .grammar, summary: "grammar program", text: text)
        }
    }

    /// The language reference's complete example: the seed when no models are given.
    static let referenceExample = """
    /// Case 1 (After) of the talk: keep showing data while reloading.
    model Case1After

    api getUser() -> Value nonempty

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

    on load .task { await fetchUser() }
    on refresh .refreshable { await fetchUser() }

    view {
        switch dataState {
        case .idle, .initialLoading: blank
        case .success(let value), .reLoading(let value): content(value)
        case .failure(let error): errorView(error)
        }
        if case .initialLoading = dataState { spinner }
    }

    expect holds contentKeptWhileReloading
    expect violated errorKeptWhileRetrying
    expect violated noDoubleSpinner

    """
}
