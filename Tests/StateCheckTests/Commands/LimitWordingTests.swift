import Testing
@testable import StateCheckCommands
@testable import StateCheckEngine

/// The engine names a limit as its own API does; only the commands name
/// their flags.
@Suite struct LimitWordingTests {
    static let hits: [LimitHit] = [.maxStates(200), .maxDepth(20), .timeout(0.5), .interrupted]

    @Test func theEngineNamesNoFlag() {
        #expect(Self.hits.map(\.description) == [
            "stopped at the state limit (maxStates 200): the result is partial",
            "states at depth 20 were not expanded (maxDepth 20): the result is partial",
            "stopped at the time limit (timeout 0.50s): the result is partial",
            "interrupted: the result is partial",
        ])
    }

    @Test func theCommandsNameTheirFlags() {
        #expect(Self.hits.map(\.commandLineDescription) == [
            "stopped at the state limit (--max-states 200): the result is partial",
            "states at depth 20 were not expanded (--max-depth 20): the result is partial",
            "stopped at the time limit (--timeout 0.50s): the result is partial",
            "interrupted: the result is partial",
        ])
    }
}
