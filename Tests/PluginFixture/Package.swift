// swift-tools-version:6.0
import PackageDescription

// An app's package as a team using StateCheck writes it: the screens' targets
// run the build-tool plugin, and `swift package statecheck …` runs the command
// plugin. `.ci/plugin-fixture` builds it and checks the diagnostics.
//
// - Screens: a screen with two violations (the build fails with them as
//   errors at its line) and a `.model` design of its planned fix.
// - Receipts: a screen whose one known violation is recorded in its
//   `statecheck.json` (the build passes).
let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "StateCheck", path: "../.."),
    ],
    targets: [
        .target(
            name: "Screens",
            plugins: [.plugin(name: "StateCheckBuildToolPlugin", package: "StateCheck")]
        ),
        .target(
            name: "Receipts",
            plugins: [.plugin(name: "StateCheckBuildToolPlugin", package: "StateCheck")]
        ),
    ]
)
