import GestureKitLite
import GestureKitLiteStreams

extension EvdevMultitouchDecoder {
  /// Creates a decoder for a device, fitting its surface into `size` (see
  /// ``CoordinateMapping/init(fitting:_:into:)``); `nil` when the geometry
  /// lacks a position range.
  ///
  /// - Parameters:
  ///   - geometry: The device's axis ranges: positions are clamped to them,
  ///     and its slot range bounds `ABS_MT_SLOT`.
  ///   - size: The viewport, points.
  ///   - timeOrigin: Where time zero is.
  public init?(geometry: DeviceGeometry, fittingInto size: Size, timeOrigin: ImportTimeOrigin = .firstFrame) {
    guard let x = geometry.positionX, let y = geometry.positionY else { return nil }
    self.init(
      mapping: CoordinateMapping(fitting: x, y, into: size), geometry: geometry, timeOrigin: timeOrigin)
  }

  /// Creates a decoder for a device at its physical size when
  /// ``DeviceGeometry/physicalScale`` allows (a point is 1/163 inch, and the
  /// viewport should be the size it gives), else fitting its surface into
  /// `size`; `nil` when the geometry lacks a position range.
  ///
  /// - Parameters:
  ///   - geometry: The device's description: axis ranges, resolutions,
  ///     whether it is a direct-touch screen.
  ///   - size: The viewport to fit into when the physical scale is not available, points.
  ///   - timeOrigin: Where time zero is.
  public init?(
    geometry: DeviceGeometry, physicalScaleOrFittingInto size: Size,
    timeOrigin: ImportTimeOrigin = .firstFrame
  ) {
    guard let x = geometry.positionX, let y = geometry.positionY else { return nil }
    guard case .available = geometry.physicalScale else {
      self.init(geometry: geometry, fittingInto: size, timeOrigin: timeOrigin)
      return
    }
    self.init(mapping: CoordinateMapping(physical: x, y), geometry: geometry, timeOrigin: timeOrigin)
  }
}
