// swift-tools-version: 6.0
// An app's package that depends on GestureKitLite as an embedder's would:
// the README's "Adding it to a package" is this manifest from its import on.
// It builds where it stands (`swift build` in Examples/Embedder):
// `name: "GestureKitLite"` names the dependency whatever the checkout's folder
// is called, so `package: "GestureKitLite"` below finds it.
// scripts/build-examples.sh builds it, runs it and runs its test.
// README: manifest
import PackageDescription

let package = Package(
  name: "Viewer",
  // GestureKitLite's own; ImageViewerModel (Observation) needs macOS 14, iOS 17, tvOS 17, watchOS 10.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    // A checkout, here two folders up; `name:` names the package, so its folder may have any name.
    // Or a git repository you serve: .package(url: "https://example.com/GestureKitLite.git", from: "1.3.0")
    .package(name: "GestureKitLite", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "Viewer",
      dependencies: [.product(name: "GestureKitLite", package: "GestureKitLite")]),
    .testTarget(
      name: "ViewerTests",
      dependencies: [
        .product(name: "GestureKitLite", package: "GestureKitLite"),
        .product(name: "GestureKitLiteScripts", package: "GestureKitLite"),  // streams from code
      ]),
  ]
)
// README: end
