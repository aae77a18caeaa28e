import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// The public surface of `ModelSystem`: compiling, reports, canonical states.
@Suite struct ModelSystemTests {
    /// Two tasks of the same handler waiting for the same api (no Value, so
    /// no token tells them apart) are interchangeable: answering either is
    /// one transition.
    ///
    /// ```text
    /// S0 I            load→S1                            1
    /// S1 V            cancel→S0 tap→S2                   2
    /// S2 V [U]        cancel→S3 tap→S4 success→S1        3
    /// S3 I [U]        load→S2 success→S0                 2
    /// S4 V [U U]      cancel→S5 success→S2 (tap refused) 2
    /// S5 I [U U]      load→S4 success→S3                 2
    /// ```
    /// 6 states, 12 transitions.
    @Test func interchangeableTasksAreOneTransition() throws {
        let source = """
        model Multiset
        api ping() nonthrowing
        on tap Task { await ping() }
        view { blank }
        bound maxTasks = 2
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 6)
        #expect(result.transitionCount == 12)
        #expect(result.boundHits.map(\.description) == ["maxTasks: tap ×1"])
        let two = result.states.filter { system.tasks(of: $0).count == 2 }
        #expect(two.count == 2)
        #expect(two.allSatisfy { system.callsInFlight(of: $0) == ["ping", "ping"] })
        // Each exploration reports only its own: one that stops before the
        // bound is reached has no bound hit, and the first keeps its own.
        let shallow = Explorer.explore(system, options: ExplorationOptions(limits: ExplorationLimits(maxDepth: 1)))
        #expect(shallow.boundHits.isEmpty)
        #expect(result.boundHits.map(\.description) == ["maxTasks: tap ×1"])
    }

    @Test func compileErrorsNameTheFile() {
        let source = """
        model Broken
        var a: Int = true
        view { blank }
        """
        do {
            _ = try ModelSystem.compile(source: source, file: "Models/broken.model")
            Issue.record("expected a model error")
        } catch {
            #expect(!error.diagnostics.isEmpty)
            #expect(error.diagnostics.allSatisfy { $0.file == "Models/broken.model" && $0.line == 2 })
        }
    }

    @Test func labelsBoundsAndRendering() throws {
        let source = """
        /// A design with every kind of event.
        model Everything
        api getA() -> Value nonempty
        api getB() nonthrowing
        enum Mode {
            case off
            case on(Value)
        }
        var mode: Mode = .off
        var count: Int = 2
        on load .task {
            do { mode = .on(try await getA()) } catch { }
        }
        on refresh .refreshable { await getB() }
        on page Task { await getB() }
        on tap sync { count = 3 }
        view { footerSpinner }
        bound maxTasks = 3
        bound maxPages = 5
        bound intRange = -4...9
        expect holds noLeakedTask
        """
        let system: ModelSystem
        do { system = try ModelSystem.compile(source: source, file: "e.model") } catch {
            Issue.record("\(error)")
            return
        }
        #expect(system.name == "Everything")
        #expect(system.documentation == "A design with every kind of event.")
        #expect(system.file == "e.model")
        #expect(system.bounds.maxTasks == 3 && system.bounds.maxPages == 5 && system.bounds.intRange == -4...9)
        #expect(system.expectations == [ModelExpectation(property: "noLeakedTask", verdict: .holds, line: 21)])
        #expect(system.declaredLabels.map(\.description) == ["load", "cancel", "refresh", "page", "tap", "success getA", "fail getA", "success getB"])
        #expect(system.declaredEnumCases == ["Mode.off", "Mode.on"])
        #expect(system.viewHasContentOrErrorView == false)
        #expect((try? ModelSystem.compile(source: ModelFixtures.case1After, file: "c.model"))?.viewHasContentOrErrorView == true)
        #expect(system.initialStates.count == 1)
        let s0 = system.initialStates[0]
        #expect(system.variables(of: s0).map { "\($0.name) = \($0.value)" } == ["mode = .off", "count = 2"])
        #expect(system.screen(of: s0) == .invisible)
        #expect(system.enumCases(of: s0) == ["Mode.off"])
        var labels: [String] = []
        system.forEachSuccessor(of: s0) { labels.append($0.label.description) }
        #expect(labels == ["load"])
    }
}
