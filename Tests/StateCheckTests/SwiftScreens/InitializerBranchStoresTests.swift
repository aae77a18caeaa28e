import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view's own initializer whose `switch` (or `if`) over its parameters
/// only stores, in each branch, into the view's properties or its @State
/// (`_form = .init(initialValue: …)`). The branches had counted as code,
/// read as the first `on load`, where the stored input (`oldForm`) was
/// refused ("read only as an argument of an api call"). They are stores,
/// read as the same stores outside a branch are: the properties hold
/// values the screen does not decide, whichever branch ran.
@Suite struct InitializerBranchStoresTests {
    static let screen = """
        import SwiftUI

        struct Spot: Decodable {
            let id: Int
            let title: String
            let rating: Int
        }

        struct SpotForm: Equatable {
            var title: String
            var rating: Int
        }

        protocol SpotsClient {
            func saveSpot(id: Int?, form: SpotForm) async throws
        }

        struct SpotFormScreen: View {
            enum Mode {
                case createNew(title: String)
                case editExisting(Spot)
            }

            @State private var isSaving = false
            @State private var form: SpotForm
            private let oldForm: SpotForm
            private let mode: Mode
            private let client: SpotsClient

            init(_ mode: Mode, client: SpotsClient) {
                self.mode = mode
                switch mode {
                case let .createNew(title):
                    self.oldForm = .init(title: title, rating: 0)
                    _form = .init(initialValue: oldForm)
                case let .editExisting(spot):
                    self.oldForm = .init(title: spot.title, rating: spot.rating)
                    _form = .init(initialValue: oldForm)
                }
                self.client = client
            }

            var body: some View {
                VStack {
                    TextField("Title", text: $form.title)
                    Button("Save") {
                        isSaving = true
                        Task {
                            do {
                                try await client.saveSpot(id: nil, form: form)
                            } catch {
                            }
                            isSaving = false
                        }
                    }
                    .disabled(isSaving)
                }
            }
        }
        """

    /// The screen whose initializer is given the form and stores it
    /// without a `switch`, followed by `then` (lines of the initializer).
    static func twin(then: String = "") -> String {
        screen
            .replacingOccurrences(of: "init(_ mode: Mode, client: SpotsClient) {", with: "init(_ mode: Mode, form: SpotForm, client: SpotsClient) {")
            .replacingOccurrences(of: """
                        switch mode {
                        case let .createNew(title):
                            self.oldForm = .init(title: title, rating: 0)
                            _form = .init(initialValue: oldForm)
                        case let .editExisting(spot):
                            self.oldForm = .init(title: spot.title, rating: spot.rating)
                            _form = .init(initialValue: oldForm)
                        }

                """, with: """
                        self.oldForm = form
                        _form = .init(initialValue: form)

                """ + then)
    }

    /// The twin's initializer is given the form and stores it without a
    /// `switch`: the same states, transitions and verdicts, no diagnostics.
    @Test func storesInTheBranchesOfAViewsInitializerAreStores() throws {
        let twin = Self.twin()
        #expect(twin != Self.screen && !twin.contains("switch mode"))
        #expect(RealAppReadingsTests.translate(Self.screen).diagnostics == [])
        #expect(RealAppReadingsTests.translate(twin).diagnostics == [])
        let read = try RealAppReadingsTests.outcome(Self.screen)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
    }

    /// A `switch` of the initializer with a branch that calls a method is
    /// code, as before: the initializer is read as the first `on load`.
    @Test func aBranchOfAViewsInitializerThatCallsIsCode() throws {
        let calling = Self.twin(then: """
                    switch mode {
                    case .createNew:
                        reset()
                    case .editExisting:
                        break
                    }

            """)
            .replacingOccurrences(of: "    var body: some View {", with: "    private func reset() {\n        isSaving = false\n    }\n\n    var body: some View {")
        #expect(calling.contains("        reset()\n") && calling.contains("private func reset()"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(calling)
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains { $0.hasPrefix("the initializer of SpotFormScreen runs its code once") } == true)
    }
}
