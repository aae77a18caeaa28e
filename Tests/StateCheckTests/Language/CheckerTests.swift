import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Every diagnostic of `source` as `line:col: severity: message`.
private func check(_ source: String) -> [String] {
    analyzeModel(source: source, file: "t.model").1.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
}

@Suite struct CheckerTests {
    @Test(arguments: [
        Abbreviated("case1After", ModelFixtures.case1After),
        Abbreviated("case3Paging", ModelFixtures.case3Paging),
        Abbreviated("submitRetry", ModelFixtures.submitRetry),
        Abbreviated("case0Before", ModelFixtures.case0Before),
        Abbreviated("case4", ModelFixtures.case4),
    ])
    func seedDesignsCheckClean(_ design: Abbreviated) throws {
        #expect(check(design.text) == [], "\(design.label)")
        let model = try loadModel(source: design.text, file: "Models/\(design.label).model")
        #expect(!model.name.isEmpty)
    }

    @Test func sectionOneExampleLoads() throws {
        let model = try loadModel(source: ModelFixtures.case1After, file: "Models/case1-after.model")
        #expect(model.name == "Case1After")
        #expect(model.handlers.count == 2)
        #expect(model.enums.first?.cases.count == 5)
        #expect(model.expectations.count == 3)
    }

    @Test func pagingDesignShape() throws {
        let model = try loadModel(source: ModelFixtures.case3Paging, file: "Models/case3.model")
        #expect(model.enums.first?.name == "PagingDataState")
        #expect(model.enums.first?.cases.count == 8)
        #expect(model.extensions.first?.methods.map(\.name) == ["startLoading", "startPaging"])
        #expect(model.functions.map(\.name) == ["fetchInitial", "fetchMore"])
        #expect(model.handlers.map(\.role) == [nil, nil, nil, .page])
        #expect(model.properties.map(\.name) == ["noSpinnerOverError", "pagesNeverShrink"])
        #expect(model.bounds.map(\.name) == ["maxPages", "intRange"])
    }

    // MARK: - Exhaustiveness

    @Test func exhaustiveSwitchesAreAccepted() {
        let source = """
        model T
        enum L { case idle, loading(Value?), failed(Value, Error) }
        enum A { case x, y }
        var l: L = .idle
        var a: A? = nil
        var b = false
        var n = 0
        view {
            switch l {
            case .idle: blank
            case .loading(nil): spinner
            case .loading(let v?): content(v)
            case let .failed(v, e): content(v); banner(e)
            }
            switch a {
            case .x: blank
            case .y?: blank
            case nil: blank
            }
            switch b {
            case true: blank
            case false: blank
            }
            switch n {
            case 0: blank
            case let m where m > 0: blank
            default: blank
            }
            switch l {
            case .failed(_, let e) where e is CancellationError: blank
            case .idle, .loading, .failed: blank
            }
        }
        """
        #expect(check(source) == [])
    }

    @Test func whereClausesDoNotCoverTheirCase() {
        let source = """
        model T
        enum S { case a(Int), b }
        var s: S = .b
        view {
            switch s {
            case .a(let n) where n > 0: blank
            case .b: blank
            }
        }
        """
        #expect(check(source) == ["5:5: error: switch must be exhaustive (missing .a)"])
    }

    @Test func multiplePatternsOfMultiPayloadCases() {
        let source = """
        model T
        enum P { case a(Bool, Bool), b }
        var p: P = .b
        view {
            switch p {
            case .a(true, _), .a(false, true): blank
            case .b: blank
            }
        }
        """
        #expect(check(source) == ["5:5: error: switch must be exhaustive (missing .a)"])
    }

    // MARK: - Effects

    @Test func effectsAreHandledAsInSwift() {
        let source = """
        model T
        api getUser() -> Value
        api ping() nonthrowing
        var v: Value? = nil
        var busy = false
        func load() async throws { v = try await getUser() }
        func quiet() async { v = try? await getUser() }
        func wrapped() async {
            do { try await load() } catch { if error is CancellationError { return } }
            await ping()
        }
        func loop() async {
            for i in 0..<3 {
                if Task.isCancelled { break }
                if i == 1 { continue }
                await quiet()
            }
        }
        on load .task { await wrapped() }
        on tap sync when !busy {
            busy = true
            Task {
                do { try await load() } catch { }
                busy = false
            }
        }
        view { blank }
        """
        #expect(check(source) == [])
    }

