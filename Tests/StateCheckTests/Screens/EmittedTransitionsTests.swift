import Testing
@_spi(ScreenRuntime) @testable import StateCheckScreens

@Suite("EmittedTransitions: each (label, target) emitted once")
struct EmittedTransitionsTests {
    @Test func repeatsAreRefusedAndOthersKept() {
        var emitted = EmittedTransitions<Int>()
        #expect(emitted.insert(EventLabel("success", api: "getPosts"), 1))
        #expect(emitted.insert(EventLabel("success", api: "getPosts"), 2))
        #expect(!emitted.insert(EventLabel("success", api: "getPosts"), 1))
        #expect(emitted.insert(EventLabel("fail", api: "getPosts"), 1))
        #expect(emitted.insert(EventLabel("success", api: "getPosts", answer: "empty"), 1))
        #expect(!emitted.insert(EventLabel("fail", api: "getPosts"), 1))
        #expect(emitted.pairs.count == 4)
    }
}
