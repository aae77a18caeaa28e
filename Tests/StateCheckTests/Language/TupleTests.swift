import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage

/// Tuples in the model language: `(done: Int, failed: Int)` in state, read
/// and written by label and position, compared with `==`, destructured.
@Suite struct TupleTests {
    /// `done` takes 0...2 and `failed` 0...1 (the `when` guards stop them):
    /// 3 × 2 = 6 tallies, each with the screen shown or not, 12 states.
    /// Every state has one visibility transition (appear or disappear):
    /// 12; while shown, tapDone is enabled in the 4 tallies with done < 2,
    /// tapFail in the 3 with failed < 1 and reset in the 5 that are not
    /// (0, 0): 12 more, 24 transitions.
    static let tally = """
    model Tally
    var tally: (done: Int, failed: Int) = (0, 0)
    on tapDone sync when tally.done < 2 { tally.done += 1 }
    on tapFail sync when tally.1 < 1 { tally.1 += 1 }
    on reset sync when tally != (0, 0) { tally = (0, 0) }
    view { blank }
    """

    /// The same design with one variable per element.
    static let twoVariables = """
    model Tally
    var done: Int = 0
    var failed: Int = 0
    on tapDone sync when done < 2 { done += 1 }
    on tapFail sync when failed < 1 { failed += 1 }
    on reset sync when done != 0 || failed != 0 { done = 0; failed = 0 }
    view { blank }
    """

    @Test func aTupleInStateHasTheHandDerivedCounts() throws {
        let result = try check(ModelSystem.compile(source: Self.tally, file: "tally.model"))
        #expect(result.stateCount == 12)
        #expect(result.transitionCount == 24)
    }

    /// A tuple of two Ints explores exactly what two Int variables do.
    @Test func aTupleIsItsElementsAsVariables() throws {
        let tuple = try check(ModelSystem.compile(source: Self.tally, file: "tally.model"))
        let split = try check(ModelSystem.compile(source: Self.twoVariables, file: "split.model"))
        #expect(tuple.stateCount == split.stateCount)
        #expect(tuple.transitionCount == split.transitionCount)
        #expect(tuple.properties.map(\.verdict) == split.properties.map(\.verdict))
    }

    /// A state's tuple is printed as Swift writes it.
    @Test func aTupleValueIsPrintedAsSwiftWritesIt() throws {
        let system = try ModelSystem.compile(source: Self.tally, file: "tally.model")
        let initial = try #require(system.initialStates.first)
        #expect(system.variables(of: initial).map(\.value) == ["(0, 0)"])
    }

    /// Functions take and return tuples; `let (a, _) = …` binds by position.
    @Test func functionsTakeAndReturnTuples() throws {
        let source = """
        model Swap
        var pair: (Int, Bool) = (0, false)
        func swapped(_ p: (Int, Bool)) -> (Bool, Int) { (p.1, p.0) }
        on flip sync when !pair.1 {
            let (flag, n) = swapped(pair)
            let (_, m) = swapped(pair)
            pair = (n + m + 1, !flag)
        }
        view { blank }
        """
        // pair goes (0, false) → (1, true) and stays: 2 tallies × shown or
        // not = 4 states; 4 visibility transitions and one flip (from the
        // shown (0, false)): 5.
        let result = try check(ModelSystem.compile(source: source, file: "swap.model"))
        #expect(result.stateCount == 4)
        #expect(result.transitionCount == 5)
    }

    /// `switch (isLoading, failure)` with tuple patterns is the same design
    /// as the `if`/`else if` chain it stands for: the tuple type
    /// `(Bool, Error?)` is declared by the literal, and its one case is no
    /// case for allCasesReachable (the three view branches are).
    @Test func aSwitchOverATupleIsItsIfChain() throws {
        let handlers = """
        api load() -> Value
        var isLoading = false
        var failure: Error? = nil
        var items: Value = []
        on load .task {
            isLoading = true
            do { items = try await load(); failure = nil } catch { failure = error }
            isLoading = false
        }
        """
        let switched = "model Sw\n" + handlers + """

        view {
            switch (isLoading, failure) {
            case (true, _): spinner
            case (false, let failure?): errorView(failure)
            case (false, nil): content(items)
            }
        }
        """
        let chained = "model Sw\n" + handlers + """

        view {
            if isLoading { spinner } else if let failure { errorView(failure) } else { content(items) }
        }
        """
        let a = try check(ModelSystem.compile(source: switched, file: "switched.model"))
        let b = try check(ModelSystem.compile(source: chained, file: "chained.model"))
        #expect(a.stateCount == b.stateCount)
        #expect(a.transitionCount == b.transitionCount)
        #expect(a.properties.map(\.verdict) == b.properties.map(\.verdict))
    }

    /// A tuple switch that misses a combination is not exhaustive.
    @Test func aTupleSwitchMustBeExhaustive() {
        let source = """
        model T
        var b = true
        view {
            switch (b, b) {
            case (true, _): blank
            case (false, true): blank
            }
        }
        """
        #expect(Self.messages(source) == ["switch must be exhaustive (the cases do not match every tuple of type '(Bool, Bool)'; add the missing combinations or 'default')"])
    }

    /// The error messages of compiling `source` (empty when it compiles).
    static func messages(_ source: String) -> [String] {
        do throws(ModelError) {
            _ = try ModelSystem.compile(source: source, file: "t.model")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    /// An element of a `let` tuple cannot be assigned, and a label names
    /// one position of its element types.
    @Test func misuseIsAnErrorAtTheConstruct() {
        let letTuple = """
        model T
        var pair: (Int, Int) = (0, 0)
        on tap sync {
            let copy = pair
            copy.0 = 1
        }
        view { blank }
        """
        #expect(Self.messages(letTuple) == ["cannot assign to 'copy.0': 'copy' is a 'let' constant"])
        let relabelled = """
        model T
        var a: (x: Int, y: Int) = (0, 0)
        var b: (y: Int, x: Int) = (0, 0)
        view { blank }
        """
        let messages = Self.messages(relabelled)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("the label 'y' names another element of a tuple of type '(Int, Int)'") == true, "\(messages)")
    }
}
