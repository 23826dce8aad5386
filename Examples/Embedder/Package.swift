// swift-tools-version: 6.0
// An app's package that depends on GestureKitLite by path, as an embedder's
// would. scripts/build-examples.sh places it beside a link named
// GestureKitLite to this repository, builds it, runs it and runs its test, so
// the README's dependency lines, its ten lines and its streams-from-code test
// are compiled exactly as they are written there.
import PackageDescription

let package = Package(
  name: "Embedder",
  platforms: [.macOS(.v13), .iOS(.v16)],
  // README: dependency
  dependencies: [
    .package(path: "../GestureKitLite")  // or .package(url: YOUR_MIRROR, from: "0.5.0")
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
  // README: end
)
