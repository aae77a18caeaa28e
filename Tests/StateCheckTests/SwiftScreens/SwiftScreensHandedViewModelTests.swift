import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view of the folder handed the screen's view model (`SubmitButton(viewModel:
/// viewModel, message: message, onSubmit: { … })`) can change the screen's
/// state through it; its code is read inlined where the call stands, as a
/// component's is, with its view model property bound to the screen's.
@Suite struct SwiftScreensHandedViewModelTests {
    static let button = """
        import SwiftUI

        struct SubmitButton: View {
            var viewModel: FeedbackViewModel
            var message: String
            var onSubmit: () -> Void

            var body: some View {
                Button(action: onSubmit) {
                    HStack {
                        if viewModel.isSubmitting {
                            ProgressView()
                        }
                        Text(viewModel.isSubmitting ? "Submitting..." : "Submit")
                    }
                }
                .disabled(message.isEmpty || viewModel.isSubmitting)
            }
        }
        """

    static let screen = """
        import SwiftUI

        enum FeedbackAPI {
            static func send(_ message: String) async throws {}
        }

        @MainActor
        @Observable
        final class FeedbackViewModel {
            var isSubmitting = false
            var failed = false

            func submit(_ message: String) async {
                isSubmitting = true
                do {
                    try await FeedbackAPI.send(message)
                    failed = false
                } catch {
                    failed = true
                }
                isSubmitting = false
            }
        }

        struct FeedbackScreen: View {
            @State private var viewModel = FeedbackViewModel()
            @State private var message = ""

            var body: some View {
                VStack {
                    TextField("Message", text: $message)
                    SubmitButton(viewModel: viewModel, message: message, onSubmit: {
                        Task { await viewModel.submit(message) }
                    })
                    if viewModel.failed {
                        Text("Could not send")
                    }
                }
            }
        }
        """

    static let inline = """
        import SwiftUI

        enum FeedbackAPI {
            static func send(_ message: String) async throws {}
        }

        @MainActor
        @Observable
        final class FeedbackViewModel {
            var isSubmitting = false
            var failed = false

            func submit(_ message: String) async {
                isSubmitting = true
                do {
                    try await FeedbackAPI.send(message)
                    failed = false
                } catch {
                    failed = true
                }
                isSubmitting = false
            }
        }

        struct FeedbackScreen: View {
            @State private var viewModel = FeedbackViewModel()
            @State private var message = ""

            var body: some View {
                VStack {
                    TextField("Message", text: $message)
                    Button(action: {
                        Task { await viewModel.submit(message) }
                    }) {
                        HStack {
                            if viewModel.isSubmitting {
                                ProgressView()
                            }
                            Text(viewModel.isSubmitting ? "Submitting..." : "Submit")
                        }
                    }
                    .disabled(message.isEmpty || viewModel.isSubmitting)
                    if viewModel.failed {
                        Text("Could not send")
                    }
                }
            }
        }
        """

