import { STORAGE_KEYS } from "../../../core/storage-keys"
import { DEFAULT_COLOR_MODE } from "../../providers/ColorMode"

/**
 * A tiny script for <head> that runs before the first paint: it applies the
 * stored colour mode (no flash of the wrong colours) and hides an
 * announcement the reader already closed. Storage errors leave the defaults.
 */
export function prePaintScript(announcementId: string | null): string {
  const announcement = announcementId
    ? `if (s.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)}) === ${JSON.stringify(announcementId)} ` +
      `&& s.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)}) === "true") d.setAttribute("data-announcement-dismissed", ` +
      `"true");`
    : ""
  return `(function () {
  var d = document.documentElement;
  d.setAttribute("data-theme", ${JSON.stringify(DEFAULT_COLOR_MODE)});
  try {
    var s = window.localStorage;
    if (s.getItem(${JSON.stringify(STORAGE_KEYS.theme)}) === "dark") d.setAttribute("data-theme", "dark");
    ${announcement}
  } catch (e) {}
})();`
}
