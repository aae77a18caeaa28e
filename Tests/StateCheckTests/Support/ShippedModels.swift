import Foundation
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

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
