/// A system that can tell whether two enum cases are interchangeable: swapping
/// them in every reachable state keeps every behaviour.
///
/// ``Minimization/analyze(_:)`` asks for it when the exploration is complete;
/// a front end whose states name their enum cases (the `.model` interpreter)
/// conforms, so the screens layer never needs to know which front end it has.
package protocol CaseSwapping<State> {
    /// The state type of the system.
    associatedtype State

    /// The pairs among `candidates` (cases of `variable`) that are
    /// interchangeable over `reachable`, grouped into classes of equal cases.
    func interchangeablePairs(variable: String, candidates: [(String, String)], reachable: some Collection<State>, maxStates: Int) -> [[String]]
}
