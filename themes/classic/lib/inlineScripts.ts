// Scripts DocumentHead inlines into <head>. They run before the body is
// parsed, so the first paint already has the visitor's colour mode and no
// dismissed announcement bar: no flash while the app loads. They are tiny,
// self-contained, and read storage inside try/catch (it may be blocked).
import type { AnnouncementBarConfig, ColorModeConfig } from './themeConfig';

export const COLOR_MODE_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** A value as a JS literal that cannot end the <script> element early. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Sets html[data-theme] (light|dark) and html[data-theme-choice]
 * (light|dark|system): the stored choice when the switch is enabled, else
 * the system's mode when respected, else the default mode.
 */
export function colorModeScript({ defaultMode, disableSwitch, respectPrefersColorScheme }: ColorModeConfig): string {
  return `(function(){var d=document.documentElement,c=null;
${disableSwitch ? '' : `try{c=localStorage.getItem(${literal(COLOR_MODE_STORAGE_KEY)})}catch(e){}
if(c!=='light'&&c!=='dark')c=null;`}
var s=${respectPrefersColorScheme ? `window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : 'null'};
d.setAttribute('data-theme',c||s||${literal(defaultMode)});
d.setAttribute('data-theme-choice',c||(s?'system':${literal(defaultMode)}));
})();`;
}

/**
 * Sets html[data-announcement-bar-initially-dismissed] to "true" when the
 * visitor closed this very bar (same id) before; CSS then hides the
 * server-rendered bar until the app takes over.
 */
export function announcementBarScript({ id, isCloseable = true }: AnnouncementBarConfig): string {
  if (!isCloseable) {
    return `document.documentElement.setAttribute(${literal(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'false');`;
  }
  return `(function(){var x=false;
try{x=localStorage.getItem(${literal(ANNOUNCEMENT_DISMISS_KEY)})==='true'&&localStorage.getItem(${literal(ANNOUNCEMENT_ID_KEY)})===${literal(id)}}catch(e){}
document.documentElement.setAttribute(${literal(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(x));
})();`;
}
