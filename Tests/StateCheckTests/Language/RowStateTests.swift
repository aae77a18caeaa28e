import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Per-row state in `.model` files: `[Row: T]`, `Set<Row>` and per-row
/// events `on tap(row)`, over the row identities `row1` … `rowN`
/// (`bound rows = N`, default 2). Each count is derived by hand.
@Suite struct RowStateTests {
    /// A row's request in flight is the row in `inFlight`; a second tap on
    /// that row returns at the guard. `rows` is the `bound rows` line.
    static func inFlight(rows: String = "") -> String {
        """
        model RowFlags
        \(rows)
        api detail()
        var inFlight: Set<Row> = []

        func expand(_ id: Row) async {
            guard !inFlight.contains(id) else { return }
            inFlight.insert(id)
            defer { inFlight.remove(id) }
            do { try await detail() } catch { }
        }

        on tap(row) Task { await expand(row) }

        view {
            if inFlight.isEmpty { blank } else { spinner }
            if inFlight.count == 2 { mark("both") }
        }
        """
    }

    /// With n rows a state is the visibility × the set in flight (each row
    /// in it has exactly one task waiting on `detail`, the guard keeps a
    /// second one from starting): 2 · 2^n states, all reachable (tap while
    /// visible, then `cancel`: unstructured tasks outlive the view).
    /// Transitions, summed over the 2^n sets S (Σ|S| = n · 2^(n-1)):
    /// invisible: `load` + `success`/`fail` per task = 2^n + n · 2^n;
    /// visible: `cancel` + one `tap(rowK)` per row (a self-loop when rowK is
    /// in S) + `success`/`fail` per task = (n + 1) · 2^n + n · 2^n.
    /// n = 1: 4 states, 4 + 6 = 10; n = 2: 8 states, 12 + 20 = 32;
    /// n = 3: 16 states, 32 + 56 = 88.
    @Test(arguments: [("bound rows = 1", 4, 10), ("", 8, 32), ("bound rows = 3", 16, 88)])
    func aSetOfRowsInFlightHasHandDerivedCounts(rows: String, states: Int, transitions: Int) throws {
        let outcome = try DesignOutcome.of(ModelSystem.compile(source: Self.inFlight(rows: rows), file: "rows.model"))
        #expect(outcome.states == states)
        #expect(outcome.transitions == transitions)
    }

    /// The per-row events are named after the row: `tap(row1)`, `tap(row2)`.
    @Test func aPerRowEventIsOneEventPerRow() throws {
        let system = try ModelSystem.compile(source: Self.inFlight(), file: "rows.model")
        let events = system.screenEvents.custom
        #expect(events == ["tap(row1)", "tap(row2)"])
    }

    /// Each row's entry is nil, loading, loaded or failed (loading exactly
    /// while its task waits): 2 visibilities × 4 × 4 = 32 states. Per state:
    /// `load`/`cancel` (1), when visible a `tap` per row (2: a self-loop on
    /// a loading row), `success` and `fail` per loading row. A row is
    /// loading in 4 of the 16 entry pairs, so Σ loading rows = 8:
    /// invisible 16 + 2 · 8 = 32, visible 16 · 3 + 2 · 8 = 64; 96 in all.
    static let details = """
    model RowDetailsByRow
    api detail()
    enum Loadable { case loading, loaded, failed }
    var details: [Row: Loadable] = [:]

    func expand(_ id: Row) async {
        if case .loading? = details[id] { return }
        details[id] = .loading
        do {
            try await detail()
            details[id] = .loaded
        } catch {
            details[id] = .failed
        }
    }

    on tap(row) Task { await expand(row) }

    view {
        if details.isEmpty { blank }
        if details[.row1] == .failed { mark("row1 failed") }
    }
    """

    @Test func aDictionaryOfRowStatesHasHandDerivedCounts() throws {
        let outcome = try DesignOutcome.of(ModelSystem.compile(source: Self.details, file: "details.model"))
        #expect(outcome.states == 32)
        #expect(outcome.transitions == 96)
    }

