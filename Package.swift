// swift-tools-version:6.0
//
// GestureKitLite: a deterministic, platform-free gesture-recognition engine.
//
// Build settings worth knowing:
// - The C interface (`Sources/CGestureKitLite/include/gesturekitlite.h`, written
//   in Swift in `Sources/GestureKitLiteC`) is a C library built outside
//   SwiftPM, with Embedded Swift, so that it needs no Swift runtime:
//   `scripts/build-c.sh` (`PREFIX=... scripts/build-c.sh install` installs it
//   with its pkg-config file); `scripts/build-wasm.sh` builds the same targets
//   as WebAssembly modules. Both read this manifest (`swift package describe`
//   and `dump-package`, through scripts/package-modules.py) for the modules,
//   their order, their sources and their defines, and compile each module as
//   SwiftPM does. Here the interface's targets are built with the full runtime
//   for the Swift tests that call its functions; they are no product, since a
//   C host links the C library.
// - `GESTUREKIT_INTERNAL_CHECKS`: when defined (for example with
//   `swift test -Xswiftc -DGESTUREKIT_INTERNAL_CHECKS`), the engine and the
//   viewer check their invariants after every mutating entry point and trap on
//   a violation. CI turns it on; release builds leave it off.

import PackageDescription

/// Every platform but WebAssembly's: where the C interface plays device recordings.
let deviceRecordingPlatforms: [Platform] = [
  .macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS, .driverKit, .linux, .android, .windows, .openbsd,
]

let package = Package(
  name: "GestureKitLite",
  // The oldest systems the engine and the viewer build for (the standard
  // library features they use: typed throws, BitwiseCopyable). The
  // observable model needs Observation and says so with @available
  // (macOS 14, iOS 17, tvOS 17, watchOS 10). Linux needs nothing more than
  // the Swift 6 toolchain.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "GestureKitLite", targets: ["GestureKitLite"]),
    // Touch streams as files: the text and JSON Lines formats' readers and
    // writers, and their playback through a session into the log of events.
    .library(name: "GestureKitLiteStreams", targets: ["GestureKitLiteStreams"]),
    // Real input: device recordings (evemu, getevent, pointer events) decoded
    // into touch streams and played.
    .library(name: "GestureKitLiteImporters", targets: ["GestureKitLiteImporters"]),
    // Streams from code: the gesture script language (`tap 195 422`, `pinch ... span 100 -> 260`)
    // and its synthesizer, for tests and tools that write touch streams as scripts.
    .library(name: "GestureKitLiteScripts", targets: ["GestureKitLiteScripts"]),
    .executable(name: "gesture-sim", targets: ["gesture-sim"]),
  ],
  targets: [
    .target(
      name: "GestureKitLite",
      // `Double.rounded()` and `squareRoot()` lower to libm calls; Foundation
      // links libm for its users, but the library must not rely on Foundation.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),
    // The stream formats and playback, and the device importers (which write
    // streams): the standard library only, like the core, which imports
    // neither. Internals they share with the core have `package` access.
    .target(name: "GestureKitLiteStreams", dependencies: ["GestureKitLite"]),
    .target(name: "GestureKitLiteImporters", dependencies: ["GestureKitLite", "GestureKitLiteStreams"]),
    // The gesture script language and its synthesizer; the standard library and
    // GestureKitLite only (no Foundation), like the core.
    .target(name: "GestureKitLiteScripts", dependencies: ["GestureKitLite", "GestureKitLiteStreams"]),
    // The C interface: the header (and the layout checks of its structs) in C,
    // the functions in Swift. What the Embedded Swift builds link beside the
    // Swift is C of this target too, compiled only by the scripts: Embedded/,
    // the two functions the standard library asks of its host (scripts/build-c.sh),
    // and Wasm/, the WebAssembly modules' C library and the header of their
    // extra functions (scripts/build-wasm.sh). A Swift runtime has both already.
    .target(name: "CGestureKitLite", exclude: ["Embedded", "Wasm"]),
    // `GKL_DEVICE_RECORDINGS`: the players of device recordings (Player/CPlayerFormat.swift),
    // which need GestureKitLiteImporters; the C library has them, the
    // WebAssembly modules leave them out (scripts/build-wasm.sh builds for
    // `.wasi`'s conditions: a page plays streams and pointer events).
    .target(
      name: "GestureKitLiteC",
      dependencies: [
        "GestureKitLite", "GestureKitLiteStreams",
        .target(name: "GestureKitLiteImporters", condition: .when(platforms: deviceRecordingPlatforms)),
        "CGestureKitLite",
      ],
      swiftSettings: [.define("GKL_DEVICE_RECORDINGS", .when(platforms: deviceRecordingPlatforms))]),
    // Counts heap allocations for `gesture-sim bench` by interposing malloc in the
    // executable. Only the command line tool links it; the library never does.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "gesture-sim",
      dependencies: [
        "GestureKitLite", "GestureKitLiteStreams", "GestureKitLiteImporters", "GestureKitLiteScripts",
        "CAllocationCounter",
      ]),
    // The package's development tasks: the generators of checked-in files
    // (`swift run gesture-sim-dev NAME`, scripts/make-*.sh). No product, so
    // nothing installs it; it reads and writes this checkout's files.
    .executableTarget(name: "gesture-sim-dev", dependencies: ["GestureKitLite"]),
    // The tests import gesture-sim too: fixture checks run the CLI's own code
    // path; and gesture-sim-dev, to fail while a generated file is stale.
    .testTarget(
      name: "GestureTests",
      dependencies: [
        "GestureKitLite", "GestureKitLiteStreams", "GestureKitLiteImporters", "GestureKitLiteScripts",
        "gesture-sim", "gesture-sim-dev", "GestureKitLiteC",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
