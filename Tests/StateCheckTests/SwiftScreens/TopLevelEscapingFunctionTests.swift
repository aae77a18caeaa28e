import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `doThisAfter(1.5) { showsCheckmark = false }` of a function the folder
/// declares at the top level with an `@escaping` closure. It was refused
/// ("a call with a trailing closure is not understood here"): the
/// declaration was looked up only for methods of a type.
@Suite struct TopLevelEscapingFunctionTests {
    static let subscribe = """
        import SwiftUI

        protocol SubredditClient {
            func subscribe(to name: String) async throws
        }

        func doThisAfter(_ seconds: Double, callback: @escaping () -> Void) {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
                callback()
            }
        }

        struct SubscribeButton: View {
            let client: SubredditClient
            let name: String
            @State private var isSubscribing = false
            @State private var showsCheckmark = false

            var body: some View {
                HStack {
                    if isSubscribing {
                        ProgressView()
                    }
                    if showsCheckmark {
                        Image(systemName: "checkmark")
                    }
                    Button("Subscribe") {
                        Task {
                            isSubscribing = true
                            try? await client.subscribe(to: name)
                            isSubscribing = false
                            showsCheckmark = true
                            doThisAfter(1.5) {
                                showsCheckmark = false
                            }
                        }
                    }
                }
            }
        }
        """

    /// Read as the callback of code that keeps its closure: at once
    /// (assumed) and later, as an event. The twin calls the same function
    /// declared as a static method of a type (`Scheduler.after`), which was
    /// read so already: the same states, transitions and verdicts.
    @Test func aTopLevelFunctionsEscapingClosureIsACallback() throws {
        let twin = Self.subscribe
            .replacingOccurrences(of: "func doThisAfter(_ seconds: Double, callback: @escaping () -> Void) {\n    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {\n        callback()\n    }\n}\n",
                                  with: "enum Scheduler {\n    static func after(_ seconds: Double, callback: @escaping () -> Void) {\n        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {\n            callback()\n        }\n    }\n}\n")
            .replacingOccurrences(of: "doThisAfter(1.5) {", with: "Scheduler.after(1.5) {")
        #expect(twin != Self.subscribe && !twin.contains("doThisAfter"))
        let read = try RealAppReadingsTests.outcome(Self.subscribe)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(RealAppReadingsTests.modelText(Self.subscribe).contains("on doThisAfterCallback sync when doThisAfterCallbackKept {"))
    }
}
