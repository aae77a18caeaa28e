import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A screen that groups its dialogs' flags in a struct of its own
/// (`@State private var dialogs = ConfirmationDialogs()`), as detail
/// screens with several confirmations do.
@Suite struct StateStructTests {
    static let park = """
        import SwiftUI

        protocol ParksAPI {
            func deletePark(id: Int) async throws
        }

        @MainActor
        final class ParkViewModel: ObservableObject {
            @Published var isDeleting = false
            private let api: any ParksAPI

            init(api: any ParksAPI) { self.api = api }

            func delete() async {
                isDeleting = true
                do { try await api.deletePark(id: 1) } catch { }
                isDeleting = false
            }
        }

        struct ParkDetailScreen: View {
            @StateObject var viewModel: ParkViewModel
            @State private var dialogs = ConfirmationDialogs()

            var body: some View {
                VStack {
                    if viewModel.isDeleting { ProgressView() }
                    Button(role: .destructive, action: { dialogs.showDelete = true }) {
                        Text("Delete")
                    }
                    Button("Report") { dialogs.showFeedback.toggle() }
                }
                .confirmationDialog("Delete?", isPresented: $dialogs.showDelete, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {
                        Task { await viewModel.delete() }
                    }
                }
                .confirmationDialog("Report?", isPresented: $dialogs.showFeedback, titleVisibility: .visible) {
                    Button("Send") { dialogs.feedback = .sent }
                }
            }
        }

        enum Feedback {
            case none
            case sent
        }

        private extension ParkDetailScreen {
            struct ConfirmationDialogs {
                var showDelete = false
                var showFeedback = false
                var feedback = Feedback.none
            }
        }
        """

    /// The same screen with one `@State` per flag.
    static let flags = park
        .replacingOccurrences(of: "@State private var dialogs = ConfirmationDialogs()",
                              with: "@State private var showDelete = false\n    @State private var showFeedback = false\n    @State private var feedback = Feedback.none")
        .replacingOccurrences(of: "$dialogs.", with: "$")
        .replacingOccurrences(of: "dialogs.", with: "")

    @Test func aStateStructIsOneVariablePerStoredProperty() throws {
        #expect(Self.flags != Self.park)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.park)
        #expect(diagnostics == [])
        let model = screens.first { $0.model.name == "ParkDetailScreen" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("var dialogs_showDelete: Bool = false\nvar dialogs_showFeedback: Bool = false\nvar dialogs_feedback: Feedback = Feedback.none\n"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.park) == RealAppReadingsTests.outcome(Self.flags))
    }

    /// A package's struct writes its memberwise initializer out (`public
    /// init(showDelete: Bool = true, …) { self.showDelete = showDelete; … }`):
    /// its defaults are the fields' initial values.
    @Test func aWrittenOutMemberwiseInitializerGivesTheInitialValues() throws {
        let written = Self.park.replacingOccurrences(
            of: "var showDelete = false\n        var showFeedback = false\n        var feedback = Feedback.none\n",
            with: "var showDelete: Bool\n        var showFeedback: Bool\n        var feedback: Feedback\n\n"
                + "        init(showDelete: Bool = true, showFeedback: Bool = false, feedback: Feedback = .none) {\n"
                + "            self.showDelete = showDelete\n            self.showFeedback = showFeedback\n            self.feedback = feedback\n        }\n")
        #expect(written != Self.park)
        let (_, diagnostics) = RealAppReadingsTests.translate(written)
        #expect(diagnostics == [])
        let precise = Self.flags.replacingOccurrences(of: "@State private var showDelete = false", with: "@State private var showDelete = true")
        #expect(precise != Self.flags)
        #expect(try RealAppReadingsTests.outcome(written) == RealAppReadingsTests.outcome(precise))
    }

    /// A computed property of the struct is no variable: it is found by no
    /// name, never taken for the screen's own property of that name (here
    /// one that reads it, which would call itself); the screen's property is
    /// then a value it does not decide, explored both ways.
    @Test func aStateStructsComputedPropertyIsNotTheScreens() {
        let source = Self.park
            .replacingOccurrences(of: "var feedback = Feedback.none\n",
                                  with: "var feedback = Feedback.none\n        var isAsking: Bool { showDelete || showFeedback }\n")
            .replacingOccurrences(of: "    var body: some View {\n        VStack {\n",
                                  with: "    var isAsking: Bool { dialogs.isAsking }\n\n    var body: some View {\n        VStack {\n            if isAsking { Text(\"Asking\") }\n")
        #expect(source.contains("var isAsking: Bool { dialogs.isAsking }"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("var assume_isAsking: Bool = false\n"), "\(model)")
    }

    /// A screen that assigns the whole value (`dialogs = $0` of a
    /// publisher's value) keeps the property's own reading: the struct is
    /// not read field by field, and the screen is read as before.
    @Test func aStateStructAssignedWholeKeepsItsOwnReading() {
        let source = Self.park.replacingOccurrences(
            of: "            Button(\"Report\") { dialogs.showFeedback.toggle() }\n",
            with: "            Button(\"Report\") { dialogs.showFeedback.toggle() }\n            Button(\"Reset\") { dialogs = ConfirmationDialogs() }\n")
        #expect(source != Self.park)
        let (screens, _) = RealAppReadingsTests.translate(source)
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(!rules.contains { $0.hasPrefix("the @State dialogs: ConfirmationDialogs is read as one variable per stored property") })
    }

    /// A struct with a method (which could change several fields at once)
    /// is not read field by field: the screen stays refused there.
    @Test func aStateStructWithAMethodIsNotReadFieldByField() {
        let source = Self.park.replacingOccurrences(
            of: "var feedback = Feedback.none\n",
            with: "var feedback = Feedback.none\n\n        mutating func reset() { showDelete = false; showFeedback = false }\n")
        #expect(source != Self.park)
        let (_, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(!diagnostics.isEmpty)
    }
}
