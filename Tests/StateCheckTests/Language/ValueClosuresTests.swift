import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Closures over api data in `.model` files: `items.map { … }`, `filter`,
/// `compactMap`, `sorted`, `reversed()` and `shuffled()` on a `Value` are the
/// same `Value` (its pages are opaque; the closure is not run), as the Swift
/// front end reads them. ReadingListScreen (Golden/SwiftScreens) is the Swift twin.
@Suite struct ValueClosuresTests {
    /// DeferFeedScreen's design (`ErrorHandlingSemanticsTests.deferFeed`)
    /// with the answer filtered, sorted and mapped by trailing closures
    /// (`$0`, `$1`, `{ article in … }` with a local copy, a nested
    /// `filter`), and `compactMap` in the view. Each transform is the same
    /// Value, and the local `fetched` is assigned and read in the transition
    /// that resumes the task, so the states are DeferFeedScreen's. By hand,
    /// variables (isLoading, articles); T = the `.task`, Tc cancelled:
    ///
    /// ```text
    /// A  (F, nil) I            load→B                                  1
    /// B  (T, nil) V [T]        cancel→C  success→D  fail→E (defer ran)   3
    /// C  (T, nil) I [Tc]       load→F (the new task returns at the guard)
    ///                          success→G  fail(CancellationError)→A     3
    /// D  (F, [p1]) V           cancel→G                                 1
    /// E  (F, nil) V            cancel→A                                 1
    /// F  (T, nil) V [Tc]       cancel→C  success→D  fail→E              3
    /// G  (F, [p1]) I           load→H                                   1
    /// H  (T, [p1]) V [T]       cancel→I  success→D  fail→D              3
    /// I  (T, [p1]) I [Tc]      load→J  success→G  fail→G                3
    /// J  (T, [p1]) V [Tc]      cancel→I  success→D  fail→D              3
    /// ```
    /// 10 states, 22 transitions.
    static let readingList = """
    model ReadingListScreen
    api latest() -> Value nonempty
    var articles: Value? = nil
    var isLoading: Bool = false

    func load() async throws {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        let fetched = try await latest()
        articles = fetched
            .filter { !$0.isRead }
            .sorted { $0.publishedAt > $1.publishedAt }
            .map { article in
                var tidy = article
                tidy.tags = article.tags.filter { !$0.isEmpty }
                return tidy
            }
    }

    on load .task { try? await load() }

    view {
        if let articles = articles { content(articles.compactMap { $0.title.isEmpty ? nil : $0 }) } else { blank }
        if isLoading { spinner }
    }
    """

    /// The same design with the other spellings: closures in parentheses
    /// (`filter({ … })`, `sorted(by: { a, b in … })`), typed parameters,
    /// `reversed()` and `shuffled()`, through optional chaining in the view.
    /// The same 10 states and 22 transitions (the table above).
    static let readingListSpelledOut = """
    model ReadingListSpelledOut
    api latest() -> Value nonempty
    var articles: Value? = nil
    var isLoading: Bool = false

    func load() async throws {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        let fetched = try await latest()
        let unread = fetched.filter({ (article: Article) -> Bool in !article.isRead })
        articles = unread.sorted(by: { a, b in a.publishedAt > b.publishedAt }).reversed()
    }

    on load .task { try? await load() }

    view {
        if articles != nil { content(articles?.shuffled() ?? articles!) } else { blank }
        if isLoading { spinner }
    }
    """

    @Test func transformsOfAValueAreTheValue() throws {
        let (_, result) = try exploreModel(Self.readingList)
        #expect(result.stateCount == 10)
        #expect(result.transitionCount == 22)
        let closures = try DesignOutcome.of(ModelSystem.compile(source: Self.readingList, file: "reading.model"))
        let spelled = try DesignOutcome.of(ModelSystem.compile(source: Self.readingListSpelledOut, file: "spelled.model"))
        let without = try DesignOutcome.of(ModelSystem.compile(source: ErrorHandlingSemanticsTests.deferFeed, file: "defer.model"))
        #expect(closures == without)
        #expect(spelled == without)
        ErrorHandlingSemanticsTests.expectVerdicts(closures.verdicts, ErrorHandlingSemanticsTests.deferFeedVerdicts)
    }

