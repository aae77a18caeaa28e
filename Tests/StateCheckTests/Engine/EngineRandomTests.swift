import Testing
@testable import StateCheckEngine

/// A counter with noise: `inc` adds one (up to 9), `reset` goes back to 0,
/// `toggle` and `noise` change bits that do not matter. The planted bug:
/// the invariant `count < 3` fails after three `inc`s.
private struct Noisy: TransitionSystem {
    struct State: Hashable { var count = 0; var flag = false; var noise = 0 }
    var initialStates: [State] { [State()] }
    func forEachSuccessor(of s: State, _ emit: (Transition<String, State, Void>) -> Void) {
        var t = s
        t.flag.toggle()
        emit(Transition(label: "toggle", target: t))
        t = s
        t.noise = (s.noise + 1) % 4
        emit(Transition(label: "noise", target: t))
        if s.count < 9 {
            t = s
            t.count += 1
            emit(Transition(label: "inc", target: t))
        }
        if s.count > 0 {
            t = s
            t.count = 0
            emit(Transition(label: "reset", target: t))
        }
    }
}

/// `answer` has two transitions: success (to 1) first, fail (to 2) second.
/// The bug is in state 2.
private struct TwoAnswers: TransitionSystem {
    var initialStates: [Int] { [0] }
    func forEachSuccessor(of s: Int, _ emit: (Transition<String, Int, Void>) -> Void) {
        if s == 0 {
            emit(Transition(label: "answer", target: 1))
            emit(Transition(label: "answer", target: 2))
            emit(Transition(label: "wait", target: 3))
        }
        if s == 3 { emit(Transition(label: "back", target: 0)) }
    }
}

@Suite struct EngineRandomTests {
    fileprivate let invariant = StateInvariant<Noisy.State>("belowThree") { $0.count < 3 }

