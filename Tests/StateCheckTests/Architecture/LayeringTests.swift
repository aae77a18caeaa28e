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
        "CheckError", "CheckResult", "DesignComparison", "Diagnostic", "ErrorValue", "EventLabel", "Exploration",
        "ExplorationLimits", "ExplorationOptions", "ExplorationProgress", "ExplorationUnit", "Explorer", "Handler", "LimitHit",
        "ModelBounds", "ModelError", "ModelState", "ModelSystem", "PageCarrying", "PageFree",
        "PageList", "PropertyResult", "PropertySet", "PropertyTrace", "RandomCheckResult", "RandomWalkOptions", "Replay",
        "Request", "RunIssue", "Screen", "ScreenDesign", "ScreenElement", "ScreenEvent",
        "ScreenSystem", "StandardProperty", "StateFingerprint", "StateInvariant", "StepNote", "StepProperty",
        "StopFlag", "SwiftScreenState", "SwiftScreenSystem", "TaskContext", "TaskKind", "TaskRole",
        "TaskStep", "TaskSummary", "TaskWait", "Transition", "TransitionSystem", "Verdict",
        "check", "randomCheck", "replayCheck",
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
        // 52: `PropertySet` and `ExplorationUnit` are the parameters of
        // `TransitionSystem.explore(options:properties:)`, through which a
        // system runs the search compiled for its own type. 53:
        // `DesignComparison`, `compare`'s table for designs checked from Swift.
        // 54: `replayCheck`, the replay of a walk without a test library, as
        // the article `CheckYourOwnEnum` documents it.
        #expect(names.count <= 54)
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
                for problem in try platformProblems(in: text) {
                    problems.append("Sources/\(target)/\(path):\(problem)")
                }
            }
        }
        #expect(problems == [])
    }

    /// The detector finds every form it names (each line below is one problem)
    /// and nothing in guarded or commented code.
    @Test func platformProblemsAreFound() throws {
        let bad = """
            let p = Process()
            let q = Foundation.Process()
            try Process.run(url, arguments: [])
            var task: Process?
            posix_spawn(&pid, path, nil, nil, argv, envp)
            system("ls")
            let f = popen("ls", "r")
            let pid = fork()
            execvp("ls", argv)
            import Glibc
            let cpus = try String(contentsOfFile: "/proc/cpuinfo")
            #if os(Linux)
            let onlyHere = 1
            #endif
            """
        let found = try platformProblems(in: bad)
        #expect(found.count == 12, "\(found)")
        let fine = """
            // Process() is not started here, nor system("ls").
            let cpus = ProcessInfo.processInfo.activeProcessorCount
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif
            #if os(Linux)
            let name = "Linux"
            #else
            let name = "Apple"
            #endif
            #if canImport(Testing)
            import Testing
            #endif
            """
        #expect(try platformProblems(in: fine) == [])
    }
}

/// What in `text` (one Swift file of a product target) does not build or run
/// on iOS, as `line: what`: starting a process (`Process`, `NSTask`,
/// `posix_spawn`, `system`, `popen`, `fork`, `exec…`), `/proc`, importing a
/// Linux C library outside `#if canImport(…)`, and `#if os(Linux)` code
/// without an `#else` for the other platforms. Comments are skipped.
private func platformProblems(in text: String) throws -> [String] {
    // `\b` of Swift's Regex is a Unicode word boundary, which does not split
    // `Foundation.Process`: the name is bounded by hand instead.
    let before = "(?:^|[^A-Za-z0-9_])", after = "(?![A-Za-z0-9_])"
    let calls: [(Regex<AnyRegexOutput>, String)] = [
        (try Regex(before + "Process" + after), "uses Process (not available on iOS)"),
        (try Regex(before + "NSTask" + after), "uses NSTask (not available on iOS)"),
        (try Regex(before + #"(posix_spawnp?|system|popen|fork|vfork|exec[lv]p?e?)\s*\("#), "starts a process (not available on iOS)"),
        (try Regex(#""/proc/"#), "reads /proc (Linux only)"),
    ]
    let linuxImport = try Regex(#"^\s*import\s+(Glibc|Musl|SwiftGlibc|Android)\b"#)
    var problems: [String] = []
    // The open `#if` blocks: whether each is `os(Linux)` and has seen `#else`,
    // and whether it guards an import with `canImport`.
    var open: [(linuxOnly: Bool, hasElse: Bool, canImport: Bool, line: Int)] = []
    for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.range(of: "//").map { String(raw[..<$0.lowerBound]) } ?? String(raw)
        let directive = line.trimmingCharacters(in: .whitespaces)
        if directive.hasPrefix("#if ") {
            open.append((directive.contains("os(Linux)"), false, directive.contains("canImport("), n + 1))
            continue
        }
        if directive.hasPrefix("#else") || directive.hasPrefix("#elseif") {
            if !open.isEmpty { open[open.count - 1].hasElse = true }
            continue
        }
        if directive.hasPrefix("#endif") {
            if let block = open.popLast(), block.linuxOnly, !block.hasElse {
                problems.append("\(block.line): '#if os(Linux)' has no '#else' for the other platforms")
            }
            continue
        }
        for (pattern, what) in calls where line.contains(pattern) { problems.append("\(n + 1): \(what)") }
        if line.contains(linuxImport), !open.contains(where: { $0.canImport || $0.linuxOnly }) {
            problems.append("\(n + 1): imports a Linux C library outside '#if canImport(…)'")
        }
    }
    return problems
}
