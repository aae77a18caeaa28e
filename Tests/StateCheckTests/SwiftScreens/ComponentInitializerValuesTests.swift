import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A component whose initializer stores more than its parameters: a
/// `@State` from a local it computes (`let initial = if let current { … }`),
/// a `@State` from a literal, a label from `String(localized:)`. Such an
/// initializer was refused ("it may only assign its parameters to
/// properties"), and the screen with it.
@Suite struct ComponentInitializerValuesTests {
    static let archive = """
        import SwiftUI

        enum ArchiveState {
            case idle
            case loading
            case loaded
            case failed
        }

        protocol ArchiveClient {
            func nextNumber() async throws -> Int
            func assign(_ number: String) async throws
        }

        @MainActor
        final class ArchiveModel: ObservableObject {
            @Published private(set) var state: ArchiveState = .idle
            @Published private(set) var isAssigning = false
            private let client: ArchiveClient

            init(client: ArchiveClient) {
                self.client = client
            }

            func load() async {
                state = .loading
                do {
                    _ = try await client.nextNumber()
                    state = .loaded
                } catch {
                    state = .failed
                }
            }

            func assign(_ number: String) async {
                isAssigning = true
                try? await client.assign(number)
                isAssigning = false
            }
        }

        struct NumberField: View {
            let onSubmit: (String) async -> Void
            @State private var text: String
            @State private var isSubmitting: Bool
            private let placeholder: String

            init(current: Int?, onSubmit: @escaping (String) async -> Void) {
                self.onSubmit = onSubmit
                let initial = if let current { String(current) } else { "" }
                _text = State(initialValue: initial)
                _isSubmitting = State(initialValue: false)
                placeholder = String(localized: "Archive number")
            }

            var body: some View {
                HStack {
                    TextField(placeholder, text: $text)
                    if isSubmitting {
                        ProgressView()
                    }
                    Button("Assign") {
                        Task {
                            isSubmitting = true
                            await onSubmit(text)
                            isSubmitting = false
                        }
                    }
                    .disabled(text.isEmpty || isSubmitting)
                }
            }
        }

        struct ArchiveScreen: View {
            @StateObject var model: ArchiveModel

            var body: some View {
                VStack {
                    switch model.state {
                    case .idle, .loading:
                        ProgressView()
                    case .loaded:
                        NumberField(current: 7, onSubmit: { await model.assign($0) })
                    case .failed:
                        Text("Could not load")
                    }
                }
                .task { await model.load() }
            }
        }
        """

    /// The outcome of the screen `name` read from `source`, which must read without diagnostics.
    static func outcome(_ source: String, screen name: String = "ArchiveScreen") throws -> DesignOutcome {
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(diagnostics == [])
        let screen = try #require(screens.first { $0.model.name == name })
        return try DesignOutcome.of(ModelSystem.compile(model: screen.model, file: screen.file))
    }

    /// `_isSubmitting = State(initialValue: false)` is the state declared
    /// `= false`: the twin declares it so, and both read the same (the
    /// assign button's spinner, its double tap).
    @Test func aStateTheInitializerSetsToALiteralStartsFromIt() throws {
        let declared = Self.archive
            .replacingOccurrences(of: "    @State private var isSubmitting: Bool\n", with: "    @State private var isSubmitting = false\n")
            .replacingOccurrences(of: "        _isSubmitting = State(initialValue: false)\n", with: "")
        #expect(declared != Self.archive && !declared.contains("_isSubmitting"))
        let read = try Self.outcome(Self.archive)
        #expect(read == (try Self.outcome(declared)))
        #expect(read.verdicts["allCasesReachable"] == .holds)
        // Set again in a branch, it holds one of several values: opaque, no initial literal.
        let branched = Self.archive.replacingOccurrences(of: "        _isSubmitting = State(initialValue: false)\n",
                                                         with: "        _isSubmitting = State(initialValue: false)\n        if current == nil {\n            _isSubmitting = State(initialValue: true)\n        }\n")
        let text = RealAppReadingsTests.translate(branched).screens.first { $0.model.name == "ArchiveScreen" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(branched != Self.archive && text.contains("model ArchiveScreen") && !text.contains("var isSubmitting: Bool = false"), "\(text)")
    }

    /// The component is a screen of its own too (its closure is async): there
    /// its initializer's `_isSubmitting = State(initialValue: false)` is also
    /// the state's initial value. It was opaque ("it has no initial value"),
    /// and the spinner could show with no task alive (`noOrphanSpinner`
    /// violated, a trace through `assume_isSubmitting`).
    @Test func aScreensStateItsInitializerSetsToALiteralStartsFromIt() throws {
        let declared = Self.archive
            .replacingOccurrences(of: "    @State private var isSubmitting: Bool\n", with: "    @State private var isSubmitting = false\n")
            .replacingOccurrences(of: "        _isSubmitting = State(initialValue: false)\n", with: "")
        let read = try Self.outcome(Self.archive, screen: "NumberField")
        #expect(read == (try Self.outcome(declared, screen: "NumberField")))
        #expect(read.verdicts["noOrphanSpinner"] == .holds)
        // Set again in a branch, it may start true: opaque, as before (the spinner may show with no task alive).
        let branched = Self.archive.replacingOccurrences(of: "        _isSubmitting = State(initialValue: false)\n",
                                                         with: "        _isSubmitting = State(initialValue: false)\n        if current == 0 {\n            _isSubmitting = State(initialValue: true)\n        }\n")
        #expect(branched != Self.archive)
        #expect(try Self.outcome(branched, screen: "NumberField").verdicts["noOrphanSpinner"] == .violated)
    }

    /// `_text = State(initialValue: initial)` of a local the initializer
    /// computes from its parameter: the text starts from a value the screen
    /// does not decide. The twin starts it from `""`: the abstraction has
    /// every behaviour of it (at least its states; every verdict it
    /// violates is violated too, so a `holds` of the abstraction holds on
    /// the twin).
    @Test func aStateTheInitializerComputesStartsFromAnyValue() throws {
        let empty = Self.archive
            .replacingOccurrences(of: "    @State private var text: String\n", with: "    @State private var text = \"\"\n")
            .replacingOccurrences(of: "        let initial = if let current { String(current) } else { \"\" }\n        _text = State(initialValue: initial)\n", with: "")
        #expect(empty != Self.archive && !empty.contains("let initial"))
        let read = try Self.outcome(Self.archive)
        let precise = try Self.outcome(empty)
        #expect(read.states >= precise.states && read.transitions >= precise.transitions)
        for (property, verdict) in precise.verdicts where verdict == .violated {
            #expect(read.verdicts[property] == .violated, "\(property)")
        }
        let text = RealAppReadingsTests.translate(Self.archive).screens.first { $0.model.name == "ArchiveScreen" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("var isSubmitting: Bool = false in mark(\"NumberField\")"))
    }

    /// Strict mode reads no component of the folder: the screen is refused as before.
    @Test func strictModeRefusesTheInitializer() {
        var strict = ScreenConfiguration()
        strict.strict = true
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["Screen.swift": Self.archive], configuration: strict)
        #expect(!screens.contains { $0.model.name == "ArchiveScreen" })
        #expect(diagnostics.contains { $0.hasPrefix("Screen.swift:83:17: the view 'NumberField' is not understood") }, "\(diagnostics)")
    }
}
