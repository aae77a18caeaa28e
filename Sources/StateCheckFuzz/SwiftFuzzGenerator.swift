import StateCheck
import StateCheckCommands

/// Makes the Swift fuzzer's inputs, deterministically from the seed and the
/// input's index (as ``FuzzGenerator`` does for models): random bytes and
/// Swift token soup, mutations of ``SwiftSeeds``, and seed screens with a
/// deep or long construct or made huge.
public struct SwiftFuzzGenerator: Sendable {
    /// The run's seed.
    public var seed: UInt64

    /// Creates a generator.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// Input number `index`: of every ten, two random, five mutations, three constructs.
    public func input(at index: Int) -> FuzzInput {
        var rng = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15) ^ 0x5317)
        _ = rng.next()
        let base = rng.pick(SwiftSeeds.all)
        switch index % 10 {
        case 0:
            let (summary, text) = FuzzRandomText.make(&rng)
            return FuzzInput(index: index, strategy: .random, summary: summary.replacingOccurrences(of: "model tokens", with: "tokens"), text: text)
        case 1:
            let count = rng.int(in: 1...400)
            var text = ""
            for _ in 0..<count {
                text += rng.pick(Self.vocabulary)
                if rng.chance(60) { text += " " }
            }
            return FuzzInput(index: index, strategy: .random, summary: "soup of \(count) Swift tokens", text: text)
        case 2, 3, 4, 5, 6:
            let (summary, text) = FuzzMutator.mutate(base.text, &rng)
            return FuzzInput(index: index, strategy: .mutation, summary: "mutation of \(base.name): \(summary)", text: text)
        default:
            let (summary, text) = SwiftConstructs.make(into: base.text, &rng)
            return FuzzInput(index: index, strategy: .construct, summary: "\(base.name) with \(summary)", text: text)
        }
    }

    /// Words, keywords and operators of SwiftUI screens.
    static let vocabulary: [String] = [
        "import", "SwiftUI", "struct", "class", "enum", "case", "var", "let", "func", "View", "body", "some",
        "@State", "@StateObject", "@Published", "@MainActor", "@Observable", "private", "final", "ObservableObject",
        "async", "await", "try", "throws", "do", "catch", "if", "else", "guard", "switch", "default", "for", "in",
        "while", "return", "Task", ".task", ".refreshable", "Button", "List", "ForEach", "Text", "ProgressView",
        "VStack", "NavigationStack", "LoadingState", "idle", "loading", "loaded", "failed", "state", "load()",
        "Result", "Int", "String", "Bool", "nil", "true", "false", "0", "1", "\"s\"", "\"\\(x)\"", "#if", "#endif",
        "(", ")", "{", "}", "[", "]", "<", ">", ".", ",", ":", ";", "=", "==", "!", "?", "??", "&&", "||", "->", "|",
        "`", "@", "#", "\\", "/*", "*/", "//", "$", "_", "\n", "\n", "\n", " ", "\t",
    ]
}
