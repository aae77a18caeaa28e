import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Response structs in the `.model` language: an api answering
/// `struct Page { let items: Value; let hasMore: Bool }` gets one `success`
/// per shape (every combination of the values the code can tell apart),
/// each pinned by a hand count.
@Suite struct ResponseStructSemanticsTests {
    /// One load whose answer has a list and a `Bool`. `loading` keeps a
    /// second appearance from issuing a second call, `items != nil` from
    /// reloading. State = (items, hasMore, loading, visible, tasks); T is
    /// the `.task` awaiting `fetch()`, Tc once cancelled. Shapes of a
    /// `success`: items a page `[1]` or empty `[]` (the api is not
    /// `nonempty`), times hasMore false / true: 4, then `fail`.
    ///
    /// ```text
    /// S0 nil F F I {}     load→S1                                   1
    /// S1 nil F T V {T}    cancel→S2  4 shapes→A,B,C,D  fail→E       6
    /// S2 nil F T I {Tc}   load→S3  4 shapes→A',B',C',D'  fail→S0    6  (CancellationError)
    /// S3 nil F T V {Tc}   cancel→S2  4 shapes→A,B,C,D  fail→E       6  (the second load returns at once)
    /// A [1] F F V, B [1] T F V, C [] F F V, D [] T F V: cancel→primed   4
    /// A'..D' the same, invisible: load→unprimed (items != nil)      4
    /// E nil F F V {}      cancel→S0                                 1
    /// ```
    /// 13 states, 28 transitions.
    static let moreButton = """
    model MoreButton
    struct Page {
        let items: Value
        let hasMore: Bool
    }
    api fetch() -> Page
    var items: Value? = nil
    var hasMore: Bool = false
    var loading: Bool = false
    on load .task {
        if loading || items != nil { return }
        loading = true
        defer { loading = false }
        do {
            let page = try await fetch()
            items = page.items
            hasMore = page.hasMore
        } catch {
        }
    }
    view {
        if let items {
            content(items)
            if hasMore { button("More", disabled: false) }
        }
        if loading { spinner }
    }
    """

