import Testing

extension DiagnosticCases {
    /// Effects: `async`/`await`, `throws`/`try`, errors that would escape.
    static let effects: [GoldenCase] = [
        GoldenCase(
            name: "awaitInSyncFunction",
            source: #"""
            model T
            api g()
            func f() {
                try? await g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:10: error: 'await' in a function that is not 'async'; declare it 'func f(...) async'
                try? await g()
                     ^
            """#
        ),
        GoldenCase(
            name: "awaitInSyncHandler",
            source: #"""
            model T
            func g() async { }
            on tapSave sync { await g() }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:19: error: 'await' cannot be used in a 'sync' handler; declare it 'on tapSave Task' or spawn 'Task { }'
            on tapSave sync { await g() }
                              ^
            """#
        ),
        GoldenCase(
            name: "awaitInContinuationBody",
            source: #"""
            model T
            func g() async { }
            func f() async {
                await withCheckedContinuation { c in
                    await g()
                    c.resume()
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: 'await' cannot be used in a 'withCheckedContinuation' body: it runs synchronously
                    await g()
                    ^
            """#
        ),
        GoldenCase(
            name: "missingAwait",
            source: #"""
            model T
            func g() async { }
            func f() async {
                g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'g' is async and must be marked with 'await'
                g()
                ^
            """#
        ),
        GoldenCase(
            name: "missingTry",
            source: #"""
            model T
            api getUser() -> Value
            var v: Value? = nil
            func f() async {
                v = await getUser()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:15: error: api 'getUser' can throw but is not marked with 'try'
                v = await getUser()
                          ^
            """#
        ),
        GoldenCase(
            name: "unhandledThrowInHandler",
            source: #"""
            model T
            api save()
            on tapSave Task { try await save() }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:29: error: errors thrown here are not handled (handlers cannot throw); use 'do { } catch { }' or 'try?'
            on tapSave Task { try await save() }
                                        ^
            """#
        ),
        GoldenCase(
            name: "unhandledThrowInTaskBody",
            source: #"""
            model T
            api save()
            func f() async throws {
                Task { try await save() }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:22: error: errors thrown in a 'Task { }' body would be silently discarded; catch them with 'do { } catch { }'
                Task { try await save() }
                                 ^
            """#
        ),
        GoldenCase(
            name: "unhandledThrowStatement",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch {
                    throw error
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: errors thrown here are not handled; use 'do { } catch { }' or 'try?', or declare 'f' 'throws'
                    throw error
                    ^
            """#
        ),
        GoldenCase(
            name: "guardFallsThrough",
            source: #"""
            model T
            var v: Value? = nil
            var n = 0
            func f() {
                guard let x = v else { n = 1 }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:5: error: 'guard' body must not fall through; end it with 'return', 'break', 'continue' or 'throw'
                guard let x = v else { n = 1 }
                ^
            """#
        ),
        GoldenCase(
            name: "errorOutsideCatch",
            source: #"""
            model T
            view {
                errorView(error)
            }
            """#,
            expected: #"""
            Models/t.model:3:15: error: 'error' is only available inside 'catch { }'
                errorView(error)
                          ^
            """#
        ),
        GoldenCase(
            name: "errorConstruction",
            source: #"""
            model T
            func f() throws {
                throw CancellationError()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:11: error: errors cannot be constructed in models; rethrow the 'error' of a 'catch', or let an api call fail
                throw CancellationError()
                      ^
            """#
        ),
        GoldenCase(
            name: "asyncCallInSyncContext",
            source: #"""
            model T
            func g() async { }
            func f() {
                g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'g' is async: 'await' in a function that is not 'async'; declare it 'func f(...) async'
                g()
                ^
            """#
        ),
        GoldenCase(
            name: "propertyCallsAsync",
            source: #"""
            model T
            func g() async -> Bool { true }
            view { blank }
            invariant p: g()
            """#,
            expected: #"""
            Models/t.model:4:14: error: properties may only read the state; 'g' is async
            invariant p: g()
                         ^
            """#
        ),
        GoldenCase(
            name: "asyncGetter",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Bool { get async { true } }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:23: error: computed properties in models cannot be 'async' or 'throws'; use a 'func'
                var x: Bool { get async { true } }
                                  ^
            """#
        ),
        GoldenCase(
            name: "throwingContinuationType",
            source: #"""
            model T
            var c: CheckedContinuation<Bool, Error>? = nil
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:34: error: continuations in models never throw; write 'CheckedContinuation<T, Never>' or 'CheckedContinuation<T>'
            var c: CheckedContinuation<Bool, Error>? = nil
                                             ^
            """#
        ),
    ]
}
