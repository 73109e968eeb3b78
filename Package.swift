// swift-tools-version: 6.3
// PushPrimerKit: a vendor-neutral push-primer core, vendor-style adapters, a conformance suite and a
// simulator of iOS permission semantics. The library products have no package dependencies.
// Tools 6.3: the tests and PrimerConformanceTesting use Swift Testing APIs that ship with Swift 6.3
// (`Test.cancel`), and 6.3.1 is the only toolchain the package is built with in CI.
import Foundation
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Data files an adapter's tests read from disk (via `#filePath`), not compiled.
let adapterTestExcludes: [String: [String]] = ["Rakuten": ["Support/Fixtures"]]

/// Apple's privacy manifest, shipped by every library target that calls a required-reason API
/// (`UserDefaults`; `stat`/`fstat` of the file store's own files; `systemUptime` in the conformance suite).
let privacyManifest: [Resource] = [.copy("PrivacyInfo.xcprivacy")]

/// Adapters whose library code calls a required-reason API: ActiveReach stores its cooldown in the
/// `UserDefaults` the app passes.
let adapterResources: [String: [Resource]] = ["ActiveReach": privacyManifest]

/// Adapter test targets compile the vendors' documented samples verbatim (`error: Error`), so they keep
/// Swift 6 mode but not `ExistentialAny`, which would warn on the samples' bare protocol types.
let sampleSwiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// One vendor adapter, all under `Adapters/<folder>`: its library (`Sources`, what an app links), its
/// test support (`Conformance`: the driver, profile and descriptor that the suite and `primer-lab` use,
/// never linked into an app; a module of the `PrimerConformance` product, not a product of its own) and
/// its tests.
func adapter(_ folder: String) -> [Target] {
    let module = "\(folder)Adapter"
    let conformance = "\(folder)Conformance"
    return [
        .target(
            name: module, dependencies: ["PrimerCore"], path: "Adapters/\(folder)/Sources",
            resources: adapterResources[folder], swiftSettings: swiftSettings),
        .target(
            name: conformance, dependencies: [.byName(name: module), "PrimerCore", "PrimerConformance"],
            path: "Adapters/\(folder)/Conformance", swiftSettings: swiftSettings),
        .testTarget(
            name: "\(module)Tests",
            dependencies: [
                .byName(name: module), .byName(name: conformance), "PrimerCore", "PrimerSimulator",
                "PrimerConformance", "PrimerConformanceTesting",
            ],
            path: "Adapters/\(folder)/Tests", exclude: adapterTestExcludes[folder] ?? [],
            swiftSettings: sampleSwiftSettings),
    ]
}

/// Every folder under `Adapters/` with a `Sources` folder is an adapter: its library product, its
/// module in the `PrimerConformance` product, its targets and its place in `primer-lab` and the cross-adapter tests all follow from the folder (and the
/// one line in `Sources/PrimerLab/AdapterCatalog.swift` that names its descriptor; a test checks both
/// lists agree).
let vendors: [String] = {
    let root = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Adapters")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return folders.filter { folder in
        var isDirectory: ObjCBool = false
        let sources = root.appendingPathComponent(folder).appendingPathComponent("Sources").path
        return FileManager.default.fileExists(atPath: sources, isDirectory: &isDirectory) && isDirectory.boolValue
    }.sorted()
}()
let adapterModules: [Target.Dependency] = vendors.map { .byName(name: "\($0)Adapter") }
let conformanceModules: [Target.Dependency] = vendors.map { .byName(name: "\($0)Conformance") }

let package = Package(
    name: "PushPrimerKit",
    defaultLocalization: "en",
    // Only what a check builds: iOS (type-checked, compiled and linked at 15.0 on Linux; xcodebuild in the
    // hosted macOS job) and macOS (that job's swift build and test). README, "Supported".
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "PrimerCore", targets: ["PrimerCore"]),
        .library(name: "PrimerUI", targets: ["PrimerUI"]),
        .library(name: "PrimerSimulator", targets: ["PrimerSimulator"]),
        // Test support, one product: the suite and every adapter's conformance module (its profile,
        // descriptor and driver), so an app's package is not offered a product per vendor it never links.
        // Another package (Benchmarks) imports `RakutenConformance` through it.
        .library(name: "PrimerConformance", targets: ["PrimerConformance"] + vendors.map { "\($0)Conformance" }),
        .library(name: "PrimerConformanceTesting", targets: ["PrimerConformanceTesting"]),
        .executable(name: "primer-lab", targets: ["primer-lab"]),
    ] + vendors.map { vendor in .library(name: "\(vendor)Adapter", targets: ["\(vendor)Adapter"]) },
    targets: [
        .target(
            name: "PrimerCore", path: "Sources/PrimerCore", resources: privacyManifest + [.process("Resources")],
            swiftSettings: swiftSettings),
        .target(
            name: "PrimerUI", dependencies: ["PrimerCore"], path: "Sources/PrimerUI", swiftSettings: swiftSettings),
        .target(
            name: "PrimerSimulator", dependencies: ["PrimerCore"], path: "Sources/PrimerSimulator",
            swiftSettings: swiftSettings),
        .target(
            name: "PrimerConformance", dependencies: ["PrimerCore", "PrimerSimulator"],
            path: "Conformance/Sources", resources: privacyManifest, swiftSettings: swiftSettings),
        .target(
            name: "PrimerConformanceTesting", dependencies: ["PrimerConformance"],
            path: "Conformance/Testing", swiftSettings: swiftSettings),
        .target(
            name: "PrimerLab",
            dependencies: ["PrimerCore", "PrimerSimulator", "PrimerConformance"] + adapterModules
                + conformanceModules,
            path: "Sources/PrimerLab", swiftSettings: swiftSettings),
        .executableTarget(
            name: "primer-lab", dependencies: ["PrimerLab"], path: "Sources/primer-lab",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PrimerCoreTests", dependencies: ["PrimerCore", "PrimerSimulator", "PrimerConformance"],
            path: "Tests/PrimerCoreTests", swiftSettings: swiftSettings),
        .testTarget(
            name: "PrimerUITests", dependencies: ["PrimerUI", "PrimerCore"], path: "Tests/PrimerUITests",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PrimerSimulatorTests", dependencies: ["PrimerCore", "PrimerSimulator", "PrimerConformance"],
            path: "Tests/PrimerSimulatorTests", swiftSettings: swiftSettings),
        .testTarget(
            name: "PrimerConformanceTests",
            dependencies: ["PrimerCore", "PrimerSimulator", "PrimerConformance", "PrimerConformanceTesting"],
            path: "Conformance/Tests", swiftSettings: swiftSettings),
        .testTarget(
            name: "CrossAdapterTests",
            dependencies: [
                "PrimerCore", "PrimerSimulator", "PrimerConformance", "PrimerConformanceTesting",
                "PrimerLab",
            ] + adapterModules + conformanceModules,
            path: "Tests/CrossAdapterTests", swiftSettings: swiftSettings),
        .testTarget(
            name: "PrimerLabTests", dependencies: ["PrimerLab", "PrimerCore", "PrimerSimulator", "PrimerConformance"],
            path: "Tests/PrimerLabTests", swiftSettings: swiftSettings),
    ] + vendors.flatMap(adapter)
)
