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
    /// What expanding a state can meet besides its transitions: a run that
    /// failed, a transition a bound refused. `Never` (the default) for a
    /// system whose expansions always succeed.
    associatedtype Issue: Hashable = Never
    /// How the explorers keep visited states: an array of them (the
    /// default) or a compact form that is decoded when a state is read
    /// (see ``Explorer/StateStorage``). ``Exploration/states`` has this type.
    associatedtype Storage: Explorer.StateStorage = [State] where Storage.Element == State

    /// The states exploration starts from, in a fixed order.
    var initialStates: [State] { get }

    /// Calls `emit` once for every outgoing transition of `state`, in a
    /// deterministic order.
    func forEachSuccessor(of state: State, _ emit: (Transition<Label, State, Note>) -> Void)

    /// Expands `state`: calls `emit` once for every outgoing transition,
    /// exactly as ``forEachSuccessor(of:_:)`` does, and returns the issues
    /// the expansion met, in a deterministic order.
    ///
    /// The explorers call this and collect the issues into their results
    /// (``Exploration/issues``), so a system needs no shared state to report
    /// them. Defaults to ``forEachSuccessor(of:_:)`` and no issue.
    func expand(_ state: State, _ emit: (Transition<Label, State, Note>) -> Void) -> [Issue]

    /// Every label the system could ever produce, when it knows them; used by
    /// coverage to report events that were never enabled. Defaults to empty.
    var declaredLabels: [Label] { get }

    /// A hash of `state` for the visited set. Equal states must have equal
    /// hashes. Defaults to `state.hashValue`.
    ///
    /// Compiled systems whose states are a few machine words override it
    /// with a cheap integer mixer: the visited set hashes once per
    /// transition, so this is the engine's hottest call.
    func stateHash(_ state: State) -> Int

    /// Whether ``stateHash(_:)`` is injective: equal hashes only for equal
    /// states (for example a bijective mix of a state that is one machine
    /// word). The visited set then compares hashes instead of states.
    /// Defaults to `false`; claiming it falsely merges distinct states.
    var stateHashIsInjective: Bool { get }

    /// About how many bytes `state` takes once stored: its inline size plus
    /// the heap storage it owns (array buffers, boxed payloads). The
    /// ``ExplorationLimits/maxMemory`` limit adds these up. Defaults to
    /// `MemoryLayout<State>.stride`, exact for states without heap storage.
    func storedBytes(of state: State) -> Int

    /// The number of dense label codes the system hands out through
    /// ``labelCode(of:)``; `0` (the default) when it does not.
    var labelCodeCount: Int { get }

    /// A dense code in `0 ..< labelCodeCount` for `label`, or `-1`.
    ///
    /// Equal labels must get equal codes and different labels different
    /// codes. The engine then finds a label's ``LabelID`` by indexing an
    /// array instead of hashing the label once per transition. The default
    /// returns `-1` (labels are interned through a dictionary).
    func labelCode(of label: Label) -> Int

    /// The system exploration thread `thread` (in `0 ..< threads`) expands
    /// states with.
    ///
    /// A system that remembers what it computed, in a memo every copy
    /// shares behind a lock, returns a copy with memos of its own: threads
    /// then never take turns at one lock, nor bounce one memo's entries
    /// between their caches. The copy must give exactly the successors,
    /// issues, hashes and stored bytes this system gives. The default
    /// returns the system itself.
    func forThread(_ thread: Int, of threads: Int) -> Self

    /// Explores the system with properties made per unit of work
    /// (``Explorer/explore(_:options:properties:)``).
    ///
    /// Generic code (a check written for any screen system) calls this
    /// instead of the explorer: a system that implements it as a call of
    /// ``Explorer/explore(_:options:properties:)`` runs a search compiled
    /// for its own type, where the generic search pays a metadata lookup
    /// and a witness call for every state copied, hashed or compared.
    /// The default explores through the generic search.
    func explore(options: ExplorationOptions, properties: (_ unit: ExplorationUnit) -> PropertySet<Self>) -> Exploration<Self>
}

extension TransitionSystem {
    /// By default a system declares no labels, and coverage reports only the
    /// labels it saw.
    public var declaredLabels: [Label] { [] }

    /// By default an expansion is ``forEachSuccessor(of:_:)`` and meets no issue.
    @inlinable
    public func expand(_ state: State, _ emit: (Transition<Label, State, Note>) -> Void) -> [Issue] {
        forEachSuccessor(of: state, emit)
        return []
    }

    /// By default the visited set uses the state's own `hashValue`.
    @inlinable
    public func stateHash(_ state: State) -> Int { state.hashValue }

    /// By default a state is its inline size.
    @inlinable
    public func storedBytes(of state: State) -> Int { MemoryLayout<State>.stride }

    /// By default hashes may collide.
    @inlinable
    public var stateHashIsInjective: Bool { false }

    /// By default a system has no dense label codes.
    @inlinable
    public var labelCodeCount: Int { 0 }

    /// By default no label has a dense code.
    @inlinable
    public func labelCode(of label: Label) -> Int { -1 }

    /// By default every thread expands with this very system.
    @inlinable
    public func forThread(_ thread: Int, of threads: Int) -> Self { self }

    /// By default the search the explorer runs for this system.
    @inlinable
    public func explore(options: ExplorationOptions, properties: (_ unit: ExplorationUnit) -> PropertySet<Self>) -> Exploration<Self> {
        Explorer.explore(self, options: options, properties: properties)
    }
}

/// A fast, deterministic 64-bit mixer (the SplitMix64 / Murmur3 finaliser)
/// for systems that hash their packed states themselves.
///
/// Unlike `Hasher`, it is not seeded per process, so hash-dependent work is
/// reproducible; the engine's numbering never depends on hashes anyway.
///
/// - Complexity: O(1), a handful of multiplications and shifts.
@inlinable
package func mixHash(_ x: UInt64) -> Int {
    var z = x &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(z ^ (z >> 31)))
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
