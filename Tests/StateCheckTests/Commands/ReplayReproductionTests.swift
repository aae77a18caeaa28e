import Foundation
import Testing
@testable import StateCheckCommands
@testable import StateCheckReports
@testable import StateCheckScreens

/// Every violation of every shipped design replays: for each violated
/// verdict of `Models/*.model` and of the Swift screen fixtures, the replay
/// line its trace gives (the one `check` prints after `replay:` and
/// `explain` after `Replay:`) is run through `statecheck replay`, which must
/// name the same property violated where the trace ends — at its last step
/// for an invariant or step property, from the state it ends in for
/// `noLeakedTask` and `recoverable`.
@Suite struct ReplayReproductionTests {
    /// The Swift screen fixtures: one folder per module.
    static let swiftFolders: [String] = {
        let root = testTargetFolder.appendingPathComponent("Golden/SwiftScreens")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().map { root.appendingPathComponent($0).path }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }()

    /// The shipped models, by absolute path.
    static let shippedModels: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modelsFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".model") }.sorted().map { modelsFolder.appendingPathComponent($0).path }
    }()

    /// The properties replay checks from the state the walk ends in.
    static let fromEnd: Set<String> = [StandardProperty.noLeakedTask.rawValue, StandardProperty.recoverable.rawValue]

    /// Checks `path` in process, as `check` does, and replays every violation.
    /// Returns how many violations were replayed.
    @discardableResult
    static func replayEveryViolation(of path: String) throws -> Int {
        let captured = CapturedOutput()
        let checked = try #require(ModelChecking.checkPaths(ParsedArguments(positionals: [path]), properties: nil, context: captured.context()))
        #expect(checked.unchecked.isEmpty, "\(path): \(captured.stderr)")
        var replayed = 0
        for model in checked.checked.map(\.report) {
            for p in model.properties where p.verdict == .violated {
                let line = p.replay.line
                let run = runCLI(["replay", model.file, line, "--property", p.name])
                #expect(run.status == .success, "\(model.name) \(p.name): \(run.stderr)")
                if p.name == StandardProperty.allCasesReachable.rawValue {
                    // It speaks of every reachable state: replay says it leaves it to check.
                    #expect(run.stdout.hasSuffix("\nNot checked along a replay (it needs every reachable state): allCasesReachable\n"), "\(model.name)")
                    continue
                }
                let place: String
                if Self.fromEnd.contains(p.name) {
                    place = "from the state the replay ends in"
                } else if let last = p.trace.last {
                    place = "at step \(p.trace.count) (\(last.replayEvent))"
                } else {
                    place = "in the initial state"
                }
                #expect(
                    run.stdout.hasSuffix("\nViolated along this replay:\n  \(p.name)  \(place)\n"),
                    "\(model.name) \(p.name): statecheck replay \(model.file) \"\(line)\"\n\(run.stdout)")
                replayed += 1
            }
        }
        return replayed
    }

    @Test(arguments: shippedModels.map { URL(fileURLWithPath: $0).lastPathComponent })
    func everyViolationOfAShippedModelReplays(_ file: String) throws {
        try Self.replayEveryViolation(of: modelsFolder.appendingPathComponent(file).path)
    }

    /// Every fixture folder but those that exist to be refused with diagnostics.
    @Test(arguments: swiftFolders.map { URL(fileURLWithPath: $0).lastPathComponent }.filter { !["Unsupported", "Lifecycle", "CollectionQueries", "RowProgress"].contains($0) })
    func everyViolationOfASwiftScreenFixtureReplays(_ folder: String) throws {
        try Self.replayEveryViolation(of: testTargetFolder.appendingPathComponent("Golden/SwiftScreens/\(folder)").path)
    }

    /// The suite replays something: the talk's models violate properties
    /// (Case 1 before keeps neither content nor a single spinner on refresh).
    @Test func theShippedModelsHaveViolationsToReplay() throws {
        let n = try Self.replayEveryViolation(of: modelsFolder.appendingPathComponent("case1-before.model").path)
        // Case1Before expects contentKeptWhileReloading, errorKeptWhileRetrying,
        // noDoubleSpinner and silentCancellation violated (its `expect` lines).
        #expect(n == 4)
    }
}
