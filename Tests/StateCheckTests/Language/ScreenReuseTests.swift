import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// What the properties' screen cache and the parallel search rely on:
/// `showsSameScreen` never claims two states draw the same screen unless
/// they do, and a private copy of a model is the same model in storage of
/// its own.
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

    /// A private copy explores the same graph, and shares neither the
    /// lowered program nor the memo of views with the original.
    @Test func aPrivateCopyIsTheSameModelInStorageOfItsOwn() throws {
        let system = try shippedModel("case4-paging.model")
        let copy = system.privateCopy()
        #expect(copy.compiled !== system.compiled)
        #expect(copy.views !== system.views)
        #expect(Explorer.explore(copy).digest == Explorer.explore(system).digest)
        #expect(copy.name == system.name)
        #expect(copy.expectations == system.expectations)
    }
}
