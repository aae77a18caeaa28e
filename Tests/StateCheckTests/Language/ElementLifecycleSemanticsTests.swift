import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Element lifecycles in the `.model` language: `on appear(E)` /
/// `on disappear(E)` (an element's `.onAppear` / `.onDisappear` outside a
/// lazy container), the list footer's `page` (its `.onAppear` in a lazy
/// list: once per insertion), each pinned by a hand count.
@Suite struct ElementLifecycleSemanticsTests {
    /// `Text("").onAppear { Task { … } }` in a branch: the handler runs in
    /// the transition that inserted the element, and again when the view
    /// appears with the element shown. State = (phase, visible, tasks),
    /// T = the task awaiting `fetch()` (unstructured: `cancel` leaves it).
    /// maxTasks = 1 refuses the second task.
    ///
    /// ```text
    /// 0 I {}   load→0 V {}                                 1
    /// 0 V {}   cancel→0 I {}  open→1 V {T} (loader inserted) 2
    /// 1 V {T}  cancel→1 I {T}  success→2 V {}              2
    /// 1 I {T}  success→2 I {}                              1  (load refused: the loader appears again, a second T)
    /// 2 V {}   cancel→2 I {}                               1
    /// 2 I {}   load→2 V {}                                 1
    /// ```
    /// 6 states, 8 transitions, one `load` refused. Without the rule,
    /// `open` would reach 1 V {} and `fetch()` would never be called.
    @Test func appearRunsInTheTransitionThatInsertsTheElement() throws {
        let source = """
        model EagerAppear
        api fetch() nonthrowing
        var phase: Int = 0
        on open sync when phase == 0 { phase = 1 }
        on appear(mark("loader")) Task { await fetch(); phase = 2 }
        bound maxTasks = 1
        view {
            if phase == 1 { mark("loader") }
        }
        """
        let (system, result) = try exploreModel(source)
        #expect(system.screenEvents.custom == ["open"])
        #expect(result.stateCount == 6)
        #expect(result.transitionCount == 8)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 1)])
    }

