import GestureKitLite
import GestureKitLiteStreams

// The splitter's closures may throw only stream errors: an import error
// waits aside while a stand-in stops the splitter, and is thrown once it has
// stopped.

extension TouchStreamLineSplitter {
  /// The closure that receives each line of a recording: as ``LineHandler``,
  /// throwing an import error.
  typealias ImportLineHandler = (_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TouchImportError)
    -> Void

  /// Splits `chunk` of a recording and passes every line it completes to `body`.
  ///
  /// - Throws: ``TouchImportError``: what `body` throws, or the splitter's own
  ///   refusal (a line too long) as an import error.
  mutating func appendImporting(_ chunk: UnsafeBufferPointer<UInt8>, _ body: ImportLineHandler)
    throws(TouchImportError)
  {
    var failure: TouchImportError?
    do throws(TouchStreamError) {
      try append(chunk) { (line, number) throws(TouchStreamError) in
        try Self.deliver(line, number, to: body, failure: &failure)
      }
    } catch {
      throw failure ?? TouchImportError(error)
    }
  }

  /// Ends a recording, passing its last line to `body` if it did not end
  /// with a line break; errors as ``appendImporting(_:_:)``'s.
  mutating func finishImporting(_ body: ImportLineHandler) throws(TouchImportError) {
    var failure: TouchImportError?
    do throws(TouchStreamError) {
      try finish { (line, number) throws(TouchStreamError) in
        try Self.deliver(line, number, to: body, failure: &failure)
      }
    } catch {
      throw failure ?? TouchImportError(error)
    }
  }

  /// Calls `body`; an import error goes into `failure` and a stand-in stops the splitter.
  private static func deliver(
    _ line: UnsafeBufferPointer<UInt8>, _ number: Int, to body: ImportLineHandler,
    failure: inout TouchImportError?
  ) throws(TouchStreamError) {
    do throws(TouchImportError) {
      try body(line, number)
    } catch {
      failure = error
      throw TouchStreamError(.emptyStream, line: number, column: 1)
    }
  }
}
