/// A finite-branching transition system that the engine explores.
///
/// A system names its initial states and, for any state, calls back once per
/// outgoing transition. Nondeterminism is normal: several transitions may carry
/// the same label. The engine never looks inside a state beyond `Hashable`.
///
/// Transitions are reported through a non-escaping closure so that compiled
/// systems (the benchmark family) run without allocating per transition.
///
/// ```swift
/// struct Counter: TransitionSystem {
///     var initialStates: [Int] { [0] }
///     func forEachSuccessor(of state: Int, _ emit: (Transition<String, Int, Void>) -> Void) {
///         if state < 3 { emit(Transition(label: "inc", target: state + 1, note: ())) }
///     }
/// }
/// ```
public protocol TransitionSystem {
    /// A state of the system. Equal states are one node of the explored graph.
    associatedtype State: Hashable
    /// The label of a transition (an event name, plus whatever tells two
    /// transitions of the same event apart in a trace).
    associatedtype Label: Hashable
    /// Extra information about one transition that reports need later (the
    /// source lines that ran, which task an answer went to). It is handed to
    /// step properties and to trace steps, but it is not stored in the graph.
    associatedtype Note = Void

    /// The states exploration starts from, in a fixed order.
    var initialStates: [State] { get }

    /// Calls `emit` once for every outgoing transition of `state`, in a
    /// deterministic order.
    func forEachSuccessor(of state: State, _ emit: (Transition<Label, State, Note>) -> Void)

    /// Every label the system could ever produce, when it knows them; used by
    /// coverage to report events that were never enabled. Defaults to empty.
    var declaredLabels: [Label] { get }
}

extension TransitionSystem {
    /// By default a system declares no labels, and coverage reports only the
    /// labels it saw.
    public var declaredLabels: [Label] { [] }
}

/// One outgoing transition: its label, the state it leads to, and a note.
public struct Transition<Label, State, Note> {
    /// The event that fires this transition.
    public var label: Label
    /// The state after the transition.
    public var target: State
    /// Extra information for reports and step properties.
    public var note: Note

    /// Creates a transition.
    @inlinable
    public init(label: Label, target: State, note: Note) {
        self.label = label
        self.target = target
        self.note = note
    }
}

extension Transition where Note == Void {
    /// Creates a transition without a note.
    @inlinable
    public init(label: Label, target: State) {
        self.init(label: label, target: target, note: ())
    }
}
