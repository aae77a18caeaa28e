import StateCheckEngine
import StateCheckScreens

/// Searches a catalogue of design moves for the ones that fix a violated
/// standard property of a `.model` design, checking each rewritten model
/// before it is kept: nothing unchecked is ever suggested.
///
/// A move is kept for a property when, on the rewritten model, the property
/// holds and every property that held before (standard, or the model's own
/// invariants and steps) still holds; the
/// text suggested is the rewritten model with its `expect` lines updated to
/// the new verdicts (`ExpectationUpdate`), checked again. A move
/// that does not apply, a rewrite that does not compile, fails at run time
/// or is only partly explored (a limit) is dropped.
package struct SuggestionSearch: Sendable {
    /// The moves tried, in order (ties in size keep this order).
    package var moves: [DesignMove]
    /// The exploration limits of every check.
    package var limits: ExplorationLimits
    /// Stops the checks early (Ctrl-C); a stopped check proves nothing, so its move is dropped.
    package var stopFlag: StopFlag?

    /// Creates a search over `moves` (default: the standard catalogue).
    package init(moves: [DesignMove] = DesignMove.catalogue, limits: ExplorationLimits = ExplorationLimits(), stopFlag: StopFlag? = nil) {
        self.moves = moves
        self.limits = limits
        self.stopFlag = stopFlag
    }

    /// Checks `source` and searches moves for each violated standard
    /// property, or only for `property` when given.
    ///
    /// - Throws: ``ModelError`` when `source` does not compile, ``CheckError``
    ///   when it cannot be checked.
    package func suggest(source: String, file: String, property: String? = nil) throws -> SuggestionOutcome {
        let system = try ModelSystem.compile(source: source, file: file)
        let (before, customBefore) = try allVerdicts(of: system)
        let targets = before.filter { $0.verdict == .violated && (property == nil || $0.property == property) }.map(\.property)
        let held = Set((before + customBefore).filter { $0.verdict == .holds }.map(\.property))
        // Each move is applied and checked once; the result serves every property.
        var candidates: [(index: Int, move: DesignMove, source: String, after: [PropertyVerdict], size: Int)] = []
        let original = lines(source)
        if !targets.isEmpty {
            for (index, move) in moves.enumerated() {
                guard let rewritten = move.apply(source), rewritten != source,
                      let moved = try? ModelSystem.compile(source: rewritten, file: file),
                      let (after, customAfter) = try? allVerdicts(of: moved) else { continue }
                // A property that held and is gone (a custom one the move deleted) is broken too.
                let afterByName = Dictionary((after + customAfter).map { ($0.property, $0.verdict) }, uniquingKeysWith: { a, _ in a })
                guard held.allSatisfy({ afterByName[$0] == .holds }) else { continue }
                // The text shown is checked too: its expect lines updated, its verdicts the same.
                let shown = ExpectationUpdate.apply(to: rewritten, verdicts: after + customAfter)
                guard let shownSystem = try? ModelSystem.compile(source: shown, file: file),
                      let again = try? allVerdicts(of: shownSystem), again.standard == after, again.custom == customAfter else { continue }
                candidates.append((index, move, shown, after, LineDiff.changedLineCount(original, lines(rewritten))))
            }
        }
        let properties = targets.map { target in
            let fixing = candidates.filter { c in c.after.contains { $0.property == target && $0.verdict == .holds } }
            let suggestions = fixing.map { c in
                Suggestion(move: c.move.name, summary: c.move.summary, source: c.source, after: c.after, size: c.size)
            }
            let order = Dictionary(uniqueKeysWithValues: fixing.enumerated().map { ($0.offset, $0.element.index) })
            let sorted = suggestions.enumerated().sorted { a, b in
                a.element.size != b.element.size ? a.element.size < b.element.size : (order[a.offset] ?? 0) < (order[b.offset] ?? 0)
            }.map(\.element)
            return PropertySuggestions(property: target, suggestions: sorted)
        }
        return SuggestionOutcome(model: system.name, source: source, before: before, properties: properties)
    }

    /// Every standard property's verdict on `system`, in catalogue order;
    /// throws when it cannot be checked, and fails (``SuggestionFailure``)
    /// on runtime errors or a partial exploration, whose verdicts prove nothing.
    func verdicts(of system: ModelSystem) throws -> [PropertyVerdict] {
        try allVerdicts(of: system).standard
    }

    /// The standard properties' verdicts (catalogue order) and the model's
    /// own invariant and step properties' (declaration order), from one check.
    func allVerdicts(of system: ModelSystem) throws -> (standard: [PropertyVerdict], custom: [PropertyVerdict]) {
        let options = ExplorationOptions(limits: limits, keepGraph: true, stopFlag: stopFlag, threads: 1)
        let customNames = system.customInvariants.map(\.name) + system.customSteps.map(\.name)
        let result = try check(
            system, properties: StandardProperty.allCases.map(\.rawValue) + customNames,
            customInvariants: system.customInvariants, customSteps: system.customSteps, options: options)
        if !result.runtimeErrors.isEmpty || result.limitHit != nil { throw SuggestionFailure.notFullyChecked }
        let standard = StandardProperty.allCases.map { p in
            PropertyVerdict(property: p.rawValue, verdict: result[p]?.verdict ?? .unknown)
        }
        let custom = customNames.map { PropertyVerdict(property: $0, verdict: result[$0]?.verdict ?? .unknown) }
        return (standard, custom)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// Why a model's verdicts cannot be used to prove a suggestion.
package enum SuggestionFailure: Error, Hashable, Sendable {
    /// Its runs failed or a limit stopped its exploration.
    case notFullyChecked
}
