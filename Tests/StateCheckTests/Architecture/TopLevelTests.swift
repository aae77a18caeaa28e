import Foundation
import Testing

/// The repository's top level holds the package and its fixed folders only;
/// anything else there (a stray file a shell redirect created, a scratch
/// folder) needs a reason, and this list is where it is given.
@Test func theTopLevelHoldsOnlyThePackageAndItsFolders() throws {
    let entries = try FileManager.default.contentsOfDirectory(atPath: packageRoot)
        .filter { !$0.hasPrefix(".") }   // .git, .build, .swiftpm, .ci, .gitignore
        .sorted()
    // Plugins/: SwiftPM's place for the package's plugins.
    #expect(entries == ["Models", "Package.swift", "Plugins", "README.md", "Reports", "Sources", "Tests"])
}