    @Test func everyShapeOfAnAnswerIsExplored() throws {
        let (system, result) = try exploreModel(Self.moreButton)
        #expect(result.stateCount == 13)
        #expect(result.transitionCount == 28)
        #expect(system.declaredLabels.map(\.description) == [
            "load", "cancel",
            "success fetch hasMore=false", "success fetch hasMore=true",
            "success fetch empty hasMore=false", "success fetch empty hasMore=true",
            "fail fetch",
        ])
    }

    /// `nonempty` still applies to the list: the two empty shapes go, so
    /// C, D and their invisible twins go and S1, S2, S3 lose two
    /// transitions each: 9 states, 28 - 4 - 4 - 6 = 18 transitions.
    @Test func nonemptyAppliesToTheList() throws {
        let source = Self.moreButton.replacingOccurrences(of: "api fetch() -> Page", with: "api fetch() -> Page nonempty")
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 9)
        #expect(result.transitionCount == 18)
        #expect(system.declaredLabels.map(\.description) == [
            "load", "cancel", "success fetch hasMore=false", "success fetch hasMore=true", "fail fetch",
        ])
    }

    /// An empty shape dates its step by the page its call reserved, as
    /// `success … empty` does: a screen showing the empty answer as its
    /// content is the same screen either way.
    @Test func anEmptyShapeIsAnEmptyAnswer() throws {
        let system = try ModelSystem.compile(source: Self.moreButton, file: "t.model")
        var notes: [String: Int?] = [:]
        let loaded = try #require(Self.successor(of: system.initialStates[0], in: system, label: "load"))
        system.forEachSuccessor(of: loaded) { t in notes[t.label.description] = t.note.emptyAnswerRequest }
        #expect(notes["success fetch hasMore=false"] == .some(nil))
        #expect(notes["success fetch empty hasMore=false"] == .some(1))
    }

    static func successor(of state: ModelState, in system: ModelSystem, label: String) -> ModelState? {
        var found: ModelState?
        system.forEachSuccessor(of: state) { t in if t.label.description == label { found = t.target } }
        return found
    }

    /// Optional and enum fields take `nil` and every case; a `String` the
    /// one token `"some"`; shapes list the list first, then the
    /// fields in order. `Page` here: 1 (nonempty list) × 3 (`Bool?`) × 2
    /// (`Status`) × 2 (`String?`) = 12 shapes.
    @Test func optionalAndEnumFieldsTakeEveryValue() throws {
        let source = """
        model Shapes
        enum Status { case open, closed }
        struct Page {
            let items: Value
            let pinned: Bool?
            let status: Status
            let cursor: String?
            let total: Int
        }
        api fetch() -> Page nonempty
        var status: Status = .open
        var cursor: String? = nil
        on load .task {
            do {
                let page = try await fetch()
                status = page.status
                cursor = page.cursor
                if page.pinned == true { status = .closed }
            } catch {
            }
        }
        view { blank }
        """
        let system = try ModelSystem.compile(source: source, file: "t.model")
        let answers = system.declaredLabels.filter { $0.name == "success" }.compactMap(\.answer)
        #expect(answers.count == 12)
        #expect(answers.prefix(4) == [
            "pinned=nil status=.open cursor=nil", "pinned=nil status=.open cursor=some",
            "pinned=nil status=.closed cursor=nil", "pinned=nil status=.closed cursor=some",
        ])
        #expect(answers.last == "pinned=true status=.closed cursor=some")
    }

    /// What an answer cannot hold, or the checker cannot enumerate, is an
    /// error at the field or the read.
    @Test func fieldsOutsideTheAnswerDomainAreErrors() {
        let source = """
        model Bad
        struct Page {
            let items: Value
            let more: Value
            let problem: Error
            let total: Int
        }
        api fetch() -> Page
        var count: Int = 0
        on load .task {
            do {
                let page = try await fetch()
                count = page.total
            } catch {
            }
        }
        view { blank }
        """
        let (_, diagnostics) = analyzeModel(source: source, file: "t.model")
        #expect(diagnostics.map(\.description) == [
            "t.model:4:5: error: struct 'Page' has a second 'Value' field 'more'; an answer holds at most one list of items (its page)",
            "t.model:5:5: error: the field 'problem' of struct 'Page' has type 'Error'; an answer's fields are one 'Value' (its items), 'Bool', 'String', 'Int' (never read), enums without payloads, and their optionals",
            "t.model:13:17: error: the Int field 'total' of 'Page' is not read by models: the numbers an api answers are not enumerated; branch on a Bool or optional field, or on the items' 'isEmpty'",
        ])
    }

    /// A struct's computed properties are read as an extension's:
    /// `hasMore` is `nextCursor != nil` of the answer. State = (asked,
    /// more, visible, tasks); T the unstructured task awaiting `fetch()`
    /// (not cancelled by `cancel`).
    ///
    /// ```text
    /// S0 F F I {}   load→S1                                      1
    /// S1 T F V {T}  cancel→S2  success nil→S3  success cursor→S4  3
    /// S2 T F I {T}  load→S1 (asked)  success nil→S5  success cursor→S6  3
    /// S3 T F V {}   cancel→S5                                    1
    /// S4 T T V {}   cancel→S6 (no 'on page': the footer is no event)  1
    /// S5 T F I {}   load→S3                                      1
    /// S6 T T I {}   load→S4                                      1
    /// ```
    /// 7 states, 11 transitions.
    @Test func aStructMayHaveComputedProperties() throws {
        let source = """
        model Computed
        struct Page {
            let items: Value
            let nextCursor: String?
            var hasMore: Bool { nextCursor != nil }
        }
        api fetch() -> Page nonempty nonthrowing
        var asked: Bool = false
        var more: Bool = false
        on load Task {
            if asked { return }
            asked = true
            more = await fetch().hasMore
        }
        view { if more { footerSpinner } }
        """
        let (system, result) = try exploreModel(source)
        #expect(system.declaredLabels.filter { $0.name == "success" }.map(\.description) == [
            "success fetch nextCursor=nil", "success fetch nextCursor=some",
        ])
        #expect(result.stateCount == 7)
        #expect(result.transitionCount == 11)
    }

    /// A SwiftUI view pasted into a model is named as one.
    @Test func aViewStructIsNamed() {
        let (_, diagnostics) = analyzeModel(source: "model V\nstruct Row: View {\n    var body: some View { Text(\"\") }\n}\nview { blank }\n", file: "t.model")
        #expect(diagnostics.map(\.description) == [
            "t.model:2:1: error: 'struct Row: View' is a SwiftUI view: a model shows its screen in one 'view { }' block and keeps its state in model 'var's",
        ])
    }

    /// An answer's `String` is an opaque token: testing it for nil is
    /// decided, comparing it with a String (even the literal `"some"` it is
    /// shown as) is a run-time error at the comparison, never a branch
    /// picked quietly.
    @Test func comparingAnAnswersStringIsAnError() throws {
        let source = """
        model Cmp
        struct P {
            let items: Value
            let cursor: String?
        }
        api f() -> P nonempty
        var c: String? = nil
        var more: Bool = false
        on load .task {
            do {
                let p = try await f()
                c = p.cursor
                more = c != nil
                if c == "some" { more = false }
            } catch {
            }
        }
        view { blank }
        """
        let (_, result) = try exploreModel(source, file: "cmp.model")
        #expect(result.runtimeErrors.map(\.description) == [
            "cmp.model:14:12: error: an api's answer String is compared with a String: the answer's text is an opaque token whose value is not known; pass it on to an api or test it for nil",
        ])
        let decided = try exploreModel(source.replacingOccurrences(of: "        if c == \"some\" { more = false }\n", with: ""), file: "cmp.model").1
        #expect(decided.runtimeErrors.isEmpty)
    }
}
