// swift-tools-version: 6.3
// Fuzz targets and the crash-consistency writer for PushPrimerKit. A package of its own so the root
// `Package.swift` keeps no dependencies; it depends on the root by path. `scripts/fuzz` builds the
// targets with `-sanitize=fuzzer,address`; `scripts/crash-consistency` builds `crash-writer` plainly.
import Foundation
import PackageDescription

/// The root package's identity: SwiftPM names a path dependency after its folder, which is whatever the
/// clone is called.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()

let settings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// One libFuzzer target: `Sources/<name>/main.swift` hands libFuzzer's inputs to the code under test.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: root) },
        path: "Sources/\(name)", swiftSettings: settings)
}

let targets: [Target] = [
    fuzzTarget("fuzz-push-payload-json", ["PrimerCore"]),
    fuzzTarget("fuzz-push-payload-userinfo", ["PrimerCore"]),
    fuzzTarget("fuzz-activereach-campaign", ["PrimerCore", "ActiveReachAdapter"]),
    fuzzTarget("fuzz-rakuten-responses", ["RakutenAdapter"]),
    fuzzTarget("fuzz-rakuten-regex", ["RakutenAdapter"]),
    fuzzTarget("fuzz-actito-payload", ["PrimerCore", "ActitoAdapter"]),
    fuzzTarget("fuzz-filestore", ["PrimerCore"]),
    fuzzTarget("fuzz-clevertap-local-inapp", ["PrimerCore", "CleverTapAdapter"]),
    fuzzTarget("fuzz-onesignal-stored-state", ["PrimerCore", "PrimerSimulator", "OneSignalAdapter"]),
    .executableTarget(
        name: "crash-writer", dependencies: [.product(name: "PrimerCore", package: root)],
        path: "Sources/crash-writer", swiftSettings: settings),
]

/// libFuzzer's driver (a C declaration) and the Swift glue every target shares.
let support: [Target] = [
    .target(name: "LibFuzzerDriver", path: "Sources/LibFuzzerDriver"),
    .target(
        name: "FuzzSupport", dependencies: ["LibFuzzerDriver", .product(name: "PrimerCore", package: root)],
        path: "Sources/FuzzSupport",
        swiftSettings: settings),
]

let package = Package(
    name: "PushPrimerKitFuzz",
    platforms: [.macOS(.v13)],
    products: targets.map { .executable(name: $0.name, targets: [$0.name]) },
    dependencies: [.package(path: "..")],
    targets: targets + support
)
