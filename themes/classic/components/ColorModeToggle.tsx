// The light/dark switch. It cycles light ↔ dark, or system → light → dark →
// system when the site respects the system preference. The icon follows
// html[data-theme-choice] through CSS, so it is right before hydration;
// the button only works once the page has hydrated.
import { translate, useIsBrowser, type TranslateDeclaration } from '@folio/client';
import { useColorMode, type ColorModeChoice } from '../lib/colorMode';
import { classNames } from '../lib/classNames';
import { colorModeConfig, useThemeConfig } from '../lib/themeConfig';
import './ColorModeToggle.css';

export function nextColorModeChoice(choice: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
  return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
}

const MODE_LABELS: Record<ColorModeChoice, TranslateDeclaration> = {
  light: { id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' },
  dark: { id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' },
  system: { id: 'theme.colorToggle.ariaLabel.mode.system', message: 'system mode' },
};

const icons = {
  light: 'M12 7a5 5 0 100 10 5 5 0 000-10zm0-5v2m0 16v2M4.2 4.2l1.4 1.4m12.8 12.8l1.4 1.4M2 12h2m16 0h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  dark: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
  system: 'M3 4h18v12H3zM8 20h8m-4-4v4',
};

export default function ColorModeToggle({ className }: { className?: string }) {
  const { choice, setColorMode } = useColorMode();
  const { disableSwitch, respectPrefersColorScheme } = colorModeConfig(useThemeConfig());
  const isBrowser = useIsBrowser();
  if (disableSwitch) return null;
  const label = translate(
    { id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' },
    { mode: translate(MODE_LABELS[choice]) },
  );
  return (
    <div className={className}>
      <button
        type="button"
        className="colorModeToggle clean-btn"
        title={label}
        aria-label={label}
        aria-live="polite"
        disabled={!isBrowser}
        onClick={() => setColorMode(nextColorModeChoice(choice, respectPrefersColorScheme))}
      >
        {(Object.keys(icons) as Array<keyof typeof icons>).map((mode) => (
          <svg
            key={mode}
            className={classNames('colorModeToggle__icon', `colorModeToggle__icon--${mode}`)}
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
          >
            <path d={icons[mode]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ))}
      </button>
    </div>
  );
}
