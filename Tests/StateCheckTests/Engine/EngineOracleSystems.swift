@testable import StateCheckEngine

/// TLA+ DieHard (Lamport's Specifying Systems examples): a 3-gallon and a
/// 5-gallon jug; every action is always enabled, as in the TLA+ spec (an
/// action whose effect leaves the state unchanged is a stuttering step,
/// which TLC generates and then finds already seen).
struct DieHard: TransitionSystem {
    struct State: Hashable { var small = 0; var big = 0 }
    var initialStates: [State] { [State()] }
    var declaredLabels: [String] { ["FillSmall", "FillBig", "EmptySmall", "EmptyBig", "SmallToBig", "BigToSmall"] }
    func forEachSuccessor(of s: State, _ emit: (Transition<String, State, Void>) -> Void) {
        emit(Transition(label: "FillSmall", target: State(small: 3, big: s.big)))
        emit(Transition(label: "FillBig", target: State(small: s.small, big: 5)))
        emit(Transition(label: "EmptySmall", target: State(small: 0, big: s.big)))
        emit(Transition(label: "EmptyBig", target: State(small: s.small, big: 0)))
        // SmallToBig == IF big + small =< 5 THEN big' = big + small /\ small' = 0
        //               ELSE big' = 5 /\ small' = small - (5 - big)
        if s.big + s.small <= 5 {
            emit(Transition(label: "SmallToBig", target: State(small: 0, big: s.big + s.small)))
        } else {
            emit(Transition(label: "SmallToBig", target: State(small: s.small - (5 - s.big), big: 5)))
        }
        // BigToSmall == IF big + small =< 3 THEN big' = 0 /\ small' = big + small
        //               ELSE big' = small + big - 3 /\ small' = 3
        if s.big + s.small <= 3 {
            emit(Transition(label: "BigToSmall", target: State(small: s.big + s.small, big: 0)))
        } else {
            emit(Transition(label: "BigToSmall", target: State(small: 3, big: s.small + s.big - 3)))
        }
    }
}

/// TLA+ Examples `TwoPhase.tla` (two-phase commit with a transaction
/// manager) for three resource managers. `msgs` is a set of messages: the
/// `Prepared` messages as a bit set, plus `Commit` and `Abort` flags.
struct TwoPhase: TransitionSystem {
    enum RM: Hashable { case working, prepared, committed, aborted }
    enum TM: Hashable { case initial, done }
    struct State: Hashable {
        var rmState: [RM] = [.working, .working, .working]
        var tmState: TM = .initial
        var tmPrepared: UInt8 = 0
        var preparedMsgs: UInt8 = 0
        var commitMsg = false
        var abortMsg = false
    }
    let rms = 3
    var initialStates: [State] { [State()] }
    func forEachSuccessor(of s: State, _ emit: (Transition<String, State, Void>) -> Void) {
        let all = UInt8((1 << rms) - 1)
        // TMCommit
        if s.tmState == .initial && s.tmPrepared == all {
            var t = s; t.tmState = .done; t.commitMsg = true
            emit(Transition(label: "TMCommit", target: t))
        }
        // TMAbort
        if s.tmState == .initial {
            var t = s; t.tmState = .done; t.abortMsg = true
            emit(Transition(label: "TMAbort", target: t))
        }
        for r in 0..<rms {
            let bit = UInt8(1 << r)
            // TMRcvPrepared(r)
            if s.tmState == .initial && s.preparedMsgs & bit != 0 {
                var t = s; t.tmPrepared |= bit
                emit(Transition(label: "TMRcvPrepared(\(r))", target: t))
            }
            // RMPrepare(r)
            if s.rmState[r] == .working {
                var t = s; t.rmState[r] = .prepared; t.preparedMsgs |= bit
                emit(Transition(label: "RMPrepare(\(r))", target: t))
            }
            // RMChooseToAbort(r)
            if s.rmState[r] == .working {
                var t = s; t.rmState[r] = .aborted
                emit(Transition(label: "RMChooseToAbort(\(r))", target: t))
            }
            // RMRcvCommitMsg(r)
            if s.commitMsg {
                var t = s; t.rmState[r] = .committed
                emit(Transition(label: "RMRcvCommitMsg(\(r))", target: t))
            }
            // RMRcvAbortMsg(r)
            if s.abortMsg {
                var t = s; t.rmState[r] = .aborted
                emit(Transition(label: "RMRcvAbortMsg(\(r))", target: t))
            }
        }
    }
}

/// A system given by an explicit edge list over `Int` states (state 0 is
/// initial); labels are strings.
struct EdgeListSystem: TransitionSystem {
    var edges: [(from: Int, label: String, to: Int)]
    var initial: [Int] = [0]
    var initialStates: [Int] { initial }
    func forEachSuccessor(of state: Int, _ emit: (Transition<String, Int, Void>) -> Void) {
        for e in edges where e.from == state { emit(Transition(label: e.label, target: e.to)) }
    }
}