    /// ArchiveScreen's design written with the Swift twin's closures
    /// (`items = page.filter { !$0.isHidden }`, `all.append(contentsOf:
    /// more.filter { !$0.isHidden })`): the hand count of
    /// `NoEffectCallsTests.archive`, 110 states and 342 transitions.
    @Test func archiveWithItsClosuresIsTheArchive() throws {
        let source = NoEffectCallsTests.archive
            .replacingOccurrences(of: "items = page\n", with: "items = page.filter { !$0.isHidden }\n")
            .replacingOccurrences(of: "all.append(contentsOf: more)", with: "all.append(contentsOf: more.filter { entry in !entry.isHidden })")
        #expect(source.contains("$0.isHidden") && source.contains("entry.isHidden"))
        let withClosures = try DesignOutcome.of(ModelSystem.compile(source: source, file: "archive.model"))
        let archive = try DesignOutcome.of(ModelSystem.compile(source: NoEffectCallsTests.archive, file: "twin.model"))
        #expect(withClosures == archive)
        #expect(withClosures.states == 110)
        #expect(withClosures.transitions == 342)
    }

    /// What the abstraction cannot decide, and closures whose effect would be
    /// lost, are errors at the construct; nothing is guessed.
    @Test func undecidableClosuresAreDiagnosed() {
        let cases: [(String, String)] = [
            ("flag = page.contains(where: { $0.isUnread })",
             "8:12: error: 'contains(where:)' on api data cannot be decided: a Value's elements are opaque, so which of them match is not known (deciding either way would guess a branch); keep what the code needs in a state variable (a Bool or an enum) set where the data arrives, or test 'isEmpty'"),
            ("if let first = page.first(where: { $0.isPinned }) { flag = true }",
             "8:20: error: 'first(where:)' on api data cannot be decided: a Value's elements are opaque, so which of them match is not known (deciding either way would guess a branch); keep what the code needs in a state variable (a Bool or an enum) set where the data arrives, or test 'isEmpty'"),
            ("n = page.filter { $0.isUnread }.count",
             "8:9: error: 'count' of a 'filter' result cannot be decided: a Value's elements are opaque, so how many of them remain is not known (deciding either way would guess a branch); test 'count' of the Value itself, or keep the answer in a state variable"),
            ("let unread = page.compactMap { $0.unread }\n    if unread.isEmpty { flag = true }",
             "9:8: error: 'isEmpty' of a 'compactMap' result cannot be decided: a Value's elements are opaque, so how many of them remain is not known (deciding either way would guess a branch); test 'isEmpty' of the Value itself, or keep the answer in a state variable"),
            ("items = page.map { x in await fetch() }",
             "8:29: error: the closure of 'map' on a Value is not run (its elements are opaque), so it may not 'await': its effect would be lost"),
            ("items = page.filter { note(); return $0.isUnread }",
             "8:27: error: the closure of 'filter' on a Value is not run (its elements are opaque), so it may not call the function 'note': its effect would be lost"),
            ("items = page.filter { flag = $0.isUnread; return true }",
             "8:27: error: the closure of 'filter' on a Value is not run (its elements are opaque), so it may only compute a value with 'let', 'var', expressions, assignments to its own locals and 'return'; this statement's effect would be lost"),
            ("items = page.map { $1 }", "8:24: error: the closure of 'map' takes 1 parameter: '$1' does not exist"),
            ("items = page.map { x in $0 }", "8:29: error: '$0' cannot be used in a closure that names its parameters ('x in')"),
            ("items = page.sorted { a in a }", "8:25: error: the closure of 'sorted' takes 2 parameters, not 1"),
            ("items = page.reversed { $0 }", "8:13: error: 'reversed' on a Value is written '.reversed()'"),
            ("let g = page.last", "8:13: error: 'last' of a Value is one of its elements, which are opaque; test 'isEmpty' instead ('if !items.isEmpty { … }')"),
            ("let g = { x in x }",
             "8:13: error: a closure is only accepted as the argument of a Value's 'compactMap', 'filter', 'map', 'sorted'; write the code it would run where it runs"),
        ]
        for (code, expected) in cases {
            let (model, errors) = Self.errors(inFunctionBody: code)
            #expect(errors == [expected], "\(code)")
            #expect(model == nil)
        }
    }

    /// The errors (`line:column: error: message`) of `code` written as the
    /// body of an async function `f(page: Value)` in a small model with an
    /// api `fetch`, model variables `items`, `flag`, `n` and a function
    /// `note`; the analyzed model is nil when there are errors.
    static func errors(inFunctionBody code: String) -> (model: ModelDecl?, errors: [String]) {
        let source = """
        model T
        api fetch() -> Value
        var items: Value? = nil
        var flag = false
        var n = 0
        func note() { flag = true }
        func f(page: Value) async {
            \(code)
        }
        view { blank }
        """
        let (model, diagnostics) = analyzeModel(source: source, file: "t.model")
        return (model, diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column): error: \($0.message)" })
    }
}
