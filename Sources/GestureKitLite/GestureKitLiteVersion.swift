/// The project's version and the version of the contract it implements.
///
/// `gesture-sim --version` prints both (`gesture-sim 1.3.0 (contract 1.3)`).
/// One number for every artifact: the Swift package, `gesture-sim`, the C
/// header's `GKL_VERSION_STRING` and the shared library's file name, the
/// Python and the JavaScript packages. It is written in the repository's
/// `VERSION` file; `scripts/check-version.sh` (run by CI) fails when any
/// copy differs. It follows semantic versioning: the major number, which is
/// also the C library's soname (`libgesturekitlite.so.1`), moves only when
/// a release breaks a caller; the minor number grows with each release that
/// adds to the API. The contract is `docs/Contract.md`'s own version: the
/// stream formats, the configuration keys, the recognizer names and the
/// output of `gesture-sim`.
public enum GestureKitLiteVersion {
  /// The project's version: `1.3.0`, the repository's `VERSION` file.
  public static let current = "1.3.0"
  /// The version of the contract (`docs/Contract.md`) the library implements: `1.3`.
  public static let contract = "1.3"
}
