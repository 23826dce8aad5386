// The package's one error type.

/** The kind of refusal each gkl_status stands for. */
export const STATUS_NAMES = ["ok", "argument", "configuration", "sample", "stream", "unusable", "description", "misuse"];

/** A refusal from the engine, with the message `gesture-sim` prints for it. */
export class GestureKitLiteError extends Error {
  /**
   * @param {string} message the CLI's words ("tapSlpo=12: unknown config key 'tapSlpo'; ...")
   * @param {string} kind "configuration", "sample", "stream", "argument", "unusable",
   *   "description" or "misuse" (a handle used after it was freed: a bug in the package)
   */
  constructor(message, kind) {
    super(message);
    this.name = "GestureKitLiteError";
    this.kind = kind;
  }
}
