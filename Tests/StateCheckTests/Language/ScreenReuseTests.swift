import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// What the properties' screen cache relies on: `showsSameScreen` never
/// claims two states draw the same screen unless they do.
@Suite struct ScreenReuseTests {
    /// Every transition whose target `showsSameScreen` calls the same as
    /// its source (the pairs the properties ask about) draws equal screens;
    /// the reuse is not vacuous: some transitions that change no variable
    /// are recognised without drawing.
    @Test(arguments: ["case1-after.model", "case3-paging.model", "case4-paging.model", "photos-catalog.model"])
    func successorsSaidToShowTheSameScreenDrawIt(file: String) throws {
        let system = try shippedModel(file)
        var same = 0
        for state in Explorer.explore(system).states {
            let screen = system.screen(of: state)
            system.forEachSuccessor(of: state) { t in
                guard system.showsSameScreen(state, t.target) else { return }
                same += 1
                #expect(system.screen(of: t.target) == screen, "\(file): \(t.label)")
            }
        }
        #expect(same > 0, "\(file): no transition kept its source's screen")
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
