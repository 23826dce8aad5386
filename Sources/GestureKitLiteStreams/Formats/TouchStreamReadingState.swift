import GestureKitLite

/// What both stream readers remember between lines: the configuration the
/// directives built, the touches that are down, and whether the first sample
/// or tick has been read.
///
/// Every method either succeeds or throws with the state unchanged, so a
/// caller that reports an error and keeps going reads the next line as if
/// the bad one had not been there.
struct TouchStreamReadingState: Equatable, Sendable {
  /// The configuration: the reader's starting one with every directive so far applied.
  var configuration: GestureConfiguration
  /// The semantic checks of SPEC §2.3.
  var validator = TouchSequenceValidator()
  /// Whether a sample, tick or input record has been read; directives are refused after it.
  var hasStarted = false

  init(configuration: GestureConfiguration) {
    self.configuration = configuration
  }

  /// Refuses a directive once a sample or tick has been read.
  ///
  /// - Parameters:
  ///   - name: The directive as the message names it (`@set`).
  ///   - offset: The directive's byte offset in `bytes`.
  ///   - bytes: The line.
  ///   - line: The line's number.
  /// - Throws: ``TouchStreamError/Kind/directiveAfterFirstSample(_:)``.
  func checkDirectiveAllowed(
    _ name: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    if hasStarted {
      throw TouchStreamSyntax.error(
        .directiveAfterFirstSample(name), at: offset, in: bytes, line: line)
    }
  }

  /// Where a sample's checked fields start in its line, as byte offsets.
  struct FieldOffsets {
    var time: Int
    var id: Int
    var x: Int
    var y: Int
  }

  /// Accepts a sample whose fields start at `offsets` in `bytes`.
  mutating func accept(
    _ sample: TouchSample, offsets: FieldOffsets, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    try checkConfigurationBeforeFirstSample(line: line)
    do {
      try validator.accept(sample)
    } catch {
      let offset =
        switch error.field {
        case .time: offsets.time
        case .id: offsets.id
        case .x: offsets.x
        case .y: offsets.y
        // A sample has no deltas, key or modifiers: the validator never names them for one.
        case .deltaX, .deltaY, .key, .modifiers: offsets.time
        }
      throw TouchStreamSyntax.error(error.kind, at: offset, in: bytes, line: line)
    }
    hasStarted = true
  }

  /// Where the checked fields of a wheel, key or action record start in
  /// its line, as byte offsets; a field the record does not have (or left
  /// out: no `mods`) points at the time.
  struct InputOffsets {
    var time: Int
    var x: Int
    var y: Int
    var deltaX: Int
    var deltaY: Int
    var key: Int
    var modifiers: Int

    /// Every field at the time's offset, for a caller to fill in.
    init(time: Int) {
      self.time = time
      (x, y, deltaX, deltaY, key, modifiers) = (time, time, time, time, time, time)
    }

    /// The offset of `field`.
    func offset(of field: TouchSequenceValidator.Field) -> Int {
      switch field {
      case .time: time
      // An input record has no touch id: the validator never names it for one.
      case .id: time
      case .x: x
      case .y: y
      case .deltaX: deltaX
      case .deltaY: deltaY
      case .key: key
      case .modifiers: modifiers
      }
    }
  }

  /// Accepts a wheel record whose fields start at `offsets` in `bytes`
  /// (SPEC §2.4): its time in order, its numbers within the limits.
  ///
  /// Records count as samples for the rule that directives come first.
  @inline(never)
  mutating func accept(
    _ wheel: WheelInput, offsets: InputOffsets, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    try checkConfigurationBeforeFirstSample(line: line)
    do { try validator.accept(wheel) } catch { throw Self.error(error, offsets, bytes, line) }
    hasStarted = true
  }

  /// Accepts a key record as ``accept(_:offsets:in:line:)-(WheelInput,_,_,_)``
  /// does a wheel: its time in order, its name one.
  @inline(never)
  mutating func accept(
    _ key: KeyInput, offsets: InputOffsets, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    try checkConfigurationBeforeFirstSample(line: line)
    do { try validator.accept(key) } catch { throw Self.error(error, offsets, bytes, line) }
    hasStarted = true
  }

  /// Accepts an action record as ``accept(_:offsets:in:line:)-(WheelInput,_,_,_)``
  /// does a wheel: its time in order.
  @inline(never)
  mutating func accept(
    _ action: ActionInput, offsets: InputOffsets, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    try checkConfigurationBeforeFirstSample(line: line)
    do { try validator.accept(action) } catch { throw Self.error(error, offsets, bytes, line) }
    hasStarted = true
  }

  /// The error for a record the validator refused, at its field's column.
  private static func error(
    _ violation: TouchSequenceValidator.Violation, _ offsets: InputOffsets,
    _ bytes: UnsafeBufferPointer<UInt8>,
    _ line: Int
  ) -> TouchStreamError {
    TouchStreamSyntax.error(violation.kind, at: offsets.offset(of: violation.field), in: bytes, line: line)
  }

  /// Accepts a tick at `time` seconds, whose time starts at byte `timeOffset`.
  mutating func acceptTick(
    at time: Double, timeOffset: Int, in bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) throws(TouchStreamError) {
    try checkConfigurationBeforeFirstSample(line: line)
    do {
      try validator.acceptTick(at: time)
    } catch {
      throw TouchStreamSyntax.error(error.kind, at: timeOffset, in: bytes, line: line)
    }
    hasStarted = true
  }

  /// Refuses a stream that ended without a sample or tick, at line 1, column 1.
  func finish() throws(TouchStreamError) {
    if !hasStarted { throw TouchStreamError(.emptyStream, line: 1, column: 1) }
  }

  /// At the first sample, tick or input record, checks the rules that tie settings together,
  /// reporting a contradiction at column 1 of that line.
  @inline(__always)
  private mutating func checkConfigurationBeforeFirstSample(line: Int) throws(TouchStreamError) {
    if !hasStarted { try checkConfiguration(line: line) }
  }

  /// Checks the rules that tie the settings together, reporting a
  /// contradiction at column 1 of `line`.
  ///
  /// `mutating` though it changes nothing, and out of line: so it is handed
  /// the state's address. Otherwise the configuration (some 180 bytes) was
  /// copied for every sample, before `hasStarted` was even looked at.
  @inline(never)
  private mutating func checkConfiguration(line: Int) throws(TouchStreamError) {
    do {
      _ = try configuration.validated()
    } catch {
      throw TouchStreamError(.configuration(error), line: line, column: 1)
    }
  }
}
