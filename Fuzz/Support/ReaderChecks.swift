// The checks shared by FuzzTextReader and FuzzJSONLinesReader.
//
// For any bytes:
// - decoding never traps (a TouchStreamError is a fine answer);
// - how the bytes are cut into chunks changes nothing: the records, their
//   line numbers, the error and the configuration are the same whether the
//   stream arrives whole, cut at two points taken from the data, or in small
//   chunks of a size taken from the data.
// For bytes that decode:
// - the format's writer writes records that decode to the same records and
//   the same configuration, and writing those again gives the same bytes;
// - the other format's writer does the same (both forms are lossless).

/// Everything a decode produced.
struct DecodeOutcome: Equatable {
  /// The records and the line each came from.
  var records: [TouchStreamRecord] = []
  var lines: [Int] = []
  /// The error that stopped the decoder, if any.
  var error: TouchStreamError?
  /// The decoder's configuration when it stopped (directives applied).
  var configuration = GestureConfiguration()

  var isSuccess: Bool { error == nil }
}

/// Decodes `bytes` in `format`, feeding the decoder the chunks that end at
/// each of `cuts` (ascending offsets), then the rest.
func decode(
  _ bytes: UnsafeRawBufferPointer, format: TouchStreamFormat, cuts: [Int]
) -> DecodeOutcome {
  var decoder = TouchStreamDecoder(format: format)
  var outcome = DecodeOutcome()
  do throws(TouchStreamError) {
    var start = 0
    for cut in cuts + [bytes.count] where cut >= start {
      try decoder.append(UnsafeRawBufferPointer(rebasing: bytes[start..<cut])) { record, line in
        outcome.records.append(record)
        outcome.lines.append(line)
      }
      start = cut
    }
    try decoder.finish { record, line in
      outcome.records.append(record)
      outcome.lines.append(line)
    }
  } catch {
    outcome.error = error
  }
  outcome.configuration = decoder.configuration
  return outcome
}

/// Decodes a string (what a writer produced).
func decode(_ text: String, format: TouchStreamFormat) -> DecodeOutcome {
  var copy = text
  return copy.withUTF8 { decode(UnsafeRawBufferPointer($0), format: format, cuts: []) }
}

/// A short, printable rendering of `bytes` for failure messages.
func excerpt(_ bytes: UnsafeRawBufferPointer, limit: Int = 400) -> String {
  var result = ""
  for byte in bytes.prefix(limit) {
    switch byte {
    case 0x20...0x7E where byte != UInt8(ascii: "\\"): result.unicodeScalars.append(Unicode.Scalar(byte))
    case UInt8(ascii: "\n"): result += "\\n"
    default: result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }
  }
  if bytes.count > limit { result += "... (\(bytes.count) bytes)" }
  return result
}

/// Runs every reader check on `data` read as `format`.
func checkReader(_ data: UnsafePointer<UInt8>, _ size: Int, format: TouchStreamFormat) {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  let whole = decode(bytes, format: format, cuts: [])

  // Chunk boundaries are invisible.
  if size > 1 {
    let a = Int(data[0]) * size / 256
    let b = Int(data[size - 1]) * size / 256
    let twoCuts = decode(bytes, format: format, cuts: [min(a, b), max(a, b)])
    fuzzCheck(
      twoCuts == whole,
      "\(format.name): cutting at \(min(a, b)) and \(max(a, b)) changes the result\n"
        + "whole: \(whole)\ncut: \(twoCuts)\ninput: \(excerpt(bytes))")
    let step = 1 + Int(data[size / 2]) % 7
    let small = decode(bytes, format: format, cuts: Array(stride(from: step, to: size, by: step)))
    fuzzCheck(
      small == whole,
      "\(format.name): chunks of \(step) bytes change the result\n"
        + "whole: \(whole)\nchunked: \(small)\ninput: \(excerpt(bytes))")
  }

  guard whole.isSuccess else { return }
  for target in TouchStreamFormat.allCases {
    checkRoundTrip(whole, from: format, through: target, input: bytes)
  }
}

/// Writes `original`'s records in `target` form and checks that they decode
/// to the same records and configuration, and write again to the same bytes.
private func checkRoundTrip(
  _ original: DecodeOutcome, from source: TouchStreamFormat, through target: TouchStreamFormat,
  input: UnsafeRawBufferPointer
) {
  let written = target.text(for: original.records)
  let reread = decode(written, format: target)
  let context =
    "\(source.name) stream written as \(target.name)\ninput: \(excerpt(input))\nwritten:\n\(written)"
  fuzzCheck(reread.isSuccess, "\(context)\ndoes not decode: \(String(describing: reread.error))")
  fuzzCheck(
    reread.records == original.records,
    "\(context)\ndecodes to other records\noriginal: \(original.records)\nreread: \(reread.records)")
  fuzzCheck(
    reread.configuration == original.configuration,
    "\(context)\ndecodes to another configuration\noriginal: \(original.configuration)\nreread: \(reread.configuration)"
  )
  let rewritten = target.text(for: reread.records)
  fuzzCheck(rewritten == written, "\(context)\nwrites differently the second time:\n\(rewritten)")
}
