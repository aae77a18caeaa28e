import StateCheckEngine

/// Which enum cases of a design the user can never tell apart, which are
/// never reached, and — for cases that look alike on screen but are not
/// equivalent — the shortest event sequence that tells them apart.
///
/// Computed by ``analyze(_:)`` from an exploration with its graph; see the
/// article "Indistinguishable cases" for the definitions.
///
/// ```text
/// Case1AfterRedundantFailure: 23 states, 17 behaviours
///
/// dataState: DataState — 6 cases, 6 reached
///   failure ≡ failure2: indistinguishable to the user: merge them
/// ```
package struct Minimization: Sendable, Equatable {
    /// The design's name.
    public var name: String
    /// Reachable states (explored states, when ``isComplete`` is false).
    public var stateCount: Int
    /// Bisimulation classes of the states: the distinct behaviours the user
    /// can observe.
    public var behaviourCount: Int
    /// Whether every reachable state was explored. On a partial exploration
    /// unexpanded states look like dead ends, so the answers are only
    /// indicative.
    public var isComplete: Bool
    /// One analysis per enum-typed model variable, in declaration order.
    public var variables: [CaseVariableMinimization]
    /// Declared enum cases (`Type.case`) that no reachable state holds,
    /// anywhere: in a model variable, a payload or a task's local (the cases
    /// `allCasesReachable` reports), in declaration order.
    public var deadCases: [String]

    /// Creates a result.
    public init(name: String, stateCount: Int, behaviourCount: Int, isComplete: Bool, variables: [CaseVariableMinimization], deadCases: [String]) {
        self.name = name
        self.stateCount = stateCount
        self.behaviourCount = behaviourCount
        self.isComplete = isComplete
        self.variables = variables
        self.deadCases = deadCases
    }

    /// Every group of indistinguishable cases, over all case variables, as
    /// `Type.case` (`[["DataState.failure", "DataState.failure2"]]`); for a
    /// variable of unknown type, as `variable.case`. For the comparison table.
    public var indistinguishableCases: [[String]] {
        variables.flatMap { v in v.indistinguishable.map { g in g.map { v.qualified($0) } } }
    }

    /// Every pair of interchangeable cases (see
    /// ``CaseVariableMinimization/interchangeable``), as `Type.case`.
    public var interchangeableCases: [[String]] {
        variables.flatMap { v in v.interchangeable.map { g in g.map { v.qualified($0) } } }
    }
}

/// The ``Minimization`` of one enum-typed model variable.
package struct CaseVariableMinimization: Sendable, Equatable {
    /// The variable (`dataState`).
    public var variable: String
    /// Its enum's declaration, when known.
    public var declaration: EnumDeclaration?
    /// Its cases: declared ones in order (`nil` last for an optional).
    public var cases: [String]
    /// Cases this variable holds in some reachable state.
    public var reachedCases: [String]
    /// Declared cases this variable never holds (the case may still occur
    /// in a payload: ``Minimization/deadCases`` is stricter).
    public var unreachedCases: [String]
    /// Groups of two or more reached cases the user can never tell apart,
    /// each in ``cases`` order, groups ordered by their first case.
    public var indistinguishable: [[String]]
    /// For every pair of reached, distinguishable cases that show the same
    /// screen in some states: why they are not the same.
    public var distinctions: [CaseDistinction]
    /// Every other pair of distinguishable reached cases (`[left, right]`,
    /// groups represented by their first case): they never show the same
    /// visible screen, so the screen alone tells them apart.
    public var neverLookAlike: [[String]]
    /// Pairs of reached cases (`[left, right]`, not indistinguishable, same
    /// payload types) that the code treats alike: in every reachable state
    /// holding one of them, putting the other in its place leaves the
    /// behaviour unchanged. The user may still tell them apart by the
    /// situations they occur in (a refresh spinner that only ever
    /// accompanies one), but merging them changes nothing the user sees.
    /// Computed for `.model` designs only (it rewrites states); empty for
    /// other systems.
    public var interchangeable: [[String]]

    /// Creates a result.
    public init(variable: String, declaration: EnumDeclaration?, cases: [String], reachedCases: [String], unreachedCases: [String], indistinguishable: [[String]], distinctions: [CaseDistinction], neverLookAlike: [[String]] = [], interchangeable: [[String]] = []) {
        self.variable = variable
        self.declaration = declaration
        self.cases = cases
        self.reachedCases = reachedCases
        self.unreachedCases = unreachedCases
        self.indistinguishable = indistinguishable
        self.distinctions = distinctions
        self.neverLookAlike = neverLookAlike
        self.interchangeable = interchangeable
    }

    /// `DataState.failure`, or `dataState.failure` when the type is unknown.
    public func qualified(_ caseName: String) -> String {
        "\(declaration?.name ?? variable).\(caseName)"
    }
}

/// Why two cases that look alike on screen are not the same to the user.
package struct CaseDistinction: Sendable, Equatable {
    /// How they are told apart.
    public enum Reason: Sendable, Equatable {
        /// From a state of each case showing the same `screen`, after
        /// `events` the first case's states show `left` and the second's
        /// `right` (an empty list: it cannot take these steps).
        case sequence(screen: String, events: [String], left: [String], right: [String])
        /// From states showing `screen`, the cases accept the same event
        /// sequences but branch differently; no single sequence within the
        /// search bound tells them apart.
        case branching(screen: String)
        /// Where they look alike they behave alike, but `caseName` has a
        /// behaviour, first seen showing `screen`, that the other never has.
        case unmatched(caseName: String, screen: String)
    }

    /// The first case (earlier in declaration order).
    public var left: String
    /// The second case.
    public var right: String
    /// The distinction.
    public var reason: Reason
    /// The shortest event sequence from the start to the state of ``left``
    /// the distinction starts from (empty when the reason names no such
    /// state of ``left``).
    public var leftTrace: [String]
    /// The same for ``right``.
    public var rightTrace: [String]

    /// Creates a distinction.
    public init(left: String, right: String, reason: Reason, leftTrace: [String] = [], rightTrace: [String] = []) {
        self.left = left
        self.right = right
        self.reason = reason
        self.leftTrace = leftTrace
        self.rightTrace = rightTrace
    }

    /// The events, for ``Reason/sequence(screen:events:left:right:)``; empty otherwise.
    public var events: [String] {
        if case .sequence(_, let events, _, _) = reason { return events }
        return []
    }
}
