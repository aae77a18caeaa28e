import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// What the properties' screen cache relies on: `showsSameScreen` never
/// claims two states draw the same screen unless they do.
@Suite struct ScreenReuseTests {
    /// Every pair of states of a shipped model that `showsSameScreen` calls
    /// the same draws equal screens; the reuse is not vacuous (more pairs
    /// than the states themselves).
    @Test(arguments: ["case1-after.model", "case3-paging.model", "case4-paging.model", "photos-catalog.model"])
    func statesSaidToShowTheSameScreenDrawIt(file: String) throws {
        let system = try shippedModel(file)
        let states = Array(Explorer.explore(system).states)
        let screens = states.map(system.screen(of:))
        var same = 0
        for i in states.indices {
            for j in states.indices where system.showsSameScreen(states[i], states[j]) {
                same += 1
                #expect(screens[i] == screens[j], "\(file): states \(i) and \(j)")
            }
        }
        #expect(same > states.count, "\(file): only \(same) pairs for \(states.count) states")
    }

    /// States whose variables differ are never said to show the same screen.
    @Test func differentVariablesAreNotTheSameScreen() throws {
        let system = try shippedModel("case1-after.model")
        let states = Array(Explorer.explore(system).states)
        for a in states {
            for b in states where a.visible && b.visible && a.vars != b.vars {
                #expect(!system.showsSameScreen(a, b))
            }
        }
    }
}
