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

/// The repository's `Models/` folder, found from this source file.
let modelsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Models")

/// Compiles a shipped model by file name (`case1-after.model`).
func shippedModel(_ file: String) throws -> ModelSystem {
    let url = modelsFolder.appendingPathComponent(file)
    let source = try String(contentsOf: url, encoding: .utf8)
    return try ModelSystem.compile(source: source, file: "Models/" + file)
}
