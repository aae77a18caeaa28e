// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StateCheck",
    products: [
        .library(name: "StateCheck", targets: ["StateCheck"]),
        .library(name: "StateCheckTesting", targets: ["StateCheckTesting"]),
        .executable(name: "statecheck", targets: ["statecheck"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "StateCheck"),
        .target(name: "StateCheckTesting", dependencies: ["StateCheck"]),
        .executableTarget(name: "statecheck", dependencies: ["StateCheck"]),
        .testTarget(
            name: "StateCheckTests",
            dependencies: ["StateCheck"],
            exclude: ["Golden", "Malformed"]
        ),
        .testTarget(
            name: "StateCheckTestingTests",
            dependencies: ["StateCheck", "StateCheckTesting"]
        ),
    ]
)
