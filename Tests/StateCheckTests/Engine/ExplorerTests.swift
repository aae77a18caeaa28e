import Testing
@testable import StateCheckEngine

/// A counter that goes 0 → 1 → 2 → 3 and also jumps 0 → 3 directly: the
/// shortest path to 3 has one step.
private struct Jumps: TransitionSystem {
    var initialStates: [Int] { [0] }
    func forEachSuccessor(of state: Int, _ emit: (Transition<String, Int, Void>) -> Void) {
        if state < 3 { emit(Transition(label: "inc", target: state + 1)) }
        if state == 0 { emit(Transition(label: "jump", target: 3)) }
    }
}

@Test func shortestTraceIsReported() {
    let result = Explorer.explore(Jumps(), invariants: [StateInvariant("notThree") { $0 != 3 }])
    #expect(result.stateCount == 4)
    #expect(result.transitionCount == 4)
    let site = result.violations["notThree"]
    #expect(site != nil)
    if let site { #expect(result.trace(to: site).labels == ["jump"]) }
}
