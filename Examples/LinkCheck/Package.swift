// swift-tools-version: 6.3
// The smallest app-shaped program that links PrimerCore and one adapter, as an app would. CI builds it in
// release, strips it and checks with `nm` that no test support (drivers, descriptors, profiles, the
// conformance suite, the simulator) is linked in: see `scripts/check-app-link`.
import PackageDescription

let package = Package(
    name: "LinkCheck",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [.package(name: "PushPrimerKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "LinkCheck",
            dependencies: [
                .product(name: "PrimerCore", package: "PushPrimerKit"),
                .product(name: "ActiveReachAdapter", package: "PushPrimerKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)])
    ]
)
