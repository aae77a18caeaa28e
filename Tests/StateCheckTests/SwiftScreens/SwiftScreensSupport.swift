import Foundation
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// One design's standard verdicts and exploration size.
struct DesignOutcome: Equatable, CustomStringConvertible {
    var verdicts: [String: Verdict]
    var states: Int
    var transitions: Int

    var description: String {
        let v = verdicts.keys.sorted().map { "\($0)=\(verdicts[$0].map(\.rawValue) ?? "?")" }.joined(separator: " ")
        return "\(states) states, \(transitions) transitions: \(v)"
    }

    static func of(_ system: ModelSystem) throws -> DesignOutcome {
        let result = try check(system, properties: StandardProperty.allCases.map(\.rawValue))
        if !result.runtimeErrors.isEmpty { throw ModelError(result.runtimeErrors) }
        var verdicts: [String: Verdict] = [:]
        for p in result.properties { verdicts[p.name] = p.verdict }
        return DesignOutcome(verdicts: verdicts, states: result.stateCount, transitions: result.transitionCount)
    }

    static func ofModel(_ path: String) throws -> DesignOutcome {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return try of(ModelSystem.compile(source: source, file: path))
    }
}