    /// `.onDisappear` of an element: it runs when a transition removes the
    /// element, the view disappearing with it shown included. State =
    /// (phase, left, visible).
    ///
    /// ```text
    /// 0 f I  load→0 f V                           1
    /// 0 f V  cancel→0 f I  open→1 f V             2
    /// 1 f V  cancel→1 t I (the view took it off)  close→0 t V   2
    /// 1 t I  load→1 t V                           1
    /// 0 t V  cancel→0 t I  open→1 t V             2
    /// 1 t V  cancel→1 t I  close→0 t V            2
    /// 0 t I  load→0 t V                           1
    /// ```
    /// 7 states, 11 transitions.
    @Test func disappearRunsInTheTransitionThatRemovesTheElement() throws {
        let source = """
        model EagerDisappear
        var phase: Int = 0
        var left: Bool = false
        on open sync when phase == 0 { phase = 1 }
        on close sync when phase == 1 { phase = 0 }
        on disappear(mark("panel")) sync { left = true }
        view {
            if phase == 1 { mark("panel") }
        }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 7)
        #expect(result.transitionCount == 11)
        #expect(Set(result.states.map { rendered(system, $0) }) == [
            "phase=0 left=false", "phase=1 left=false", "phase=1 left=true", "phase=0 left=true",
        ])
    }

    /// The list footer's `.onAppear` is the user scrolling to it: `page` is
    /// enabled once per insertion of `footerSpinner`, not again while it
    /// stays on screen over the same content. State = (count, visible,
    /// tasks, a = the footer appeared since inserted), P = the page task
    /// awaiting `more()`; the footer shows while count < 2. maxTasks = 1.
    ///
    /// ```text
    /// A 0 I {}       load→B                                 1
    /// B 0 V {} a0    cancel→A  page→C                       2
    /// C 0 V {P} a1   cancel→D  success→E (same footer: a1)  2
    /// D 0 I {P}      load→F (inserted anew: a0)  success→G  2
    /// E 1 V {} a1    cancel→G                               1  (no page: it appeared)
    /// F 0 V {P} a0   cancel→D  success→H                    2  (page refused: maxTasks)
    /// G 1 I {}       load→H                                 1
    /// H 1 V {} a0    cancel→G  page→I                       2
    /// I 1 V {P} a1   cancel→J  success→K (footer gone)      2
    /// J 1 I {P}      load→L  success→M                      2
    /// K 2 V {}       cancel→M                               1
    /// L 1 V {P} a0   cancel→J  success→K                    2  (page refused: maxTasks)
    /// M 2 I {}       load→K                                 1
    /// ```
    /// 13 states, 21 transitions, 2 `page` refused. With `page` enabled
    /// whenever the footer shows, C, E and I would offer it too.
    @Test func footerPageFiresOncePerInsertion() throws {
        let source = """
        model FooterOnce
        api more() nonthrowing
        var count: Int = 0
        on page Task { await more(); count += 1 }
        bound maxTasks = 1
        view {
            if count < 2 { footerSpinner }
        }
        """
        let (_, result) = try exploreModel(source)
        #expect(result.stateCount == 13)
        #expect(result.transitionCount == 21)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("page"), count: 2)])
    }

    /// Rows added above the footer push it off screen: reaching it again is
    /// a new appearance, so `page` is enabled again once the page arrived.
    /// State = (items: n / 1 / 2 pages, visible, tasks, a), L = the `.task`
    /// (C when cancelled; nonthrowing, so still answered), P = the page task.
    /// maxTasks = 1, maxPages = 2.
    ///
    /// ```text
    /// A n I {}      load→B                                           1
    /// B n V {L}     cancel→C  success→D                              2
    /// C n I {C}     success→E                                        1  (load refused: maxTasks)
    /// D 1 V {} a0   cancel→E  page→F                                 2
    /// E 1 I {}      load→D (the .task finds items)                   1
    /// F 1 V {P} a1  cancel→G  success→H (content grew: a0)           2
    /// G 1 I {P}     load→I  success→J                                2
    /// H 2 V {} a0   cancel→J  page→K                                 2
    /// I 1 V {P} a0  cancel→G  success→H                              2  (page refused: maxTasks)
    /// J 2 I {}      load→H                                           1
    /// K 2 V {P} a1  cancel→L                                         1  (success refused: 3 pages)
    /// L 2 I {P}     load→M                                           1  (success refused)
    /// M 2 V {P} a0  cancel→L                                         1  (page refused: maxTasks; success refused)
    /// ```
    /// 13 states, 19 transitions.
    @Test func contentAddedAboveTheFooterInsertsItAnew() throws {
        let source = """
        model FooterRearm
        api getPosts() -> Value nonempty nonthrowing
        var items: Value? = nil
        on load .task { if items == nil { items = await getPosts() } }
        on page Task { if let v = items { let more = await getPosts(); items = v + more } }
        bound maxTasks = 1
        bound maxPages = 2
        view {
            if let v = items { content(v); footerSpinner }
        }
        """
        let (_, result) = try exploreModel(source)
        #expect(result.stateCount == 13)
        #expect(result.transitionCount == 19)
        #expect(result.boundHits == [
            BoundHit(bound: "maxPages", label: EventLabel("success", api: "getPosts"), count: 3),
            BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 1),
            BoundHit(bound: "maxTasks", label: EventLabel("page"), count: 2),
        ])
    }

    /// A subview's own state and task: `detailLoaded` lives while
    /// `mark("detail")` is drawn (kept while the whole view is hidden, as
    /// SwiftUI keeps a hidden screen's subviews), and goes back to `false`
    /// once the detail is removed; the detail's `.task` starts as it appears
    /// and is cancelled as it leaves. State = (showDetail s/-, detailLoaded
    /// L/-, visible, tasks), T = the detail's task awaiting `loadDetail()`,
    /// C = a cancelled one (nonthrowing: still answered). maxTasks = 2.
    ///
    /// ```text
    /// A - - I {}      load→B                                          1
    /// B - - V {}      cancel→A  toggle→C (detail inserted: T)         2
    /// C s - V {T}     cancel→D  toggle→E (T cancelled)  success→F     3
    /// D s - I {C}     load→G (appears again: a new T)  success→H      2
    /// E - - V {C}     cancel→I  toggle→G  success→B (the late answer sets detailLoaded, which the removed detail does not keep) 3
    /// F s L V {}      cancel→H  toggle→B (state gone)                 2
    /// G s - V {C,T}   cancel→K  toggle→L  success C→M  success T→N    4
    /// H s L I {}      load→M                                          1
    /// I - - I {C}     load→E  success→A                               2
    /// K s - I {C,C}   success→O                                       1  (load refused)
    /// L - - V {C,C}   cancel→P  success→E                             2  (toggle refused)
    /// M s L V {T}     cancel→O  toggle→E  success→F                   3
    /// N s L V {C}     cancel→O  toggle→E  success→F                   3
    /// O s L I {C}     load→Q  success→H                               2
    /// P - - I {C,C}   load→L  success→I                               2
    /// Q s L V {C,T}   cancel→R  toggle→L  success C→M  success T→N    4
    /// R s L I {C,C}   success→O                                       1  (load refused)
    /// ```
    /// 17 states, 38 transitions; two `load` and one `toggle` refused.
    /// Without the rule, `toggle` from F would keep detailLoaded true.
    @Test func aSubviewsStateAndTaskLiveWhileItIsShown() throws {
        let source = """
        model SubviewState
        api loadDetail() nonthrowing
        var showDetail = false
        var detailLoaded = false in mark("detail")
        on toggle sync { showDetail = !showDetail }
        on appear(mark("detail")) .task { await loadDetail(); detailLoaded = true }
        bound maxTasks = 2
        view {
            if showDetail { mark("detail") }
        }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 17)
        #expect(result.transitionCount == 38)
        #expect(result.boundHits == [
            BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 2),
            BoundHit(bound: "maxTasks", label: EventLabel("toggle"), count: 1),
        ])
        // A removed detail never holds a loaded state.
        #expect(!Set(result.states.map { rendered(system, $0) }).contains("showDetail=false detailLoaded=true"))
    }
}
