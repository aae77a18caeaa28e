import Testing

extension DiagnosticCases {
    /// `defer`, several `catch` clauses and error enums.
    static let errorHandling: [GoldenCase] = [
        GoldenCase(
            name: "throwOutOfDefer",
            source: #"""
            model T
            api g()
            func f() async throws {
                defer { try await g() }
                try await g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:23: error: errors cannot be thrown out of a 'defer' body; catch them inside it with 'do { } catch { }' or 'try?'
                defer { try await g() }
                                  ^
            """#
        ),
        GoldenCase(
            name: "deferAtTheEndOfItsBlock",
            source: #"""
            model T
            var n = 0
            func f() {
                n = 1
                defer { n = 2 }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:5: warning: 'defer' at the end of its block runs at once; write its statements without 'defer'
                defer { n = 2 }
                ^
            """#
        ),
        GoldenCase(
            name: "breakOutOfDefer",
            source: #"""
            model T
            var n = 0
            func f() {
                while true {
                    defer { break }
                    n = 1
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:17: error: 'break' is only allowed inside a loop or a switch
                    defer { break }
                            ^
            """#
        ),
        GoldenCase(
            name: "catchClausesThatDoNotCatchEverything",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch is CancellationError { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: the 'catch' clauses do not catch every error, and the others are thrown on: add a final 'catch { }' (errors thrown here are not handled; use 'do { } catch { }' or 'try?', or declare 'f' 'throws')
                do { try await g() } catch is CancellationError { }
                ^
            """#
        ),
        GoldenCase(
            name: "unknownCaseOfAnErrorEnum",
            source: #"""
            model T
            api g()
            enum FeedError: Error { case empty }
            func f() async throws {
                do { try await g() } catch FeedError.offline { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:26: error: type 'FeedError' has no case 'offline'
                do { try await g() } catch FeedError.offline { }
                                     ^
            """#
        ),
        GoldenCase(
            name: "unknownErrorType",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch is DecodingError { } catch { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:26: error: cannot find error type 'DecodingError' (catch CancellationError, URLError, or an enum declared ': Error')
                do { try await g() } catch is DecodingError { } catch { }
                                     ^
            """#
        ),
        GoldenCase(
            name: "throwOfANonErrorEnum",
            source: #"""
            model T
            enum Mode { case a }
            func f() throws {
                throw Mode.a
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:11: error: 'throw' must be Error, not Mode
                throw Mode.a
                      ^
            """#
        ),
        GoldenCase(
            name: "catchAfterACatchAll",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch { } catch is CancellationError { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:36: warning: this 'catch' is never reached: an earlier clause catches every error
                do { try await g() } catch { } catch is CancellationError { }
                                               ^
            """#
        ),
    ]
}
