extension String {
  /// The string padded with spaces to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