    /// The screen reads the design it reads with the child's button written
    /// in its own body: same states, transitions and verdicts (36 states,
    /// every expectation met: the button is disabled while the view model
    /// submits, so no second send starts). `--strict` refuses the child.
    @Test func aChildHandedTheViewModelIsReadWithItsCode() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["SubmitButton.swift": Self.button, "FeedbackScreen.swift": Self.screen])
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "FeedbackScreen" })
        #expect(read.summary.abstractions.map(\.rule).contains(
            "the component SubmitButton is inlined into FeedbackScreen: its body and methods are read with its properties bound to this call's arguments, viewModel to viewModel, message to message, onSubmit to a closure"))
        let (inline, inlineDiagnostics) = SwiftScreensComponentTests.translate(["FeedbackScreen.swift": Self.inline])
        #expect(inlineDiagnostics == [])
        let reference = try #require(inline.first)
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: read.model, file: read.file))
        let expected = try DesignOutcome.of(ModelSystem.compile(model: reference.model, file: reference.file))
        #expect(outcome == expected)
        #expect(outcome.states == 36 && outcome.transitions == 124)
        var strict = ScreenConfiguration()
        strict.strict = true
        let (_, refused) = SwiftScreensComponentTests.translate(["SubmitButton.swift": Self.button, "FeedbackScreen.swift": Self.screen], configuration: strict)
        #expect(refused.contains { $0.hasPrefix("FeedbackScreen.swift:32:13: ") }, "\(refused)")
    }

    static let titledButton = """
        import SwiftUI

        struct SubmitButton: View {
            var viewModel: FeedbackViewModel
            let title: String
            let isBlocked: Bool
            var onSubmit: () -> Void

            var body: some View {
                Button(action: onSubmit) {
                    Text(title)
                }
                .disabled(isBlocked)
            }
        }
        """

    static let titledScreen = """
        import SwiftUI

        enum FeedbackAPI {
            static func send(_ message: String) async throws {}
        }

        @MainActor
        @Observable
        final class FeedbackViewModel {
            var isSubmitting = false
            var failed = false

            func submit(_ message: String) async {
                isSubmitting = true
                do {
                    try await FeedbackAPI.send(message)
                    failed = false
                } catch {
                    failed = true
                }
                isSubmitting = false
            }
        }

        struct FeedbackScreen: View {
            @State private var viewModel = FeedbackViewModel()
            @State private var message = ""

            var body: some View {
                VStack {
                    TextField("Message", text: $message)
                    SubmitButton(viewModel: viewModel, title: "Send", isBlocked: message.isEmpty || viewModel.isSubmitting, onSubmit: {
                        Task { await viewModel.submit(message) }
                    })
                    if viewModel.failed {
                        Text("Could not send")
                    }
                }
            }
        }
        """

    /// Given a literal title and a Bool computed from the screen's state
    /// (`isBlocked: message.isEmpty || viewModel.isSubmitting`), the child
    /// shows the title as presentation and reads `isBlocked` as that
    /// expression, so the screen is again the inline one: 36 states.
    @Test func aChildsValuePropertiesAreTheExpressionsItIsGiven() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["SubmitButton.swift": Self.titledButton, "FeedbackScreen.swift": Self.titledScreen])
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "FeedbackScreen" })
        let rules = read.summary.abstractions.map(\.rule)
        #expect(rules.contains(
            "the component SubmitButton is inlined into FeedbackScreen: its body and methods are read with its properties bound to this call's arguments, viewModel to viewModel, title to an opaque value, isBlocked to message.isEmpty || viewModel.isSubmitting, onSubmit to a closure"), "\(rules)")
        let (inline, _) = SwiftScreensComponentTests.translate(["FeedbackScreen.swift": Self.inline])
        let reference = try #require(inline.first)
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: read.model, file: read.file))
        let expected = try DesignOutcome.of(ModelSystem.compile(model: reference.model, file: reference.file))
        #expect(outcome == expected)
    }

    static let trackingButton = """
        import SwiftUI

        struct SubmitButton: View {
            var viewModel: FeedbackViewModel
            @EnvironmentObject private var analytics: Analytics
            let title: String
            let isBlocked: Bool
            var onSubmit: () -> Void

            var body: some View {
                Button(action: {
                    analytics.track("submit")
                    onSubmit()
                }) {
                    Text(title)
                }
                .disabled(isBlocked)
            }
        }
        """

    static let analytics = """
        import SwiftUI

        final class Analytics: ObservableObject {
            @Published var events: [String] = []

            func track(_ name: String) {
                events.append(name)
            }
        }
        """

    /// The child also holds `@EnvironmentObject private var analytics:
    /// Analytics`, an object the app shares and no view model of the screen:
    /// it is an input of the screen as the screen's own would be, and
    /// `analytics.track("submit")` changes nothing the screen holds, so the
    /// screen is again the inline one. Were the object the screen's view
    /// model (`FeedbackViewModel`, which the screen could inject), the view
    /// would change the screen's state through it: refused.
    @Test func aChildsEnvironmentObjectIsAnInputUnlessItIsTheScreensViewModel() throws {
        let files = ["SubmitButton.swift": Self.trackingButton, "Analytics.swift": Self.analytics, "FeedbackScreen.swift": Self.titledScreen]
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(files)
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "FeedbackScreen" })
        #expect(read.summary.abstractions.map(\.rule).contains("the property analytics of SubmitButton is an input of the screen (@EnvironmentObject): opaque, read only as an api argument"))
        let (inline, _) = SwiftScreensComponentTests.translate(["FeedbackScreen.swift": Self.inline])
        let reference = try #require(inline.first)
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: read.model, file: read.file))
        let expected = try DesignOutcome.of(ModelSystem.compile(model: reference.model, file: reference.file))
        #expect(outcome == expected)
        let sharingModel = Self.trackingButton.replacingOccurrences(of: "var analytics: Analytics", with: "var analytics: FeedbackViewModel")
        let (refusedScreens, refused) = SwiftScreensComponentTests.translate(["SubmitButton.swift": sharingModel, "FeedbackScreen.swift": Self.titledScreen])
        #expect(!refusedScreens.contains { $0.name == "FeedbackScreen" })
        #expect(refused.contains { $0.hasPrefix("SubmitButton.swift:5:5: the property '@EnvironmentObject analytics' of component 'SubmitButton' is not understood") }, "\(refused)")
    }
}
