import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Handler `h`'s `when` evaluated from `vars` by a machine of its own, without the memo.
private func freshOutcome(_ system: ModelSystem, handler h: Int, _ vars: [RValue]) -> ConditionOutcome<Diagnostic> {
    let handler = system.program.handlers[h]
    guard let c = handler.condition else { return .holds }
    var m = Machine(program: system.compiled, limits: system.limits, vars: vars)
    do {
        return try m.evaluate(block: c) == .bool(true) ? .holds : .fails
    } catch {
        return .failed(error.diagnostic(file: system.file, fallback: handler.line))
    }
}

/// Two outcomes alike: the same case, and the same diagnostic for a failure.
private func same(_ a: ConditionOutcome<Diagnostic>, _ b: ConditionOutcome<Diagnostic>) -> Bool {
    switch (a, b) {
    case (.holds, .holds), (.fails, .fails): return true
    case (.failed(let x), .failed(let y)): return x == y
    default: return false
    }
}

@Suite("VariablesMemo: when outcomes evaluated once per distinct variables")
struct VariablesMemoConditionTests {
    static let models = ((try? FileManager.default.contentsOfDirectory(atPath: modelsFolder.path)) ?? [])
        .filter { $0.hasSuffix(".model") }.sorted()

    /// In every state every shipped model reaches, each handler's condition
    /// read through the memo (twice, in two expansions: the second from the
    /// memo) is the outcome a fresh machine evaluates.
    @Test(arguments: models)
    func memoizedOutcomesEqualFreshOnes(file: String) throws {
        let system = try shippedModel(file)
        let exploration = Explorer.explore(system)
        #expect(exploration.isComplete)
        for (i, state) in exploration.states.enumerated() {
            for round in 0 ..< 2 {
                let adapter = ModelRuntimeAdapter(system: system, shownElements: [])
                for h in system.program.handlers.indices where system.program.handlers[h].whileShown == nil {
                    let memoized = adapter.condition(of: h, holdsIn: state)
                    #expect(same(memoized, freshOutcome(system, handler: h, state.vars)), "\(file): state \(i), handler \(h), round \(round + 1)")
                }
            }
        }
    }

    /// The memo answers only for the variables it filed outcomes for.
    @Test func answersOnlyForEqualVariables() {
        let memo = VariablesMemo<ConditionOutcomes>()
        let vars: [RValue] = [.int(1), .bool(true)]
        let hash = VariablesMemo<ConditionOutcomes>.hash(of: vars)
        #expect(memo.value(for: vars, hash: hash) == nil)
        memo.store([.holds, nil], for: vars, hash: hash)
        let found = memo.value(for: vars, hash: hash)
        #expect(found?.count == 2)
        if case .holds? = found?[0] {} else { Issue.record("the filed outcome is not found") }
        // Same slot and hash, other variables: a collision is no answer.
        #expect(memo.value(for: [.int(2), .bool(true)], hash: hash) == nil)
    }
}
