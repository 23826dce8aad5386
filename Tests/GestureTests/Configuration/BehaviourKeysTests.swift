import GestureKitLite
import GestureKitLiteStreams
import Testing

/// The configuration a stream's directives make, or the message it is refused with.
func streamConfiguration(_ text: String, format: TouchStreamFormat = .text) -> Result<
  GestureConfiguration, TouchStreamError
> {
  var decoder = TouchStreamDecoder(format: format)
  do throws(TouchStreamError) {
    try decoder.append(Array(text.utf8)) { _, _ in }
    try decoder.finish { _, _ in }
  } catch {
    return .failure(error)
  }
  return .success(decoder.configuration)
}

/// Contract 1.1's behaviour keys (SPEC §3): declared, parsed, printed and
/// checked like every other key.
@Suite("configuration: contract 1.1 keys")
struct BehaviourKeysTests {
  @Test("the keys of 1.1, 1.2 and 1.3 come after pagingVelocity and before settle, in SPEC §3's order")
  func keysInOrder() {
    let names = GestureConfiguration.Key.all.map(\.name)
    let start = names.firstIndex(of: "pagingVelocity").map { $0 + 1 } ?? 0
    #expect(
      Array(names[start...]) == [
        "initialZoom", "pullDownEnabled", "pullDownWithPaging", "dismissWhileDragging", "dismissFade",
        "dismissRestore", "dismissRestoreDuration", "dismissRestoreBounce", "zoomFrame", "zoomedPaging",
        "pageChangedAt", "quickScaleEnabled", "quickScaleDistance", "longPressEnabled", "longPressDuration",
        "wheelZoomDistance", "wheelGap", "keyPanDistance", "keyZoomFactor", "escapeDismisses", "settle",
      ])
  }

  @Test("the defaults are SPEC §3's, as text")
  func defaults() {
    let configuration = GestureConfiguration()
    let texts = [
      "initialZoom", "pullDownEnabled", "pullDownWithPaging", "dismissWhileDragging", "dismissFade",
      "dismissRestore", "dismissRestoreDuration", "dismissRestoreBounce", "zoomFrame", "zoomedPaging",
      "pageChangedAt",
    ].map { configuration.valueText(forKey: $0) }
    #expect(
      texts == ["1", "true", "false", "false", "true", "easeOut", "0.3", "0", "image", "false", "release"])
    #expect(configuration.changedSettings.isEmpty)
  }

  @Test("initialZoom follows minZoom until it is set, then keeps its own value")
  func initialZoomFollows() throws {
    var configuration = GestureConfiguration()
    #expect(GestureConfiguration.Key.named("initialZoom")?.follows == "minZoom")
    try configuration.setValue("0.5", forKey: "minZoom")
    #expect(configuration.initialZoom == 0.5)
    // Setting another key walks every setting; it must not fix the follower.
    try configuration.setValue("3", forKey: "maxZoom")
    try configuration.setValue("0.6", forKey: "minZoom")
    #expect(configuration.initialZoom == 0.6)
    #expect(configuration.valueText(forKey: "initialZoom") == "0.6")
    try configuration.setValue("1", forKey: "initialZoom")
    try configuration.setValue("0.8", forKey: "minZoom")
    #expect(configuration.initialZoom == 1)
    var byProperty = GestureConfiguration()
    byProperty.initialZoom = 1  // set, even to the value it follows
    byProperty.minZoom = 0.5
    #expect(byProperty.initialZoom == 1)
  }

  @Test("validating or reading a configuration does not fix a following initialZoom")
  func visitingDoesNotFreeze() throws {
    var configuration = GestureConfiguration()
    _ = try configuration.validated()
    _ = configuration.valueText(forKey: "initialZoom")
    _ = configuration.changedSettings
    configuration.minZoom = 0.25
    #expect(configuration.initialZoom == 0.25)
    #expect(
      configuration
        == {
          var c = GestureConfiguration()
          c.minZoom = 0.25
          return c
        }())
  }

  @Test("word values are taken bare, and a wrong word is refused with the words it could be")
  func words() throws {
    var configuration = GestureConfiguration()
    try configuration.setValue("spring", forKey: "dismissRestore")
    try configuration.setValue("viewport", forKey: "zoomFrame")
    try configuration.setValue("rest", forKey: "pageChangedAt")
    #expect(configuration.dismissRestore == .spring)
    #expect(configuration.zoomFrame == .viewport)
    #expect(configuration.pageChangedAt == .rest)
    #expect(configuration.valueText(forKey: "zoomFrame") == "viewport")
    #expect(throws: ConfigurationError.self) { try configuration.setValue("bars", forKey: "zoomFrame") }
    #expect(configuration.zoomFrame == .viewport)  // unchanged
    let messages = [("zoomFrame", "bars"), ("dismissRestore", "linear"), ("pageChangedAt", "Rest")].map {
      name, text -> String in
      var copy = GestureConfiguration()
      do throws(ConfigurationError) {
        try copy.setValue(text, forKey: name)
        return "accepted"
      } catch {
        return error.description
      }
    }
    #expect(
      messages == [
        "invalid value 'bars' for zoomFrame: expected image or viewport",
        "invalid value 'linear' for dismissRestore: expected one of easeOut, easeInOut or spring",
        "invalid value 'Rest' for pageChangedAt: expected release or rest",
      ])
  }

  @Test("ranges: a restore lasts 0.01 to 10 s, a bounce is 0 to 0.9, initialZoom 0.01 to 100")
  func ranges() {
    let refused = [
      ("dismissRestoreDuration", "0"), ("dismissRestoreDuration", "10.5"), ("dismissRestoreBounce", "0.95"),
      ("dismissRestoreBounce", "-0.1"), ("initialZoom", "0"), ("initialZoom", "nan"),
      ("pullDownEnabled", "yes"),
    ].map { name, text -> String in
      var copy = GestureConfiguration()
      do throws(ConfigurationError) {
        try copy.setValue(text, forKey: name)
        return "accepted"
      } catch {
        return error.description
      }
    }
    #expect(
      refused == [
        "invalid value '0' for dismissRestoreDuration: expected a number from 0.01 to 10",
        "invalid value '10.5' for dismissRestoreDuration: expected a number from 0.01 to 10",
        "invalid value '0.95' for dismissRestoreBounce: expected a number from 0 to 0.9",
        "invalid value '-0.1' for dismissRestoreBounce: expected a number from 0 to 0.9",
        "invalid value '0' for initialZoom: expected a number from 0.01 to 100",
        "invalid value 'nan' for initialZoom: expected a number from 0.01 to 100",
        "invalid value 'yes' for pullDownEnabled: expected true or false",
      ])
  }

  @Test("minZoom ≤ initialZoom ≤ maxZoom is checked where consumers are made, with the values")
  func initialZoomConstraint() {
    var configuration = GestureConfiguration()
    configuration.minZoom = 0.8
    configuration.maxZoom = 3
    configuration.initialZoom = 3.5
    #expect(throws: ConfigurationError.inconsistent("initialZoom 3.5 is outside minZoom…maxZoom (0.8…3)")) {
      try configuration.validated()
    }
    #expect(throws: ConfigurationError.self) { try ImageViewerSession(configuration: configuration) }
    configuration.initialZoom = 0.7
    #expect(throws: ConfigurationError.inconsistent("initialZoom 0.7 is outside minZoom…maxZoom (0.8…3)")) {
      try configuration.validated()
    }
    configuration.dismissRestoreBounce = .nan
    configuration.initialZoom = 1
    #expect(
      throws: ConfigurationError.invalidValue(
        key: GestureConfiguration.Key.named("dismissRestoreBounce")!, text: "nan")
    ) { try configuration.validated() }
  }

  @Test("a stream's @set lines take words bare; a JSON set object takes them as strings")
  func streams() throws {
    let text = streamConfiguration(
      "@set zoomFrame=viewport\n@set dismissRestore=easeInOut\n@set initialZoom=2\n0 tick\n")
    let json = streamConfiguration(
      #"{"set":{"zoomFrame":"viewport","dismissRestore":"easeInOut","initialZoom":2}}"# + "\n"
        + #"{"t":0,"phase":"tick"}"# + "\n", format: .jsonLines)
    let fromText = try text.get()
    #expect(
      fromText.zoomFrame == .viewport && fromText.dismissRestore == .easeInOut && fromText.initialZoom == 2)
    #expect(try json.get() == fromText)
    let badJSON = streamConfiguration(#"{"set":{"zoomFrame":true}}"# + "\n", format: .jsonLines)
    #expect(throws: TouchStreamError.self) { try badJSON.get() }
    if case .failure(let error) = badJSON {
      #expect(
        error.description == "1:21: error: invalid value 'true' for zoomFrame: expected image or viewport")
    }
  }

  @Test("changed settings give back the configuration exactly, a set follower included")
  func changedSettingsRoundTrip() throws {
    var configuration = GestureConfiguration()
    configuration.minZoom = 0.8
    configuration.initialZoom = 1  // the default's text, but set: it must be listed
    configuration.zoomFrame = .viewport
    configuration.dismissRestoreBounce = 0.3
    #expect(
      configuration.changedSettings.map { "\($0.key)=\($0.value)" } == [
        "minZoom=0.8", "initialZoom=1", "dismissRestoreBounce=0.3", "zoomFrame=viewport",
      ])
    var records = configuration.changedSettings.map {
      TouchStreamRecord.setting(key: $0.key, value: $0.value)
    }
    records.append(.tick(time: 0))
    for format in [TouchStreamFormat.text, .jsonLines] {
      var output = ""
      switch format {
      case .text:
        var writer = TextTouchStreamWriter()
        for record in records { writer.write(record, to: &output) }
      case .jsonLines:
        var writer = JSONLinesTouchStreamWriter()
        for record in records { writer.write(record, to: &output) }
        writer.finish(to: &output)
      }
      #expect(try streamConfiguration(output, format: format).get() == configuration, "\(output)")
    }
  }
}
