import StateCheck
import StateCheckCommands

/// The paging benchmark family, compiled in: `N`
/// independent paging screens interleaved, each with at most `K` requests in
/// flight and at most `P` loaded pages.
///
/// A screen is 16 bits of a `UInt64` (ui 3 | pages 3 | err 1 | staleLoads 3 |
/// stalePages 3, screen `i` at bit `16 i`), so a global state is one machine
/// word. Every enabled row of the event table (``PagingEvent``) is one transition with
/// its own label (rows 14–17 give two transitions each to one successor), so
/// the reachable states and transitions match the closed forms exactly.
///
/// ```swift
/// if let s2 = PagingSystem(screens: 3, inFlight: 2, pages: 3) {
///     let result = Explorer.explore(s2, steps: [s2.invariantStep])
///     result.stateCount        // 185_193
///     result.transitionCount   // 1_842_183
/// }
/// ```
public struct PagingSystem: TransitionSystem, Sendable {
    /// The number of screens `N`, 1 ... 4.
    public let screens: Int
    /// The maximum number of requests in flight per screen `K`, 1 ... 7.
    public let inFlight: Int
    /// The maximum number of loaded pages `P`, 1 ... 7.
    public let pages: Int

    /// Creates the model; returns `nil` when a parameter is out of range
    /// (`N` in 1 ... 4, `K` and `P` in 1 ... 7, so each field fits its 3 bits).
    public init?(screens: Int, inFlight: Int, pages: Int) {
        guard (1...4).contains(screens), (1...7).contains(inFlight), (1...7).contains(pages) else { return nil }
        self.screens = screens
        self.inFlight = inFlight
        self.pages = pages
    }

    /// The initial state: every screen idle with nothing loaded or in flight.
    public var initialStates: [PagingState] { [PagingState(bits: 0)] }

    /// Every label: each event row of each screen.
    public var declaredLabels: [PagingLabel] {
        (0..<screens).flatMap { s in PagingEvent.allCases.map { PagingLabel(screen: UInt8(s), event: $0) } }
    }

    /// Hashes the packed word with ``mixHash(_:)``.
    ///
    /// That hash is a bijection, so ``stateHashIsInjective`` could be `true`;
    /// it is left `false` because on S3 and S4 the twice larger table of the
    /// injective mode cost more (S4: 33 s against 30 s of CPU, 456 MB
    /// against 322 MB) than the state reads it saves.
    @inlinable
    public func stateHash(_ state: PagingState) -> Int { mixHash(state.bits) }

    /// `17 N` dense label codes.
    @inlinable
    public var labelCodeCount: Int { screens * PagingEvent.allCases.count }

    /// `17 screen + row`.
    @inlinable
    public func labelCode(of label: PagingLabel) -> Int {
        Int(label.screen) * PagingEvent.allCases.count + Int(label.event.rawValue)
    }

