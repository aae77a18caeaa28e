import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `let trimmed = query.trimmingCharacters(in: .whitespaces)` of a String the
/// screen holds is read as `query`: the values the model gives a String (the
/// letters a search field types, the code's literals) have no whitespace
/// around them. It was an opaque String, so `guard !trimmed.isEmpty` was an
/// assumption the model could hold true for ever (nothing ever loads): a
/// spurious `recoverable` on every search screen that trims its query.
@Suite struct TrimmedQueryTests {
    /// The book search of `WhereClauseTests` without its debounce and its
    /// Try Again button (a few hundred states, so a debug build checks it
    /// twice in a second).
    static let search = WhereClauseTests.books
        .replacingOccurrences(of: "            try await Task.sleep(for: .milliseconds(300))\n", with: "")
        .replacingOccurrences(of: "            } actions: {\n                Button(\"Try Again\") {\n                    Task { await model.search() }\n                }\n            }\n",
                              with: "            }\n")

    /// The trimmed query and its twin (the query itself) read the same, and
    /// the search screen is recoverable.
    @Test func aTrimmedQueryIsTheQuery() throws {
        let screen = Self.search
        #expect(!screen.contains("sleep") && !screen.contains("Try Again"))
        let twin = screen.replacingOccurrences(of: "let trimmed = query.trimmingCharacters(in: .whitespaces)", with: "let trimmed = query")
        #expect(twin != screen)
        let read = try RealAppReadingsTests.outcome(screen)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 558 && read.transitions == 4546, "\(read)")
        #expect(read.verdicts["recoverable"] == .holds)
        let text = RealAppReadingsTests.modelText(screen)
        #expect(!text.contains("assume_") && text.contains("    let trimmed = query\n    guard !(trimmed == \"\") else {\n"), "\(text)")
    }

    /// Code that writes text with whitespace around it (`query = " "`, which
    /// trimming empties; `query = "swift "`, which trimming changes) gives
    /// the String a value its trimmed text differs from: the trimmed query
    /// stays opaque, its emptiness an assumption.
    @Test func aPaddedLiteralKeepsTheTrimmedTextOpaque() throws {
        for literal in ["\" \"", "\"swift \""] {
            let screen = Self.search.replacingOccurrences(of: "    func search() async {\n", with: "    func clear() {\n        query = \(literal)\n    }\n\n    func search() async {\n")
            #expect(screen != Self.search)
            #expect(RealAppReadingsTests.modelText(screen).contains("assume_trimmed_isEmpty"), "\(literal)")
        }
    }
}
