// libFuzzer targets for the importers, in one binary: the target is named by
// GESTUREKIT_FUZZ_TARGET (scripts/fuzz.sh sets it), so that five targets
// cost one build.
//
//   evemu           an evemu recording, device lines and events (EvemuReader)
//   getevent        a getevent -lt log, the device 0…1023 on both axes (GeteventReader)
//   getevent-desc   a getevent -lp (or evemu A:) description, then a getevent -lt log
//   pointer-events  W3C Pointer Events JSON (PointerEventsReader, PointerEventDecoder)
//   evdev-raw       struct input_event fields for EvdevMultitouchDecoder.decode(seconds:...)
//
// Each plays everything it decodes through an ImageViewerSession, compiled
// with GESTUREKIT_INTERNAL_CHECKS and checked with _invariantViolations()
// after every call; see Importers/CheckedPlay.swift and each target's file
// for the rest of what is checked.
//
// Build and run with scripts/fuzz.sh (targets evemu, getevent, getevent-desc,
// pointer-events, evdev-raw). Other uses of the binary:
// `GESTUREKIT_FUZZ_SEEDS_OUT=DIR` makes seeds (Importers/ImporterSeeds.swift);
// `GESTUREKIT_FUZZ_PRINT=1 fuzz-importers INPUT...` prints the stream each
// input imports to, as a `.touches` stream, or the error.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The importer targets.
enum ImporterTarget: String, CaseIterable {
  case evemu
  case getevent
  case geteventWithDescription = "getevent-desc"
  case pointerEvents = "pointer-events"
  case evdevRaw = "evdev-raw"
}

/// The target this process fuzzes, from GESTUREKIT_FUZZ_TARGET.
let importerTarget: ImporterTarget? = getenv("GESTUREKIT_FUZZ_TARGET").flatMap {
  ImporterTarget(rawValue: String(cString: $0))
}

/// libFuzzer's entry point: runs the target's checks on one input; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  switch importerTarget {
  case .evemu?: checkEvdevText(data, size, form: .evemu)
  case .getevent?: checkEvdevText(data, size, form: .getevent)
  case .geteventWithDescription?: checkEvdevText(data, size, form: .geteventWithDescription)
  case .pointerEvents?: checkPointerEvents(data, size)
  case .evdevRaw?: checkEvdevRaw(data, size)
  case nil: fuzzFailure("GESTUREKIT_FUZZ_TARGET must name a target")
  }
  return 0
}

/// The stream `bytes` import to, as `.touches`, or the error, for GESTUREKIT_FUZZ_PRINT.
func importedText(_ bytes: [UInt8], target: ImporterTarget) -> String {
  bytes.withUnsafeBytes { raw in
    let frames: [TouchFrame]
    let error: TouchImportError?
    switch target {
    case .evemu, .getevent, .geteventWithDescription:
      let forms: [ImporterTarget: EvdevTextForm] = [
        .evemu: .evemu, .getevent: .getevent, .geteventWithDescription: .geteventWithDescription,
      ]
      let outcome = decodeEvdevText(raw, form: forms[target]!, cuts: [])
      (frames, error) = (outcome.frames, outcome.error)
    case .pointerEvents:
      let outcome = decodePointerEvents(raw, cuts: [])
      (frames, error) = (outcome.samples.map { TouchFrame(time: $0.time, samples: [$0]) }, outcome.error)
    case .evdevRaw:
      var (decoder, _) = rawDecoder(raw.first ?? 0)
      var made: [TouchFrame] = []
      var refusals = ""
      for event in rawEvents(raw.bindMemory(to: UInt8.self)) {
        do throws(EvdevMultitouchDecoder.Violation) {
          if let frame = try decoder.decode(
            seconds: event.seconds, microseconds: event.microseconds, type: event.type, code: event.code,
            value: event.value)
          {
            made.append(frame)
          }
        } catch {
          refusals += "# refused \(event): \(error.kind.message)\n"
        }
      }
      return refusals + TextTouchStreamWriter.text(for: made.flatMap { $0.samples.map { .sample($0) } })
    }
    let text = TextTouchStreamWriter.text(for: frames.flatMap { $0.samples.map { .sample($0) } })
    return text + (error.map { "# error: \($0)\n" } ?? "")
  }
}

/// Seeds and printing: the uses of the binary besides fuzzing.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  guard let target = importerTarget else {
    let names = ImporterTarget.allCases.map(\.rawValue).joined(separator: ", ")
    fputs("fuzz-importers: set GESTUREKIT_FUZZ_TARGET to one of: \(names)\n", stderr)
    exit(2)
  }
  let arguments = (1..<Int(argc.pointee)).compactMap { argv.pointee?[$0].map { String(cString: $0) } }
    .filter { !$0.hasPrefix("-") }
  let printing = getenv("GESTUREKIT_FUZZ_PRINT") != nil
  let out = getenv("GESTUREKIT_FUZZ_SEEDS_OUT").map { String(cString: $0) }
  guard printing || out != nil else { return 0 }
  var written = 0
  for arg in arguments {
    guard let bytes = readFile(arg) else {
      fputs("cannot read \(arg)\n", stderr)
      exit(2)
    }
    if printing {
      print("# \(arg)")
      print(importedText(bytes, target: target), terminator: "")
    } else if let out, let seed = seed(for: target, from: arg, bytes: bytes) {
      let name = arg.split(separator: "/").last.map(String.init) ?? "seed"
      if writeFile("\(out)/\(name).seed", seed) { written += 1 }
    }
  }
  if !printing { fputs("made \(written) \(target.rawValue) seeds in \(out ?? "")\n", stderr) }
  exit(0)
}