    /// Emits, screen by screen and row by row in ``PagingEvent`` order, every
    /// enabled event.
    ///
    /// - Complexity: O(N · 17).
    @inlinable
    public func forEachSuccessor(of state: PagingState, _ emit: (Transition<PagingLabel, PagingState, Void>) -> Void) {
        let k = UInt64(inFlight)
        let p = UInt64(pages)
        for s in 0..<screens {
            let shift = UInt64(16 * s)
            let screen = UInt8(truncatingIfNeeded: s)
            let local = (state.bits >> shift) & 0xFFFF
            let rest = state.bits & ~(0xFFFF << shift)
            let ui = local & 7
            let pg = (local >> 3) & 7
            let sl = (local >> 7) & 7
            let sp = (local >> 10) & 7
            let loading: UInt64 = (ui == PagingUI.initialLoading || ui == PagingUI.reLoading || ui == PagingUI.retryLoading || ui == PagingUI.paging) ? 1 : 0
            let room = loading + sl + sp < k

            @inline(__always)
            func go(_ event: PagingEvent, ui newUI: UInt64, pages newPG: UInt64, err newErr: UInt64, staleLoads newSL: UInt64, stalePages newSP: UInt64) {
                let word = newUI | newPG << 3 | newErr << 6 | newSL << 7 | newSP << 10
                emit(Transition(label: PagingLabel(screen: screen, event: event), target: PagingState(bits: rest | word << shift)))
            }
            let err = (local >> 6) & 1
            // Rows 1-4: user intents.
            if ui == PagingUI.idle && room { go(.load, ui: PagingUI.initialLoading, pages: pg, err: 0, staleLoads: sl, stalePages: sp) }
            if ui == PagingUI.loadingFailure && room { go(.retry, ui: PagingUI.retryLoading, pages: pg, err: 0, staleLoads: sl, stalePages: sp) }
            if (ui == PagingUI.success || ui == PagingUI.pagingFailure) && room { go(.refresh, ui: PagingUI.reLoading, pages: pg, err: 0, staleLoads: sl, stalePages: sp) }
            if (ui == PagingUI.success || ui == PagingUI.pagingFailure) && pg < p && room { go(.page, ui: PagingUI.paging, pages: pg, err: 0, staleLoads: sl, stalePages: sp) }
            // Rows 5-8: cancel.
            if ui == PagingUI.initialLoading { go(.cancelInitialLoad, ui: PagingUI.idle, pages: pg, err: err, staleLoads: sl + 1, stalePages: sp) }
            if ui == PagingUI.reLoading { go(.cancelReload, ui: PagingUI.success, pages: pg, err: err, staleLoads: sl + 1, stalePages: sp) }
            if ui == PagingUI.retryLoading { go(.cancelRetry, ui: PagingUI.loadingFailure, pages: pg, err: err, staleLoads: sl + 1, stalePages: sp) }
            if ui == PagingUI.paging { go(.cancelPage, ui: PagingUI.success, pages: pg, err: err, staleLoads: sl, stalePages: sp + 1) }
            // Rows 9-13: the live request answers.
            if ui == PagingUI.initialLoading || ui == PagingUI.reLoading || ui == PagingUI.retryLoading {
                go(.loadSuccess, ui: PagingUI.success, pages: 1, err: 0, staleLoads: sl, stalePages: sp)
            }
            if ui == PagingUI.paging { go(.pageSuccess, ui: PagingUI.success, pages: pg + 1, err: 0, staleLoads: sl, stalePages: sp) }
            if ui == PagingUI.initialLoading || ui == PagingUI.retryLoading { go(.loadFail, ui: PagingUI.loadingFailure, pages: pg, err: err, staleLoads: sl, stalePages: sp) }
            if ui == PagingUI.reLoading { go(.reloadFail, ui: PagingUI.success, pages: pg, err: 1, staleLoads: sl, stalePages: sp) }
            if ui == PagingUI.paging { go(.pageFail, ui: PagingUI.pagingFailure, pages: pg, err: err, staleLoads: sl, stalePages: sp) }
            // Rows 14-17: late answers to cancelled requests.
            if sl > 0 {
                go(.staleLoadSuccess, ui: ui, pages: pg, err: err, staleLoads: sl - 1, stalePages: sp)
                go(.staleLoadFail, ui: ui, pages: pg, err: err, staleLoads: sl - 1, stalePages: sp)
            }
            if sp > 0 {
                go(.stalePageSuccess, ui: ui, pages: pg, err: err, staleLoads: sl, stalePages: sp - 1)
                go(.stalePageFail, ui: ui, pages: pg, err: err, staleLoads: sl, stalePages: sp - 1)
            }
        }
    }

    /// The paging invariant for screen `screen` of `state`:
    /// `(content ? pages >= 1 : pages == 0) && pages <= P && inFlight <= K &&
    /// (err == 0 || ui == success)`.
    @inlinable @inline(__always)
    public func invariantHolds(_ state: PagingState, screen: Int) -> Bool {
        let local = (state.bits &>> UInt64(truncatingIfNeeded: screen &* 16)) & 0xFFFF
        let ui = local & 7
        let pg = (local &>> 3) & 7
        let err = (local &>> 6) & 1
        let sl = (local &>> 7) & 7
        let sp = (local &>> 10) & 7
        // Bit `ui` of 0xD4 is set for the content cases {reLoading, success,
        // paging, pagingFailure}; of 0x4E for the loading cases
        // {initialLoading, reLoading, retryLoading, paging}.
        let content = (0xD4 as UInt64) &>> ui & 1 == 1
        let loading = (0x4E as UInt64) &>> ui & 1
        return (content ? pg >= 1 : pg == 0) && pg <= UInt64(truncatingIfNeeded: pages)
            && loading &+ sl &+ sp <= UInt64(truncatingIfNeeded: inFlight)
            && (err == 0 || ui == PagingUI.success)
    }

    /// The invariant on every screen of `state`.
    public func invariantHolds(_ state: PagingState) -> Bool {
        (0..<screens).allSatisfy { invariantHolds(state, screen: $0) }
    }

    /// The paging invariant checked on every transition, on the screen the
    /// transition changed (the work SPIN's `INV` does inside each `d_step`).
    public var invariantStep: StepProperty<PagingLabel, PagingState, Void> {
        let system = self
        return StepProperty("pagingInvariant") { _, t in
            system.invariantHolds(t.target, screen: Int(t.label.screen))
        }
    }

    /// The invariant as a state invariant over every screen.
    public var invariant: StateInvariant<PagingState> {
        let system = self
        return StateInvariant("pagingInvariant") { system.invariantHolds($0) }
    }

    /// Reachable states of one screen (closed form, checked against exploration in the bench tests).
    public static func screenStates(inFlight k: Int, pages p: Int) -> Int {
        if p == 1 { return 7 * k + 3 }
        return 4 * k + 1 + (k + 1) * (3 * k + 2) / 2 + (p - 1) * (k + 1) * (5 * k + 2) / 2
    }

