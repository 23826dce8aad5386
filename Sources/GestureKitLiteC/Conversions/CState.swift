import CGestureKitLite
import GestureKitLite

/// The C `gkl_state` of a viewer's state.
enum CState {
  /// The C struct for `state`.
  static func make(_ state: ImageViewerState) -> gkl_state {
    gkl_state(
      time: state.time?.seconds ?? 0, has_time: state.time == nil ? 0 : 1,
      page: Int32(truncatingIfNeeded: state.page), zoom_scale: state.zoomScale,
      content_offset: CEvent.cPoint(state.contentOffset), background_alpha: state.backgroundAlpha,
      pull_down_translation: CEvent.cPoint(state.pullDownTranslation),
      page_strip_offset: state.pageStripOffset, chrome_visible: state.chromeVisible ? 1 : 0,
      chrome_hidden_by_pull_down: state.isChromeHiddenByPullDown ? 1 : 0,
      dismissed: state.isDismissed ? 1 : 0, reserved: 0)
  }
}