    /// The same design written with one variable per row and one handler per
    /// row: the rewrite is exactly this, so the counts and verdicts are equal.
    @Test func aDictionaryIsOneOptionalVariablePerRow() throws {
        let byHand = """
        model RowDetailsByHand
        api detail()
        enum Loadable { case loading, loaded, failed }
        var details1: Loadable? = nil
        var details2: Loadable? = nil

        func expand1() async {
            if case .loading? = details1 { return }
            details1 = .loading
            do {
                try await detail()
                details1 = .loaded
            } catch {
                details1 = .failed
            }
        }

        func expand2() async {
            if case .loading? = details2 { return }
            details2 = .loading
            do {
                try await detail()
                details2 = .loaded
            } catch {
                details2 = .failed
            }
        }

        on tap1 Task { await expand1() }
        on tap2 Task { await expand2() }

        view {
            if details1 == nil && details2 == nil { blank }
            if details1 == .failed { mark("row1 failed") }
        }
        """
        let rows = try DesignOutcome.of(ModelSystem.compile(source: Self.details, file: "details.model"))
        let hand = try DesignOutcome.of(ModelSystem.compile(source: byHand, file: "byhand.model"))
        #expect(rows == hand)
    }

    /// What per-row state cannot decide, or a form it does not offer, is an
    /// error at the construct.
    @Test(arguments: [
        ("var d: [Row: Bool] = [:]\nfunc f(_ k: Row) { d[k] += true }", "'+=' on an entry of 'd' is not modelled; write 'd[key] = …'"),
        ("var s: Set<Row> = []\nfunc f(_ k: Row) -> Bool { return s[k] }", "a set of rows has no subscript; write 's.contains(key)'"),
        ("var d: [Row: Bool] = [:]\nfunc f() -> Bool { return d.first == nil }", "'d.first' is not modelled on per-row state ('[Row: Bool]'); the operations are \(RowExpansion.operations)"),
        ("var d: [Row: Bool] = [:]\nfunc g() -> Row { return .row1 }\nfunc f() -> Bool? { return d[g()] }", "the key of 'd' must be a name or a row (.row1); bind it first: 'let key = …'"),
        ("var d: [Row: Bool] = [.row1: true]", "the collection 'd' starts empty ('= [:]'); add its rows in the code that loads them"),
        ("var d: [Int: Bool] = [:]", "a dictionary's key type must be 'Row' (the row identities row1, row2, …, 'bound rows'); found 'Int'"),
        ("bound rows = 9", "'rows' takes one number from 1 to 6: 'bound rows = 2'"),
    ])
    func whatPerRowStateCannotDecideIsAnError(declarations: String, message: String) throws {
        let source = "model M\n\(declarations)\nview { blank }\n"
        let (_, diagnostics) = analyzeModel(source: source, file: "m.model")
        #expect(diagnostics.map(\.message) == [message], "\(diagnostics.map(\.description))")
    }
}

extension RowStateTests {
    /// A model with an enum `Row` of its own and no per-row state keeps its
    /// enum; with per-row state the name is taken.
    @Test func aModelsOwnRowEnumStaysItsOwnWithoutPerRowState() throws {
        let own = "model M\nenum Row { case header, item }\nvar r: Row = .header\non tap sync { r = .item }\nview { blank }\n"
        let (_, quiet) = analyzeModel(source: own, file: "m.model")
        #expect(quiet.isEmpty, "\(quiet.map(\.description))")
        let (_, clash) = analyzeModel(source: own + "var s: Set<Row> = []\n", file: "m.model")
        #expect(clash.map(\.message) == ["'Row' is the type of row identities (row1, row2, …, 'bound rows'); give the enum another name"])
    }

    /// Two requests for different rows are two requests; two for the same row
    /// are one request twice. With the row kept with `detail(for:)` the guard
    /// on `inFlight` keeps singleFlight; without a guard a second tap on the
    /// same row while it loads violates it.
    @Test func singleFlightTellsRowsApart() throws {
        let guarded = Self.inFlight().replacingOccurrences(of: "api detail()", with: "api detail(for: Row)")
            .replacingOccurrences(of: "try await detail()", with: "try await detail(for: id)")
        let unguarded = guarded.replacingOccurrences(of: "    guard !inFlight.contains(id) else { return }\n", with: "")
        let g = try check(ModelSystem.compile(source: guarded, file: "g.model"), properties: ["singleFlight"])
        let u = try check(ModelSystem.compile(source: unguarded, file: "u.model"), properties: ["singleFlight"])
        #expect(g.properties.first?.verdict == .holds)
        #expect(u.properties.first?.verdict == .violated)
        #expect(u.properties.first?.description.contains("two calls of detail(row1) are in flight at once") == true, "\(u.properties.first?.description ?? "")")
    }
}
