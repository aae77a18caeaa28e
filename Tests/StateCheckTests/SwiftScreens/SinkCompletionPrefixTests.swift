import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A `sink`'s completion closure that runs statements before it tests the
/// outcome (`self?.isLoading = false` then `if case .failure(let error) =
/// completion { … }`, the form most Combine tutorials write) runs them for
/// both outcomes. It was not read ("a call with a trailing closure is not
/// understood here"), nor was the request it completes.
@Suite struct SinkCompletionPrefixTests {
    /// The twin writes the statement in both branches of the test: the same
    /// states, transitions and verdicts.
    @Test func statementsBeforeTheOutcomeTestRunForBoth() throws {
        let written = PreciseAgainTests.search
        let twin = written.replacingOccurrences(of: """
                            self?.isLoading = false
                            if case .failure(let error) = completion {
                                self?.errorMessage = error.localizedDescription
                            }
            """, with: """
                            if case .failure(let error) = completion {
                                self?.isLoading = false
                                self?.errorMessage = error.localizedDescription
                            } else {
                                self?.isLoading = false
                            }
            """)
        #expect(twin != written)
        let read = try RealAppReadingsTests.outcome(written)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 1352 && read.transitions == 13796, "\(read)")
    }
}