    @Test func splitMix64IsTheReferenceSequence() {
        // Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
        var bounded = SplitMix64(seed: 7)
        for _ in 0..<1000 { #expect((0..<3).contains(bounded.next(below: 3))) }
    }

    @Test func randomWalksFindAndShrinkAPlantedBug() {
        let options = RandomWalkOptions(seed: 42, walks: 200, maxSteps: 40)
        let result = RandomExplorer.run(Noisy(), invariants: [invariant], options: options)
        guard let violation = result.violations["belowThree"] else {
            Issue.record("the planted bug is found")
            return
        }
        #expect(violation.found.steps.count >= 3)
        #expect(violation.shrunk == Replay(initial: 0, steps: [.init(label: "inc"), .init(label: "inc"), .init(label: "inc")]))
        #expect(violation.shrunk.line == "inc, inc, inc")
        #expect(violation.summary.contains("--seed 42 --replay 'inc, inc, inc'"))
        // The same seed gives the same run, to the step.
        let again = RandomExplorer.run(Noisy(), invariants: [invariant], options: options)
        #expect(again == result)
        // The printed replay line reproduces the violation.
        guard let parsed = Replay(line: violation.shrunk.line) else {
            Issue.record("the replay line parses")
            return
        }
        #expect(RandomExplorer.violationLength(of: parsed, property: "belowThree", in: Noisy(), invariants: [invariant], steps: []) == 3)
        let walk = RandomExplorer.replay(parsed, in: Noisy())
        #expect(walk?.steps.map(\.state.count) == [1, 2, 3])
        #expect(walk?.notEnabledAt == nil)
    }

    @Test func shrinkingDropsNoiseAndKeepsEnabledSteps() {
        let noisy = Replay(line: "toggle, inc, noise, reset, inc, inc, toggle, noise, inc, noise, inc")
        guard let noisy else {
            Issue.record("parses")
            return
        }
        #expect(RandomExplorer.violationLength(of: noisy, property: "belowThree", in: Noisy(), invariants: [invariant], steps: []) == 9)
        let (shrunk, _) = RandomExplorer.shrink(noisy, property: "belowThree", in: Noisy(), invariants: [invariant], steps: [])
        #expect(shrunk.line == "inc, inc, inc")
        // A replay whose step is not enabled stops there.
        let blocked = Replay(initial: 0, steps: [.init(label: "reset")])
        #expect(RandomExplorer.replay(blocked, in: Noisy())?.notEnabledAt == 0)
        #expect(RandomExplorer.violationLength(of: blocked, property: "belowThree", in: Noisy(), invariants: [invariant], steps: []) == nil)
    }

    @Test func sameLabelTransitionsAreChosenByIndex() {
        let bug = StateInvariant<Int>("notTwo") { $0 != 2 }
        let result = RandomExplorer.run(TwoAnswers(), invariants: [bug], options: RandomWalkOptions(seed: 1, walks: 50, maxSteps: 10))
        #expect(result.violations["notTwo"]?.shrunk.line == "answer@1")
        let first = Replay(initial: 0, steps: [.init(label: "answer", index: 0)])
        let second = Replay(initial: 0, steps: [.init(label: "answer", index: 1)])
        let third = Replay(initial: 0, steps: [.init(label: "answer", index: 2)])
        #expect(RandomExplorer.replay(first, in: TwoAnswers())?.steps.map(\.state) == [1])
        #expect(RandomExplorer.replay(second, in: TwoAnswers())?.steps.map(\.state) == [2])
        #expect(RandomExplorer.replay(third, in: TwoAnswers())?.notEnabledAt == 0)
    }

    @Test func stepPropertiesAreCheckedOnWalks() {
        let noReset = StepProperty<String, Noisy.State, Void>("noResetFromTwo") { s, t in !(t.label == "reset" && s.count == 2) }
        let result = RandomExplorer.run(Noisy(), steps: [noReset], options: RandomWalkOptions(seed: 9, walks: 500, maxSteps: 30))
        #expect(result.violations["noResetFromTwo"]?.shrunk.line == "inc, inc, reset")
    }

    @Test func replayLinesEscapeSeparators() {
        let replay = Replay(initial: 2, steps: [.init(label: "a,b@c%d:e", index: 3), .init(label: "success getUser")])
        #expect(replay.line == "initial 2: a%2Cb%40c%25d%3Ae@3, success getUser")
        #expect(Replay(line: replay.line) == replay)
        #expect(Replay(line: "") == Replay(initial: 0, steps: []))
        #expect(Replay(line: "initial x: a") == nil)
        #expect(Replay(line: "a@-1") == nil)
        #expect(Replay(line: "a%ZZ") == nil)
    }

    @Test func replayLinesAreTheCommandLineSyntax() throws {
        // What `check` prints after `replay:` parses, and prints back the same.
        let line = "load, refresh, success getUser@1, fail getUser"
        let replay = try Replay(parsing: line)
        #expect(replay == Replay(steps: [.init(label: "load"), .init(label: "refresh"), .init(label: "success getUser", index: 1), .init(label: "fail getUser")]))
        #expect(replay.line == line)
        #expect(try Replay(parsing: "  load ,success getUser @0 ,  refresh ").line == "load, success getUser, refresh")
        #expect(try Replay(parsing: "   ") == Replay(steps: []))
        let edges = Replay(steps: [.init(label: " a b\t"), .init(label: "x\ny")])
        #expect(edges.line == "%20a b%09, x%0Ay")
        #expect(Replay(line: edges.line) == edges)
        #expect(throws: ReplaySyntaxError.emptyStep(line: "load,")) { try Replay(parsing: "load,") }
        #expect(throws: ReplaySyntaxError.badChoice(step: "load@")) { try Replay(parsing: "load@") }
        #expect(throws: ReplaySyntaxError.badEscape(step: "a%2")) { try Replay(parsing: "a%2") }
        #expect(throws: ReplaySyntaxError.badInitial("initial -1:")) { try Replay(parsing: "initial -1: a") }
        #expect(throws: ReplaySyntaxError.badInitial("load:")) { try Replay(parsing: "load: a") }
    }

    @Test func anExploredTraceReplaysItsOwnTransitions() throws {
        // Two answers share a label: the trace to state 2 takes the second.
        let result = Explorer.explore(TwoAnswers(), invariants: [StateInvariant("notTwo") { $0 != 2 }])
        let site = try #require(result.violations["notTwo"])
        let trace = result.trace(to: site)
        #expect(trace.steps.map(\.choice) == [1])
        #expect(trace.replay.line == "answer@1")
        #expect(RandomExplorer.replay(trace.replay, in: TwoAnswers())?.steps.map(\.state) == [2])
    }
}
