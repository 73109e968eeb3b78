// swift-tools-version: 6.3
// An app's package that adopts PushPrimerKit exactly as the README's "Installation" and "Tour for
// integrators" say: the app target links one adapter (ActiveReachAdapter), the test target adds
// PrimerSimulator, and the README's test runs here verbatim. CI builds it, runs it and runs its tests
// (`.ci/run`), so the instructions cannot rot. A real app writes `.package(url: ..., from: "0.1.0")`
// where this writes the path.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [.package(name: "PushPrimerKit", path: "../..")],
    targets: [
        .target(
            name: "ShopPrimer",
            dependencies: [
                .product(name: "ActiveReachAdapter", package: "PushPrimerKit")
            ]),
        .executableTarget(name: "shop-primer", dependencies: ["ShopPrimer"]),
        .testTarget(
            name: "ShopPrimerTests",
            dependencies: [
                "ShopPrimer", .product(name: "PrimerSimulator", package: "PushPrimerKit"),
            ]),
    ]
)
