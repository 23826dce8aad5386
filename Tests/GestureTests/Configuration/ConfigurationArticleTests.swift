import Foundation
import GestureKitLite
import Testing

@testable import gesture_sim_dev

/// The Configuration keys article's table is generated from the keys'
/// declaration (`gesture-sim-dev configuration-article`, which
/// scripts/make-configuration-article.sh runs, writes it).
@Suite struct ConfigurationArticleTests {
  @Test("the checked-in Configuration keys article is the one the keys' declaration generates")
  func articleIsGenerated() throws {
    let checkedIn = try String(contentsOf: ConfigurationArticle.articleURL, encoding: .utf8)
    let generated = try ConfigurationArticle.generated()
    #expect(
      checkedIn == generated,
      "ConfigurationKeys.md differs from its declaration: run scripts/make-configuration-article.sh")
  }

  @Test("every key has a reason, and neighbouring keys with one reason share a row")
  func everyKeyHasAReason() throws {
    let source = """
        /// The viewer's width, in points.
        ///
        /// Why: a current
        /// iPhone in points.
        public var viewportWidth: Double = 390
        /// Why: a current iPhone in points.
        public var viewportHeight: Double = 844
        /// Why: enough pages.
        ///
        /// More text that is no reason.
        public var pageCount: Int = 3
      """
    let reasons = ConfigurationArticle.reasons(in: source)
    #expect(
      reasons == [
        "viewportWidth": "a current iPhone in points", "viewportHeight": "a current iPhone in points",
        "pageCount": "enough pages",
      ])
    #expect(throws: ConfigurationArticle.Problem.self) { try ConfigurationArticle.table(reasons: reasons) }
    let table = try ConfigurationArticle.table(
      reasons: ConfigurationArticle.reasons(
        in: try String(contentsOf: ConfigurationArticle.declarationURL, encoding: .utf8)))
    #expect(table[2] == "| `viewportWidth`, `viewportHeight` | 390, 844 | pt | a current iPhone in points |")
  }
}