    @Test func mutatingMethodsOnVariables() {
        let source = """
        model T
        enum S { case a, b }
        extension S {
            mutating func flip() { self = self == .a ? .b : .a }
            mutating func twice() { flip(); self.flip() }
            var isA: Bool { self == .a }
        }
        var s: S = .a
        func f() {
            s.flip()
            var local: S = .b
            local.flip()
            if local.isA { s = local }
        }
        view { if s.isA { blank } }
        """
        #expect(check(source) == [])
    }

    @Test func bindingsAndScopes() {
        let source = """
        model T
        enum S { case a(Value), b }
        var s: S = .b
        var v: Value? = nil
        var n = 0
        func f() {
            guard let x = v, !x.isEmpty else { return }
            n = x.count
            if let v { n = v.count }
            if case .a(let y) = s, y.count > 1 { v = x + y }
            let z = v ?? x
            n = z.count
        }
        view { blank }
        """
        #expect(check(source) == [])
    }

    @Test func bindingsDoNotLeakOutOfTheirScope() {
        let source = """
        model T
        var v: Value? = nil
        var n = 0
        func f() {
            if let x = v { n = x.count }
            n = x.count
        }
        view { blank }
        """
        #expect(check(source) == ["6:9: error: cannot find 'x' in scope"])
    }

    @Test func continuationsStoredAndResumed() {
        let source = """
        model T
        enum Alert { case retry(CheckedContinuation<Bool>), done(CheckedContinuation<Void>) }
        var alert: Alert? = nil
        func ask() async -> Bool {
            let answer: Bool = await withCheckedContinuation { c in alert = .retry(c) }
            await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in alert = .done(c) }
            return answer
        }
        on yes sync {
            if case .retry(let c)? = alert { c.resume(returning: true) }
            if case .done(let c)? = alert { c.resume() }
            alert = nil
        }
        on ask Task as action { _ = await ask() }
        view { if alert != nil { alert("retry") } else { blank } }
        """
        #expect(check(source) == [])
    }

    @Test func customPropertiesReadScreenAndSnapshots() {
        let source = """
        model T
        var n = 0
        view { blank }
        invariant small: n < 3 && !screen.spinner
        step grows: after.n >= before.n || event.name == "cancel"
        step keeps: before.screen.content == nil || after.screen.content != nil
        expect holds small
        expect violated grows
        """
        #expect(check(source) == [])
    }

    @Test func warningsDoNotStopLoading() throws {
        let source = """
        model T
        @State var n = 0
        view { blank }
        """
        #expect(check(source) == ["2:1: warning: '@State' is ignored: model variables are the screen's state"])
        _ = try loadModel(source: source, file: "t.model")
    }

    @Test func checkModelAloneReportsSemanticErrors() throws {
        let (parsed, parseDiagnostics) = parseModel(source: "model T\nvar n: Int = true\n", file: "t.model")
        #expect(parseDiagnostics.isEmpty)
        let model = try #require(parsed)
        #expect(checkModel(model, file: "t.model").map(\.description) == [
            "t.model:1:1: error: model 'T' has no 'view { ... }'; every model describes what its screen shows",
            "t.model:2:14: error: cannot use a value of type 'Bool' where 'Int' is expected",
        ])
    }
}

@Suite struct CheckerEventTests {
    @Test func misspelledStandardEventsWarn() {
        let source = "model T\non laod .task { }\non pages Task { }\non reload Task { }\non tapSave Task { }\nview { footerSpinner }\n"
        #expect(analyzeModel(source: source, file: "t.model").1.map(\.message) == [
            "'laod' is not a standard event, so it is a button or action of its own; did you mean 'load'?",
            "'pages' is not a standard event, so it is a button or action of its own; did you mean 'page'?",
        ])
    }

    @Test func apiAnswersAreNotHandlerEvents() {
        let source = "model T\non success sync { }\nview { blank }\n"
        #expect(analyzeModel(source: source, file: "t.model").1.map(\.message) == [
            "'success' is an answer to an api call, not a handler event; handle it after 'try await' (in 'do'/'catch')",
        ])
    }

    @Test func mainActorTaskBodiesAreAccepted() {
        let source = "model T\nfunc g() async { }\non tap sync { Task { @MainActor in await g() } }\nview { blank }\n"
        #expect(analyzeModel(source: source, file: "t.model").1.isEmpty)
    }

    @Test func initialValuesCannotReadVariables() {
        let source = "model T\nvar a = 1\nvar b: Int = a\nview { blank }\n"
        #expect(analyzeModel(source: source, file: "t.model").1.map(\.message) == [
            "initial values cannot read other model variables; write a literal or an enum case",
        ])
    }
}

