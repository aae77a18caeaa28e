import Foundation
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// This test target's folder (`Tests/StateCheckTests`), found from this source file.
let testTargetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// The repository's root folder.
let repositoryRoot = testTargetFolder.deletingLastPathComponent().deletingLastPathComponent()

/// The repository's `Models/` folder.
let modelsFolder = repositoryRoot.appendingPathComponent("Models")

/// Compiles a shipped model by file name (`case1-after.model`).
func shippedModel(_ file: String) throws -> ModelSystem {
    let url = modelsFolder.appendingPathComponent(file)
    let source = try String(contentsOf: url, encoding: .utf8)
    return try ModelSystem.compile(source: source, file: "Models/" + file)
}

/// The file names of the shipped models (`Models/*.model`), sorted.
let shippedModelFiles = ((try? FileManager.default.contentsOfDirectory(atPath: modelsFolder.path)) ?? [])
    .filter { $0.hasSuffix(".model") }.sorted()

/// Every state `system` emits, as the interpreter emits it (before any
/// storage): its initial states, then the targets of every transition from
/// every state of `exploration`, in order.
func emittedStates(of system: ModelSystem, in exploration: Exploration<ModelSystem>) -> [ModelState] {
    var emitted = system.initialStates
    for state in exploration.states {
        system.forEachSuccessor(of: state) { emitted.append($0.target) }
    }
    return emitted
}

/// Whether two states agree in every field a stored state keeps: the
/// identity (`==`) and what is not part of it (page names, token count,
/// the cached hash).
func sameInEveryField(_ a: ModelState, _ b: ModelState) -> Bool {
    a == b && a.vars == b.vars && a.tasks == b.tasks && a.visible == b.visible && a.crashed == b.crashed
        && a.footerAppeared == b.footerAppeared && a.pageNames.names == b.pageNames.names
        && a.tokenCount == b.tokenCount && a.hashCache == b.hashCache
}
