// The announcement bar above the navbar (themeConfig.announcementBar): the
// configured HTML on the configured colours, with a close button unless
// isCloseable is false. Closing is remembered per bar id (lib/announcementBar).
// The Layout loads it lazily: sites without a bar never download it.
import { translate } from '@folio/client';
import { useAnnouncementBarState } from '../lib/announcementBar';
import { useThemeConfig, type AnnouncementBarConfig } from '../lib/themeConfig';
import './AnnouncementBar.css';

function Bar({ config }: { config: AnnouncementBarConfig }) {
  const { isActive, close } = useAnnouncementBarState(config);
  if (!isActive) return null;
  const { content, backgroundColor, textColor, isCloseable = true } = config;
  return (
    <div
      className="announcementBar"
      role="region"
      aria-label={translate({ id: 'theme.AnnouncementBar.regionAriaLabel', message: 'Announcement' })}
      style={{ backgroundColor, color: textColor }}
    >
      {isCloseable && <div className="announcementBar__placeholder" />}
      {/* Config HTML, written by the site's maintainers (a link, emphasis). */}
      <div className="announcementBar__content" dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable && (
        <button
          type="button"
          className="announcementBar__close clean-btn"
          aria-label={translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' })}
          onClick={close}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}

export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  return announcementBar ? <Bar config={announcementBar} /> : null;
}