@Suite struct CheckerScaleTests {
    /// A switch over nested 12-case enums, every combination listed: checked quickly.
    @Test func largeNestedSwitchIsCheckedQuickly() {
        let inner = (0..<12).map { "i\($0)" }
        let outer = (0..<12).map { "o\($0)" }
        var source = "model T\nenum I { case \(inner.joined(separator: ", ")) }\n"
        source += "enum O { case \(outer.map { "\($0)(I, I)" }.joined(separator: ", ")) }\nvar o: O = .o0(.i0, .i0)\nview {\n    switch o {\n"
        for o in outer {
            for a in inner { source += "    case .\(o)(.\(a), _): blank\n" }
        }
        source += "    }\n}\n"
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        let elapsed = clock.measure { diagnostics = analyzeModel(source: source, file: "t.model").1 }
        #expect(diagnostics.isEmpty)
        #expect(elapsed < .seconds(10))
    }
}

@Suite struct CheckerPasteTests {
    /// Case 3 pasted from the sample app with only `model` and `view` added:
    /// one focused error per problem, no follow-ups.
    @Test func pastedSwiftGetsFocusedErrors() {
        let source = #"""
        import SwiftUI

        model Case3

        private enum PagingDataState<V, E: Error> {
            case idle
            case initialLoading
            case retryLoading(E)
            case reLoading(V)
            case success(V)
            case loadingFailure(E)
            case paging(V)
            case pagingFailure(V, E)
        }

        extension PagingDataState {
            var isLoading: Bool {
                switch self {
                case .initialLoading, .retryLoading, .reLoading: return true
                default: return false
                }
            }
            var value: V? {
                switch self {
                case .reLoading(let value), .paging(let value), .success(let value), .pagingFailure(let value, _):
                    return value
                default:
                    return nil
                }
            }
            mutating func startPaging() {
                switch self {
                case .success(let value), .pagingFailure(let value, _):
                    self = .paging(value)
                case .idle, .initialLoading, .retryLoading, .reLoading, .loadingFailure, .paging:
                    return
                }
            }
        }

        struct Case3View: View {
            @State private var dataState: PagingDataState<[User], any Error> = .idle
            var body: some View {
                List { }
            }
        }

        @State private var dataState: PagingDataState<[User], any Error> = .idle

        private func fetchMore() async {
            if dataState.isLoading { return }
            guard let users = dataState.value, let lastId = users.last?.id else { return }
            dataState.startPaging()
            do {
                let newUsers = try await API.getUsers(minId: lastId + 1, count: 30)
                dataState = .success(users + newUsers)
            } catch {
                dataState = .pagingFailure(users, error)
            }
        }
        view { blank }
        """#
        let (_, diagnostics) = analyzeModel(source: source, file: "Models/case3.model")
        #expect(diagnostics.map(\.description) == [
            "Models/case3.model:1:1: error: 'import' is not needed in models; delete it",
            "Models/case3.model:5:29: error: generic parameters are not supported in models; write the payload types as Value and Error",
            // A pasted SwiftUI view is named as one (a model's structs are api answers).
            "Models/case3.model:41:1: error: 'struct Case3View: View' is a SwiftUI view: a model shows its screen in one 'view { }' block and keeps its state in model 'var's",
            "Models/case3.model:48:1: warning: '@State' is ignored: model variables are the screen's state",
            "Models/case3.model:48:46: error: generic types are not supported in models; write the payload types as Value and Error",
            "Models/case3.model:55:34: error: cannot find 'API' in scope; declare the request as 'api getUsers(...) -> Value' and call 'getUsers(...)'",
        ])
    }
}
