import Testing
@testable import StateCheck

@Suite struct ParserDebugTests {
    @Test func dump() {
        for src in [ModelFixtures.case1After, ModelFixtures.case3Paging, ModelFixtures.submitRetry] {
            let (_, d) = analyzeModel(source: src, file: "x.model")
            for x in d { print(x.rendered(source: src)) }
        }
    }
}
