import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// The view drawn from `vars` by a machine of its own, without the memo.
private func freshDrawing(_ system: ModelSystem, _ vars: [RValue]) -> (elements: [ScreenElement], branches: Set<Int>, failed: Bool) {
    guard let view = system.program.viewBlock else { return ([], [], false) }
    var m = Machine(program: system.compiled, limits: system.limits, vars: vars)
    var failed = false
    do { _ = try m.evaluate(block: view) } catch { failed = true }
    return (m.elements, m.branches, failed)
}

@Suite("VariablesMemo: the view drawn once per distinct variables")
struct VariablesMemoViewTests {
    static let models = shippedModelFiles

    /// Every state every shipped model emits is drawn, through the memo and
    /// from its canonical variables with the pages named afterwards, exactly
    /// as a fresh machine draws its named variables; drawing it a second
    /// time (now from the memo) gives the same again. Equal states hash equally.
    @Test(arguments: models)
    func memoizedDrawingsEqualFreshOnes(file: String) throws {
        let system = try shippedModel(file)
        let exploration = Explorer.explore(system)
        #expect(exploration.isComplete)
        let emitted = emittedStates(of: system, in: exploration)
        var hashes: [ModelState: Int] = [:]
        for (i, state) in emitted.enumerated() {
            let fresh = freshDrawing(system, state.namedVars)
            for round in 0 ..< 2 {
                let drawn = system.render(state)
                #expect(drawn.elements == fresh.elements, "\(file): state \(i), drawing \(round + 1): elements differ")
                #expect(drawn.branches == fresh.branches, "\(file): state \(i), drawing \(round + 1): branches differ")
                #expect((drawn.failure != nil) == fresh.failed, "\(file): state \(i), drawing \(round + 1): failure differs")
            }
            if let earlier = hashes[state] {
                #expect(earlier == state.hashCache, "\(file): equal states hash differently")
            } else {
                hashes[state] = state.hashCache
            }
        }
        #expect(!emitted.isEmpty)
    }

    /// Some shipped model emits states whose pages are named apart from
    /// their canonical tokens, so the renaming of drawn content is exercised.
    @Test func someEmittedStateHasNamedPages() throws {
        var found = false
        for file in Self.models where !found {
            let system = try shippedModel(file)
            let exploration = Explorer.explore(system)
            for state in exploration.states where !found {
                system.forEachSuccessor(of: state) { t in
                    if !t.target.pageNames.isIdentity, system.render(t.target).elements.contains(where: { if case .content = $0 { return true } else { return false } }) {
                        found = true
                    }
                }
            }
        }
        #expect(found)
    }
}
