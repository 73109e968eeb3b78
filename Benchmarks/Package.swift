// swift-tools-version: 6.3
// The benchmarks of PushPrimerKit: `swift run -c release --package-path Benchmarks primer-bench`.
// A package of its own so that the root keeps no dependencies; it depends on the root by path only.
import PackageDescription

let package = Package(
    name: "PushPrimerKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "PushPrimerKit", path: "..")],
    targets: [
        // Counts heap allocations in-process by interposing the C allocator's entry points.
        .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
        .executableTarget(
            name: "primer-bench",
            dependencies: [
                "AllocationCounter",
                .product(name: "PrimerCore", package: "PushPrimerKit"),
                .product(name: "PrimerSimulator", package: "PushPrimerKit"),
                // Also brings `RakutenConformance`, one of its modules.
                .product(name: "PrimerConformance", package: "PushPrimerKit"),
                .product(name: "RakutenAdapter", package: "PushPrimerKit"),
            ],
            path: "Sources/primer-bench",
            swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]),
    ]
)