    /// Transitions of one screen (closed form, checked against exploration in the bench tests).
    public static func screenTransitions(inFlight k: Int, pages p: Int) -> Int {
        if p == 1 { return 27 * k - 8 }
        return 16 * k - 4 + 16 * k * k * (p - 1) + (17 * k * k + k - 4) / 2
    }

    /// Reachable global states: `S1^N`.
    public var expectedStates: Int {
        let s1 = Self.screenStates(inFlight: inFlight, pages: pages)
        return (0..<screens).reduce(1) { acc, _ in acc * s1 }
    }

    /// Global transitions: `N · S1^(N-1) · T1`.
    public var expectedTransitions: Int {
        let s1 = Self.screenStates(inFlight: inFlight, pages: pages)
        let t1 = Self.screenTransitions(inFlight: inFlight, pages: pages)
        return screens * (0..<(screens - 1)).reduce(1) { acc, _ in acc * s1 } * t1
    }
}

/// A global state of ``PagingSystem``: up to four 16-bit screens in one word.
public struct PagingState: Hashable, Sendable, CustomStringConvertible {
    /// The packed screens.
    public var bits: UInt64

    /// Creates a state from its packed word.
    @inlinable
    public init(bits: UInt64) { self.bits = bits }

    /// The fields of screen `i`.
    public func screen(_ i: Int) -> (ui: Int, pages: Int, err: Int, staleLoads: Int, stalePages: Int) {
        let local = Int((bits >> UInt64(16 * i)) & 0xFFFF)
        return (local & 7, (local >> 3) & 7, (local >> 6) & 1, (local >> 7) & 7, (local >> 10) & 7)
    }

    /// `ui/pages/err/staleLoads/stalePages` per screen, e.g. `4/2/0/1/0`.
    public var description: String {
        (0..<4).map { i in
            let s = screen(i)
            return "\(s.ui)/\(s.pages)/\(s.err)/\(s.staleLoads)/\(s.stalePages)"
        }.joined(separator: " ")
    }
}

/// The `ui` codes of the paging state (`PagingDataState` cases).
public enum PagingUI {
    /// `idle`.
    public static let idle: UInt64 = 0
    /// `initialLoading`.
    public static let initialLoading: UInt64 = 1
    /// `reLoading(V)`.
    public static let reLoading: UInt64 = 2
    /// `retryLoading(E)`.
    public static let retryLoading: UInt64 = 3
    /// `success(V)`.
    public static let success: UInt64 = 4
    /// `loadingFailure(E)`.
    public static let loadingFailure: UInt64 = 5
    /// `paging(V)`.
    public static let paging: UInt64 = 6
    /// `pagingFailure(V, E)`.
    public static let pagingFailure: UInt64 = 7
}

/// One row of the paging family's event table (row `rawValue + 1`).
public enum PagingEvent: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Row 1: `load` from idle.
    case load
    /// Row 2: `load` (retry) from loadingFailure.
    case retry
    /// Row 3: `refresh`.
    case refresh
    /// Row 4: `page`.
    case page
    /// Row 5: `cancel` during initialLoading.
    case cancelInitialLoad
    /// Row 6: `cancel` during reLoading.
    case cancelReload
    /// Row 7: `cancel` during retryLoading.
    case cancelRetry
    /// Row 8: `cancel` during paging.
    case cancelPage
    /// Row 9: the live load answers `success`.
    case loadSuccess
    /// Row 10: the live page request answers `success`.
    case pageSuccess
    /// Row 11: the live initial load or retry answers `fail`.
    case loadFail
    /// Row 12: the live reload answers `fail` (content kept).
    case reloadFail
    /// Row 13: the live page request answers `fail`.
    case pageFail
    /// Row 14: a cancelled load answers `success` late.
    case staleLoadSuccess
    /// Row 15: a cancelled load answers `fail` late.
    case staleLoadFail
    /// Row 16: a cancelled page request answers `success` late.
    case stalePageSuccess
    /// Row 17: a cancelled page request answers `fail` late.
    case stalePageFail

    /// The event name with its event-table row, e.g. `cancel#6`.
    public var description: String {
        switch self {
        case .load, .retry: return "load#\(rawValue + 1)"
        case .refresh: return "refresh#3"
        case .page: return "page#4"
        case .cancelInitialLoad, .cancelReload, .cancelRetry, .cancelPage: return "cancel#\(rawValue + 1)"
        case .loadSuccess, .pageSuccess, .staleLoadSuccess, .stalePageSuccess: return "success#\(rawValue + 1)"
        case .loadFail, .reloadFail, .pageFail, .staleLoadFail, .stalePageFail: return "fail#\(rawValue + 1)"
        }
    }
}

/// The label of a paging transition: which screen, which event row.
public struct PagingLabel: Hashable, Sendable, CustomStringConvertible {
    /// The screen index, 0 ..< N.
    public var screen: UInt8
    /// The event row.
    public var event: PagingEvent

    /// Creates a label.
    @inlinable
    public init(screen: UInt8, event: PagingEvent) {
        self.screen = screen
        self.event = event
    }

    /// `s0.cancel#6`.
    public var description: String { "s\(screen).\(event)" }
}
