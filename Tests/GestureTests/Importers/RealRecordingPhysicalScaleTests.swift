import GestureKitLite
import GestureKitLiteStreams
import Testing

@testable import gesture_sim

/// Issue 14 on the real recordings: the Android ones play at the Galaxy S's
/// physical size (its test description gives resolutions and `P: 02`).
@Suite(.enabled(if: RecordingLibrary.isPresent, RecordingLibrary.absence))
struct RealRecordingPhysicalScaleTests {
  @Test(
    "the Galaxy S recordings play at the phone's physical size, and give the verdicts they gave fitted into 390 × 844",
    arguments: RecordingExpectation.all.filter { $0.file.hasPrefix("android-getevent/") })
  func androidAtPhysicalSize(_ expectation: RecordingExpectation) throws {
    var first: TouchStreamRecord?
    try RecordingLibrary.recording(expectation.file).forEachRecord { record in first = first ?? record }
    #expect(first == .viewport(Size(width: 328.567, height: 547.612)))
    let fitted = RecordingLibrary.verdicts(
      try RecordingLibrary.play(expectation.file, fittedInto: Size(width: 390, height: 844)))
    #expect(RecordingLibrary.verdicts(try RecordingLibrary.play(expectation.file)) == fitted)
  }

  @Test(
    "the Galaxy S two-finger drag's span changes by 9.5 pt at the physical size, 11.2 pt fitted: under pinchSlop"
  )
  func twoFingerDragSpan() throws {
    let file = "android-getevent/Phone/phone-two-finger-drag.txt"
    #expect(try RecordingLibrary.largestSpanChange(file) == 9.5)
    #expect(try RecordingLibrary.largestSpanChange(file, fittedInto: Size(width: 390, height: 844)) == 11.2)
  }
}
