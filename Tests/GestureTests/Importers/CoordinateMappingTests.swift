import GestureKitLite
import GestureKitLiteImporters
import Testing

@Suite struct CoordinateMappingTests {
  private let atmelX = AxisRange(minimum: 0, maximum: 799)
  private let atmelY = AxisRange(minimum: 0, maximum: 479)

  @Test("fitting keeps the device's shape: one scale, the surface centered on the other axis")
  func fitting() {
    let mapping = CoordinateMapping(fitting: atmelX, atmelY, into: Size(width: 390, height: 844))
    #expect(mapping.scale == Point(x: 0.4875, y: 0.4875))
    #expect(mapping.point(x: 0, y: 0) == Point(x: 0, y: 305))
    #expect(mapping.point(x: 400, y: 240) == Point(x: 195, y: 422))
  }

  @Test("stretching fills the size on each axis, counting a range of 0…799 as 800 units")
  func stretching() {
    let mapping = CoordinateMapping(stretching: atmelX, atmelY, onto: Size(width: 800, height: 480))
    #expect(mapping.point(x: 799, y: 479) == Point(x: 799, y: 479))
    let offset = CoordinateMapping(
      stretching: AxisRange(minimum: 1472, maximum: 5728), AxisRange(minimum: 1408, maximum: 4916),
      onto: Size(width: 4257, height: 3509))
    #expect(offset.point(x: 1472, y: 1408) == .zero)
  }

  @Test("with a resolution on both axes the physical shape is kept, so units need not be square")
  func physicalShape() {
    // 1024 × 1024 units on a 51.2 × 85.3 mm screen: 20 and 12 units per millimetre.
    let mapping = CoordinateMapping(
      fitting: AxisRange(minimum: 0, maximum: 1023, resolution: 20),
      AxisRange(minimum: 0, maximum: 1023, resolution: 12), into: Size(width: 390, height: 844))
    #expect(mapping.point(x: 1024, y: 0).x == 390)
    #expect(mapping.point(x: 0, y: 1024).y - mapping.point(x: 0, y: 0).y == 650)
  }

  @Test("points are rounded to a thousandth, and a degenerate size never traps")
  func roundingAndDegenerateSizes() {
    let mapping = CoordinateMapping(
      fitting: AxisRange(minimum: 0, maximum: 2776), AxisRange(minimum: 0, maximum: 1569),
      into: Size(width: 390, height: 844))
    #expect(mapping.point(x: 1269, y: 710) == Point(x: 178.218, y: 411.467))
    let degenerate = CoordinateMapping(
      fitting: atmelX, AxisRange(minimum: 5, maximum: 1), into: Size(width: 0, height: .nan))
    #expect(degenerate.point(x: 10, y: 10).isFinite)
  }
}
