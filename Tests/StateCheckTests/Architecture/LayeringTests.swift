import Foundation
import Testing

/// The layers in data-flow order. A target may depend on, and import, only
/// targets that come before it; the executable and the test targets are not
/// layers.
private let layers = [
    "StateCheckEngine",
    "StateCheckScreens",
    "StateCheckLanguage",
    "StateCheckSwift",
    "StateCheckReports",
    "StateCheck",
    "StateCheckTesting",
    "StateCheckCommands",
    "StateCheckBench",
    "StateCheckFuzz",
    "StateCheckCLI",
    "statecheck",
]

/// The targets of the library products (what an app's test target links):
/// they must build for iOS, so they may not start processes.
private let productTargets = [
    "StateCheckEngine", "StateCheckScreens", "StateCheckLanguage", "StateCheckSwift", "StateCheckReports", "StateCheck",
    "StateCheckTesting",
]

/// Each target's declared dependencies, read from `Package.swift`.
private func declaredDependencies() throws -> [String: [String]] {
    let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let target = try Regex(#"\.(?:target|executableTarget)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
    var out: [String: [String]] = [:]
    for match in manifest.matches(of: target) {
        guard let name = match.output[1].substring.map(String.init) else { continue }
        let list = match.output[2].substring.map(String.init) ?? ""
        out[name] = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            .filter { !$0.isEmpty }
    }
    return out
}

/// `import M` lines of every Swift file of a target, as (file, line, module).
private func imports(of target: String) throws -> [(file: String, line: Int, module: String)] {
    let folder = repositoryRoot.appendingPathComponent("Sources").appendingPathComponent(target)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var out: [(String, Int, String)] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: " ")
            guard let i = words.firstIndex(of: "import"), words[..<i].allSatisfy({ $0.hasPrefix("@") }), i + 1 < words.count else { continue }
            out.append(("Sources/\(target)/\(path)", n + 1, String(words[i + 1])))
        }
    }
    return out.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
}

/// The public top-level symbols of the layers the `StateCheck` product
/// re-exports (not `@_spi`): what `import StateCheck` gives an app's test
/// target. Everything else is `package`. Adding one is a decision: add it
/// here too.
private let productPublicSymbols: [String] = [
        "CheckError", "CheckResult", "Diagnostic", "ErrorValue", "EventLabel", "Exploration",
        "ExplorationLimits", "ExplorationOptions", "ExplorationProgress", "Explorer", "Handler", "LimitHit",
        "ModelBounds", "ModelError", "ModelState", "ModelSystem", "PageCarrying", "PageFree",
        "PageList", "PropertyResult", "PropertyTrace", "RandomCheckResult", "RandomWalkOptions", "Replay",
        "Request", "RunIssue", "Screen", "ScreenDesign", "ScreenElement", "ScreenEvent",
        "ScreenSystem", "StandardProperty", "StateFingerprint", "StateInvariant", "StepNote", "StepProperty",
        "StopFlag", "SwiftScreenState", "SwiftScreenSystem", "TaskContext", "TaskKind", "TaskRole",
        "TaskStep", "TaskSummary", "TaskWait", "Transition", "TransitionSystem", "Verdict",
        "check", "randomCheck",
]

/// The public top-level declarations (not `@_spi`) of `targets`, by name.
private func publicTopLevelSymbols(of targets: [String]) throws -> [String] {
    let declaration = try Regex(#"^(?:@\w+(?:\([^)]*\))? )*public (?:final |indirect )?(?:struct|enum|class|protocol|typealias|func|let|var|actor) +([A-Za-z_]\w*)"#)
    var names: [String] = []
    for target in targets {
        let folder = repositoryRoot.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.contains("@_spi") {
                if let match = line.firstMatch(of: declaration), let name = match.output[1].substring {
                    names.append(String(name))
                }
            }
        }
    }
    return names.sorted()
}

@Suite struct LayeringTests {
    @Test func theProductsPublicSurfaceIsSmallAndDeliberate() throws {
        let reexported = ["StateCheckEngine", "StateCheckScreens", "StateCheckLanguage", "StateCheckSwift", "StateCheckReports", "StateCheck"]
        let names = try publicTopLevelSymbols(of: reexported)
        #expect(names == productPublicSymbols)
        #expect(names.count <= 50)
    }

    @Test func everyTargetDependsOnlyOnEarlierLayers() throws {
        let dependencies = try declaredDependencies()
        #expect(Set(layers).isSubset(of: Set(dependencies.keys)), "Package.swift lacks a layer target")
        for (target, deps) in dependencies.sorted(by: { $0.key < $1.key }) {
            guard let rank = layers.firstIndex(of: target) else { continue }   // test targets
            for dep in deps {
                let depRank = layers.firstIndex(of: dep)
                #expect(depRank.map { $0 < rank } == true, "\(target) depends on \(dep), which is not an earlier layer")
            }
        }
    }

    @Test func noSourceFileImportsALaterLayer() throws {
        let dependencies = try declaredDependencies()
        var problems: [String] = []
        for target in layers {
            // What a target may import: its declared dependencies and, through
            // them, every earlier layer (the façade re-exports the layers).
            let rank = layers.firstIndex(of: target) ?? 0
            let allowed = Set(layers[..<rank])
            for (file, line, module) in try imports(of: target) where layers.contains(module) {
                if !allowed.contains(module) {
                    problems.append("\(file):\(line): \(target) imports \(module), a later layer")
                }
            }
            #expect(dependencies[target] != nil, "\(target) is not declared in Package.swift")
        }
        #expect(problems == [])
    }

    @Test func productTargetsStartNoProcesses() throws {
        var problems: [String] = []
        for target in productTargets {
            let folder = repositoryRoot.appendingPathComponent("Sources").appendingPathComponent(target)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                if text.contains(try Regex(#"\bProcess\s*\("#)) {
                    problems.append("Sources/\(target)/\(path) starts a Process (not available on iOS)")
                }
            }
        }
        #expect(problems == [])
    }
}
