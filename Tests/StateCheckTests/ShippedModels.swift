import Foundation
@testable import StateCheck

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
