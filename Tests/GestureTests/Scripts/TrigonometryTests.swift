import Foundation
import GestureKitLite
import Testing

@testable import GestureKitLiteScripts

/// The pinch's finger axis comes from the library's own sine and cosine (no
/// platform math library), held here to the platform's.
@Suite struct TrigonometryTests {
  @Test("multiples of 90 degrees give exact unit vectors, y pointing down")
  func quarterTurns() {
    let expected: [(Double, Point)] = [
      (0, Point(x: 1, y: 0)), (90, Point(x: 0, y: 1)), (180, Point(x: -1, y: 0)), (270, Point(x: 0, y: -1)),
      (360, Point(x: 1, y: 0)), (-90, Point(x: 0, y: -1)), (450, Point(x: 0, y: 1)),
      (-720, Point(x: 1, y: 0)),
    ]
    for (degrees, direction) in expected {
      #expect(Trigonometry.direction(degrees: degrees) == direction, "\(degrees)")
    }
  }

  @Test("the series are within a unit in the last place of Foundation's sine and cosine up to 45 degrees")
  func seriesMatchFoundation() {
    for step in 0...10_000 {
      let x = Double(step) / 10_000 * Double.pi / 4
      #expect(abs(Trigonometry.sine(x) - sin(x)) <= sin(x).ulp, "sin \(x)")
      #expect(abs(Trigonometry.cosine(x) - cos(x)) <= cos(x).ulp, "cos \(x)")
    }
  }

  @Test("every angle's direction is Foundation's to 1e-14, far below the 1/1000 pt a stream is rounded to")
  func directionMatchesFoundation() {
    // Foundation's side converts the whole angle to radians first, which
    // costs it a few units in the last place; the library reduces in degrees.
    var worst = 0.0
    for step in -7_200...7_200 {
      let degrees = Double(step) * 0.137
      let direction = Trigonometry.direction(degrees: degrees)
      let radians = degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
      worst = max(worst, abs(direction.x - cos(radians)), abs(direction.y - sin(radians)))
    }
    #expect(worst < 1e-14, "worst difference \(worst)")
  }
}
