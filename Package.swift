// swift-tools-version:6.0
import PackageDescription

// One layer, one target: data flows engine → screens → language → reports →
// commands, and each target depends only on the layers before it, so the
// compiler keeps the direction. Cross-target internals use `package` access;
// what users import is the `StateCheck` product (the Swift API plus the
// re-exported layers) and `StateCheckTesting`; the two plugins run the
// `statecheck` executable from `swift package` and from the build.
let package = Package(
    name: "StateCheck",
    // The engine measures explorations with `ContinuousClock` (macOS 13, iOS 16),
    // which also covers Swift Testing (macOS 10.15, iOS 13) for StateCheckTesting.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "StateCheck", targets: ["StateCheck"]),
        .library(name: "StateCheckTesting", targets: ["StateCheckTesting"]),
        .executable(name: "statecheck", targets: ["statecheck"]),
        .plugin(name: "StateCheckCommandPlugin", targets: ["StateCheckCommandPlugin"]),
        .plugin(name: "StateCheckBuildToolPlugin", targets: ["StateCheckBuildToolPlugin"]),
    ],
    dependencies: [],
    targets: [
        // Transition systems, the explorers, the state store, graph algorithms, random walks, paths.
        .target(name: "StateCheckEngine"),
        // The screen runtime's vocabulary, the standard properties, checking, minimisation, coverage.
        .target(name: "StateCheckScreens", dependencies: ["StateCheckEngine"]),
        // The `.model` front end: lexer, parser, checker, lowering, interpreter.
        .target(name: "StateCheckLanguage", dependencies: ["StateCheckEngine", "StateCheckScreens"]),
        // The Swift front end: a lexer and a parser for an app's own SwiftUI source files (syntax only).
        .target(name: "StateCheckSwift", dependencies: ["StateCheckEngine", "StateCheckScreens", "StateCheckLanguage"]),
        // Pure renderers of a check's result: text, JSON, JUnit, GitHub, DOT, Mermaid, Markdown, HTML.
        .target(
            name: "StateCheckReports",
            dependencies: ["StateCheckEngine", "StateCheckScreens", "StateCheckLanguage", "StateCheckSwift"]
        ),
        // The product users import: the Swift API for their own designs, and the layers re-exported.
        .target(
            name: "StateCheck",
            dependencies: [
                "StateCheckEngine", "StateCheckScreens", "StateCheckLanguage", "StateCheckSwift", "StateCheckReports",
            ]
        ),
        .target(name: "StateCheckTesting", dependencies: ["StateCheck"]),
        // The commands: typed options, the file pipeline, one diagnostics sink. Not a product.
        .target(name: "StateCheckCommands", dependencies: ["StateCheck", "StateCheckSwift"]),
        // `statecheck bench` and `statecheck fuzz`: measurement and robustness tools, not library API.
        .target(name: "StateCheckBench", dependencies: ["StateCheckCommands"]),
        .target(name: "StateCheckFuzz", dependencies: ["StateCheckCommands"]),
        // The command table and dispatcher that the executable and the tests run.
        .target(name: "StateCheckCLI", dependencies: ["StateCheckCommands", "StateCheckBench", "StateCheckFuzz"]),
        .executableTarget(name: "statecheck", dependencies: ["StateCheckCLI"]),
        // `swift package statecheck …`: the executable on the package's targets or the paths given.
        // It declares no permission, so `check` never asks; writing commands need
        // `--allow-writing-to-package-directory` (Plugins/StateCheckCommandPlugin).
        .plugin(
            name: "StateCheckCommandPlugin",
            capability: .command(intent: .custom(verb: "statecheck", description: "Check the loading state of the package's SwiftUI screens and .model designs.")),
            dependencies: ["statecheck"]
        ),
        // `statecheck check` on a target's sources at every build, violations as diagnostics.
        .plugin(name: "StateCheckBuildToolPlugin", capability: .buildTool(), dependencies: ["statecheck"]),
        .testTarget(
            name: "StateCheckTests",
            dependencies: [
                "StateCheckEngine", "StateCheckScreens", "StateCheckLanguage", "StateCheckSwift", "StateCheckReports",
                "StateCheck", "StateCheckCommands", "StateCheckBench", "StateCheckFuzz", "StateCheckCLI",
            ],
            exclude: ["Golden", "Malformed", "Swift/Fixtures", "Bench/Inputs"]
        ),
        .testTarget(
            name: "StateCheckTestingTests",
            dependencies: ["StateCheck", "StateCheckTesting"]
        ),
        // An app module of the tests' own (public types, no StateCheck), and a
        // test target that adapts it from outside, as an app's tests do.
        .target(name: "MyApp", path: "Tests/MyApp"),
        .testTarget(
            name: "MyAppTests",
            dependencies: ["MyApp", "StateCheck", "StateCheckTesting"]
        ),
    ]
)
