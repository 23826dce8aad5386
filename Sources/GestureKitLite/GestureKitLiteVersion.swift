/// The library's version and the version of the contract it implements.
///
/// `gesture-sim --version` prints both (`gesture-sim 0.5.0 (contract 1.3)`).
/// The C interface has a version of its own, which only an ABI break moves
/// (`gesturekitlite.h`'s `GKL_VERSION_STRING`). The version follows semantic
/// versioning: the minor number grows with each release that adds to the
/// API, the major one once the API is declared stable. The contract is
/// SPEC.md's own version: the stream formats, the configuration keys, the
/// recognizer names and the output of `gesture-sim`.
public enum GestureKitLiteVersion {
  /// The library's version: `0.5.0`.
  public static let current = "0.5.0"
  /// The version of the contract (SPEC.md) the library implements: `1.3`.
  public static let contract = "1.3"
}
