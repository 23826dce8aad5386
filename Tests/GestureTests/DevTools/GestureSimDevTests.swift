import Foundation
import Testing

@testable import gesture_sim_dev

/// `gesture-sim-dev NAME --check`: 0 while the checked-in file is what the
/// code generates, 1 when it is not, 2 for a name it does not know.
@Suite struct GestureSimDevTests {
  @Test("--check passes for every generated file of this checkout, and an unknown name is a usage error")
  func checksEveryFile() {
    for file in GeneratedFile.all {
      #expect(GestureSimDev.run([file.name, "--check"]) == 0, "\(file.relativePath) is stale")
    }
    #expect(GestureSimDev.run(["configuration-articel", "--check"]) == 2)
    #expect(GestureSimDev.run([]) == 2)
    #expect(
      GestureSimDev.usage.contains(
        "  viewer-canvas          Sources/gesture-sim/Render/ViewerCanvasScript.swift"))
  }

  @Test(
    "a checked-in file that differs from what its generator computes is stale, and the message says how to fix it"
  )
  func staleFile() throws {
    let file = GeneratedFile(
      name: "readme", relativePath: "README.md", script: "scripts/make-readme.sh",
      generate: { "not the README" })
    #expect(try !file.isCurrent())
    #expect(
      file.staleMessage
        == "gesture-sim-dev: README.md is not what the code generates: run scripts/make-readme.sh, then read the diff"
    )
  }
}
