import Testing
@_spi(ScreenRuntime) @testable import StateCheckScreens

@Suite("EmittedTransitions: each (label, target) emitted once")
struct EmittedTransitionsTests {
    @Test func repeatsAreRefusedAndOthersKept() {
        var emitted = EmittedTransitions<Int>()
        let inserted1 = emitted.insert(EventLabel("success", api: "getPosts"), 1)
        #expect(inserted1)
        let inserted2 = emitted.insert(EventLabel("success", api: "getPosts"), 2)
        #expect(inserted2)
        let inserted3 = emitted.insert(EventLabel("success", api: "getPosts"), 1)
        #expect(!inserted3)
        let inserted4 = emitted.insert(EventLabel("fail", api: "getPosts"), 1)
        #expect(inserted4)
        let inserted5 = emitted.insert(EventLabel("success", api: "getPosts", answer: "empty"), 1)
        #expect(inserted5)
        let inserted6 = emitted.insert(EventLabel("fail", api: "getPosts"), 1)
        #expect(!inserted6)
        #expect(emitted.pairs.count == 4)
    }
}
