import StateCheckEngine
import StateCheckScreens

/// Searches a catalogue of design moves for the ones that fix a violated
/// standard property of a `.model` design, checking each rewritten model
/// before it is kept: nothing unchecked is ever suggested.
///
/// When no single move fixes a property, each pair of moves is tried (the
/// first's result rewritten by the second) under the same proof, and the
/// pairs that fix it are shown, smallest first; a property that some single
/// move fixes is never shown a pair.
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
    /// How the design's text and each rewrite of it are read, and how a proved rewrite is shown.
    package var frontEnd: DesignFrontEnd

    /// Creates a search over `moves` (default: the standard catalogue) of
    /// designs that `frontEnd` reads (default: `.model` files).
    package init(moves: [DesignMove] = DesignMove.catalogue, limits: ExplorationLimits = ExplorationLimits(), stopFlag: StopFlag? = nil,
                 frontEnd: DesignFrontEnd = .model) {
        self.moves = moves
        self.limits = limits
        self.stopFlag = stopFlag
        self.frontEnd = frontEnd
    }

    /// Checks `source` and searches moves for each violated standard
    /// property, or only for `property` when given.
    ///
    /// - Throws: what ``frontEnd`` throws when `source` cannot be read
    ///   (``ModelError`` for a `.model` file), ``CheckError``
    ///   when it cannot be checked.
    package func suggest(source: String, file: String, property: String? = nil) throws -> SuggestionOutcome {
        let system = try frontEnd.compile(source, file)
        let (before, customBefore) = try allVerdicts(of: system)
        let targets = before.filter { $0.verdict == .violated && (property == nil || $0.property == property) }.map(\.property)
        let held = Set((before + customBefore).filter { $0.verdict == .holds }.map(\.property))
        // Each move is applied and checked once; the result serves every property.
        let original = lines(source)
        var candidates: [Candidate] = []
        if !targets.isEmpty {
            for (index, move) in moves.enumerated() {
                guard let rewritten = move.apply(source), rewritten != source,
                      let proved = prove(rewritten, file: file, held: held) else { continue }
                candidates.append(Candidate(order: [index], moves: [move], source: proved.source, after: proved.after,
                                            size: LineDiff.changedLineCount(original, lines(rewritten))))
            }
        }
        // Moves compose: a property no single move fixes tries each pair, the first move's result rewritten by the second.
        let unfixed = targets.filter { target in !candidates.contains { $0.fixes(target) } }
        if !unfixed.isEmpty {
            // Each pair once: the first order (catalogue order, else reversed) that proves is kept.
            for i in moves.indices {
                for j in moves.indices where j > i {
                    for (a, b) in [(i, j), (j, i)] {
                        guard let once = moves[a].apply(source), once != source,
                              let twice = moves[b].apply(once), twice != once,
                              let proved = prove(twice, file: file, held: held),
                              unfixed.contains(where: { t in proved.after.contains { $0.property == t && $0.verdict == .holds } }) else { continue }
                        candidates.append(Candidate(order: [a, b], moves: [moves[a], moves[b]], source: proved.source, after: proved.after,
                                                    size: LineDiff.changedLineCount(original, lines(twice))))
                        break
                    }
                }
            }
        }
        let properties = targets.map { target in
            // A pair is shown only where no single move is: one move is always the smaller step.
            let single = candidates.filter { $0.moves.count == 1 && $0.fixes(target) }
            let fixing = single.isEmpty ? candidates.filter { $0.fixes(target) } : single
            let sorted = fixing.sorted { a, b in
                a.moves.count != b.moves.count ? a.moves.count < b.moves.count
                    : a.size != b.size ? a.size < b.size : a.order.lexicographicallyPrecedes(b.order)
            }
            return PropertySuggestions(property: target, suggestions: sorted.map(\.suggestion))
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

    /// The text shown for `rewritten` and its verdicts, when it is proved:
    /// it compiles and is fully checked, every property of `held` holds on
    /// it, and with its `expect` lines updated it checks to the same verdicts.
    private func prove(_ rewritten: String, file: String, held: Set<String>) -> (source: String, after: [PropertyVerdict])? {
        guard let moved = try? frontEnd.compile(rewritten, file),
              let (after, customAfter) = try? allVerdicts(of: moved) else { return nil }
        // A property that held and is gone (a custom one the move deleted) is broken too.
        let afterByName = Dictionary((after + customAfter).map { ($0.property, $0.verdict) }, uniquingKeysWith: { a, _ in a })
        guard held.allSatisfy({ afterByName[$0] == .holds }) else { return nil }
        // The text shown is checked too: its expect lines updated, its verdicts the same.
        let shown = frontEnd.shown(rewritten, after + customAfter)
        guard let shownSystem = try? frontEnd.compile(shown, file),
              let again = try? allVerdicts(of: shownSystem), again.standard == after, again.custom == customAfter else { return nil }
        return (shown, after)
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
