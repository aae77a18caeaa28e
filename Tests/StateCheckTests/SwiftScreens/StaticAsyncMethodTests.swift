import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `label = await Payment.buttonLabel()`: an async static method of a type
/// of the folder the model does not translate. It was refused ("a value the
/// screen does not decide (… a static member of a type the model does not
/// translate)").
@Suite struct StaticAsyncMethodTests {
    static let payment = """
        import SwiftUI

        enum Payment {
            static func buttonLabel() async -> String {
                try? await Task.sleep(nanoseconds: 1_000)
                return "Donate"
            }
        }

        struct PaymentSummary: View {
            @State private var label: String?
            @State private var isDetermined = false

            var body: some View {
                VStack {
                    if isDetermined {
                        Text(label ?? "")
                    } else {
                        ProgressView()
                    }
                }
                .task {
                    label = await Payment.buttonLabel()
                    isDetermined = true
                }
            }
        }
        """

    /// Its code cannot write the view's state, and what it answers is a
    /// value the screen does not decide: an api. The twin awaits a client
    /// the view is given: the same states, transitions and verdicts.
    @Test func anAsyncStaticMethodOfAnUntranslatedTypeIsAnApi() throws {
        let client = Self.payment
            .replacingOccurrences(of: "enum Payment {\n    static func buttonLabel() async -> String {\n        try? await Task.sleep(nanoseconds: 1_000)\n        return \"Donate\"\n    }\n}\n",
                                  with: "protocol PaymentClient {\n    func buttonLabel() async -> String\n}\n")
            .replacingOccurrences(of: "    @State private var label: String?\n", with: "    let payments: PaymentClient\n    @State private var label: String?\n")
            .replacingOccurrences(of: "await Payment.buttonLabel()", with: "await payments.buttonLabel()")
        #expect(client != Self.payment && !client.contains("enum Payment"))
        let read = try RealAppReadingsTests.outcome(Self.payment)
        #expect(read == (try RealAppReadingsTests.outcome(client)))
        #expect(RealAppReadingsTests.modelText(Self.payment).contains("api buttonLabel()"))
    }
}
